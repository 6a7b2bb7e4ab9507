import { useState } from 'react';
import { Bot, Building2, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { BusinessInfoPanel } from './business-info-panel';

interface CustomizePanelProps {
  websiteId: string;
  websiteName: string;
  /** A saved business-info change is on its way live: the page follows the new version. */
  onUpdated: () => void;
}

/**
 * The left third, where the Customize Website chat goes (spec section 2). Until that chat exists
 * the area offers the ways to change the site that work today: the business-info editor, and
 * Regenerate with what to change. Nothing here pretends to be a chat.
 */
export function CustomizePanel({ websiteId, websiteName, onUpdated }: CustomizePanelProps) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <section
      aria-labelledby="customize-heading"
      className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:h-[calc(100vh-15rem)] lg:min-h-[36rem]"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-gradient-to-r from-indigo-600 to-purple-600 px-5 py-4 text-white">
        <span className="flex size-10 items-center justify-center rounded-xl bg-white/15">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="customize-heading" className="text-lg font-bold">
            Customize Website
          </h2>
          <p className="text-sm text-indigo-50">AI-powered customization assistant</p>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-4 bg-slate-50/60 p-5">
        <div className="flex items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
            <Bot aria-hidden="true" className="size-4" />
          </span>
          <div className="rounded-2xl rounded-tl-sm bg-white p-4 text-sm leading-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
            <p>
              <span className="font-semibold">{websiteName}</span> is ready to preview.
            </p>
            <p className="mt-2">
              Change the name, contact details, address or opening hours with Business info. For
              anything else, press Regenerate and describe what should be different: prices,
              colours, texts or sections. Each change makes a new version and keeps this one, so you
              can restore it from Versions.
            </p>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => {
                setIsEditing(true);
              }}
            >
              <Building2 aria-hidden="true" className="size-4" />
              Business info
            </Button>
          </div>
        </div>
      </div>
      {isEditing ? (
        <BusinessInfoPanel
          websiteId={websiteId}
          onClose={() => {
            setIsEditing(false);
          }}
          onUpdated={() => {
            setIsEditing(false);
            onUpdated();
          }}
        />
      ) : null}
    </section>
  );
}
