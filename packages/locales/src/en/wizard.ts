import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

/** The wizard in English. */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('en') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'clean and current',
  elegant: 'refined, with warm neutrals',
  playful: 'bright and friendly',
  bold: 'high-impact and confident',
  minimal: 'quiet, with lots of white space',
  corporate: 'trustworthy and structured',
};

const palettes: PaletteWords = {
  hues: {
    red: 'red',
    orange: 'orange',
    yellow: 'yellow',
    green: 'green',
    teal: 'teal',
    blue: 'blue',
    purple: 'purple',
    pink: 'pink',
    brown: 'brown',
    grey: 'grey',
  },
  moods: {
    modern: 'modern',
    elegant: 'elegant',
    playful: 'playful',
    bold: 'bold',
    minimal: 'minimal',
    corporate: 'corporate',
  },
  name: (mood, hue) => `${cap(mood)} ${hue}`,
  withAccent: (name, accent) => `${name} with ${accent}`,
  description: (mood, hue, style) =>
    `${cap(mood)} ${hue}: ${NOTES[style]}; every text colour passes WCAG AA contrast`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'en',
  list,
  yourBusiness: 'your business',
  languageNames: {
    en: 'English',
    es: 'Spanish',
    fr: 'French',
    de: 'German',
    it: 'Italian',
    pt: 'Portuguese',
    nl: 'Dutch',
    he: 'Hebrew',
    ar: 'Arabic',
    ru: 'Russian',
  },
  questions: {
    identity: (hasCity) =>
      hasCity
        ? 'What is your business called?'
        : 'What is your business called, and which city is it in?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'e.g. Blue Door Bakery' : 'e.g. Blue Door Bakery, Austin',
    industry: (name) =>
      name ? `What kind of business is ${name}?` : 'What kind of business is it?',
    otherIndustry: 'Something else (type it in)',
    services: (name) => `Which of these does ${name} offer? Pick all that apply, or type your own.`,
    servicesOpen: (name) => `What does ${name} offer? List your main products or services.`,
    servicesPlaceholder: 'e.g. sourdough loaves, celebration cakes, coffee',
    contact: (name, local) =>
      `How can customers reach ${name}? Share an email, a phone number${local ? ' and your street address' : ' or a website'}.`,
    contactPlaceholder: 'e.g. hello@bluedoor.com, (512) 555-0100',
    brandColor: (name) => `Which colour is closest to ${name}'s brand colour?`,
    palette: (name) =>
      `Pick a colour palette for ${name}. Every option passes accessibility contrast checks.`,
    heroImage: (name) => `Which hero image style fits ${name} best?`,
    heroOption: (n) => `Option ${n}`,
    callToAction: 'What should visitors do first when they land on your site?',
    callUs: 'Call us',
    sendMessage: 'Send us a message',
    audience: (name) => `Who are ${name}'s main customers?`,
    audiencePlaceholder: 'e.g. young families in the neighbourhood',
    tone: 'How should the website sound?',
    toneFormal: 'Formal and precise',
    toneWarm: 'Warm and friendly',
    priceLevel: (name) => `Where do ${name}'s prices sit?`,
    budget: 'Budget-friendly',
    premium: 'Premium',
    hours: (name) => `What are ${name}'s opening hours?`,
    hoursPlaceholder: 'e.g. Mon-Fri 8-6, Sat 9-2, closed Sunday',
    prices: (name) =>
      `What does ${name} charge? List the prices or plans to show (the site shows no others), or say "on request".`,
    pricesPlaceholder: 'e.g. Free tier, Pro at $29/month, Team at $99/month',
    sections: 'Which sections should the site have?',
    recommended: 'Recommended',
    styles: {
      modern: 'Modern',
      elegant: 'Elegant',
      playful: 'Playful',
      bold: 'Bold',
      minimal: 'Minimal',
      corporate: 'Corporate',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `in ${city}`,
    offering: (services) => `offering ${services}`,
    openingHours: 'your opening hours',
    open: (note) => `open ${note.charAt(0).toLowerCase()}${note.slice(1)}`,
    prices: (names) => `your prices (${names})`,
    pricesOnRequest: 'prices on request',
    audience: (audience) => `for ${audience}`,
    palette: (name) => `the “${name}” palette`,
    heroImage: 'your hero image',
    mainButton: (cta) => `“${cta}” as the main button`,
    tone: (tone) => `a ${tone} tone`,
    priceLevel: (level) => `price level ${level} of 5`,
    siteLanguage: (language) => `the website in ${language}`,
  },
  replies: {
    gotIt: (facts) => `Got it: ${facts}.`,
    updated: (facts) => `Updated: ${facts}.`,
    readyAgain: 'Everything is ready; you can generate your website now.',
    defaultChosen: 'No problem, I will choose a good default for that.',
    writtenIn: (written, site) =>
      `I see you wrote in ${written}. I will write the website in ${site} and keep your details exactly as you gave them.`,
    ready: (s) =>
      `I have everything I need. ${s.name} will get ${/^[aeiou]/i.test(s.style) ? 'an' : 'a'} ${s.style.toLowerCase()} website for your ${s.noun}${s.city ? ` in ${s.city}` : ''}${s.services.length > 0 ? `, featuring ${list(s.services)}` : ''}, with “${s.cta}” as the main call to action. You can generate your website now.`,
  },
};
