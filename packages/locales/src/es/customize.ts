import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// Spanish: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['«', '»'], ', ', ' o ');

export const replies: CustomizeReplies = {
  applying: (n) => `Esto es lo que voy a cambiar: ${n.join('; ')}. Lo aplico ahora.`,
  menuQuestion: '¿Qué te gustaría cambiar?',
  menuHint:
    'Elige una opción o descríbelo con tus palabras (por ejemplo «hazlo verde» o «cambia el título a Pan recién hecho»).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `una paleta ${c} con todos los textos legibles`,
  style: (s) => `el estilo ${s}`,
  styleNames: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'divertido',
    bold: 'atrevido',
    minimal: 'minimalista',
    corporate: 'corporativo',
  },
  moves: {
    warmer: 'más cálida',
    cooler: 'más fría',
    darker: 'más oscura',
    lighter: 'más clara',
    vivid: 'más viva',
    softer: 'más suave',
    contrast: 'con más contraste',
  },
  paletteMoved: (m, c) => `una paleta ${copy.list(m)} (${c}) con todos los textos legibles`,
  fontNames: {
    serif: 'una letra con serifa',
    sans: 'una letra sin serifa',
    rounded: 'una letra redondeada',
    mono: 'una letra de máquina de escribir',
  },
  fontsFor: {
    headings: (f) => `${f} para los títulos`,
    body: (f) => `${f} para el texto`,
    all: (f) => `${f} para todo el texto`,
  },
  alreadyHas: (what) => `Tu web ya tiene ${what}.`,
  lookQuestion:
    '¿Hacia dónde quieres llevar el aspecto? Elige una opción o descríbelo (por ejemplo «colores más cálidos» o «un estilo más atrevido»).',
  colourQuestion:
    '¿Hacia dónde deben ir los colores? Elige una opción o di un color (por ejemplo «azul marino» o «terracota»).',
  fontQuestion: '¿Qué letra prefieres? Elige una.',
  lookChoices: {
    warmer: 'Colores más cálidos',
    cooler: 'Colores más fríos',
    darker: 'Colores más oscuros',
    lighter: 'Colores más claros',
    vivid: 'Colores más vivos',
    softer: 'Colores más suaves',
    contrast: 'Más contraste',
    modern: 'Un estilo más moderno',
    elegant: 'Un estilo más elegante',
    playful: 'Un estilo más divertido',
    bold: 'Un estilo más atrevido',
    minimal: 'Un estilo más limpio y minimalista',
    corporate: 'Un estilo más profesional',
    serif: 'Una letra con serifa',
    sans: 'Una letra sin serifa',
    rounded: 'Una letra redondeada',
    mono: 'Una letra de máquina de escribir',
  },
  text: (what, value) => `${what}: «${value}»`,
  headline: 'el título',
  businessName: 'el nombre del negocio',
  imageDescription: 'la descripción de la foto',
  tagline: 'el eslogan',
  subheading: 'el texto bajo el título',
  button: 'el botón',
  headingOf: (s) => `el título de ${s}`,
  textOf: (s) => `el texto de ${s}`,
  askValue: (what) => `¿Qué debe decir ${what}?`,
  shorterChoice: (what, current) =>
    `No puedo acortar «${current}» sin perder lo que dice. ¿Qué debe decir ${what}? Elige una de estas opciones o escribe la tuya.`,
  rewriteAsk: (what, current) =>
    `No puedo reescribir «${current}» así sin cambiar lo que dice. ¿Qué debe decir ${what}?`,
  linkSection: (s) => `a la sección de ${s}`,
  linkPhone: (p) => `a tu teléfono (${p})`,
  linkEmail: (e) => `a tu correo (${e})`,
  linkTo: (place) => `el botón ahora lleva ${place}`,
  linkAlready: (place) => `El botón ya lleva ${place}.`,
  askLink:
    '¿A dónde debe llevar el botón? Por ejemplo, al formulario de contacto, a los servicios o a tu teléfono.',
  linkAddress: (a) => `a ${a}`,
  textRemoved: (w) => `quitar ${w}`,
  translateAsk: (w, c) =>
    `No puedo traducir «${c}» por mi cuenta. ¿Qué debe decir ${w}? Escríbelo en el idioma que quieras.`,
  removed: (s) => `quitar la sección ${s}`,
  added: (s) => `una nueva sección ${s}`,
  moved: (s) => `mover la sección ${s}`,
  planAdded: (n) => `un nuevo plan «${n}»`,
  planPrice: (n, p) => `el precio de ${n} (${p})`,
  planRenamed: (a, b) => `el plan «${a}» ahora se llama «${b}»`,
  planRemoved: (n) => `quitar el plan ${n}`,
  currency: (c) => `precios en ${c}`,
  days: {
    sunday: 'domingo',
    monday: 'lunes',
    tuesday: 'martes',
    wednesday: 'miércoles',
    thursday: 'jueves',
    friday: 'viernes',
    saturday: 'sábado',
  },
  dayRange: (a, b) => `de ${a} a ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: cerrado`,
  openAllDay: 'abierto 24 horas, todos los días',
  appointmentOnly: 'solo con cita previa (el horario deja de aparecer en tu web)',
  appointmentToo: '«con cita previa» junto a tu horario',
  hoursRemoved: 'quitar el horario de tu web',
  noHours: 'Tu web no muestra ningún horario, así que no hay nada que quitar.',
  phone: 'el teléfono',
  email: 'el correo electrónico',
  website: 'la web',
  address: 'la dirección',
  alsoIn: (s) => `, también en ${s.length > 1 ? 'las secciones' : 'la sección'} ${s.join(', ')}`,
  unchanged: (w) => `Tu web ya dice eso (${w}), así que no hay nada que cambiar.`,
  askDated:
    'No puedo programar un cambio para más adelante: tu web cambia en cuanto se aplica. ¿Lo cambio ya? Si es así, vuelve a enviármelo sin la fecha.',
  askDayHours: (d) => `¿Cuál es el horario (${d})? Por ejemplo: «${d}, de 10 a 14».`,
  askWeek:
    'Tu web todavía no muestra ningún horario. ¿Cuál es el de toda la semana? Por ejemplo «de lunes a viernes de 9 a 17, sábado de 9 a 13».',
  askInvalid: (what, value) =>
    `No puedo usar «${value}» como ${what}: no parece válido. ¿Cuál es exactamente?`,
  serviceAdded: (n) => `un nuevo servicio «${n}»`,
  serviceRemoved: (n) => `quitar el servicio «${n}»`,
  serviceRenamed: (a, b) => `el servicio «${a}» ahora se llama «${b}»`,
  servicePrice: (n, p) => `el precio de «${n}»: ${p}`,
  servicePriceRemoved: (n) => `sin precio para «${n}»`,
  serviceText: (n, v) => `la descripción de «${n}»: «${v}»`,
  serviceWhat: (n) => `¿Qué quieres cambiar de «${n}»: el nombre, el precio o la descripción?`,
  serviceWhich: (names) => `¿Cuál de ellos: ${names.map((n) => `«${n}»`).join(' o ')}?`,
  serviceAsk: '¿Cómo se llama el servicio y cuánto cuesta? Por ejemplo «Baño para gatos 30 €».',
  pricesRemoved: 'quitar todos los precios de tu web (los servicios se quedan)',
  noPrices: 'Tu web no muestra precios, así que no hay nada que quitar.',
  teamAsk:
    '¿A quién debe mostrar la sección de equipo? Envíame el nombre y el puesto de cada persona, por ejemplo «Ana Ruiz, peluquera jefa»; Zappy nunca se inventa personas.',
  reviewsAsk:
    '¿Qué opiniones debe mostrar tu web? Pega lo que escribieron tus clientes, con sus nombres; Zappy nunca se inventa opiniones.',
  faqAdded: (q, a) => `la pregunta «${q}» con la respuesta «${a}»`,
  faqRemoved: (q) => `quitar la pregunta «${q}»`,
  faqAnswered: (q, a) => `la respuesta a «${q}»: «${a}»`,
  faqReworded: (from, to) => `la pregunta «${from}», que ahora dice «${to}»`,
  faqMoved: (q, place, count) =>
    `mover la pregunta «${q}» ${place === 1 ? 'al principio' : place === count ? 'al final' : `a la posición ${place}`}`,
  faqWhich: (questions) => `¿A qué pregunta te refieres: ${list(questions)}?`,
  faqNew:
    '¿Qué pregunta quieres añadir y cuál es su respuesta? Por ejemplo «¿Hacéis envíos? Sí, a 5 km».',
  faqAskAnswer: (q) => `¿Cuál es la respuesta a «${q}»?`,
  faqAskNewAnswer: (q) => `¿Qué debe decir la respuesta a «${q}»?`,
  faqAskNewQuestion: (q) => `¿Cómo debe quedar la pregunta «${q}»?`,
  faqInPlace: (q) => `La pregunta «${q}» ya está en ese lugar.`,
  noFaq:
    'Tu web todavía no tiene preguntas frecuentes. ¿Quieres empezar? Envíame una pregunta y su respuesta, por ejemplo «¿Hacéis envíos? Sí, a 5 km».',
  noSection: (s) => `Tu web no tiene sección de ${s}, así que no hay nada que cambiar ahí.`,
  already: (s) => `Tu web ya tiene una sección de ${s}.`,
  noPlan: (n) => `No encuentro «${n}» en tu web. ¿Qué plan o servicio quieres decir?`,
  noQuestion: 'No encuentro esa pregunta en tus preguntas frecuentes.',
  noImages: 'Tu web no tiene imágenes que cambiar.',
  imageQuestion: '¿Qué imagen quieres cambiar? Sube una nueva.',
  businessQuestion: 'Estos son tus datos de contacto y tu horario; cambia lo que necesites.',
  imageReplaced: 'Listo: la nueva imagen ya está en tu web. ¿Qué más quieres cambiar?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Esto es lo que encontré para «${q}». Elige una foto y la imagen de tu sitio que debe reemplazar.`
        : `Esto es lo que encontré para «${q}». Elige la foto que te guste.`,
    none: (q) =>
      `No encontré fotos de «${q}». Prueba con otras palabras o sube una foto tuya aquí abajo.`,
    off: 'Este Zappy no tiene ningún servicio de fotos configurado, así que no puedo buscar fotos. Puedes subir una foto tuya aquí abajo.',
    failed: {
      unauthorized:
        'El servicio de fotos rechazó la clave de este Zappy, así que ahora no puedo buscar fotos. Tu sitio no ha cambiado; puedes subir una foto tuya aquí abajo.',
      rate_limited:
        'El servicio de fotos ha recibido demasiadas búsquedas por ahora. Inténtalo más tarde o sube una foto tuya aquí abajo; tu sitio no ha cambiado.',
      unavailable:
        'El servicio de fotos no respondió a tiempo. Inténtalo de nuevo en un momento o sube una foto tuya aquí abajo; tu sitio no ha cambiado.',
      unusable:
        'El servicio de fotos no envió nada que pueda usar. Prueba con otras palabras o sube una foto tuya aquí abajo; tu sitio no ha cambiado.',
    },
  },
  businessSaved: 'Guardado: los datos de tu negocio ya están en tu web. ¿Qué más quieres cambiar?',
  faqAsk: 'Envíame la primera pregunta y su respuesta, por ejemplo «¿Hacéis envíos? Sí, a 5 km».',
  undoHint:
    'Cada cambio se guarda como una versión: para deshacer el último, pulsa «Deshacer» justo debajo de él en este chat; para volver más atrás, pulsa «Restaurar» en una versión anterior de «Versiones», debajo de la vista previa.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `También ofrecemos ${items}.`,
  citySentence: (city) => `Estamos en ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
