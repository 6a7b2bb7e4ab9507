import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Dutch: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['“', '”'], ', ', ' of ');

export const replies: CustomizeReplies = {
  applying: (n) => `Dit pas ik aan: ${n.join('; ')}. Ik voer het nu door.`,
  menuQuestion: 'Wat wilt u veranderen?',
  menuHint:
    'Kies een optie of beschrijf het in uw eigen woorden (bijvoorbeeld “maak het groen” of “verander de kop naar Elke dag vers brood”).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `een ${c} palet waarin alle tekst leesbaar blijft`,
  style: (s) => `de stijl ${s}`,
  fonts: 'de lettertypen',
  text: (what, value) => `${what}: “${value}”`,
  headline: 'de kop',
  businessName: 'de bedrijfsnaam',
  tagline: 'de slogan',
  subheading: 'de tekst onder de kop',
  button: 'de knop',
  headingOf: (s) => `de kop van ${s}`,
  textOf: (s) => `de tekst van ${s}`,
  shortened: 'een kortere tekst',
  askValue: (what) => `Wat moet ${what} zeggen?`,
  removed: (s) => `de sectie ${s} verwijderen`,
  added: (s) => `een nieuwe sectie ${s}`,
  moved: (s) => `de sectie ${s} verplaatsen`,
  planAdded: (n) => `een nieuw abonnement “${n}”`,
  planPrice: (n, p) => `de prijs van ${n} (${p})`,
  planRenamed: (a, b) => `abonnement “${a}” heet nu “${b}”`,
  planRemoved: (n) => `abonnement ${n} verwijderen`,
  currency: (c) => `prijzen in ${c}`,
  contact: 'uw contactgegevens',
  hours: 'uw openingstijden',
  faqAdded: (q, a) => `de vraag “${q}” met het antwoord “${a}”`,
  faqRemoved: (q) => `de vraag “${q}” verwijderen`,
  faqAnswered: (q, a) => `het antwoord op “${q}”: “${a}”`,
  faqReworded: (from, to) => `de vraag “${from}”, herschreven als “${to}”`,
  faqMoved: (q, place, count) =>
    `de vraag “${q}” ${place === 1 ? 'bovenaan' : place === count ? 'onderaan' : `op plaats ${place}`} zetten`,
  faqWhich: (questions) => `Welke vraag bedoelt u: ${list(questions)}?`,
  faqNew:
    'Welke vraag wilt u toevoegen, en wat is het antwoord? Bijvoorbeeld “Bezorgen jullie? Ja, binnen 5 km”.',
  faqAskAnswer: (q) => `Wat is het antwoord op “${q}”?`,
  faqAskNewAnswer: (q) => `Wat moet het antwoord op “${q}” zeggen?`,
  faqAskNewQuestion: (q) => `Hoe moet de vraag “${q}” voortaan luiden?`,
  faqInPlace: (q) => `De vraag “${q}” staat al op die plaats.`,
  noFaq:
    'Uw site heeft nog geen veelgestelde vragen. Wilt u ermee beginnen? Stuur een vraag en het antwoord, bijvoorbeeld “Bezorgen jullie? Ja, binnen 5 km”.',
  noSection: (s) => `Uw site heeft geen sectie ${s}, dus daar valt niets te veranderen.`,
  already: (s) => `Uw site heeft al een sectie ${s}.`,
  noPlan: (n) => `Ik vind geen abonnement “${n}” op uw site.`,
  noQuestion: 'Ik vind die vraag niet in uw veelgestelde vragen.',
  noImages: 'Uw site heeft geen afbeeldingen om te vervangen.',
  imageQuestion: 'Welke afbeelding wilt u vervangen? Upload een nieuwe.',
  businessQuestion: 'Hier zijn uw contactgegevens en openingstijden; pas aan wat nodig is.',
  imageReplaced: 'Klaar: de nieuwe afbeelding staat op uw site. Wat wilt u nog meer veranderen?',
  businessSaved:
    'Opgeslagen: uw bedrijfsgegevens staan op uw site. Wat wilt u nog meer veranderen?',
  faqAsk: 'Stuur de eerste vraag en het antwoord, bijvoorbeeld “Bezorgen jullie? Ja, binnen 5 km”.',
  undoHint:
    'Elke wijziging blijft bewaard als versie: om er een ongedaan te maken, klikt u onder het voorbeeld bij „Versions” op „Restore” naast een eerdere versie.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
