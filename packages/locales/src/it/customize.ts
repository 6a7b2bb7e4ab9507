import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Italian: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['«', '»'], ', ', ' o ');

export const replies: CustomizeReplies = {
  applying: (n) => `Ecco cosa cambierò: ${n.join('; ')}. Lo applico ora.`,
  menuQuestion: 'Cosa vorresti cambiare?',
  menuHint:
    'Scegli un’opzione o descrivilo con parole tue (per esempio «rendilo verde» o «cambia il titolo in Pane fresco ogni giorno»).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `una tavolozza ${c} con tutti i testi leggibili`,
  style: (s) => `lo stile ${s}`,
  fonts: 'i caratteri',
  text: (what, value) => `${what}: «${value}»`,
  headline: 'il titolo',
  businessName: 'il nome dell’attività',
  tagline: 'lo slogan',
  subheading: 'il testo sotto il titolo',
  button: 'il pulsante',
  headingOf: (s) => `il titolo della sezione ${s}`,
  textOf: (s) => `il testo della sezione ${s}`,
  shortened: 'un testo più corto',
  askValue: (what) => `Cosa deve dire ${what}?`,
  removed: (s) => `togliere la sezione ${s}`,
  added: (s) => `una nuova sezione ${s}`,
  moved: (s) => `spostare la sezione ${s}`,
  planAdded: (n) => `un nuovo piano «${n}»`,
  planPrice: (n, p) => `il prezzo di ${n} (${p})`,
  planRenamed: (a, b) => `il piano «${a}» rinominato «${b}»`,
  planRemoved: (n) => `togliere il piano ${n}`,
  currency: (c) => `prezzi in ${c}`,
  contact: 'i tuoi contatti',
  hours: 'i tuoi orari',
  faqAdded: (q, a) => `la domanda «${q}» con la risposta «${a}»`,
  faqRemoved: (q) => `togliere la domanda «${q}»`,
  faqAnswered: (q, a) => `la risposta a «${q}»: «${a}»`,
  faqReworded: (from, to) => `la domanda «${from}» riformulata in «${to}»`,
  faqMoved: (q, place, count) =>
    `spostare la domanda «${q}» ${place === 1 ? 'in cima' : place === count ? 'in fondo' : `alla posizione ${place}`}`,
  faqWhich: (questions) => `Quale domanda intendi: ${list(questions)}?`,
  faqNew:
    'Quale domanda vuoi aggiungere, e qual è la risposta? Per esempio «Consegnate? Sì, entro 5 km».',
  faqAskAnswer: (q) => `Qual è la risposta a «${q}»?`,
  faqAskNewAnswer: (q) => `Cosa deve dire la risposta a «${q}»?`,
  faqAskNewQuestion: (q) => `Come deve diventare la domanda «${q}»?`,
  faqInPlace: (q) => `La domanda «${q}» è già in quella posizione.`,
  noFaq:
    'Il tuo sito non ha ancora domande frequenti. Vuoi cominciare? Mandami una domanda e la risposta, per esempio «Consegnate? Sì, entro 5 km».',
  noSection: (s) => `Il tuo sito non ha una sezione ${s}, quindi non c’è niente da cambiare.`,
  already: (s) => `Il tuo sito ha già una sezione ${s}.`,
  noPlan: (n) => `Non trovo un piano «${n}» sul tuo sito.`,
  noQuestion: 'Non trovo quella domanda nelle tue domande frequenti.',
  noImages: 'Il tuo sito non ha immagini da sostituire.',
  imageQuestion: 'Quale immagine vuoi sostituire? Caricane una nuova.',
  businessQuestion: 'Ecco i tuoi contatti e orari; cambia ciò che serve.',
  imageReplaced: 'Fatto: la nuova immagine è sul tuo sito. Cos’altro vuoi cambiare?',
  businessSaved: 'Salvato: i dati della tua attività sono sul sito. Cos’altro vuoi cambiare?',
  faqAsk: 'Mandami la prima domanda e la risposta, per esempio «Consegnate? Sì, entro 5 km».',
  undoHint:
    'Ogni modifica resta salvata come versione: per annullarla, premi «Restore» su una versione precedente in «Versions», sotto l’anteprima.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
