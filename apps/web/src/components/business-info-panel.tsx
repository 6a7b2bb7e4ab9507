import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { BusinessInfo } from '@zappy/contract/customization';
import {
  EXTRACTION_MESSAGE_CLEAR_MS,
  STATUS_CLEAR_DELAY_MS,
  UPDATE_RELOAD_DELAY_MS,
} from '@zappy/contract/constants';
import { BUSINESS_INFO_MESSAGES as M } from '@zappy/contract/messages';
import { Button } from './ui/button';
import { Modal } from './ui/modal';
import { TextField } from './ui/text-field';
import { ApiError } from '../lib/api-client';
import { extractBusinessInfo, updateBusinessInfo } from '../lib/business-info';
import { useAppWords } from '../lib/use-app-words';
import { WEEK_DAYS, type WeekDay } from '../lib/week-days';

/** The address's fields, in the order the form shows them; each is labelled by its own word. */
const ADDRESS_FIELDS = ['street', 'city', 'state', 'zip', 'country'] as const;

const open = (from = '09:00', to = '17:00') => ({ closed: false, open: from, close: to });
/** What the panel shows when the site's info could not be read: the spec's default week. */
const EMPTY: BusinessInfo = {
  companyName: '',
  contactDetails: {
    email: '',
    phone: '',
    website: '',
    address: { street: '', city: '', state: '', zip: '', country: '' },
  },
  businessHours: {
    sunday: { ...open(), closed: true },
    monday: open(),
    tuesday: open(),
    wednesday: open(),
    thursday: open(),
    friday: open(),
    saturday: { ...open(), closed: true },
  },
};

// Spec section 5: blank raises no error; otherwise an email shape, and a phone of at least seven
// digits, spaces, dashes, parentheses or dots with an optional leading plus.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s\-().]{7,}$/;

/** The field errors of the panel's rules (spec section 5, "Business editor"). */
export function businessInfoErrors(info: BusinessInfo): { email?: string; phone?: string } {
  const email = info.contactDetails.email.trim();
  const phone = info.contactDetails.phone.trim();
  return {
    ...(email && !EMAIL.test(email) ? { email: M.invalidEmail } : {}),
    ...(phone && !PHONE.test(phone) ? { phone: M.invalidPhone } : {}),
  };
}

type Status = { text: string; tone: 'info' | 'success' | 'error' } | null;

interface BusinessInfoPanelProps {
  websiteId: string;
  onClose: () => void;
  /** Called once a saved change is on its way live (after the spec's 2 s). */
  onUpdated: () => void;
  /**
   * The site's language (a BCP 47 tag): the labels and headings speak it. Its status texts,
   * errors and buttons are the spec's English.
   */
  language?: string;
}

/**
 * The business-info editor (spec section 2), mounted while open: the site's name, contact
 * details, address and week, read from the current version, saved as a new version. Each status
 * text and timer is the spec's (sections 8 and 9).
 */
export function BusinessInfoPanel({
  websiteId,
  onClose,
  onUpdated,
  language,
}: BusinessInfoPanelProps) {
  const { words: appWords } = useAppWords(language);
  const words = appWords.businessInfo;
  const id = useId();
  const [info, setInfo] = useState<BusinessInfo>(EMPTY);
  const [status, setStatus] = useState<Status>({ text: M.analyzing, tone: 'info' });
  const [isSaving, setIsSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const timers = useRef<number[]>([]);

  const later = (ms: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, ms));
  };

  useEffect(() => {
    let cancelled = false;
    const pending = timers.current;
    const clearLater = () => {
      pending.push(
        window.setTimeout(() => {
          setStatus(null);
        }, EXTRACTION_MESSAGE_CLEAR_MS),
      );
    };
    extractBusinessInfo(websiteId)
      .then((result) => {
        if (cancelled) return;
        if (!result.success || !result.businessInfo) throw new Error(result.error ?? '');
        setInfo(result.businessInfo);
        setStatus({ text: M.extracted, tone: 'success' });
        clearLater();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          setStatus({ text: M.authenticationFailed, tone: 'error' });
          return;
        }
        setStatus({ text: M.extractFailed, tone: 'error' });
        clearLater();
      });
    return () => {
      cancelled = true;
      for (const timer of pending) window.clearTimeout(timer);
      pending.length = 0;
    };
  }, [websiteId]);

  const errors = businessInfoErrors(info);
  const canSave = !isSaving && info.companyName.trim() !== '';

  const setContact = (field: 'email' | 'phone', value: string) => {
    setInfo((current) => ({
      ...current,
      contactDetails: { ...current.contactDetails, [field]: value },
    }));
  };
  const setAddress = (field: (typeof ADDRESS_FIELDS)[number], value: string) => {
    setInfo((current) => ({
      ...current,
      contactDetails: {
        ...current.contactDetails,
        address: { ...current.contactDetails.address, [field]: value },
      },
    }));
  };
  const setDay = (day: WeekDay, change: Partial<BusinessInfo['businessHours'][WeekDay]>) => {
    setInfo((current) => ({
      ...current,
      businessHours: {
        ...current.businessHours,
        [day]: { ...current.businessHours[day], ...change },
      },
    }));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (!canSave || Object.keys(errors).length > 0) return;
    setIsSaving(true);
    try {
      const result = await updateBusinessInfo(websiteId, info);
      if (!result.success) throw new Error(M.updateRefused);
      setStatus({ text: M.updated, tone: 'success' });
      later(UPDATE_RELOAD_DELAY_MS, onUpdated);
    } catch (error: unknown) {
      const text =
        error instanceof ApiError && error.status === 401
          ? M.authenticationFailed
          : error instanceof ApiError && error.status === 400
            ? error.message
            : error instanceof Error && error.message === M.updateRefused
              ? M.updateRefused
              : M.updateFailed;
      setStatus({ text, tone: 'error' });
      setIsSaving(false);
      later(STATUS_CLEAR_DELAY_MS, () => {
        setStatus(null);
      });
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={words.title}
      size="lg"
      isDismissDisabled={isSaving}
      closeLabel={appWords.dialog.close}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        <p
          role="status"
          aria-live="polite"
          className={
            status === null
              ? 'sr-only'
              : status.tone === 'error'
                ? 'rounded-xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-800'
                : status.tone === 'success'
                  ? 'rounded-xl bg-emerald-50 px-4 py-2.5 text-sm font-medium text-emerald-800'
                  : 'rounded-xl bg-indigo-50 px-4 py-2.5 text-sm font-medium text-indigo-800'
          }
        >
          {status?.text ?? ''}
        </p>

        <TextField
          id={`${id}-name`}
          label={words.companyName}
          value={info.companyName}
          required
          autoComplete="organization"
          onChange={(event) => {
            setInfo((current) => ({ ...current, companyName: event.target.value }));
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <TextField
              id={`${id}-email`}
              label={words.email}
              type="email"
              autoComplete="email"
              value={info.contactDetails.email}
              aria-invalid={showErrors && errors.email ? true : undefined}
              aria-describedby={showErrors && errors.email ? `${id}-email-error` : undefined}
              onChange={(event) => {
                setContact('email', event.target.value);
              }}
            />
            {showErrors && errors.email ? (
              <p id={`${id}-email-error`} className="mt-1 text-sm text-red-800">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div>
            <TextField
              id={`${id}-phone`}
              label={words.phone}
              type="tel"
              autoComplete="tel"
              value={info.contactDetails.phone}
              aria-invalid={showErrors && errors.phone ? true : undefined}
              aria-describedby={showErrors && errors.phone ? `${id}-phone-error` : undefined}
              onChange={(event) => {
                setContact('phone', event.target.value);
              }}
            />
            {showErrors && errors.phone ? (
              <p id={`${id}-phone-error`} className="mt-1 text-sm text-red-800">
                {errors.phone}
              </p>
            ) : null}
          </div>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{words.address}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field}
                id={`${id}-${field}`}
                label={words[field]}
                value={info.contactDetails.address[field]}
                className={field === 'street' ? 'sm:col-span-2' : undefined}
                onChange={(event) => {
                  setAddress(field, event.target.value);
                }}
              />
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{words.hours}</legend>
          <ul className="mt-2 divide-y divide-slate-100">
            {WEEK_DAYS.map((day) => {
              const hours = info.businessHours[day];
              const name = words.days[day];
              return (
                <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
                  <span className="w-28 font-medium text-slate-900">{name}</span>
                  <span className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      id={`${id}-${day}-closed`}
                      type="checkbox"
                      checked={hours.closed}
                      // The day is in the name: seven boxes are all labelled "Closed".
                      aria-label={words.closedOn(name)}
                      onChange={(event) => {
                        setDay(day, { closed: event.target.checked });
                      }}
                      className="size-4 accent-indigo-600"
                    />
                    <label htmlFor={`${id}-${day}-closed`}>{words.closed}</label>
                  </span>
                  {hours.closed ? null : (
                    <span className="flex items-center gap-2 text-sm text-slate-800">
                      <label htmlFor={`${id}-${day}-open`} className="sr-only">
                        {words.opensAt(name)}
                      </label>
                      <input
                        id={`${id}-${day}-open`}
                        type="time"
                        value={hours.open}
                        onChange={(event) => {
                          setDay(day, { open: event.target.value });
                        }}
                        className="rounded-lg border border-slate-300 px-2 py-1"
                      />
                      <span aria-hidden="true">{words.to}</span>
                      <label htmlFor={`${id}-${day}-close`} className="sr-only">
                        {words.closesAt(name)}
                      </label>
                      <input
                        id={`${id}-${day}-close`}
                        type="time"
                        value={hours.close}
                        onChange={(event) => {
                          setDay(day, { close: event.target.value });
                        }}
                        className="rounded-lg border border-slate-300 px-2 py-1"
                      />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>

        <div className="flex justify-end gap-3 border-t border-slate-200 pt-4">
          <Button type="button" variant="secondary" onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            Update Website
          </Button>
        </div>
      </form>
    </Modal>
  );
}
