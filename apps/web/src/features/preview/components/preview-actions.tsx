import { useId, useState, type ReactNode } from 'react';
import { Download, ExternalLink, Plug, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

const INTEGRATION_CATEGORIES = [
  { name: 'Analytics', example: 'visitor statistics' },
  { name: 'Marketing', example: 'newsletters and campaigns' },
  { name: 'Communication', example: 'chat and email from your own domain' },
  { name: 'Social media', example: 'profiles and sharing' },
];

/**
 * A button for a feature that arrives with a later release: it stays focusable (a disabled
 * button could not show its reason to keyboard users) and says why it does nothing yet.
 */
function ComingSoonButton({
  icon,
  label,
  reason,
}: {
  icon: ReactNode;
  label: string;
  reason: string;
}) {
  const tipId = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={tipId}
        className={buttonClasses('secondary', 'md', 'cursor-not-allowed text-slate-600')}
      >
        {icon}
        {label}
      </button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute top-full right-0 z-20 mt-2 w-56 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-5 text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 sm:right-auto sm:left-1/2 sm:-translate-x-1/2"
      >
        {reason}
      </span>
    </span>
  );
}

/** Integrations, Regenerate, Export and Live Site (spec section 2). */
export function PreviewActions({
  websiteName,
  siteUrl,
}: {
  websiteName: string;
  siteUrl: string | null;
}) {
  const [isIntegrationsOpen, setIntegrationsOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        onClick={() => {
          setIntegrationsOpen(true);
        }}
      >
        <Plug aria-hidden="true" className="size-4" />
        Integrations
      </Button>
      <ComingSoonButton
        icon={<RefreshCw aria-hidden="true" className="size-4" />}
        label="Regenerate"
        reason="Regenerating with your feedback arrives in an upcoming release."
      />
      <ComingSoonButton
        icon={<Download aria-hidden="true" className="size-4" />}
        label="Export"
        reason="Exporting the HTML, CSS and images arrives in an upcoming release."
      />
      {siteUrl ? (
        <a
          href={siteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Live Site <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}

      <Modal
        open={isIntegrationsOpen}
        onClose={() => {
          setIntegrationsOpen(false);
        }}
        title="Integrations"
        description={`Connect ${websiteName} to the tools you already use.`}
      >
        <p className="text-sm leading-6 text-slate-800">
          Integrations arrive soon. You will be able to add them to your site without touching any
          code:
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {INTEGRATION_CATEGORIES.map((category) => (
            <li key={category.name} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <p className="font-semibold text-slate-900">{category.name}</p>
              <p className="text-sm text-slate-700">{category.example}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button
            variant="secondary"
            onClick={() => {
              setIntegrationsOpen(false);
            }}
          >
            Close
          </Button>
        </div>
      </Modal>
    </div>
  );
}
