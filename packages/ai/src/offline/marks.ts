// Arabic vowel and shadda marks (tashkeel), which owners may write or leave out.

/**
 * Arabic vowel and shadda marks (tashkeel): optional in writing, so "نعلّم" is the word "نعلم"
 * of the tables. Matching ignores them; the owner's words keep them.
 */
const ARABIC_MARKS = '[\\u064B-\\u065F\\u0670]';

/** A text without its Arabic marks ("نعلّم" → "نعلم"). */
export function withoutMarks(text: string): string {
  return text.replace(new RegExp(ARABIC_MARKS, 'gu'), '');
}

/**
 * A word or phrase of a table as a regular expression source that matches it with or without
 * Arabic marks after each letter; other scripts are only escaped.
 *
 * @example new RegExp(ignoringMarks('نعلم'), 'u').test('نعلّم') // true
 */
export function ignoringMarks(words: string): string {
  return withoutMarks(words)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\p{Script=Arabic}/gu, (letter) => `${letter}${ARABIC_MARKS}*`);
}
