import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Benvenuti', nav: '', named: 'copertina' },
  features: { heading: 'Caratteristiche', nav: 'Perché noi', named: 'vantaggi' },
  services: { heading: 'Servizi', nav: 'Servizi', named: 'servizi' },
  about: { heading: 'Chi siamo', nav: 'Chi siamo', named: 'chi siamo' },
  gallery: { heading: 'Galleria', nav: 'Galleria', named: 'galleria' },
  testimonials: { heading: 'Testimonianze', nav: 'Recensioni', named: 'recensioni' },
  pricing: { heading: 'Prezzi', nav: 'Prezzi', named: 'prezzi' },
  faq: { heading: 'Domande frequenti', nav: 'Domande', named: 'domande frequenti' },
  team: { heading: 'Il nostro team', nav: 'Squadra', named: 'squadra' },
  stats: { heading: 'Numeri chiave', nav: '', named: 'numeri' },
  cta: { heading: 'Inizia ora', nav: '', named: 'invito all’azione' },
  contact: { heading: 'Contatti', nav: 'Contatti', named: 'contatti' },
  hours: { heading: 'Orari di apertura', nav: 'Orari', named: 'orari' },
  footer: { heading: 'Piè di pagina', nav: '', named: 'piè di pagina' },
};
