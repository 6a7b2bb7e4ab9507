import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

/** The wizard in Spanish (tú). */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('es') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'limpio y actual',
  elegant: 'refinado, con neutros cálidos',
  playful: 'luminoso y cercano',
  bold: 'llamativo y seguro',
  minimal: 'sereno, con mucho espacio en blanco',
  corporate: 'sobrio y fiable',
};

const palettes: PaletteWords = {
  hues: {
    red: 'rojo',
    orange: 'naranja',
    yellow: 'amarillo',
    green: 'verde',
    teal: 'turquesa',
    blue: 'azul',
    purple: 'morado',
    pink: 'rosa',
    brown: 'marrón',
    grey: 'gris',
  },
  moods: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'alegre',
    bold: 'intenso',
    minimal: 'minimalista',
    corporate: 'corporativo',
  },
  name: (mood, hue) => `${cap(hue)} ${mood}`,
  withAccent: (name, accent) => `${name} con ${accent}`,
  description: (mood, hue, style) =>
    `${cap(hue)} ${mood}: ${NOTES[style]}; todos los textos cumplen el contraste WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'es',
  list,
  yourBusiness: 'tu negocio',
  languageNames: {
    en: 'inglés',
    es: 'español',
    fr: 'francés',
    de: 'alemán',
    it: 'italiano',
    pt: 'portugués',
    nl: 'neerlandés',
    he: 'hebreo',
    ar: 'árabe',
    ru: 'ruso',
  },
  questions: {
    identity: (hasCity) =>
      hasCity ? '¿Cómo se llama tu negocio?' : '¿Cómo se llama tu negocio y en qué ciudad está?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'p. ej. Panadería La Espiga' : 'p. ej. Panadería La Espiga, Sevilla',
    industry: (name) => (name ? `¿Qué tipo de negocio es ${name}?` : '¿Qué tipo de negocio es?'),
    otherIndustry: 'Otro (escríbelo)',
    services: (name) =>
      `¿Cuáles de estos ofrece ${name}? Elige todos los que correspondan o escribe los tuyos.`,
    servicesOpen: (name) => `¿Qué ofrece ${name}? Enumera tus principales productos o servicios.`,
    servicesPlaceholder: 'p. ej. pan de masa madre, tartas para celebraciones, café',
    contact: (name, local) =>
      `¿Cómo pueden los clientes contactar con ${name}? Indica un correo electrónico, un teléfono${local ? ' y tu dirección' : ' o una web'}.`,
    contactPlaceholder: 'p. ej. hola@laespiga.es, 954 123 456',
    brandColor: (name) => `¿Qué color se parece más al color de marca de ${name}?`,
    palette: (name) =>
      `Elige una paleta de colores para ${name}. Todas las opciones cumplen los requisitos de contraste de accesibilidad.`,
    heroImage: (name) => `¿Qué estilo de imagen de portada encaja mejor con ${name}?`,
    heroOption: (n) => `Opción ${n}`,
    callToAction: '¿Qué es lo primero que deberían hacer los visitantes al entrar en tu web?',
    callUs: 'Llámanos',
    sendMessage: 'Envíanos un mensaje',
    audience: (name) => `¿Quiénes son los principales clientes de ${name}?`,
    audiencePlaceholder: 'p. ej. familias jóvenes del barrio',
    tone: '¿Qué tono debería tener la web?',
    toneFormal: 'Formal y preciso',
    toneWarm: 'Cercano y amable',
    priceLevel: (name) => `¿En qué nivel de precios se sitúa ${name}?`,
    budget: 'Económico',
    premium: 'Prémium',
    hours: (name) => `¿Cuál es el horario de ${name}?`,
    hoursPlaceholder: 'p. ej. lun-vie 8-18, sáb 9-14, domingo cerrado',
    prices: (name) =>
      `¿Qué precios tiene ${name}? Indica los precios o planes que quieres mostrar (la web no mostrará ningún otro) o escribe «a consultar».`,
    pricesPlaceholder: 'p. ej. Básico 19 €/mes, Pro 49 €/mes',
    sections: '¿Qué secciones debería tener la web?',
    recommended: 'Recomendada',
    styles: {
      modern: 'Moderno',
      elegant: 'Elegante',
      playful: 'Divertido',
      bold: 'Audaz',
      minimal: 'Minimalista',
      corporate: 'Corporativo',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `en ${city}`,
    offering: (services) => `con ${services}`,
    openingHours: 'tu horario',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'tu horario de apertura',
    prices: (names) => `tus precios (${names})`,
    pricesOnRequest: 'precios a consultar',
    audience: (audience) => `para ${audience}`,
    palette: (name) => `la paleta «${name}»`,
    heroImage: 'tu imagen de portada',
    mainButton: (cta) => `«${cta}» como botón principal`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'el tono de voz',
    priceLevel: (level) => `nivel de precios ${level} de 5`,
    siteLanguage: (language) => `la web en ${language}`,
  },
  replies: {
    gotIt: (facts) => `Entendido: ${facts}.`,
    updated: (facts) => `Actualizado: ${facts}.`,
    readyAgain: 'Todo listo; ya puedes generar tu web.',
    defaultChosen: 'No hay problema, elegiré una buena opción por defecto.',
    writtenIn: (written, site) =>
      `Veo que escribes en ${written}. Escribiré la web en ${site} y mantendré tus datos tal como me los diste.`,
    ready: (s) =>
      `Tengo todo lo que necesito: un sitio web ${s.style.toLowerCase()} para ${s.name} (${s.noun}${s.city ? ` en ${s.city}` : ''})${s.services.length > 0 ? `, que destaca ${list(s.services)},` : ''} con «${s.cta}» como llamada a la acción principal. Ya puedes generar tu web.`,
  },
};
