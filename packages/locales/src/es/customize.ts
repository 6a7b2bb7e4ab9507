import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
  contact: 'tus datos de contacto',
  hours: 'tu horario',
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
