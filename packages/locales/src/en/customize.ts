import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// English: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['“', '”'], ', ', ' or ');

export const replies: CustomizeReplies = {
  applying: (n) => `Here is what I will change: ${n.join('; ')}. Applying it now.`,
  menuQuestion: 'What would you like to change?',
  menuHint:
    'Pick one, or describe it in your own words (for example “make it green” or “change the headline to Fresh bread daily”).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `a ${c} palette that keeps every text readable`,
  style: (s) => `the ${s} style`,
  fonts: 'the fonts',
  text: (what, value) => `${what}: “${value}”`,
  headline: 'the headline',
  businessName: 'the business name',
  tagline: 'the tagline',
  subheading: 'the text under the headline',
  button: 'the button',
  headingOf: (s) => `the ${s} heading`,
  textOf: (s) => `the ${s} text`,
  shortened: 'a shorter text',
  askValue: (what) => `What should ${what} say?`,
  removed: (s) => `removing the ${s} section`,
  added: (s) => `a new ${s} section`,
  moved: (s) => `moving the ${s} section`,
  planAdded: (n) => `a new plan “${n}”`,
  planPrice: (n, p) => `the ${n} price (${p})`,
  planRenamed: (a, b) => `the plan “${a}” renamed to “${b}”`,
  planRemoved: (n) => `removing the ${n} plan`,
  currency: (c) => `prices in ${c}`,
  contact: 'your contact details',
  hours: 'your opening hours',
  faqAdded: (q, a) => `the question “${q}” with the answer “${a}”`,
  faqRemoved: (q) => `removing the question “${q}”`,
  faqAnswered: (q, a) => `the answer to “${q}”: “${a}”`,
  faqReworded: (from, to) => `the question “${from}” reworded as “${to}”`,
  faqMoved: (q, place, count) =>
    `moving the question “${q}” ${place === 1 ? 'to the top' : place === count ? 'to the end' : `to position ${place}`}`,
  faqWhich: (questions) => `Which question do you mean: ${list(questions)}?`,
  faqNew:
    'What question should I add, and what is its answer? For example “Do you deliver? Yes, within 5 km”.',
  faqAskAnswer: (q) => `What is the answer to “${q}”?`,
  faqAskNewAnswer: (q) => `What should the answer to “${q}” say?`,
  faqAskNewQuestion: (q) => `How should the question “${q}” read instead?`,
  faqInPlace: (q) => `The question “${q}” is already in that place.`,
  noFaq:
    'Your site has no FAQ yet. Would you like to start one? Send a question and its answer, for example “Do you deliver? Yes, within 5 km”.',
  noSection: (s) => `Your site has no ${s} section, so there is nothing to change there.`,
  already: (s) => `Your site already has a ${s} section.`,
  noPlan: (n) => `I could not find a plan called “${n}” on your site.`,
  noQuestion: 'I could not find that question in your FAQ.',
  noImages: 'Your site has no images to replace.',
  imageQuestion: 'Which image would you like to replace? Upload a new one for it.',
  businessQuestion: 'Here are your contact details and opening hours; change what you need.',
  imageReplaced: 'Done: the new image is on your site. What else would you like to change?',
  businessSaved:
    'Saved: your business details are on your site. What else would you like to change?',
  faqAsk: 'Send the first question and its answer, for example “Do you deliver? Yes, within 5 km”.',
  undoHint:
    'Every change is kept as a version: to undo one, press Restore on an earlier version under Versions, below the preview.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
