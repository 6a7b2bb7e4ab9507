import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// English: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

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
  askValue: (what) => `What should ${what} say?`,
  shorterChoice: (what, current) =>
    `I can’t shorten “${current}” without losing what it says. What should ${what} say? Pick one of these, or write your own.`,
  rewriteAsk: (what, current) =>
    `I can’t rewrite “${current}” that way without changing what it says. What should ${what} say?`,
  linkSection: (s) => `to the ${s} section`,
  linkPhone: (p) => `to your phone number (${p})`,
  linkEmail: (e) => `to your email address (${e})`,
  linkTo: (place) => `the button now leads ${place}`,
  linkAlready: (place) => `The button already leads ${place}.`,
  askLink:
    'Where should the button lead? For example to the contact form, the services or your phone number.',
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
  faqAdded: (q) => `the question “${q}”`,
  faqRemoved: (q) => `removing the question “${q}”`,
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `We also offer ${items}.`,
  citySentence: (city) => `We are based in ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
