import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 star' : `${count} stars`);

export const app = {
  brief: {
    title: 'Your brief',
    intro: 'Zappy builds your site from this. Check it and change anything before you generate.',
    loading: 'Loading your brief…',
    saving: 'Saving…',
    saved: 'Brief saved',
    saveFailed: 'The brief could not be saved. Please try again.',
    fields: {
      businessName: 'Business name',
      industry: 'Kind of business',
      street: 'Street',
      city: 'City or service area',
      state: 'State',
      zip: 'ZIP code',
      country: 'Country',
      services: 'Services and products',
      plans: 'Prices and plans',
      planName: 'Name',
      planPrice: 'Price',
      currency: 'Currency',
      hours: 'Hours',
      hoursHint: 'For example “24 hours”, “By appointment” or “Mon–Fri 9:00–17:00”',
      email: 'Email',
      phone: 'Phone',
      website: 'Website',
      goal: 'Goal',
      callToAction: 'Main button',
      language: 'Site language',
      palette: 'Palette',
      images: 'Images',
      about: 'About text',
      notes: 'Sentences to keep',
    },
    groups: {
      business: 'The business',
      where: 'Where',
      offer: 'What you offer',
      contact: 'Contact',
      look: 'Look and language',
    },
    addService: 'Add a service',
    addPrice: 'Add a price',
    addNote: 'Add a sentence',
    remove: (item: string) => `Remove ${item}`,
    notGiven: 'Not given',
    chosenForYou: 'Chosen for you when the site is built',
    notUsed: {
      title: 'Not used yet',
      intro: 'You typed these words and no field holds them yet.',
      empty: 'Everything you typed is in the brief.',
      asService: 'Add as a service',
      asNote: 'Add as a note',
      toAbout: 'Add to the about text',
      ignore: 'Ignore',
      actionsFor: (text: string) => `What to do with “${text}”`,
      failed: 'That did not work. Please try again.',
    },
    errors: {
      nameRequired: 'Company name is required',
      invalidEmail: 'Please enter a valid email address',
      invalidPhone: 'Please enter a valid phone number',
      invalidWebsite: 'Invalid website URL format',
      planName: (n: number) => `Pricing plan ${n} must have a name`,
      planPrice: (n: number) => `Pricing plan ${n} cannot have negative price`,
    },
  },
  wizard: {
    welcomeBack: 'Welcome back! You can now generate your website.',
    loadingConversation: 'Loading your conversation…',
  },
  widgets: {
    submit: 'Submit',
    answerFor: (question: string) => `Answer: ${question}`,
    selected: (count: number) => `${count} selected.`,
    chooseOne: 'Choose one option.',
    chooseAll: 'Choose all that apply.',
    choosePalette: 'Choose one palette.',
    chooseColour: 'Choose one colour.',
    chooseImage: 'Choose one image.',
    slider: 'Drag the slider or use the arrow keys.',
    text: 'Type your answer and press Enter or Submit.',
    ownValue: 'Or type your own (separate several with commas)',
    rating: {
      stars,
      rate: (max: number) => `Rate from 1 to ${max} stars.`,
      rated: (count: number) => `${stars(count)} selected.`,
      answer: (count: number, max: number) => `${count} out of ${max} stars`,
    },
    sliderValue: 'Your choice',
    charactersUsed: 'Characters used:',
  },
  customize: {
    welcome:
      'Hi! Tell me what you would like to change on your website. I can rewrite texts and the ' +
      'headline, change colours and style, add, remove or move sections, update prices, opening ' +
      'hours and contact details, and replace images. Every change becomes a new version, so you ' +
      'can always restore an earlier one from Versions.',
    applied: (version: number, summary: string) =>
      `Applied as version ${version}: ${summary}. Your site is updating.`,
  },
} satisfies AppWords;
