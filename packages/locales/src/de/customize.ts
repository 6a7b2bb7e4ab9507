import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  style: (s) => `den Stil „${s}“`,
  styleNames: {
    modern: 'modern',
    elegant: 'elegant',
    playful: 'verspielt',
    bold: 'mutig',
    minimal: 'minimalistisch',
    corporate: 'seriös',
  },
  moves: {
    warmer: 'wärmere',
    cooler: 'kühlere',
    darker: 'dunklere',
    lighter: 'hellere',
    vivid: 'kräftigere',
    softer: 'sanftere',
    contrast: 'kontrastreichere',
  },
  paletteMoved: (m, c) => `eine ${copy.list(m)} Palette (${c}), bei der jeder Text lesbar bleibt`,
  fontNames: {
    serif: 'eine Serifenschrift',
    sans: 'eine serifenlose Schrift',
    rounded: 'eine abgerundete Schrift',
    mono: 'eine Schreibmaschinenschrift',
  },
  fontsFor: {
    headings: (f) => `${f} für die Überschriften`,
    body: (f) => `${f} für den Fließtext`,
    all: (f) => `${f} für alle Texte`,
  },
  alreadyHas: (what) => `Ihre Website hat schon ${what}.`,
  lookQuestion:
    'In welche Richtung soll der Look gehen? Wählen Sie eine Option oder beschreiben Sie es (zum Beispiel „wärmere Farben“ oder „ein mutiger Stil“).',
  colourQuestion:
    'In welche Richtung sollen die Farben gehen? Wählen Sie eine Option oder nennen Sie eine Farbe (zum Beispiel „Grün“ oder „Terrakotta“).',
  fontQuestion: 'Welche Schrift hätten Sie gern? Wählen Sie eine.',
  lookChoices: {
    warmer: 'Wärmere Farben',
    cooler: 'Kühlere Farben',
    darker: 'Dunklere Farben',
    lighter: 'Hellere Farben',
    vivid: 'Kräftigere Farben',
    softer: 'Sanftere Farben',
    contrast: 'Mehr Kontrast',
    modern: 'Ein moderner Stil',
    elegant: 'Ein eleganter Stil',
    playful: 'Ein verspielter Stil',
    bold: 'Ein mutiger Stil',
    minimal: 'Ein schlichter Stil',
    corporate: 'Ein professioneller Stil',
    serif: 'Eine Serifenschrift',
    sans: 'Eine serifenlose Schrift',
    rounded: 'Eine abgerundete Schrift',
    mono: 'Eine Schreibmaschinenschrift',
  },
  text: (what, value) => `${what}: „${value}“`,
  headline: 'die Überschrift',
  businessName: 'den Firmennamen',
  imageDescription: 'die Beschreibung des Fotos',
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
  linkAddress: (a) => `zu ${a}`,
  textRemoved: (w) => `${w} entfernen`,
  translateAsk: (w, c) =>
    `„${c}“ kann ich nicht selbst übersetzen. Was soll ${w} sagen? Schreiben Sie es in der gewünschten Sprache.`,
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
  noPlan: (n) =>
    `Ich finde „${n}“ nicht auf Ihrer Website. Welchen Tarif oder welche Leistung meinen Sie?`,
  noQuestion: 'Ich finde diese Frage nicht in Ihren FAQ.',
  noImages: 'Ihre Website hat keine Bilder zum Ersetzen.',
  imageQuestion: 'Welches Bild möchten Sie ersetzen? Laden Sie ein neues hoch.',
  businessQuestion: 'Hier sind Ihre Kontaktdaten und Öffnungszeiten; ändern Sie, was nötig ist.',
  imageReplaced: 'Erledigt: Das neue Bild ist auf Ihrer Website. Was möchten Sie noch ändern?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Das habe ich für „${q}“ gefunden. Wählen Sie ein Foto und das Bild Ihrer Website, das es ersetzen soll.`
        : `Das habe ich für „${q}“ gefunden. Wählen Sie das Foto, das Ihnen gefällt.`,
    none: (q) =>
      `Ich habe keine Fotos von „${q}“ gefunden. Versuchen Sie es mit anderen Wörtern oder laden Sie unten ein eigenes Foto hoch.`,
    off: 'Auf diesem Zappy ist kein Fotodienst eingerichtet, deshalb kann ich keine Fotos suchen. Sie können stattdessen unten ein eigenes Foto hochladen.',
    failed: {
      unauthorized:
        'Der Fotodienst hat den Schlüssel dieses Zappy abgelehnt, deshalb kann ich gerade keine Fotos suchen. An Ihrer Website hat sich nichts geändert; Sie können unten ein eigenes Foto hochladen.',
      rate_limited:
        'Der Fotodienst hat gerade zu viele Suchen erhalten. Versuchen Sie es später noch einmal oder laden Sie unten ein eigenes Foto hoch; an Ihrer Website hat sich nichts geändert.',
      unavailable:
        'Der Fotodienst hat nicht rechtzeitig geantwortet. Versuchen Sie es gleich noch einmal oder laden Sie unten ein eigenes Foto hoch; an Ihrer Website hat sich nichts geändert.',
      unusable:
        'Der Fotodienst hat nichts Brauchbares geschickt. Versuchen Sie es mit anderen Wörtern oder laden Sie unten ein eigenes Foto hoch; an Ihrer Website hat sich nichts geändert.',
    },
  },
  businessSaved:
    'Gespeichert: Ihre Geschäftsdaten sind auf Ihrer Website. Was möchten Sie noch ändern?',
  faqAsk:
    'Schicken Sie die erste Frage und ihre Antwort, zum Beispiel „Liefern Sie? Ja, bis 5 km“.',
  undoHint:
    'Jede Änderung bleibt als Version erhalten: Um die letzte rückgängig zu machen, klicken Sie in diesem Chat direkt darunter auf „Rückgängig“; um weiter zurückzugehen, klicken Sie unter der Vorschau bei „Versionen“ an einer früheren Version auf „Wiederherstellen“.',
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
