import { ListChecks } from 'lucide-react';
import type {
  FidelityFact,
  FidelityFactKind,
  OmittedSection,
  WebsiteFidelity,
} from '@zappy/contract/fidelity';
import type { PhotoFallback } from '@zappy/contract/photos';
import type { AppWords } from '@zappy/locales/types';
import { PanelSection } from './panel-section';

type FidelityWords = AppWords['preview']['fidelity'];

/** Why a fact is not on the site; a fact with no reason is one no section shows. */
function leftOutLine(fact: FidelityFact, words: FidelityWords): string {
  const what = `${words.nouns[fact.kind]} ${words.quote(fact.value)}`;
  return words.leftOut[fact.reason ?? 'not-placed'](what);
}

function omittedLine({ type, reason }: OmittedSection, words: FidelityWords): string {
  if (reason !== 'never-invented') return words.omitted[reason];
  return words.omitted['never-invented'][type === 'team' ? 'team' : 'reviews'];
}

/** The sections that show a group of facts, each once, in the order the facts name them. */
function placesOf(facts: readonly FidelityFact[], words: FidelityWords): string {
  const types = [...new Set(facts.flatMap((f) => f.places.map((p) => p.type)))];
  return words.list(types.map((type) => words.places[type]));
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

/**
 * The image source's name as its owner knows it. A slot lists the photo service first, so a
 * line names the generator (`IMAGE_PROVIDER=openai`: OpenAI's images API or one speaking it)
 * only on sites without a photo service.
 */
const PROVIDER_NAMES: Record<PhotoFallback['provider'], string> = {
  pexels: 'Pexels',
  unsplash: 'Unsplash',
  openai: 'OpenAI',
};

/** The sections generated images belong to, by slot (`gallery-2` is the gallery's). */
const SLOT_SECTIONS = { hero: 'hero', about: 'about', gallery: 'gallery' } as const;
const slotSection = (slot: string) =>
  Object.entries(SLOT_SECTIONS).find(([prefix]) => slot.replace(/-\d+$/, '') === prefix)?.[1];

/**
 * The images that show an illustration because the photo service gave no photo: one line for
 * those it failed (refused, limited, no answer, a bad file), one for those it had nothing for.
 */
function photoLines(fallbacks: readonly PhotoFallback[], words: FidelityWords): string[] {
  // A slot the photo service and then the generator failed is told once, by the first source.
  const firsts = fallbacks.filter((f, i) => fallbacks.findIndex((g) => g.slot === f.slot) === i);
  return [true, false].flatMap((failed) => {
    const group = firsts.filter((f) => (f.reason !== 'no_results') === failed);
    const first = group[0];
    if (!first) return [];
    const places = [
      ...new Set(group.map((f) => slotSection(f.slot)).filter((t) => t !== undefined)),
    ].map((type) => words.places[type]);
    const where = places.length > 0 ? words.list(places) : words.list(group.map((f) => f.slot));
    return [words.photoFallback(where, PROVIDER_NAMES[first.provider], failed)];
  });
}

interface FidelityPanelProps {
  fidelity: WebsiteFidelity;
  /** The version on screen; the report is about the one its generation made. */
  currentVersion: number | null;
  /** The panel's words, in the site's language. */
  words: FidelityWords;
}

/**
 * "What your site says": which of the owner's facts the generated site shows and where, which
 * it left out and why, and the sections left out for lack of facts, with what to say instead.
 */
export function FidelityPanel({ fidelity, currentVersion, words }: FidelityPanelProps) {
  const shown = groupShown(fidelity.facts);
  const photos = photoLines(fidelity.photoFallbacks ?? [], words);
  const missing = [
    ...fidelity.facts.filter((f) => !f.shown).map((f) => leftOutLine(f, words)),
    ...fidelity.omittedSections.map((s) => omittedLine(s, words)),
  ];
  return (
    <PanelSection
      title={words.title}
      icon={<ListChecks aria-hidden="true" className="size-5" />}
      iconClassName="bg-emerald-100 text-emerald-700"
    >
      {/* Right to left in Hebrew and Arabic, as its first words are; the bullets follow. */}
      <div dir="auto" className="space-y-5 px-5 py-4 text-sm text-slate-800">
        <p>
          {words.intro(fidelity.versionNumber)}
          {currentVersion !== null && currentVersion !== fidelity.versionNumber
            ? ` ${words.lookingAt(currentVersion)}`
            : ''}
        </p>
        <div>
          <h3 className="font-semibold text-slate-900">{words.shownTitle}</h3>
          {shown.length === 0 ? (
            <p className="mt-1.5">{words.noneShown}</p>
          ) : (
            <ul className="mt-1.5 list-disc space-y-1.5 ps-5">
              {shown.map(([kind, facts]) => (
                <li key={kind} className="break-words">
                  {words.shown[kind](facts.map((f) => f.value))}{' '}
                  <span className="text-slate-700">({placesOf(facts, words)})</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{words.leftOutTitle}</h3>
          {missing.length === 0 ? (
            <p className="mt-1.5">{words.nothingLeftOut}</p>
          ) : (
            <ul className="mt-1.5 list-disc space-y-1.5 ps-5">
              {missing.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
        {photos.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">{words.photosTitle}</h3>
            <ul className="mt-1.5 list-disc space-y-1.5 ps-5">
              {photos.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </PanelSection>
  );
}
