import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Willkommen', nav: '', named: 'Kopfbereich' },
  features: { heading: 'Vorteile', nav: 'Warum wir', named: 'Vorteile' },
  services: { heading: 'Leistungen', nav: 'Leistungen', named: 'Leistungen' },
  about: { heading: 'Über uns', nav: 'Über uns', named: 'Über uns' },
  gallery: { heading: 'Galerie', nav: 'Galerie', named: 'Galerie' },
  testimonials: { heading: 'Kundenstimmen', nav: 'Bewertungen', named: 'Kundenstimmen' },
  pricing: { heading: 'Preise', nav: 'Preise', named: 'Preise' },
  faq: { heading: 'Häufige Fragen', nav: 'Fragen', named: 'FAQ' },
  team: { heading: 'Unser Team', nav: 'Team', named: 'Team' },
  stats: { heading: 'Zahlen und Fakten', nav: '', named: 'Zahlen' },
  cta: { heading: 'Jetzt starten', nav: '', named: 'Handlungsaufruf' },
  contact: { heading: 'Kontakt', nav: 'Kontakt', named: 'Kontakt' },
  hours: { heading: 'Öffnungszeiten', nav: 'Öffnungszeiten', named: 'Öffnungszeiten' },
  footer: { heading: 'Fußzeile', nav: '', named: 'Fußzeile' },
};
