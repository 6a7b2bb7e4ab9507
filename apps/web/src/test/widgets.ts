import type { Widget } from '@zappy/contract/widgets';

/** Widgets as the offline engine sends them (trimmed to what the tests need). */
export const widgets = {
  singleSelect: {
    type: 'single_select',
    question: 'What should visitors do first when they land on your site?',
    options: [
      { value: 'book', label: 'Book a session' },
      { value: 'portfolio', label: 'See the portfolio' },
      { value: 'call', label: 'Call us' },
    ],
  },
  multiSelect: {
    type: 'multi_select',
    question: 'Which of these does Lumen Studio offer?',
    options: [
      {
        value: 'weddings',
        label: 'Weddings',
        description: 'The whole day, told honestly',
        icon: 'heart',
      },
      { value: 'portraits', label: 'Portraits', description: 'Relaxed sessions', icon: 'camera' },
      { value: 'headshots', label: 'Headshots', description: 'For profiles and teams' },
    ],
  },
  textInput: {
    type: 'text_input',
    question: 'What is your business called, and which city is it in?',
    placeholder: 'e.g. Blue Door Bakery, Austin',
    maxLength: 120,
  },
  slider: {
    type: 'slider',
    question: 'How should the website sound?',
    min: 0,
    max: 100,
    defaultValue: 50,
    minLabel: 'Formal and precise',
    maxLabel: 'Warm and friendly',
  },
  rating: {
    type: 'rating',
    question: "Where do PulseFit's prices sit?",
    min: 1,
    max: 5,
    minLabel: 'Budget-friendly',
    maxLabel: 'Premium',
  },
  colorPicker: {
    type: 'color_picker',
    question: "Which colour is closest to PulseFit's brand colour?",
    colors: [
      { value: '#1f3a68', name: 'Navy' },
      { value: '#0f766e', name: 'Teal' },
    ],
  },
  imageSelector: {
    type: 'image_selector',
    question: 'Which hero image style fits Lumen Studio best?',
    images: [
      {
        id: 'hero-photography-1',
        url: 'data:image/svg+xml;base64,PHN2Zy8+',
        alt: 'Illustration of framed photographs',
        label: 'Signature: framed photographs',
      },
      {
        id: 'hero-nature-2',
        url: 'data:image/svg+xml;base64,PHN2Zy8+',
        alt: 'Illustration of rolling hills',
        label: 'Alternative: rolling hills',
      },
    ],
  },
  colorPalette: {
    type: 'color_palette',
    question: 'Pick a colour palette for Lumen Studio.',
    palettes: [
      {
        name: 'Darkroom',
        description: 'Modern: clean and current',
        colors: ['#1f1f2e', '#e0a458', '#ffffff'],
      },
      {
        name: 'Film',
        description: 'Elegant: warm neutrals',
        colors: ['#3b4a6b', '#e76f51', '#f7f5f0'],
      },
    ],
  },
} satisfies Record<string, Widget>;
