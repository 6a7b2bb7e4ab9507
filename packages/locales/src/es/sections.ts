import type { SectionNames } from '../types';

export const sections: SectionNames = {
  hero: { heading: 'Bienvenido', nav: '', named: 'portada' },
  features: { heading: 'Características', nav: 'Por qué elegirnos', named: 'ventajas' },
  services: { heading: 'Servicios', nav: 'Servicios', named: 'servicios' },
  about: { heading: 'Sobre nosotros', nav: 'Quiénes somos', named: 'sobre nosotros' },
  gallery: { heading: 'Galería', nav: 'Galería', named: 'galería' },
  testimonials: { heading: 'Testimonios', nav: 'Opiniones', named: 'opiniones' },
  pricing: { heading: 'Precios', nav: 'Precios', named: 'precios' },
  faq: { heading: 'Preguntas frecuentes', nav: 'Preguntas', named: 'preguntas frecuentes' },
  team: { heading: 'Nuestro equipo', nav: 'Equipo', named: 'equipo' },
  stats: { heading: 'Cifras clave', nav: '', named: 'cifras' },
  cta: { heading: 'Empieza hoy', nav: '', named: 'llamada a la acción' },
  contact: { heading: 'Contacto', nav: 'Contacto', named: 'contacto' },
  hours: { heading: 'Horario de apertura', nav: 'Horario', named: 'horario' },
  footer: { heading: 'Pie de página', nav: '', named: 'pie de página' },
};
