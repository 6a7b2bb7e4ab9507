import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { CheckCircle2, Send, XCircle } from 'lucide-react';
import { CONTACT_FORM_DELAY_MS } from '@zappy/contract/constants';
import { CONTACT_FORM_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Spec section 7: the contact form makes no server call; sending is simulated. */
export function simulateSend(_message: ContactMessage): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, CONTACT_FORM_DELAY_MS);
  });
}

const emptyMessage: ContactMessage = { name: '', email: '', subject: '', message: '' };

type Status = 'idle' | 'sending' | 'sent' | 'failed';

const fieldClasses =
  'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30';
const labelClasses = 'block text-sm font-semibold text-slate-900';

export function ContactForm({
  send = simulateSend,
}: {
  send?: (message: ContactMessage) => Promise<void>;
}) {
  const [values, setValues] = useState<ContactMessage>(emptyMessage);
  const [status, setStatus] = useState<Status>('idle');
  const idPrefix = useId();
  const fieldId = (name: keyof ContactMessage) => `${idPrefix}-${name}`;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('sending');
    try {
      await send(values);
      setValues(emptyMessage);
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };

  const isSending = status === 'sending';

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Contact form"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={fieldId('name')} className={labelClasses}>
            Name
          </label>
          <input
            id={fieldId('name')}
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={onChange}
            className={fieldClasses}
          />
        </div>
        <div>
          <label htmlFor={fieldId('email')} className={labelClasses}>
            Email
          </label>
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={onChange}
            className={fieldClasses}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('subject')} className={labelClasses}>
            Subject
          </label>
          <input
            id={fieldId('subject')}
            name="subject"
            type="text"
            required
            value={values.subject}
            onChange={onChange}
            className={fieldClasses}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('message')} className={labelClasses}>
            Message
          </label>
          <textarea
            id={fieldId('message')}
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={onChange}
            className={cn(fieldClasses, 'resize-y')}
          />
        </div>
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-h-6 text-sm font-medium">
          {status === 'sent' ? (
            <p className="flex items-center gap-2 text-emerald-800">
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {CONTACT_FORM_MESSAGES.sent}
            </p>
          ) : null}
          {status === 'failed' ? (
            <p className="flex items-center gap-2 text-red-700">
              <XCircle aria-hidden="true" className="size-5 shrink-0" />
              {CONTACT_FORM_MESSAGES.failed}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={isSending}
          aria-busy={isSending}
          className="shrink-0"
        >
          <Send aria-hidden="true" className="size-4" />
          {isSending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
