import { SectionSchema, type Section, type SectionType } from '@zappy/site-model/schema';
import { sitePhrases } from '../phrases/index';
import { anyLanguage, findWord, has, sectionMentions, valueAfter, wordsRegex } from './match';
import { COMMAND_WORDS, CUSTOMIZE_LANGUAGES } from './words';
import { type Context, type Outcome, type Reader, change, freeId, say, sectionOf } from './outcome';

// What is on the page: images (a widget), sections added, removed or moved (FAQ entries: faq.ts).

// Images

/** The site's images, or those of the named slots, as an image_replace widget. */
export function imageWidget(ctx: Context, slots?: readonly string[]): Outcome {
  const images = ctx.model.images.filter(
    (image) => !slots || slots.includes(image.id) || slots.includes(image.dataSlot),
  );
  if (images.length === 0) return say(ctx.t.noImages);
  return {
    changes: [],
    said: [],
    widget: {
      type: 'image_replace',
      question: ctx.t.imageQuestion,
      images: images.slice(0, 20).map((image) => {
        // Procedural images are files the renderer writes; the server makes the path absolute.
        const url =
          image.source === 'procedural' || !image.url ? `images/${image.id}.svg` : image.url;
        return {
          id: image.id,
          url,
          alt: image.alt,
          name: image.name || image.dataSlot,
          description: image.description,
          dataSlot: image.dataSlot,
          currentImageUrl: url,
        };
      }),
    },
  };
}

/** The image ids a section shows. */
export function sectionImages(section: Section): string[] {
  if (section.type === 'hero' || section.type === 'about') return [section.imageId].filter(Boolean);
  if (section.type === 'gallery') return section.items.map((i) => i.imageId);
  return [];
}

export const readImage: Reader = (ctx, text) => {
  if (!has(text, 'image')) return undefined;
  // "Remove the photo gallery section" is about the section; images are replaced, not removed.
  const section = wordsRegex(anyLanguage('section')).test(text);
  if (has(text, 'remove') && (section || sectionMentions(text).includes('gallery')))
    return undefined;
  const slots = sectionMentions(text).flatMap((type) => {
    const section = sectionOf(ctx.model, type);
    return section ? sectionImages(section) : [];
  });
  return imageWidget(ctx, slots.length > 0 ? slots : undefined);
};

/**
 * The image a description request is about: the one pointed at, else the one image of the
 * sections it names, else the site's only image. Undefined when that leaves a choice.
 */
function describedImage(ctx: Context, text: string): string | undefined {
  if (ctx.subject?.imageSlot) return ctx.subject.imageSlot;
  const named = sectionMentions(text).flatMap((type) => {
    const section = sectionOf(ctx.model, type);
    return section ? sectionImages(section) : [];
  });
  const images = named.length > 0 ? named : ctx.model.images.map((image) => image.id);
  return images.length === 1 ? images[0] : undefined;
}

/** What comes before a description in the languages the owner's "describe" word is of. */
function describedAsMarkers(word: string): string[] {
  const languages = CUSTOMIZE_LANGUAGES.filter((l) =>
    wordsRegex(COMMAND_WORDS[l].describe).test(word),
  );
  return [...new Set(languages.flatMap((l) => COMMAND_WORDS[l].describedAs))];
}

/**
 * "Describe this photo as our shop at dusk", "the alt text of the hero image is …": the owner's
 * words become the image's description (`setImageAlt`, decision 026). Only about an image (one
 * pointed at, or named as an image or by its alt text), so "change the description to …" of a
 * section stays a text change; with more than one image to choose from, the image widget.
 */
export const readImageDescription: Reader = (ctx, text) => {
  const describe = findWord(text, 'describe');
  const aboutImage = ctx.subject?.imageSlot || has(text, 'image') || has(text, 'altText');
  if (!describe || !aboutImage) return undefined;
  const alt = valueAfter(
    text,
    describe.end,
    ctx.lang,
    describedAsMarkers(text.slice(describe.index, describe.end)),
  );
  if (!alt) return undefined;
  const slot = describedImage(ctx, text);
  if (!slot) return imageWidget(ctx);
  return change([{ op: 'setImageAlt', slot, alt }], ctx.t.text(ctx.t.imageDescription, alt));
};

// Sections: add, remove, move

function starterSection(ctx: Context, type: SectionType): Section {
  const label = sitePhrases(ctx.model.locale.language).navLabels[type];
  return SectionSchema.parse({
    id: freeId(ctx.model, type),
    type,
    navLabel: label,
    heading: label,
  });
}

function removeSections(ctx: Context, types: SectionType[]): Outcome {
  const out: Outcome = { changes: [], said: [] };
  for (const type of types) {
    const section = sectionOf(ctx.model, type);
    const name = ctx.t.sectionNames[type];
    if (section)
      out.changes.push({
        edits: [{ op: 'removeSection', sectionId: section.id }],
        note: ctx.t.removed(name),
      });
    else out.said.push(ctx.t.noSection(name));
  }
  return out;
}

function addSectionOf(ctx: Context, type: SectionType): Outcome {
  const name = ctx.t.sectionNames[type];
  if (sectionOf(ctx.model, type)) return say(ctx.t.already(name));
  // People and reviews come from the owner, never from Zappy: ask for them first.
  if (type === 'team') return say(ctx.t.teamAsk);
  if (type === 'testimonials') return say(ctx.t.reviewsAsk);
  const added = change(
    [{ op: 'addSection', section: starterSection(ctx, type) }],
    ctx.t.added(name),
  );
  // A new FAQ or pricing section starts empty (nothing is invented): ask for its first entry.
  if (type === 'faq') return { ...added, said: [ctx.t.faqAsk], topic: 'faq' };
  if (type === 'pricing') return { ...added, said: [ctx.t.followUp.prices], topic: 'prices' };
  return added;
}

/** Where a section goes: before or after another, first or last; hero stays first, footer last. */
function targetIndex(
  ctx: Context,
  text: string,
  moved: Section,
  anchor: Section | undefined,
): number | undefined {
  const rest = ctx.model.sections.filter((s) => s.id !== moved.id);
  const low = rest[0]?.type === 'hero' ? 1 : 0;
  const high = rest[rest.length - 1]?.type === 'footer' ? rest.length - 1 : rest.length;
  const current = ctx.model.sections.findIndex((s) => s.id === moved.id);
  let at: number | undefined;
  if (has(text, 'first')) at = low;
  else if (has(text, 'last')) at = high;
  else if (has(text, 'up')) at = current - 1;
  else if (has(text, 'down')) at = current + 1;
  else if (anchor) {
    const i = rest.findIndex((s) => s.id === anchor.id);
    const before = findWord(text, 'before');
    const after = findWord(text, 'after');
    if (before && (!after || before.index < after.index)) at = i;
    else if (after) at = i + 1;
  }
  return at === undefined ? undefined : Math.max(low, Math.min(high, at));
}

/**
 * A section moved where the words say ("first", "before the prices", "up"), or nothing when
 * they name no place or it is already there.
 */
export function moveSectionOutcome(
  ctx: Context,
  text: string,
  moved: Section,
  anchor?: Section,
): Outcome | undefined {
  const toIndex = targetIndex(ctx, text, moved, anchor);
  if (toIndex === undefined || ctx.model.sections[toIndex]?.id === moved.id) return undefined;
  return change(
    [{ op: 'moveSection', sectionId: moved.id, toIndex }],
    ctx.t.moved(ctx.t.sectionNames[moved.type]),
  );
}

function moveSectionTo(ctx: Context, text: string, types: SectionType[]): Outcome | undefined {
  const [movedType, anchorType] = types;
  if (!movedType) return undefined;
  const missing = types.slice(0, 2).find((type) => !sectionOf(ctx.model, type));
  if (missing) return say(ctx.t.noSection(ctx.t.sectionNames[missing]));
  const moved = sectionOf(ctx.model, movedType);
  const anchor = anchorType ? sectionOf(ctx.model, anchorType) : undefined;
  if (!moved) return undefined;
  return moveSectionOutcome(ctx, text, moved, anchor);
}

/** "Swap the about and services sections": each takes the other's place. */
function swapSections(ctx: Context, types: SectionType[]): Outcome | undefined {
  const [a, b] = types.map((type) => sectionOf(ctx.model, type));
  if (!a || !b) return undefined;
  const at = (id: string) => ctx.model.sections.findIndex((s) => s.id === id);
  const [low, high] = at(a.id) < at(b.id) ? [a, b] : [b, a];
  return change(
    [
      { op: 'moveSection', sectionId: high.id, toIndex: at(low.id) },
      { op: 'moveSection', sectionId: low.id, toIndex: at(high.id) },
    ],
    [ctx.t.moved(ctx.t.sectionNames[a.type]), ctx.t.moved(ctx.t.sectionNames[b.type])].join('; '),
  );
}

export const readSections: Reader = (ctx, text) => {
  const types = sectionMentions(text);
  if (types.length === 0) return undefined;
  const adding = has(text, 'add');
  if (has(text, 'remove') || (has(text, 'noLonger') && !adding)) return removeSections(ctx, types);
  if (has(text, 'swap') && types.length === 2) return swapSections(ctx, types);
  const placed =
    has(text, 'first') ||
    has(text, 'last') ||
    has(text, 'before') ||
    has(text, 'after') ||
    has(text, 'up') ||
    has(text, 'down');
  // "Can the hours come before the services?" asks for a move without the word "move".
  if (placed && (has(text, 'move') || !adding)) return moveSectionTo(ctx, text, types);
  const [type] = types;
  if (type && (adding || ctx.topic === 'sections')) return addSectionOf(ctx, type);
  return undefined;
};
