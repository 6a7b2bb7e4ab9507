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
  days: {
    sunday: 'domenica',
    monday: 'lunedì',
    tuesday: 'martedì',
    wednesday: 'mercoledì',
    thursday: 'giovedì',
    friday: 'venerdì',
    saturday: 'sabato',
  },
  dayRange: (a, b) => `dal ${a} al ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: chiuso`,
  openAllDay: 'aperto 24 ore su 24, tutti i giorni',
  appointmentOnly: 'solo su appuntamento (gli orari non compaiono più sul sito)',
  appointmentToo: '«su appuntamento» accanto ai tuoi orari',
  hoursRemoved: 'togliere gli orari dal tuo sito',
  noHours: 'Il tuo sito non mostra orari, quindi non c’è niente da togliere.',
  phone: 'il numero di telefono',
  email: 'l’indirizzo email',
  website: 'il sito web',
  address: 'l’indirizzo',
  alsoIn: (s) => `, anche ${s.length > 1 ? 'nelle sezioni' : 'nella sezione'} ${s.join(', ')}`,
  unchanged: (w) => `Il tuo sito lo dice già (${w}), quindi non c’è niente da cambiare.`,
  askDated:
    'Non posso programmare una modifica per più avanti: il sito cambia appena la applico. Vuoi che la faccia adesso? Se sì, rimandamela senza la data.',
  askDayHours: (d) => `Quali sono gli orari (${d})? Per esempio «${d}, dalle 10 alle 14».`,
  askWeek:
    'Il tuo sito non mostra ancora nessun orario. Quali sono per tutta la settimana? Per esempio «dal lunedì al venerdì dalle 9 alle 17, sabato dalle 9 alle 13».',
  askInvalid: (what, value) =>
    `Non posso usare «${value}» come ${what}: non sembra valido. Puoi riscriverlo?`,
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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
