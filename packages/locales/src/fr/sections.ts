import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Bienvenue', nav: '', named: 'en-tête' },
  features: { heading: 'Points forts', nav: 'Pourquoi nous', named: 'avantages' },
  services: { heading: 'Services', nav: 'Prestations', named: 'services' },
  about: { heading: 'À propos', nav: 'À propos', named: 'à propos' },
  gallery: { heading: 'Galerie', nav: 'Galerie', named: 'galerie' },
  testimonials: { heading: 'Témoignages', nav: 'Avis', named: 'témoignages' },
  pricing: { heading: 'Tarifs', nav: 'Tarifs', named: 'tarifs' },
  faq: { heading: 'Questions fréquentes', nav: 'Questions', named: 'FAQ' },
  team: { heading: 'Notre équipe', nav: 'Équipe', named: 'équipe' },
  stats: { heading: 'Chiffres clés', nav: '', named: 'chiffres' },
  cta: { heading: 'Commencer', nav: '', named: 'appel à l’action' },
  contact: { heading: 'Contact', nav: 'Contact', named: 'contact' },
  hours: { heading: 'Horaires d’ouverture', nav: 'Horaires', named: 'horaires' },
  footer: { heading: 'Pied de page', nav: '', named: 'pied de page' },
};
