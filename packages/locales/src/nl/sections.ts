import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Welkom', nav: '', named: 'kopsectie' },
  features: { heading: 'Kenmerken', nav: 'Waarom wij', named: 'voordelen' },
  services: { heading: 'Diensten', nav: 'Diensten', named: 'diensten' },
  about: { heading: 'Over ons', nav: 'Over ons', named: 'over ons' },
  gallery: { heading: 'Galerij', nav: 'Galerij', named: 'galerij' },
  testimonials: { heading: 'Ervaringen', nav: 'Ervaringen', named: 'ervaringen' },
  pricing: { heading: 'Prijzen', nav: 'Prijzen', named: 'prijzen' },
  faq: { heading: 'Veelgestelde vragen', nav: 'Vragen', named: 'veelgestelde vragen' },
  team: { heading: 'Ons team', nav: 'Team', named: 'team' },
  stats: { heading: 'Kerncijfers', nav: '', named: 'cijfers' },
  cta: { heading: 'Aan de slag', nav: '', named: 'oproep' },
  contact: { heading: 'Contact', nav: 'Contact', named: 'contact' },
  hours: { heading: 'Openingstijden', nav: 'Openingstijden', named: 'openingstijden' },
  footer: { heading: 'Voettekst', nav: '', named: 'voettekst' },
};
