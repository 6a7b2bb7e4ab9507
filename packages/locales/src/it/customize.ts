import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
  faqAdded: (q) => `la domanda «${q}»`,
  faqRemoved: (q) => `togliere la domanda «${q}»`,
  serviceAdded: (n) => `un nuovo servizio «${n}»`,
  serviceRemoved: (n) => `tolto il servizio «${n}»`,
  serviceRenamed: (a, b) => `il servizio «${a}» ora si chiama «${b}»`,
  servicePrice: (n, p) => `il prezzo di «${n}»: ${p}`,
  servicePriceRemoved: (n) => `nessun prezzo per «${n}»`,
  serviceText: (n, v) => `la descrizione di «${n}»: «${v}»`,
  serviceWhat: (n) => `Cosa vuoi cambiare di «${n}»: il nome, il prezzo o la descrizione?`,
  serviceWhich: (names) => `Quale intendi: ${names.map((n) => `«${n}»`).join(' o ')}?`,
  serviceAsk: 'Come si chiama il servizio e quanto costa? Per esempio «Bagno per gatti 30 €».',
  pricesRemoved: 'tolti tutti i prezzi dal tuo sito (i servizi restano)',
  noPrices: 'Il tuo sito non mostra prezzi, quindi non c’è niente da togliere.',
  teamAsk:
    'Chi deve mostrare la sezione team? Mandami nome e ruolo di ogni persona, per esempio «Ana Ruiz, toelettatrice»; Zappy non inventa mai persone.',
  reviewsAsk:
    'Quali recensioni deve mostrare il sito? Incolla ciò che hanno scritto i tuoi clienti, con i loro nomi; Zappy non inventa mai recensioni.',
  noSection: (s) => `Il tuo sito non ha una sezione ${s}, quindi non c’è niente da cambiare.`,
  already: (s) => `Il tuo sito ha già una sezione ${s}.`,
  noPlan: (n) => `Non trovo «${n}» sul tuo sito. Quale piano o servizio intendi?`,
  noQuestion: 'Non trovo quella domanda nelle tue domande frequenti.',
  noImages: 'Il tuo sito non ha immagini da sostituire.',
  imageQuestion: 'Quale immagine vuoi sostituire? Caricane una nuova.',
  businessQuestion: 'Ecco i tuoi contatti e orari; cambia ciò che serve.',
  imageReplaced: 'Fatto: la nuova immagine è sul tuo sito. Cos’altro vuoi cambiare?',
  businessSaved: 'Salvato: i dati della tua attività sono sul sito. Cos’altro vuoi cambiare?',
  faqAsk: 'Mandami la prima domanda e la risposta, per esempio «Consegnate? Sì, entro 5 km».',
  undoHint:
    'Ogni modifica resta salvata come versione: per annullare l’ultima, premi «Annulla» subito sotto di essa in questa chat; per tornare più indietro, premi «Ripristina» su una versione precedente in «Versioni», sotto l’anteprima.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
