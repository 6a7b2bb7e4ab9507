import { useId, useState } from 'react';
import { Building2, Pencil } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { BusinessInfoPanel } from '../../../../components/business-info-panel';
import { useWidgetWords } from '../../../../components/widgets/widget-words';
import { summarizeBusinessInfo } from '../../lib/business-summary';
import type { CustomizationWidgetProps } from './types';

function Detail({ term, children }: { term: string; children: string }) {
  if (children === '') return null;
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-slate-700 sm:w-24">{term}</dt>
      <dd dir="auto" className="min-w-0 break-words text-slate-900">
        {children}
      </dd>
    </div>
  );
}

/**
 * `business_editor`, the Business-details widget: what the site says about the business, and the
 * business-info editor to change it. A save is a new version; the AI hears that it was saved.
 */
export function BusinessEditorWidget({
  widget,
  websiteId,
  isBusy,
  onSubmit,
  onUpdated,
  language,
}: Omit<CustomizationWidgetProps, 'isOpen'>) {
  const titleId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const words = useWidgetWords().businessEditor;
  const info = summarizeBusinessInfo(widget.extractedBusinessInfo, words);

  const onSaved = () => {
    setIsEditing(false);
    onUpdated();
    void onSubmit(
      { type: 'business_editor', value: 'saved', action: 'saved', question: widget.question },
      words.answer,
    );
  };

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-indigo-100 bg-white p-3 shadow-sm"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Building2 aria-hidden="true" className="size-4 text-indigo-700" />
        {words.title}
      </h3>
      <p dir="auto" className="mt-1 text-xs text-slate-700">
        {widget.question}
      </p>
      <dl className="mt-3 space-y-1.5 text-xs">
        <Detail term={words.terms.company}>{info.companyName}</Detail>
        <Detail term={words.terms.email}>{info.email}</Detail>
        <Detail term={words.terms.phone}>{info.phone}</Detail>
        <Detail term={words.terms.website}>{info.website}</Detail>
        <Detail term={words.terms.address}>{info.address}</Detail>
        <Detail term={words.terms.hours}>{info.hours.join('; ')}</Detail>
      </dl>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={isBusy}
        onClick={() => {
          setIsEditing(true);
        }}
      >
        <Pencil aria-hidden="true" className="size-3.5" />
        {words.edit}
      </Button>
      {isEditing ? (
        <BusinessInfoPanel
          websiteId={websiteId}
          language={language}
          onClose={() => {
            setIsEditing(false);
          }}
          onUpdated={onSaved}
        />
      ) : null}
    </section>
  );
}
