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
  contact: 'uw contactgegevens',
  hours: 'uw openingstijden',
  faqAdded: (q) => `de vraag “${q}”`,
  faqRemoved: (q) => `de vraag “${q}” verwijderen`,
  serviceAdded: (n) => `een nieuwe dienst ‘${n}’`,
  serviceRemoved: (n) => `de dienst ‘${n}’ verwijderd`,
  serviceRenamed: (a, b) => `de dienst ‘${a}’ heet nu ‘${b}’`,
  servicePrice: (n, p) => `de prijs van ‘${n}’: ${p}`,
  servicePriceRemoved: (n) => `geen prijs meer bij ‘${n}’`,
  serviceText: (n, v) => `de beschrijving van ‘${n}’: ‘${v}’`,
  serviceWhat: (n) => `Wat moet er veranderen aan ‘${n}’: de naam, de prijs of de beschrijving?`,
  serviceWhich: (names) => `Welke bedoelt u: ${names.map((n) => `‘${n}’`).join(' of ')}?`,
  serviceAsk: 'Hoe heet de dienst en wat kost die? Bijvoorbeeld ‘Puppytrim € 35’.',
  pricesRemoved: 'alle prijzen van uw site gehaald (uw diensten blijven staan)',
  noPrices: 'Uw site toont geen prijzen, dus er is niets weg te halen.',
  teamAsk:
    'Wie moet het teamblok tonen? Stuur de naam en rol van iedereen, bijvoorbeeld ‘Ana Ruiz, trimster’; Zappy verzint nooit mensen.',
  reviewsAsk:
    'Welke beoordelingen moet uw site tonen? Plak wat uw klanten schreven, met hun namen; Zappy verzint nooit beoordelingen.',
  noSection: (s) => `Uw site heeft geen sectie ${s}, dus daar valt niets te veranderen.`,
  already: (s) => `Uw site heeft al een sectie ${s}.`,
  noPlan: (n) => `Ik vind “${n}” niet op uw site. Welk abonnement of welke dienst bedoelt u?`,
  noQuestion: 'Ik vind die vraag niet in uw veelgestelde vragen.',
  noImages: 'Uw site heeft geen afbeeldingen om te vervangen.',
  imageQuestion: 'Welke afbeelding wilt u vervangen? Upload een nieuwe.',
  businessQuestion: 'Hier zijn uw contactgegevens en openingstijden; pas aan wat nodig is.',
  imageReplaced: 'Klaar: de nieuwe afbeelding staat op uw site. Wat wilt u nog meer veranderen?',
  businessSaved:
    'Opgeslagen: uw bedrijfsgegevens staan op uw site. Wat wilt u nog meer veranderen?',
  faqAsk: 'Stuur de eerste vraag en het antwoord, bijvoorbeeld “Bezorgen jullie? Ja, binnen 5 km”.',
  undoHint:
    'Elke wijziging blijft bewaard als versie: om de laatste ongedaan te maken, klikt u in deze chat direct eronder op „Ongedaan maken”; om verder terug te gaan, klikt u onder het voorbeeld bij „Versies” op „Terugzetten” naast een eerdere versie.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
