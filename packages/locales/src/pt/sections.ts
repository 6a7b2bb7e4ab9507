import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Boas-vindas', nav: '', named: 'capa' },
  features: { heading: 'Destaques', nav: 'Diferenciais', named: 'vantagens' },
  services: { heading: 'Serviços', nav: 'Serviços', named: 'serviços' },
  about: { heading: 'Sobre nós', nav: 'Sobre nós', named: 'sobre nós' },
  gallery: { heading: 'Galeria', nav: 'Galeria', named: 'galeria' },
  testimonials: { heading: 'Depoimentos', nav: 'Avaliações', named: 'depoimentos' },
  pricing: { heading: 'Preços', nav: 'Preços', named: 'preços' },
  faq: { heading: 'Perguntas frequentes', nav: 'Perguntas', named: 'perguntas frequentes' },
  team: { heading: 'Nossa equipe', nav: 'Equipe', named: 'equipe' },
  stats: { heading: 'Em números', nav: '', named: 'números' },
  cta: { heading: 'Comece agora', nav: '', named: 'chamada para ação' },
  contact: { heading: 'Contato', nav: 'Contato', named: 'contato' },
  hours: { heading: 'Horário de funcionamento', nav: 'Horário', named: 'horário' },
  footer: { heading: 'Rodapé', nav: '', named: 'rodapé' },
};
