import { useId, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { HelpCircle, Lightbulb, MessageSquareHeart } from 'lucide-react';
import type { FeedbackEntry } from '@zappy/contract/website';
import { WEBSITE_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { useAppWords } from '../../../lib/use-app-words';
import { useSubmitFeedback } from '../api/submit-feedback';
import { formatVersionTime } from './versions-panel';
import { PanelSection } from './panel-section';

const MAX_LENGTH = 5000;

function AnswerList({
  title,
  items,
  icon,
}: {
  title: string;
  items: string[];
  icon: 'suggestion' | 'question';
}) {
  if (items.length === 0) return null;
  const Icon = icon === 'suggestion' ? Lightbulb : HelpCircle;
  return (
    <div className="mt-3">
      <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{title}</h4>
      <ul className="mt-1.5 space-y-1.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-sm text-slate-800">
            <Icon
              aria-hidden="true"
              className={
                icon === 'suggestion'
                  ? 'mt-0.5 size-4 shrink-0 text-amber-600'
                  : 'mt-0.5 size-4 shrink-0 text-indigo-600'
              }
            />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Feedback on the site; the Brain answers with suggestions and questions (spec section 3). The
 * panel speaks the site's language; its toasts are the spec's English texts.
 */
export function FeedbackPanel({
  websiteId,
  entries,
  language,
}: {
  websiteId: string;
  entries: FeedbackEntry[];
  /** The site's language (a BCP 47 tag), when its model names one. */
  language?: string;
}) {
  const words = useAppWords(language).words.feedback;
  const [text, setText] = useState('');
  const fieldId = useId();
  const submit = useSubmitFeedback(websiteId);
  const isBlank = text.trim() === '';

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank || submit.isPending) return;
    submit.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        toast.success(WEBSITE_MESSAGES.feedbackSubmitted);
      },
      onError: () => {
        toast.error(WEBSITE_MESSAGES.feedbackFailed);
      },
    });
  };

  const newest = [...entries].reverse();

  return (
    <PanelSection
      title={words.title}
      icon={<MessageSquareHeart aria-hidden="true" className="size-5" />}
      iconClassName="bg-purple-100 text-purple-700"
    >
      <form onSubmit={onSubmit} className="px-5 pt-4">
        {/* Hebrew and Arabic sites get the panel's words in their own direction; the owner may
            write in them too. */}
        <label htmlFor={fieldId} dir="auto" className="block text-sm font-semibold text-slate-900">
          {words.label}
        </label>
        <textarea
          id={fieldId}
          dir="auto"
          value={text}
          rows={3}
          maxLength={MAX_LENGTH}
          onChange={(event) => {
            setText(event.target.value);
          }}
          placeholder={words.placeholder}
          className="mt-2 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 focus:outline-none"
        />
        <div className="mt-3 flex justify-end">
          <Button type="submit" size="sm" disabled={isBlank || submit.isPending}>
            {submit.isPending ? words.submitting : words.submit}
          </Button>
        </div>
      </form>
      {newest.length === 0 ? (
        <p dir="auto" className="px-5 pt-2 pb-5 text-sm text-slate-700">
          {words.empty}
        </p>
      ) : (
        <ol
          aria-label={words.earlier}
          // Scrollable, so keyboard users must be able to focus it to scroll.
          tabIndex={0}
          className="mt-2 max-h-96 divide-y divide-slate-200 overflow-y-auto border-t border-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {newest.map((entry) => (
            <li key={`${entry.timestamp}-${entry.feedback}`} className="px-5 py-4">
              <h3 className="text-sm font-semibold text-slate-900">
                <span className="sr-only">{words.yours}</span>
                <time dateTime={entry.timestamp} className="font-normal text-slate-700">
                  {formatVersionTime(entry.timestamp, language)}
                </time>
              </h3>
              <p
                dir="auto"
                className="mt-1 rounded-xl bg-slate-50 px-3 py-2 text-sm break-words text-slate-900"
              >
                {entry.feedback}
              </p>
              <AnswerList title={words.suggestions} items={entry.suggestions} icon="suggestion" />
              <AnswerList title={words.questions} items={entry.questions} icon="question" />
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}
