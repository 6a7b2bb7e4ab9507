import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Dutch: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

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
  days: {
    sunday: 'zondag',
    monday: 'maandag',
    tuesday: 'dinsdag',
    wednesday: 'woensdag',
    thursday: 'donderdag',
    friday: 'vrijdag',
    saturday: 'zaterdag',
  },
  dayRange: (a, b) => `${a} tot en met ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: gesloten`,
  openAllDay: 'elke dag 24 uur per dag open',
  appointmentOnly: 'alleen op afspraak (de openingstijden verdwijnen van uw site)',
  appointmentToo: '“op afspraak” naast uw openingstijden',
  hoursRemoved: 'de openingstijden van uw site halen',
  noHours: 'Uw site toont geen openingstijden, dus er valt niets weg te halen.',
  phone: 'het telefoonnummer',
  email: 'het e-mailadres',
  website: 'de website',
  address: 'het adres',
  alsoIn: (s) => `, ook in ${s.length > 1 ? 'de secties' : 'de sectie'} ${s.join(', ')}`,
  unchanged: (w) => `Dat staat al op uw site (${w}), dus er valt niets te veranderen.`,
  askDated:
    'Ik kan geen wijziging voor later inplannen: uw site verandert zodra die wordt toegepast. Zal ik het nu aanpassen? Stuur het dan nog eens zonder de datum.',
  askDayHours: (d) => `Wat zijn uw openingstijden op ${d}? Bijvoorbeeld “${d} van 10 tot 14 uur”.`,
  askWeek:
    'Uw site toont nog geen openingstijden. Wat zijn ze voor de hele week? Bijvoorbeeld “maandag tot en met vrijdag van 9 tot 17 uur, zaterdag van 9 tot 13 uur”.',
  askInvalid: (what, value) =>
    `Ik kan “${value}” niet gebruiken als ${what}: het lijkt niet geldig. Wat is het precies?`,
  faqAdded: (q) => `de vraag “${q}”`,
  faqRemoved: (q) => `de vraag “${q}” verwijderen`,
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
