import { has } from './match';
import { type Context, type Outcome, type Reader, pendingText, say } from './outcome';
import { readSubject } from './subject';
import { TEXT_TARGETS, readTexts, textAnswer } from './texts';
import { readPricing } from './pricing';
import { readServices } from './services';
import { readBusinessFacts, readContact, readIdentity } from './business';
import { readLook, readLookFirst } from './look';
import { readImage, readImageDescription, readSections } from './content';
import { readFaq, readPendingFaq } from './faq';
import { readPhotoSearch } from './photo-search';

/** "Undo that": every change is a version, and the versions panel restores an earlier one. */
const readUndo: Reader = (ctx, text) => (has(text, 'undo') ? say(ctx.t.undoHint) : undefined);

/**
 * Readers that own a request: the first that understands it answers. A request that names the
 * look ("more contrast, the text is hard to read") is read as one before the readers of texts;
 * any other look words only once no other reader understood the request. FAQ entries come
 * before the cards and texts: "the answer text about parking" is an entry's, not the hero's.
 */
const OWNING: readonly Reader[] = [
  readUndo,
  // "Describe this photo as a photo of our shop" gives words, not a search; both before the
  // look ("a photo of a dark forest" asks for no darker colours) and before the subject's
  // reader, which offers to replace a pointed-at image.
  readImageDescription,
  readPhotoSearch,
  readLookFirst,
  readSubject,
  readFaq,
  readServices,
  readTexts,
  readImage,
  readPricing,
  // Before sections: "remove the opening hours" takes the hours off, not the section.
  readBusinessFacts,
  readSections,
  readIdentity,
  readLook,
];

/**
 * Reads one request (a part of the owner's message) into changes, statements or a widget; the
 * previous turn's topic reads a bare answer ("Fresh bread daily" after "what should the
 * headline say?").
 */
export function readRequest(ctx: Context, text: string): Outcome | undefined {
  const faqAnswer = readPendingFaq(ctx, text);
  if (faqAnswer) return faqAnswer;
  if (pendingText(ctx) && !TEXT_TARGETS.some((key) => has(text, key)) && !has(text, 'change')) {
    const answer = textAnswer(ctx, text);
    if (answer) return answer;
  }
  for (const read of OWNING) {
    const out = read(ctx, text);
    if (out) return out;
  }
  // The business editor last: "site" names the website field in French and Portuguese, yet
  // "make the site green" is about the look.
  return readContact(ctx, text);
}
