import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { ClipboardList } from 'lucide-react';
import type { BriefEdit, NotUsedAction, NotUsedItem, WizardBrief } from '@zappy/contract/brief';
import { MAX_AREA_LENGTH, MAX_SERVICE_AREAS } from '@zappy/contract/brief';
import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES } from '@zappy/contract/constants';
import { SERVICE_MODES, type ServiceMode } from '@zappy/contract/requirements';
import { languageOf } from '@zappy/locales/names';
import { fieldControlClasses, LabelledField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAppWords } from '../../../lib/use-app-words';
import { useEditBrief } from '../api/edit-brief';
import { useBrief } from '../api/get-brief';
import { useResolveNotUsed } from '../api/resolve-not-used';
import { briefEditOf, briefErrors, briefToSend, showsServiceArea } from '../lib/brief-form';
import {
  BriefChoiceField,
  BriefInput,
  BriefListField,
  BriefPlansField,
  BriefSelect,
} from './brief-fields';
import { NotUsedList } from './not-used-list';
import { IconBadge } from '../../../components/ui/icon-badge';

/** Saves what is not saved yet; false when the brief is invalid or the save failed. */
export interface BriefHandle {
  save: () => Promise<boolean>;
}

interface BriefPanelProps {
  sessionId: string;
  ref?: Ref<BriefHandle>;
}

const RIGHT_TO_LEFT = new Set(['he', 'ar']);

/** The contact fields, each with the input type that brings up the right keyboard. */
const CONTACT_FIELDS = [
  ['email', 'email'],
  ['phone', 'tel'],
  ['website', 'url'],
] as const;

/** The brief before generation: loaded from the session, then edited in place (issue 23). */
export function BriefPanel({ sessionId, ref }: BriefPanelProps) {
  const query = useBrief(sessionId);
  // The owner's language is in the brief itself; until it comes, the browser's.
  const words = useAppWords(navigator.language).words.brief;
  if (!query.data) {
    return query.isError ? null : <Spinner label={words.loading} className="py-6" />;
  }
  return <BriefForm sessionId={sessionId} brief={query.data} ref={ref} />;
}

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

function BriefForm({ sessionId, brief, ref }: BriefPanelProps & { brief: WizardBrief }) {
  const { requirements } = brief;
  const ownerLanguage = requirements.inputLanguage ?? requirements.language;
  const words = useAppWords(ownerLanguage).words.brief;
  const lang = languageOf(ownerLanguage) ?? 'en';
  const [draft, setDraft] = useState<BriefEdit>(() => briefEditOf(requirements));
  const [showErrors, setShowErrors] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const savedRef = useRef(JSON.stringify(briefToSend(draft)));
  const editMutation = useEditBrief(sessionId);
  const resolveMutation = useResolveNotUsed(sessionId);
  const errors = briefErrors(draft, words.errors);
  const isValid = Object.keys(errors).length === 0;

  const save = async (): Promise<boolean> => {
    if (!isValid) {
      setShowErrors(true);
      return false;
    }
    const edit = briefToSend(draft);
    const json = JSON.stringify(edit);
    const previous = savedRef.current;
    if (json === previous) return true;
    // Marked saved before the answer comes, so the answer does not reset what is typed meanwhile.
    savedRef.current = json;
    setStatus('saving');
    try {
      await editMutation.mutateAsync(edit);
      setStatus('saved');
      return true;
    } catch {
      savedRef.current = previous;
      setStatus('failed');
      return false;
    }
  };

  useImperativeHandle(ref, () => ({ save }));

  // A resolved "Not used yet" item changed the requirements on the server: show them.
  useEffect(() => {
    const next = briefEditOf(requirements);
    const json = JSON.stringify(briefToSend(next));
    if (json === savedRef.current) return;
    savedRef.current = json;
    setDraft(next);
  }, [requirements]);

  const onResolve = async (item: NotUsedItem, action: NotUsedAction) => {
    // Unsaved edits go first, or the server's answer would overwrite them in the form.
    if (!(await save())) return;
    const { messageId, start, end } = item;
    resolveMutation.mutate({ messageId, start, end, action });
  };

  const set =
    <K extends keyof BriefEdit>(key: K) =>
    (value: BriefEdit[K]) => {
      setDraft((old) => ({ ...old, [key]: value }));
    };
  const setAddress = (key: keyof BriefEdit['address']) => (value: string) => {
    setDraft((old) => ({ ...old, address: { ...old.address, [key]: value } }));
  };
  const shownErrors = showErrors ? errors : {};
  const fields = words.fields;

  return (
    <section
      aria-labelledby="brief-heading"
      lang={lang}
      dir={RIGHT_TO_LEFT.has(lang) ? 'rtl' : 'ltr'}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/10 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <IconBadge icon={ClipboardList} className="bg-indigo-50 text-indigo-700" />
        <div>
          <h2 id="brief-heading" className="text-lg font-bold text-slate-900">
            {words.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{words.intro}</p>
        </div>
      </div>

      <form
        className="mt-5 space-y-6"
        noValidate
        // Edited in place: what the owner changed is saved as they move on from it.
        onBlur={() => void save()}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">
            {words.groups.business}
          </legend>
          <BriefInput
            id="brief-businessName"
            label={fields.businessName}
            value={draft.businessName}
            error={shownErrors.businessName}
            required
            onChange={set('businessName')}
          />
          <BriefSelect
            id="brief-industry"
            label={fields.industry}
            value={draft.industry}
            options={brief.industries ?? []}
            blank={words.notGiven}
            onChange={set('industry')}
          />
          <LabelledField id="brief-description" label={fields.about} className="sm:col-span-2">
            <textarea
              id="brief-description"
              rows={3}
              value={draft.description}
              placeholder={words.notGiven}
              onChange={(event) => {
                set('description')(event.target.value);
              }}
              className={fieldControlClasses}
            />
          </LabelledField>
          <BriefSelect
            id="brief-goal"
            label={fields.goal}
            value={draft.goal}
            options={goalOptions(words.goals)}
            blank={words.notGiven}
            onChange={set('goal')}
          />
          <BriefInput
            id="brief-callToAction"
            label={fields.callToAction}
            value={draft.callToAction}
            placeholder={words.notGiven}
            onChange={set('callToAction')}
          />
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-bold text-slate-900">{words.groups.where}</legend>
          <div className="sm:col-span-2">
            <BriefChoiceField
              name="brief-serviceMode"
              legend={words.reach.question}
              value={draft.serviceMode ?? 'premises'}
              options={reachOptions(words.reach)}
              onChange={set('serviceMode')}
            />
          </div>
          {(['street', 'city', 'state', 'zip', 'country'] as const).map((key) => (
            <BriefInput
              key={key}
              id={`brief-${key}`}
              label={fields[key]}
              value={draft.address[key]}
              placeholder={words.notGiven}
              onChange={setAddress(key)}
            />
          ))}
          {showsServiceArea(draft) ? (
            <div className="sm:col-span-2">
              <BriefListField
                id="brief-area"
                legend={fields.serviceArea}
                items={draft.serviceArea ?? []}
                addLabel={words.addArea}
                words={words}
                max={MAX_SERVICE_AREAS}
                maxLength={MAX_AREA_LENGTH}
                error={shownErrors.serviceArea}
                rowError={(index) => shownErrors[`area-${index}`]}
                onChange={set('serviceArea')}
              />
            </div>
          ) : null}
        </fieldset>

        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 text-base font-bold text-slate-900">{words.groups.offer}</legend>
          <BriefListField
            id="brief-service"
            legend={fields.services}
            items={draft.services}
            addLabel={words.addService}
            words={words}
            onChange={set('services')}
          />
          <BriefPlansField
            plans={draft.plans}
            errors={shownErrors}
            words={words}
            onChange={set('plans')}
          />
          <BriefInput
            id="brief-hoursNote"
            label={fields.hours}
            hint={fields.hoursHint}
            value={draft.hoursNote}
            onChange={set('hoursNote')}
          />
          <div className="flex items-center gap-2">
            <input
              id="brief-byAppointment"
              type="checkbox"
              checked={draft.byAppointment ?? false}
              onChange={(event) => {
                set('byAppointment')(event.target.checked);
              }}
              className="size-4 rounded border-slate-400 text-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            <label htmlFor="brief-byAppointment" className="text-sm font-semibold text-slate-900">
              {fields.byAppointment}
            </label>
          </div>
          <BriefListField
            id="brief-note"
            legend={fields.notes}
            items={draft.notes}
            addLabel={words.addNote}
            words={words}
            onChange={set('notes')}
          />
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-bold text-slate-900">
            {words.groups.contact}
          </legend>
          {CONTACT_FIELDS.map(([key, type]) => (
            <BriefInput
              key={key}
              id={`brief-${key}`}
              label={fields[key]}
              type={type}
              value={draft[key]}
              error={shownErrors[key]}
              onChange={set(key)}
            />
          ))}
        </fieldset>

        <fieldset className="grid min-w-0 gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-base font-bold text-slate-900">{words.groups.look}</legend>
          <LabelledField id="brief-language" label={fields.language}>
            <select
              id="brief-language"
              value={draft.language}
              onChange={(event) => {
                set('language')(event.target.value as BriefEdit['language']);
              }}
              className={fieldControlClasses}
            >
              {SITE_LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {SITE_LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </LabelledField>
          <BriefFact label={fields.palette} value={requirements.palette?.name} words={words} />
          <BriefImage label={fields.images} image={brief.heroImage} words={words} />
        </fieldset>
      </form>

      <p role="status" className="mt-4 min-h-5 text-sm text-slate-700">
        {status === 'saving' ? words.saving : status === 'saved' ? words.saved : ''}
      </p>
      {status === 'failed' || resolveMutation.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {status === 'failed' ? words.saveFailed : words.notUsed.failed}
        </p>
      ) : null}

      <div className="mt-4">
        <NotUsedList
          items={brief.notUsed}
          words={words.notUsed}
          isBusy={resolveMutation.isPending || status === 'saving'}
          onResolve={(item, action) => void onResolve(item, action)}
        />
      </div>
    </section>
  );
}

/** The goals the reader knows, named in the owner's language; the brief stores the key. */
function goalOptions(goals: Record<string, string>): { value: string; label: string }[] {
  return Object.entries(goals).map(([value, label]) => ({ value, label }));
}

/** The ways customers reach a business, named in the owner's language; the brief stores the mode. */
function reachOptions(reach: Record<ServiceMode, string>): { value: ServiceMode; label: string }[] {
  return SERVICE_MODES.map((mode) => ({ value: mode, label: reach[mode] }));
}

/**
 * The hero image picked in the wizard, as a small picture described by the image selector's
 * words, never its id; without one, the image is chosen when the site is built.
 */
function BriefImage({
  label,
  image,
  words,
}: {
  label: string;
  image: WizardBrief['heroImage'];
  words: { chosenForYou: string };
}) {
  if (!image?.url) return <BriefFact label={label} value={undefined} words={words} />;
  return (
    <figure>
      <figcaption className="text-sm font-semibold text-slate-900">{label}</figcaption>
      <img
        src={image.url}
        alt={image.alt}
        className="mt-1.5 aspect-[3/2] w-32 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-900/10"
      />
      {image.label ? (
        <p dir="auto" className="mt-1 text-xs text-slate-600">
          {image.label}
        </p>
      ) : null}
    </figure>
  );
}

/** A part of the brief chosen with the wizard's widgets rather than typed here. */
function BriefFact({
  label,
  value,
  words,
}: {
  label: string;
  value: string | undefined;
  words: { chosenForYou: string };
}) {
  return (
    <div>
      <p className="text-sm font-semibold text-slate-900">{label}</p>
      <p className="mt-1.5 py-2.5 text-sm text-slate-700">{value ?? words.chosenForYou}</p>
    </div>
  );
}
