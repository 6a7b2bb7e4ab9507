import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
  faqAdded: (q) => `the question “${q}”`,
  faqRemoved: (q) => `removing the question “${q}”`,
  serviceAdded: (n) => `a new service “${n}”`,
  serviceRemoved: (n) => `removed the service “${n}”`,
  serviceRenamed: (a, b) => `the service “${a}” is now called “${b}”`,
  servicePrice: (n, p) => `the price of “${n}”: ${p}`,
  servicePriceRemoved: (n) => `no price shown for “${n}”`,
  serviceText: (n, v) => `the description of “${n}”: “${v}”`,
  serviceWhat: (n) => `What should change about “${n}”: its name, its price or its description?`,
  serviceWhich: (names) => `Which one do you mean: ${names.map((n) => `“${n}”`).join(' or ')}?`,
  serviceAsk: 'What is the service called, and what does it cost? For example “Puppy groom £35”.',
  pricesRemoved: 'every price taken off your site (your services stay)',
  noPrices: 'Your site shows no prices, so there is nothing to remove.',
  teamAsk:
    'Who should the team section show? Send each person’s name and role, for example “Ana Ruiz, head groomer”; Zappy never makes up people.',
  reviewsAsk:
    'Which reviews should the site show? Paste what your customers wrote, with their names; Zappy never makes up reviews.',
  noSection: (s) => `Your site has no ${s} section, so there is nothing to change there.`,
  already: (s) => `Your site already has a ${s} section.`,
  noPlan: (n) => `I could not find “${n}” on your site. Which plan or service do you mean?`,
  noQuestion: 'I could not find that question in your FAQ.',
  noImages: 'Your site has no images to replace.',
  imageQuestion: 'Which image would you like to replace? Upload a new one for it.',
  businessQuestion: 'Here are your contact details and opening hours; change what you need.',
  imageReplaced: 'Done: the new image is on your site. What else would you like to change?',
  businessSaved:
    'Saved: your business details are on your site. What else would you like to change?',
  faqAsk: 'Send the first question and its answer, for example “Do you deliver? Yes, within 5 km”.',
  undoHint:
    'Every change is kept as a version: to undo the last one, press Undo just under it in this chat; to go further back, press Restore on an earlier version under Versions, below the preview.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
