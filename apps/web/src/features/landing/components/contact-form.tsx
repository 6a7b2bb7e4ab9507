import { useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { CheckCircle2, Send, XCircle } from 'lucide-react';
import { CONTACT_FORM_DELAY_MS } from '@zappy/contract/constants';
import { CONTACT_FORM_MESSAGES } from '@zappy/contract/messages';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses, LabelledField, TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';

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

const OUTCOMES = {
  sent: { icon: CheckCircle2, className: 'text-emerald-800', text: CONTACT_FORM_MESSAGES.sent },
  failed: { icon: XCircle, className: 'text-red-700', text: CONTACT_FORM_MESSAGES.failed },
};

/** The one-line fields, in order; the message's text area follows them. */
const inputFields: readonly {
  name: Exclude<keyof ContactMessage, 'message'>;
  label: string;
  type: 'text' | 'email';
  autoComplete?: string;
  isWide?: boolean;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject', type: 'text', isWide: true },
];

export function ContactForm({
  send = simulateSend,
}: {
  send?: (message: ContactMessage) => Promise<void>;
}) {
  const [values, setValues] = useState<ContactMessage>(emptyMessage);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (typed) => {
    setValues((current) => ({
      name: typed.get('name') ?? current.name,
      email: typed.get('email') ?? current.email,
      subject: typed.get('subject') ?? current.subject,
      message: typed.get('message') ?? current.message,
    }));
  });
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
  const outcome = status === 'sent' || status === 'failed' ? OUTCOMES[status] : null;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Contact form"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {inputFields.map(({ name, label, type, autoComplete, isWide }) => (
          <TextField
            key={name}
            id={fieldId(name)}
            label={label}
            className={isWide ? 'sm:col-span-2' : undefined}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required
            value={values[name]}
            onChange={onChange}
          />
        ))}
        <LabelledField id={fieldId('message')} label="Message" className="sm:col-span-2">
          <textarea
            id={fieldId('message')}
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={onChange}
            className={cn(fieldControlClasses, 'resize-y')}
          />
        </LabelledField>
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="min-h-6 text-sm font-medium">
          {outcome ? (
            <p className={cn('flex items-center gap-2', outcome.className)}>
              <outcome.icon aria-hidden="true" className="size-5 shrink-0" />
              {outcome.text}
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
