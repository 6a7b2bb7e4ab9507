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
  contact: 'tus datos de contacto',
  hours: 'tu horario',
  faqAdded: (q) => `la pregunta «${q}»`,
  faqRemoved: (q) => `quitar la pregunta «${q}»`,
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
  noSection: (s) => `Tu web no tiene sección de ${s}, así que no hay nada que cambiar ahí.`,
  already: (s) => `Tu web ya tiene una sección de ${s}.`,
  noPlan: (n) => `No encuentro «${n}» en tu web. ¿Qué plan o servicio quieres decir?`,
  noQuestion: 'No encuentro esa pregunta en tus preguntas frecuentes.',
  noImages: 'Tu web no tiene imágenes que cambiar.',
  imageQuestion: '¿Qué imagen quieres cambiar? Sube una nueva.',
  businessQuestion: 'Estos son tus datos de contacto y tu horario; cambia lo que necesites.',
  imageReplaced: 'Listo: la nueva imagen ya está en tu web. ¿Qué más quieres cambiar?',
  businessSaved: 'Guardado: los datos de tu negocio ya están en tu web. ¿Qué más quieres cambiar?',
  faqAsk: 'Envíame la primera pregunta y su respuesta, por ejemplo «¿Hacéis envíos? Sí, a 5 km».',
  undoHint:
    'Cada cambio se guarda como una versión: para deshacer el último, pulsa «Deshacer» justo debajo de él en este chat; para volver más atrás, pulsa «Restaurar» en una versión anterior de «Versiones», debajo de la vista previa.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
