import { ListChecks } from 'lucide-react';
import type {
  FidelityFact,
  FidelityFactKind,
  FidelityPlace,
  OmittedSection,
  WebsiteFidelity,
} from '@zappy/contract/fidelity';
import sections from '@zappy/locales/en/sections';
import { PanelSection } from './panel-section';

type SectionType = FidelityPlace['type'];

/** "a", "a and b", "a, b and c". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
}

const quoted = (facts: readonly FidelityFact[]) => listWords(facts.map((f) => `“${f.value}”`));
const plain = (facts: readonly FidelityFact[]) => listWords(facts.map((f) => f.value));

/** What a group of shown facts of one kind is, in plain words. */
const SHOWN: Record<FidelityFactKind, (facts: readonly FidelityFact[]) => string> = {
  name: (f) => `Your business name, ${plain(f)}`,
  product: (f) => `What you do: ${quoted(f)}`,
  service: (f) =>
    f.length === 1 ? `Your service ${plain(f)}` : `Your ${f.length} services: ${plain(f)}`,
  price: (f) =>
    f.length === 1 ? `Your price ${plain(f)}` : `Your ${f.length} prices: ${plain(f)}`,
  'prices-on-request': () => 'That your prices are on request',
  hours: (f) => `Your opening hours: ${plain(f)}`,
  'hours-note': (f) => `When you're open: ${plain(f)}`,
  address: (f) => `Your address, ${plain(f)}`,
  phone: (f) => `Your phone number, ${plain(f)}`,
  email: (f) => `Your email address, ${plain(f)}`,
  website: (f) => `Your website, ${plain(f)}`,
  social: (f) => `Your social ${f.length === 1 ? 'handle' : 'handles'} ${plain(f)}`,
  number: (f) => `Your ${f.length === 1 ? 'number' : 'numbers'}: ${plain(f)}`,
  highlight: (f) => `What stands out about you: ${plain(f)}`,
  brand: (f) => `Names written the way you wrote them: ${plain(f)}`,
};

/** A fact's kind as a noun, for the facts the page leaves out. */
const NOUNS: Record<FidelityFactKind, string> = {
  name: 'your business name',
  product: 'what you do',
  service: 'your service',
  price: 'your price',
  'prices-on-request': 'that your prices are on request',
  hours: 'your opening hours',
  'hours-note': 'your hours',
  address: 'your address',
  phone: 'your phone number',
  email: 'your email address',
  website: 'your website',
  social: 'your social handle',
  number: 'your number',
  highlight: 'your highlight',
  brand: 'the name',
};

function leftOutLine(fact: FidelityFact): string {
  const what = `${NOUNS[fact.kind]} “${fact.value}”`;
  switch (fact.reason) {
    case 'hours-incomplete':
      return `We didn't show ${what} because they don't say when you open and close each day — mention both times when you regenerate.`;
    case 'search-data-only':
      return `We didn't write ${what} on the page: it's in the page's search data, where search engines read it.`;
    case 'other-currency':
      return `We didn't show ${what} because your other prices are in another currency — give all your prices in one currency when you regenerate.`;
    default:
      return `We couldn't find a place for ${what} on this version — mention it when you regenerate.`;
  }
}

const OMITTED: Record<OmittedSection['reason'], (type: SectionType) => string> = {
  'no-prices': () =>
    "We didn't show prices because you didn't give any — mention them when you regenerate (for example “Pro at $29 a month”).",
  'prices-on-services': () =>
    "We didn't add a Pricing section because your prices are for single services: they're shown on those services instead.",
  'no-hours': () =>
    "We didn't show opening hours because you didn't give any — mention them when you regenerate (for example “Mon–Fri 9–5, Sat 10–2”).",
  'hours-incomplete': () =>
    "We didn't add an opening hours table because your hours don't say when you close — mention your closing times when you regenerate.",
  'no-numbers': () =>
    "We didn't add a Numbers section because you didn't give any figures — mention them when you regenerate (for example “since 2015” or “300 clients”).",
  'never-invented': (type) =>
    type === 'team'
      ? "We didn't add a Team section because Zappy never makes up people."
      : "We didn't add reviews because Zappy never makes up what customers say.",
};

function placesOf(facts: readonly FidelityFact[]): string {
  const types = [...new Set(facts.flatMap((f) => f.places.map((p) => p.type)))];
  return listWords(types.map((type) => sections[type].place));
}

/** The shown facts grouped by kind, in the order the report lists them. */
function groupShown(facts: readonly FidelityFact[]): [FidelityFactKind, FidelityFact[]][] {
  const groups = new Map<FidelityFactKind, FidelityFact[]>();
  for (const fact of facts) {
    if (!fact.shown) continue;
    groups.set(fact.kind, [...(groups.get(fact.kind) ?? []), fact]);
  }
  return [...groups];
}

interface FidelityPanelProps {
  fidelity: WebsiteFidelity;
  /** The version on screen; the report is about the one its generation made. */
  currentVersion: number | null;
}

/**
 * "What your site says": which of the owner's facts the generated site shows and where, which
 * it left out and why, and the sections left out for lack of facts, with what to say instead.
 */
export function FidelityPanel({ fidelity, currentVersion }: FidelityPanelProps) {
  const shown = groupShown(fidelity.facts);
  const missing = [
    ...fidelity.facts.filter((f) => !f.shown).map(leftOutLine),
    ...fidelity.omittedSections.map((s) => OMITTED[s.reason](s.type)),
  ];
  return (
    <PanelSection
      title="What your site says"
      icon={<ListChecks aria-hidden="true" className="size-5" />}
      iconClassName="bg-emerald-100 text-emerald-700"
    >
      <div className="space-y-5 px-5 py-4 text-sm text-slate-800">
        <p>
          What version {fidelity.versionNumber} of your site says of the facts you gave.
          {currentVersion !== null && currentVersion !== fidelity.versionNumber
            ? ` You're looking at version ${currentVersion}, which may say something else.`
            : ''}
        </p>
        <div>
          <h3 className="font-semibold text-slate-900">Shown on your site</h3>
          {shown.length === 0 ? (
            <p className="mt-1.5">None of your facts are on this version yet.</p>
          ) : (
            <ul className="mt-1.5 list-disc space-y-1.5 pl-5">
              {shown.map(([kind, facts]) => (
                <li key={kind} className="break-words">
                  {SHOWN[kind](facts)} <span className="text-slate-700">({placesOf(facts)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Left out</h3>
          {missing.length === 0 ? (
            <p className="mt-1.5">Nothing: every fact you gave is on your site.</p>
          ) : (
            <ul className="mt-1.5 list-disc space-y-1.5 pl-5">
              {missing.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </PanelSection>
  );
}
