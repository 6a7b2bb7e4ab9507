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
  contact: 'Ihre Kontaktdaten',
  hours: 'Ihre Öffnungszeiten',
  faqAdded: (q) => `die Frage „${q}“`,
  faqRemoved: (q) => `die Frage „${q}“ entfernen`,
  serviceAdded: (n) => `eine neue Leistung „${n}“`,
  serviceRemoved: (n) => `die Leistung „${n}“ entfernt`,
  serviceRenamed: (a, b) => `die Leistung „${a}“ heißt jetzt „${b}“`,
  servicePrice: (n, p) => `der Preis für „${n}“: ${p}`,
  servicePriceRemoved: (n) => `kein Preis mehr für „${n}“`,
  serviceText: (n, v) => `die Beschreibung von „${n}“: „${v}“`,
  serviceWhat: (n) => `Was soll sich an „${n}“ ändern: der Name, der Preis oder die Beschreibung?`,
  serviceWhich: (names) => `Welche meinen Sie: ${names.map((n) => `„${n}“`).join(' oder ')}?`,
  serviceAsk: 'Wie heißt die Leistung und was kostet sie? Zum Beispiel „Welpenpflege 35 €“.',
  pricesRemoved: 'alle Preise von Ihrer Website entfernt (Ihre Leistungen bleiben)',
  noPrices: 'Ihre Website zeigt keine Preise, es gibt also nichts zu entfernen.',
  teamAsk:
    'Wen soll der Team-Bereich zeigen? Schicken Sie Name und Rolle jeder Person, zum Beispiel „Ana Ruiz, Hundefriseurin“; Zappy erfindet nie Personen.',
  reviewsAsk:
    'Welche Bewertungen soll Ihre Website zeigen? Fügen Sie ein, was Ihre Kunden geschrieben haben, mit ihren Namen; Zappy erfindet nie Bewertungen.',
  noSection: (s) => `Ihre Website hat keinen Abschnitt ${s}, dort gibt es nichts zu ändern.`,
  already: (s) => `Ihre Website hat schon einen Abschnitt ${s}.`,
  noPlan: (n) =>
    `Ich finde „${n}“ nicht auf Ihrer Website. Welchen Tarif oder welche Leistung meinen Sie?`,
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
    'Jede Änderung bleibt als Version erhalten: Um die letzte rückgängig zu machen, klicken Sie in diesem Chat direkt darunter auf „Rückgängig“; um weiter zurückzugehen, klicken Sie unter der Vorschau bei „Versionen“ an einer früheren Version auf „Wiederherstellen“.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
