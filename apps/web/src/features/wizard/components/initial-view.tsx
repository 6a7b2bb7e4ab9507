import { useId, useRef, type SubmitEvent } from 'react';
import { ArrowLeft, ArrowRight, Camera, Gem, Rocket, Sparkles } from 'lucide-react';
import {
  SITE_LANGUAGE_NAMES,
  SITE_LANGUAGES,
  WIZARD_COUNTER_MAX,
  type SiteLanguage,
} from '@zappy/contract/constants';
import { Button, ButtonLink } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useTypedBeforeStart } from '../../../lib/use-typed-before-start';

/** Spec section 2: three example prompts that fill the box. */
export const EXAMPLE_PROMPTS = [
  {
    icon: Camera,
    title: 'Photography portfolio',
    prompt:
      'I am a wedding and portrait photographer in Austin. I need a portfolio website that shows my best work and lets couples book a consultation.',
  },
  {
    icon: Gem,
    title: 'Handmade jewelry store',
    prompt:
      'I run a small handmade jewelry store selling silver rings, necklaces and earrings made from recycled metals, and I want a website that showcases the collection and takes orders.',
  },
  {
    icon: Rocket,
    title: 'SaaS launch landing page',
    prompt:
      'We are launching a SaaS app that helps small teams track their time and send invoices. We need a landing page that explains the product and collects early-access sign-ups.',
  },
] as const;

interface InitialViewProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** The language to write the site in; undefined: the language of the description. */
  siteLanguage: SiteLanguage | undefined;
  onSiteLanguageChange: (language: SiteLanguage | undefined) => void;
  onStart: () => void;
}

const isSiteLanguage = (value: string): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly string[]).includes(value);

/** The first screen: describe the business, or start from an example. */
export function InitialView({
  prompt,
  onPromptChange,
  siteLanguage,
  onSiteLanguageChange,
  onStart,
}: InitialViewProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeStart(formRef, (typed) => {
    const early = typed.get('prompt');
    if (early) onPromptChange(early);
    const language = typed.get('siteLanguage');
    if (language && isSiteLanguage(language)) onSiteLanguageChange(language);
  });
  const promptId = useId();
  const languageId = useId();
  const counterId = useId();
  const examplesId = useId();
  const canStart = prompt.trim() !== '';
  // The counter shows /1000 but the wizard enforces no cap (spec section 5).
  const isOverCounter = prompt.length > WIZARD_COUNTER_MAX;

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canStart) onStart();
  };

  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-48 left-1/2 h-[32rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-200/60 via-purple-200/50 to-sky-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-3xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:pt-20">
        <div className="text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-xs font-medium text-indigo-800 shadow-sm sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            AI website wizard
          </p>
          <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-5xl">
            Tell us about your{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-purple-700 bg-clip-text text-transparent">
              business
            </span>
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-slate-700 sm:text-lg">
            Describe what you do, who it is for and what visitors should do. Zappy asks a few
            follow-up questions, then builds your website.
          </p>
        </div>

        <form
          ref={formRef}
          onSubmit={onSubmit}
          className="mt-10 rounded-3xl bg-white p-4 shadow-xl ring-1 shadow-indigo-950/5 ring-slate-900/10 sm:p-6"
        >
          <label htmlFor={promptId} className="block text-sm font-semibold text-slate-900">
            Describe your business
          </label>
          <textarea
            ref={textareaRef}
            dir="auto"
            id={promptId}
            name="prompt"
            value={prompt}
            onChange={(event) => {
              onPromptChange(event.target.value);
            }}
            rows={6}
            placeholder="e.g. A family-run Italian restaurant in Boston with handmade pasta, a cosy dining room and a lunch menu…"
            aria-describedby={counterId}
            className="mt-2 block w-full resize-y rounded-2xl border border-slate-300 bg-slate-50/60 px-4 py-3 text-base leading-7 text-slate-900 placeholder:text-slate-500 focus:border-indigo-600 focus:bg-white focus:outline-2 focus:outline-indigo-600/30"
          />
          <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <p
                id={counterId}
                className={cn(
                  'text-sm tabular-nums',
                  isOverCounter ? 'font-semibold text-amber-800' : 'text-slate-600',
                )}
              >
                <span className="sr-only">Characters:</span> {prompt.length}/{WIZARD_COUNTER_MAX}
              </p>
              <div className="flex items-center gap-2">
                <label htmlFor={languageId} className="text-sm font-medium text-slate-700">
                  Website language
                </label>
                <select
                  id={languageId}
                  name="siteLanguage"
                  value={siteLanguage ?? ''}
                  onChange={(event) => {
                    const value = event.target.value;
                    onSiteLanguageChange(isSiteLanguage(value) ? value : undefined);
                  }}
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600/30"
                >
                  <option value="">Same as my description</option>
                  {SITE_LANGUAGES.map((language) => (
                    <option key={language} value={language} lang={language}>
                      {SITE_LANGUAGE_NAMES[language]}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Button type="submit" size="lg" disabled={!canStart}>
              Start Conversation
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
        </form>

        <section aria-labelledby={examplesId} className="mt-10">
          <h2 id={examplesId} className="text-center text-sm font-semibold text-slate-700">
            Not sure where to start? Try an example
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {EXAMPLE_PROMPTS.map(({ icon: Icon, title, prompt: example }, index) => (
              <li key={title}>
                <button
                  type="button"
                  aria-labelledby={`${examplesId}-title-${index}`}
                  aria-describedby={`${examplesId}-text-${index}`}
                  onClick={() => {
                    onPromptChange(example);
                    textareaRef.current?.focus();
                  }}
                  className="group flex h-full w-full flex-col rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span className="flex items-center gap-2.5">
                    <span className="flex size-9 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700 transition-colors group-hover:bg-indigo-600 group-hover:text-white">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span
                      id={`${examplesId}-title-${index}`}
                      className="font-semibold text-slate-900"
                    >
                      {title}
                    </span>
                  </span>
                  <span
                    id={`${examplesId}-text-${index}`}
                    className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600"
                  >
                    {example}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-10 flex justify-center">
          <ButtonLink to="/" variant="ghost">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
