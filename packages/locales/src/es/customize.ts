import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Spanish: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

export const replies: CustomizeReplies = {
  applying: (n) => `Esto es lo que voy a cambiar: ${n.join('; ')}. Lo aplico ahora.`,
  menuQuestion: '¿Qué te gustaría cambiar?',
  menuHint:
    'Elige una opción o descríbelo con tus palabras (por ejemplo «hazlo verde» o «cambia el título a Pan recién hecho»).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `una paleta ${c} con todos los textos legibles`,
  style: (s) => `el estilo ${s}`,
  fonts: 'la tipografía',
  text: (what, value) => `${what}: «${value}»`,
  headline: 'el título',
  businessName: 'el nombre del negocio',
  tagline: 'el eslogan',
  subheading: 'el texto bajo el título',
  button: 'el botón',
  headingOf: (s) => `el título de ${s}`,
  textOf: (s) => `el texto de ${s}`,
  shortened: 'un texto más corto',
  askValue: (what) => `¿Qué debe decir ${what}?`,
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
  faqAdded: (q) => `la pregunta «${q}»`,
  faqRemoved: (q) => `quitar la pregunta «${q}»`,
  noSection: (s) => `Tu web no tiene sección de ${s}, así que no hay nada que cambiar ahí.`,
  already: (s) => `Tu web ya tiene una sección de ${s}.`,
  noPlan: (n) => `No encuentro ningún plan llamado «${n}» en tu web.`,
  noQuestion: 'No encuentro esa pregunta en tus preguntas frecuentes.',
  noImages: 'Tu web no tiene imágenes que cambiar.',
  imageQuestion: '¿Qué imagen quieres cambiar? Sube una nueva.',
  businessQuestion: 'Estos son tus datos de contacto y tu horario; cambia lo que necesites.',
  imageReplaced: 'Listo: la nueva imagen ya está en tu web. ¿Qué más quieres cambiar?',
  businessSaved: 'Guardado: los datos de tu negocio ya están en tu web. ¿Qué más quieres cambiar?',
  faqAsk: 'Envíame la primera pregunta y su respuesta, por ejemplo «¿Hacéis envíos? Sí, a 5 km».',
  undoHint:
    'Cada cambio se guarda como una versión: para deshacerlo, pulsa «Restore» en una versión anterior de «Versions», debajo de la vista previa.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
