import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// German: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['„', '“'], ', ', ' oder ');

export const replies: CustomizeReplies = {
  applying: (n) => `Das ändere ich: ${n.join('; ')}. Ich wende es jetzt an.`,
  menuQuestion: 'Was möchten Sie ändern?',
  menuHint:
    'Wählen Sie eine Option oder beschreiben Sie es mit eigenen Worten (zum Beispiel „mach es grün“ oder „ändere die Überschrift zu Frisches Brot“).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `eine Palette in ${c}, bei der jeder Text lesbar bleibt`,
  style: (s) => `den Stil ${s}`,
  fonts: 'die Schriften',
  text: (what, value) => `${what}: „${value}“`,
  headline: 'die Überschrift',
  businessName: 'den Firmennamen',
  tagline: 'den Slogan',
  subheading: 'der Text unter der Überschrift',
  button: 'der Button',
  headingOf: (s) => `die Überschrift von ${s}`,
  textOf: (s) => `der Text von ${s}`,
  shortened: 'ein kürzerer Text',
  askValue: (what) => `Was soll ${what} sagen?`,
  removed: (s) => `den Abschnitt ${s} entfernen`,
  added: (s) => `einen neuen Abschnitt ${s}`,
  moved: (s) => `den Abschnitt ${s} verschieben`,
  planAdded: (n) => `einen neuen Tarif „${n}“`,
  planPrice: (n, p) => `den Preis von ${n} (${p})`,
  planRenamed: (a, b) => `den Tarif „${a}“ umbenannt in „${b}“`,
  planRemoved: (n) => `den Tarif ${n} entfernen`,
  currency: (c) => `Preise in ${c}`,
  contact: 'Ihre Kontaktdaten',
  hours: 'Ihre Öffnungszeiten',
  faqAdded: (q, a) => `die Frage „${q}“ mit der Antwort „${a}“`,
  faqRemoved: (q) => `die Frage „${q}“ entfernen`,
  faqAnswered: (q, a) => `die Antwort auf „${q}“: „${a}“`,
  faqReworded: (from, to) => `die Frage „${from}“, neu formuliert als „${to}“`,
  faqMoved: (q, place, count) =>
    `die Frage „${q}“ ${place === 1 ? 'nach oben' : place === count ? 'ans Ende' : `an Position ${place}`} verschieben`,
  faqWhich: (questions) => `Welche Frage meinen Sie: ${list(questions)}?`,
  faqNew:
    'Welche Frage soll ich hinzufügen, und wie lautet die Antwort? Zum Beispiel „Liefern Sie? Ja, bis 5 km“.',
  faqAskAnswer: (q) => `Wie lautet die Antwort auf „${q}“?`,
  faqAskNewAnswer: (q) => `Was soll die Antwort auf „${q}“ sagen?`,
  faqAskNewQuestion: (q) => `Wie soll die Frage „${q}“ stattdessen lauten?`,
  faqInPlace: (q) => `Die Frage „${q}“ steht schon an dieser Stelle.`,
  noFaq:
    'Ihre Website hat noch keine FAQ. Möchten Sie damit anfangen? Schicken Sie eine Frage und ihre Antwort, zum Beispiel „Liefern Sie? Ja, bis 5 km“.',
  noSection: (s) => `Ihre Website hat keinen Abschnitt ${s}, dort gibt es nichts zu ändern.`,
  already: (s) => `Ihre Website hat schon einen Abschnitt ${s}.`,
  noPlan: (n) => `Ich finde keinen Tarif „${n}“ auf Ihrer Website.`,
  noQuestion: 'Ich finde diese Frage nicht in Ihren FAQ.',
  noImages: 'Ihre Website hat keine Bilder zum Ersetzen.',
  imageQuestion: 'Welches Bild möchten Sie ersetzen? Laden Sie ein neues hoch.',
  businessQuestion: 'Hier sind Ihre Kontaktdaten und Öffnungszeiten; ändern Sie, was nötig ist.',
  imageReplaced: 'Erledigt: Das neue Bild ist auf Ihrer Website. Was möchten Sie noch ändern?',
  businessSaved:
    'Gespeichert: Ihre Geschäftsdaten sind auf Ihrer Website. Was möchten Sie noch ändern?',
  faqAsk:
    'Schicken Sie die erste Frage und ihre Antwort, zum Beispiel „Liefern Sie? Ja, bis 5 km“.',
  undoHint:
    'Jede Änderung bleibt als Version erhalten: Zum Rückgängigmachen klicken Sie unter der Vorschau bei „Versions“ an einer früheren Version auf „Restore“.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
