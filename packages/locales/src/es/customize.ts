import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `También ofrecemos ${items}.`,
  citySentence: (city) => `Estamos en ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
