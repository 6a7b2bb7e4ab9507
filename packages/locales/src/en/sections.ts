import type { EnglishSectionNames } from '../types';

export const sections: EnglishSectionNames = {
  hero: { heading: 'Welcome', nav: '', named: 'top (hero)', place: 'Top of the page' },
  features: { heading: 'Features', nav: 'Why us', named: 'features', place: 'Why us' },
  services: { heading: 'Services', nav: 'Services', named: 'services', place: 'Services' },
  about: { heading: 'About us', nav: 'About', named: 'about', place: 'About' },
  gallery: { heading: 'Gallery', nav: 'Gallery', named: 'gallery', place: 'Gallery' },
  testimonials: {
    heading: 'Testimonials',
    nav: 'Reviews',
    named: 'testimonials',
    place: 'Reviews',
  },
  pricing: { heading: 'Pricing', nav: 'Pricing', named: 'pricing', place: 'Pricing' },
  faq: { heading: 'Frequently asked questions', nav: 'FAQ', named: 'FAQ', place: 'FAQ' },
  team: { heading: 'Our team', nav: 'Team', named: 'team', place: 'Team' },
  stats: { heading: 'Key figures', nav: '', named: 'numbers', place: 'Numbers' },
  cta: { heading: 'Get started', nav: '', named: 'call to action', place: 'Call to action' },
  contact: { heading: 'Contact', nav: 'Contact', named: 'contact', place: 'Contact' },
  hours: { heading: 'Opening hours', nav: 'Hours', named: 'opening hours', place: 'Hours' },
  footer: { heading: 'Footer', nav: '', named: 'footer', place: 'Footer' },
};
