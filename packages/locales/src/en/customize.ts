import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  styleNames: {
    modern: 'modern',
    elegant: 'elegant',
    playful: 'playful',
    bold: 'bold',
    minimal: 'minimal',
    corporate: 'corporate',
  },
  moves: {
    warmer: 'warmer',
    cooler: 'cooler',
    darker: 'darker',
    lighter: 'lighter',
    vivid: 'more vivid',
    softer: 'softer',
    contrast: 'higher-contrast',
  },
  paletteMoved: (m, c) => `a ${copy.list(m)} palette (${c}) that keeps every text readable`,
  fontNames: {
    serif: 'a serif font',
    sans: 'a sans-serif font',
    rounded: 'a rounded font',
    mono: 'a typewriter font',
  },
  fontsFor: {
    headings: (f) => `${f} for the headings`,
    body: (f) => `${f} for the body text`,
    all: (f) => `${f} for all text`,
  },
  alreadyHas: (what) => `Your site already has ${what}.`,
  lookQuestion:
    'Which way should the look go? Pick one, or describe it (for example “warmer colours” or “a bolder style”).',
  colourQuestion:
    'Which way should the colours go? Pick one, or name a colour (for example “navy” or “terracotta”).',
  fontQuestion: 'Which font would you like? Pick one.',
  lookChoices: {
    warmer: 'Warmer colours',
    cooler: 'Cooler colours',
    darker: 'Darker colours',
    lighter: 'Lighter colours',
    vivid: 'More vivid colours',
    softer: 'Softer colours',
    contrast: 'More contrast',
    modern: 'A more modern style',
    elegant: 'A more elegant style',
    playful: 'A more playful style',
    bold: 'A bolder style',
    minimal: 'A cleaner, minimal style',
    corporate: 'A more professional style',
    serif: 'A serif font',
    sans: 'A sans-serif font',
    rounded: 'A rounded font',
    mono: 'A typewriter font',
  },
  text: (what, value) => `${what}: “${value}”`,
  headline: 'the headline',
  businessName: 'the business name',
  imageDescription: "the photo's description",
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
  linkAddress: (a) => `to ${a}`,
  textRemoved: (w) => `removing ${w}`,
  translateAsk: (w, c) =>
    `I can’t translate “${c}” myself. What should ${w} say? Write it in the language you want.`,
  removed: (s) => `removing the ${s} section`,
  added: (s) => `a new ${s} section`,
  moved: (s) => `moving the ${s} section`,
  planAdded: (n) => `a new plan “${n}”`,
  planPrice: (n, p) => `the ${n} price (${p})`,
  planRenamed: (a, b) => `the plan “${a}” renamed to “${b}”`,
  planRemoved: (n) => `removing the ${n} plan`,
  currency: (c) => `prices in ${c}`,
  days: {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  dayRange: (a, b) => `${a} to ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: closed`,
  openAllDay: 'open 24 hours, every day',
  appointmentOnly: 'by appointment only (the opening hours come off your site)',
  appointmentToo: '“by appointment” next to your opening hours',
  hoursRemoved: 'taking the opening hours off your site',
  noHours: 'Your site shows no opening hours, so there are none to take off.',
  phone: 'the phone number',
  email: 'the email address',
  website: 'the website',
  address: 'the address',
  alsoIn: (s) => `, also in the ${s.join(', ')} section${s.length > 1 ? 's' : ''}`,
  unchanged: (w) => `Your site already says that (${w}), so there is nothing to change.`,
  askDated:
    'I can’t schedule a change for a later date: your site changes as soon as it is applied. Shall I make the change now? If so, send it again without the date.',
  askDayHours: (d) => `What are your hours on ${d}? For example “${d} 10–14”.`,
  askWeek:
    'Your site shows no opening hours yet. What are they for the whole week? For example “Monday to Friday 9–17, Saturday 9–13”.',
  askInvalid: (what, value) =>
    `I can’t use “${value}” as ${what}: it does not look like one. What is it exactly?`,
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
  noPlan: (n) => `I could not find “${n}” on your site. Which plan or service do you mean?`,
  noQuestion: 'I could not find that question in your FAQ.',
  noImages: 'Your site has no images to replace.',
  imageQuestion: 'Which image would you like to replace? Upload a new one for it.',
  businessQuestion: 'Here are your contact details and opening hours; change what you need.',
  imageReplaced: 'Done: the new image is on your site. What else would you like to change?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Here is what I found for “${q}”. Pick a photo, and the image of your site it should replace.`
        : `Here is what I found for “${q}”. Pick the photo you like.`,
    none: (q) =>
      `I found no photos of “${q}”. Try other words, or upload a photo of your own below.`,
    off: 'No photo service is set up on this Zappy, so I can’t search for photos. You can upload a photo of your own below instead.',
    failed: {
      unauthorized:
        'The photo service refused this Zappy’s key, so I can’t search for photos right now. Nothing on your site changed; you can upload a photo of your own below.',
      rate_limited:
        'The photo service has had too many searches for now. Try again later, or upload a photo of your own below; nothing on your site changed.',
      unavailable:
        'The photo service did not answer in time. Try again in a moment, or upload a photo of your own below; nothing on your site changed.',
      unusable:
        'The photo service sent nothing I could use. Try other words, or upload a photo of your own below; nothing on your site changed.',
    },
  },
  businessSaved:
    'Saved: your business details are on your site. What else would you like to change?',
  faqAsk: 'Send the first question and its answer, for example “Do you deliver? Yes, within 5 km”.',
  undoHint:
    'Every change is kept as a version: to undo the last one, press Undo just under it in this chat; to go further back, press Restore on an earlier version under Versions, below the preview.',
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
