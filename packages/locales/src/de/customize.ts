import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// German: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

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
  days: {
    sunday: 'Sonntag',
    monday: 'Montag',
    tuesday: 'Dienstag',
    wednesday: 'Mittwoch',
    thursday: 'Donnerstag',
    friday: 'Freitag',
    saturday: 'Samstag',
  },
  dayRange: (a, b) => `${a} bis ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: geschlossen`,
  openAllDay: 'jeden Tag rund um die Uhr geöffnet',
  appointmentOnly: 'nur nach Vereinbarung (die Öffnungszeiten verschwinden von Ihrer Website)',
  appointmentToo: '„nach Vereinbarung“ neben Ihren Öffnungszeiten',
  hoursRemoved: 'die Öffnungszeiten von Ihrer Website nehmen',
  noHours: 'Ihre Website zeigt keine Öffnungszeiten, es gibt also nichts zu entfernen.',
  phone: 'die Telefonnummer',
  email: 'die E-Mail-Adresse',
  website: 'die Website',
  address: 'die Adresse',
  alsoIn: (s) => `, auch ${s.length > 1 ? 'in den Abschnitten' : 'im Abschnitt'} ${s.join(', ')}`,
  unchanged: (w) => `Das steht schon auf Ihrer Website (${w}), es gibt nichts zu ändern.`,
  askDated:
    'Ich kann keine Änderung für später planen: Ihre Website ändert sich, sobald sie übernommen wird. Soll ich es jetzt ändern? Dann schicken Sie es bitte noch einmal ohne Datum.',
  askDayHours: (d) => `Wie sind Ihre Öffnungszeiten am ${d}? Zum Beispiel „${d} 10–14 Uhr“.`,
  askWeek:
    'Ihre Website zeigt noch keine Öffnungszeiten. Wie sind sie für die ganze Woche? Zum Beispiel „Montag bis Freitag 9–17 Uhr, Samstag 9–13 Uhr“.',
  askInvalid: (what, value) =>
    `„${value}“ kann ich nicht als ${what} verwenden: Das sieht nicht gültig aus. Wie lautet sie genau?`,
  faqAdded: (q) => `die Frage „${q}“`,
  faqRemoved: (q) => `die Frage „${q}“ entfernen`,
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
