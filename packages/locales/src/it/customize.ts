import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  styleNames: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'giocoso',
    bold: 'audace',
    minimal: 'minimale',
    corporate: 'professionale',
  },
  moves: {
    warmer: 'più calda',
    cooler: 'più fredda',
    darker: 'più scura',
    lighter: 'più chiara',
    vivid: 'più vivace',
    softer: 'più tenue',
    contrast: 'più contrastata',
  },
  paletteMoved: (m, c) => `una tavolozza ${copy.list(m)} (${c}) con tutti i testi leggibili`,
  fontNames: {
    serif: 'un carattere con grazie',
    sans: 'un carattere senza grazie',
    rounded: 'un carattere arrotondato',
    mono: 'un carattere da macchina da scrivere',
  },
  fontsFor: {
    headings: (f) => `${f} per i titoli`,
    body: (f) => `${f} per il testo`,
    all: (f) => `${f} per tutti i testi`,
  },
  alreadyHas: (what) => `Il tuo sito ha già ${what}.`,
  lookQuestion:
    'In che direzione vuoi portare l’aspetto? Scegli un’opzione o descrivilo (per esempio «colori più caldi» o «uno stile più audace»).',
  colourQuestion:
    'In che direzione devono andare i colori? Scegli un’opzione o indica un colore (per esempio «blu» o «terracotta»).',
  fontQuestion: 'Quale carattere preferisci? Scegline uno.',
  lookChoices: {
    warmer: 'Colori più caldi',
    cooler: 'Colori più freddi',
    darker: 'Colori più scuri',
    lighter: 'Colori più chiari',
    vivid: 'Colori più vivaci',
    softer: 'Colori più tenui',
    contrast: 'Più contrasto',
    modern: 'Uno stile più moderno',
    elegant: 'Uno stile più elegante',
    playful: 'Uno stile più giocoso',
    bold: 'Uno stile più audace',
    minimal: 'Uno stile più essenziale',
    corporate: 'Uno stile più professionale',
    serif: 'Un carattere con grazie',
    sans: 'Un carattere senza grazie',
    rounded: 'Un carattere arrotondato',
    mono: 'Un carattere da macchina da scrivere',
  },
  text: (what, value) => `${what}: «${value}»`,
  headline: 'il titolo',
  businessName: 'il nome dell’attività',
  imageDescription: 'la descrizione della foto',
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
  linkAddress: (a) => `a ${a}`,
  textRemoved: (w) => `togliere ${w}`,
  translateAsk: (w, c) =>
    `Non posso tradurre «${c}» da solo. Cosa deve dire ${w}? Scrivilo nella lingua che vuoi.`,
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
  noPlan: (n) => `Non trovo «${n}» sul tuo sito. Quale piano o servizio intendi?`,
  noQuestion: 'Non trovo quella domanda nelle tue domande frequenti.',
  noImages: 'Il tuo sito non ha immagini da sostituire.',
  imageQuestion: 'Quale immagine vuoi sostituire? Caricane una nuova.',
  businessQuestion: 'Ecco i tuoi contatti e orari; cambia ciò che serve.',
  imageReplaced: 'Fatto: la nuova immagine è sul tuo sito. Cos’altro vuoi cambiare?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Ecco cosa ho trovato per «${q}». Scegli una foto e l’immagine del tuo sito che deve sostituire.`
        : `Ecco cosa ho trovato per «${q}». Scegli la foto che ti piace.`,
    none: (q) =>
      `Non ho trovato foto di «${q}». Prova con altre parole, oppure carica qui sotto una tua foto.`,
    off: 'Su questo Zappy non è configurato nessun servizio di foto, quindi non posso cercare foto. Puoi invece caricare qui sotto una tua foto.',
    failed: {
      unauthorized:
        'Il servizio di foto ha rifiutato la chiave di questo Zappy, quindi ora non posso cercare foto. Il tuo sito non è cambiato; puoi caricare qui sotto una tua foto.',
      rate_limited:
        'Il servizio di foto ha ricevuto troppe ricerche per ora. Riprova più tardi, oppure carica qui sotto una tua foto; il tuo sito non è cambiato.',
      unavailable:
        'Il servizio di foto non ha risposto in tempo. Riprova tra un momento, oppure carica qui sotto una tua foto; il tuo sito non è cambiato.',
      unusable:
        'Il servizio di foto non ha inviato niente di utilizzabile. Prova con altre parole, oppure carica qui sotto una tua foto; il tuo sito non è cambiato.',
    },
  },
  businessSaved: 'Salvato: i dati della tua attività sono sul sito. Cos’altro vuoi cambiare?',
  faqAsk: 'Mandami la prima domanda e la risposta, per esempio «Consegnate? Sì, entro 5 km».',
  undoHint:
    'Ogni modifica resta salvata come versione: per annullare l’ultima, premi «Annulla» subito sotto di essa in questa chat; per tornare più indietro, premi «Ripristina» su una versione precedente in «Versioni», sotto l’anteprima.',
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
