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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
