import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// Italian: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

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
  askValue: (what) => `Cosa deve dire ${what}?`,
  shorterChoice: (what, current) =>
    `Non posso accorciare «${current}» senza perdere quello che dice. Cosa deve dire ${what}? Scegli una di queste proposte o scrivi la tua.`,
  rewriteAsk: (what, current) =>
    `Non posso riscrivere «${current}» così senza cambiarne il senso. Cosa deve dire ${what}?`,
  linkSection: (s) => `alla sezione ${s}`,
  linkPhone: (p) => `al tuo numero di telefono (${p})`,
  linkEmail: (e) => `al tuo indirizzo email (${e})`,
  linkTo: (place) => `il pulsante ora porta ${place}`,
  linkAlready: (place) => `Il pulsante porta già ${place}.`,
  askLink:
    'Dove deve portare il pulsante? Per esempio al modulo di contatto, ai servizi o al tuo numero di telefono.',
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
  faqAdded: (q) => `la domanda «${q}»`,
  faqRemoved: (q) => `togliere la domanda «${q}»`,
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `Offriamo anche ${items}.`,
  citySentence: (city) => `Siamo a ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
