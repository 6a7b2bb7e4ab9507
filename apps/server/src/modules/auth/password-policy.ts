import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES } from '@zappy/contract/messages';

/**
 * What a new password must not be, beyond the contract's length limits: a password on zxcvbn's
 * list of ~49,000 common and leaked ones (shipped with the server, no lookup leaves it), the same
 * with digits or symbols tacked on ("password12"), a run of one short block ("aaaaaaaaaa",
 * "abcabcabca"), a sequence ("1234567890", "zyxwvu…", "qwertyuiop"), only spaces, or the
 * account's own email name. These are the guesses an attacker tries first.
 */

// Made once, on the first check: decompressing the list takes a few milliseconds.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

// Keyboard rows and the alphabet and digits: a sequence is a run along one of these, either way.
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
];
const SEQUENCE_TEXT = [...SEQUENCES, ...SEQUENCES.map((row) => Array.from(row).reverse().join(''))];

/** A stem worth looking up: what is left after trailing digits and symbols, if 4+ letters. */
const TRAILING_EXTRAS = /[\d\W_]+$/u;
const SHORTEST_STEM = 4;
/** Blocks up to this long repeated make a pattern ("abab…", "123123…"). */
const LONGEST_REPEATED_BLOCK = 3;
/** An email name shorter than this is too common a string to refuse ("al", "jo"). */
const SHORTEST_EMAIL_NAME = 3;

function isRepeatedBlock(text: string): boolean {
  for (let size = 1; size <= LONGEST_REPEATED_BLOCK; size += 1) {
    const block = text.slice(0, size);
    if (block.repeat(Math.ceil(text.length / size)).startsWith(text)) return true;
  }
  return false;
}

/** The whole text runs along one row, wrapping round ("7890123456" too). */
function isSequence(text: string): boolean {
  return SEQUENCE_TEXT.some((row) => {
    const wrapped = row.repeat(Math.ceil(text.length / row.length) + 1);
    return wrapped.includes(text);
  });
}

/**
 * Why `password` may not be a new password, as the message to show; undefined when it may.
 * `email` is the account's address.
 *
 * @example passwordProblem('password12', 'ana@example.com'); // AUTH_MESSAGES.passwordCommon
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.trim() === '') return AUTH_MESSAGES.passwordBlank;
  const lower = password.toLowerCase();
  const compact = lower.replace(/\s+/gu, '');
  const list = commonPasswords();
  const stem = compact.replace(TRAILING_EXTRAS, '');
  if (list.has(lower) || list.has(compact) || (stem.length >= SHORTEST_STEM && list.has(stem))) {
    return AUTH_MESSAGES.passwordCommon;
  }
  if (isRepeatedBlock(compact) || isSequence(compact)) return AUTH_MESSAGES.passwordPattern;
  const emailName = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  if (emailName.length >= SHORTEST_EMAIL_NAME && compact.includes(emailName.replace(/\s+/gu, ''))) {
    return AUTH_MESSAGES.passwordHasEmail;
  }
  return undefined;
}
