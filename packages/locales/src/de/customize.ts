import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  askValue: (what) => `Was soll ${what} sagen?`,
  shorterChoice: (what, current) =>
    `„${current}“ lässt sich nicht kürzen, ohne dass die Aussage verloren geht. Was soll ${what} sagen? Wählen Sie einen dieser Vorschläge oder schreiben Sie einen eigenen.`,
  rewriteAsk: (what, current) =>
    `So kann ich „${current}“ nicht umschreiben, ohne die Aussage zu verändern. Was soll ${what} sagen?`,
  linkSection: (s) => `zum Abschnitt ${s}`,
  linkPhone: (p) => `zu Ihrer Telefonnummer (${p})`,
  linkEmail: (e) => `zu Ihrer E-Mail-Adresse (${e})`,
  linkTo: (place) => `der Button führt jetzt ${place}`,
  linkAlready: (place) => `Der Button führt schon ${place}.`,
  askLink:
    'Wohin soll der Button führen? Zum Beispiel zum Kontaktformular, zu den Leistungen oder zu Ihrer Telefonnummer.',
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `Außerdem bieten wir ${items}.`,
  citySentence: (city) => `Wir sind in ${city} zu Hause.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
