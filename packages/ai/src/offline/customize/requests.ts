import { has } from './match';
import { type Context, type Outcome, type Reader, pendingText, say } from './outcome';
import { TEXT_TARGETS, readSubject, readTexts, textAnswer } from './texts';
import { readPricing } from './pricing';
import { readContact, readIdentity } from './business';
import { readColours, readStyle } from './look';
import { readImage, readSections } from './content';
import { readFaq, readPendingFaq } from './faq';

/** "Undo that": every change is a version, and the versions panel restores an earlier one. */
const readUndo: Reader = (ctx, text) => (has(text, 'undo') ? say(ctx.t.undoHint) : undefined);

/**
 * Readers that own a request: the first that understands it answers. FAQ entries come before
 * the texts: "the answer text about parking" is an entry's, not the hero's.
 */
const OWNING: readonly Reader[] = [
  readUndo,
  readSubject,
  readFaq,
  readTexts,
  readImage,
  readPricing,
  readSections,
  readContact,
  readIdentity,
];

/** Readers for the look, which combine ("elegant and green"). */
const LOOK: readonly Reader[] = [readColours, readStyle];

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
  const looks = LOOK.map((read) => read(ctx, text)).filter((o): o is Outcome => o !== undefined);
  if (looks.length === 0) return undefined;
  return { changes: looks.flatMap((o) => o.changes), said: looks.flatMap((o) => o.said) };
}
