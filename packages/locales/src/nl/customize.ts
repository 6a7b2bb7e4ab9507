import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  styleNames: {
    modern: 'modern',
    elegant: 'elegant',
    playful: 'speels',
    bold: 'gedurfd',
    minimal: 'minimalistisch',
    corporate: 'zakelijk',
  },
  moves: {
    warmer: 'warmer',
    cooler: 'koeler',
    darker: 'donkerder',
    lighter: 'lichter',
    vivid: 'levendiger',
    softer: 'zachter',
    contrast: 'contrastrijker',
  },
  paletteMoved: (m, c) => `een ${copy.list(m)} palet (${c}) waarin alle tekst leesbaar blijft`,
  fontNames: {
    serif: 'een letter met schreef',
    sans: 'een schreefloze letter',
    rounded: 'een afgeronde letter',
    mono: 'een typemachineletter',
  },
  fontsFor: {
    headings: (f) => `${f} voor de koppen`,
    body: (f) => `${f} voor de lopende tekst`,
    all: (f) => `${f} voor alle tekst`,
  },
  alreadyHas: (what) => `Uw site heeft al ${what}.`,
  lookQuestion:
    'Welke kant moet de uitstraling op? Kies een optie of beschrijf het (bijvoorbeeld “warmere kleuren” of “een gedurfde stijl”).',
  colourQuestion:
    'Welke kant moeten de kleuren op? Kies een optie of noem een kleur (bijvoorbeeld “blauw” of “terracotta”).',
  fontQuestion: 'Welk lettertype wilt u? Kies er een.',
  lookChoices: {
    warmer: 'Warmere kleuren',
    cooler: 'Koelere kleuren',
    darker: 'Donkerdere kleuren',
    lighter: 'Lichtere kleuren',
    vivid: 'Levendigere kleuren',
    softer: 'Zachtere kleuren',
    contrast: 'Meer contrast',
    modern: 'Een moderne stijl',
    elegant: 'Een elegante stijl',
    playful: 'Een speelse stijl',
    bold: 'Een gedurfde stijl',
    minimal: 'Een strakke stijl',
    corporate: 'Een zakelijke stijl',
    serif: 'Een letter met schreef',
    sans: 'Een schreefloze letter',
    rounded: 'Een afgeronde letter',
    mono: 'Een typemachineletter',
  },
  text: (what, value) => `${what}: “${value}”`,
  headline: 'de kop',
  businessName: 'de bedrijfsnaam',
  imageDescription: 'de beschrijving van de foto',
  tagline: 'de slogan',
  subheading: 'de tekst onder de kop',
  button: 'de knop',
  headingOf: (s) => `de kop van ${s}`,
  textOf: (s) => `de tekst van ${s}`,
  askValue: (what) => `Wat moet ${what} zeggen?`,
  shorterChoice: (what, current) =>
    `Ik kan “${current}” niet inkorten zonder dat de boodschap verloren gaat. Wat moet ${what} zeggen? Kies een van deze voorstellen of schrijf er zelf een.`,
  rewriteAsk: (what, current) =>
    `Ik kan “${current}” niet zo herschrijven zonder de betekenis te veranderen. Wat moet ${what} zeggen?`,
  linkSection: (s) => `naar de sectie ${s}`,
  linkPhone: (p) => `naar uw telefoonnummer (${p})`,
  linkEmail: (e) => `naar uw e-mailadres (${e})`,
  linkTo: (place) => `de knop leidt nu ${place}`,
  linkAlready: (place) => `De knop leidt al ${place}.`,
  askLink:
    'Waar moet de knop naartoe leiden? Bijvoorbeeld naar het contactformulier, de diensten of uw telefoonnummer.',
  linkAddress: (a) => `naar ${a}`,
  textRemoved: (w) => `${w} verwijderen`,
  translateAsk: (w, c) =>
    `Ik kan “${c}” niet zelf vertalen. Wat moet ${w} zeggen? Schrijf het in de taal die u wilt.`,
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
  noPlan: (n) => `Ik vind “${n}” niet op uw site. Welk abonnement of welke dienst bedoelt u?`,
  noQuestion: 'Ik vind die vraag niet in uw veelgestelde vragen.',
  noImages: 'Uw site heeft geen afbeeldingen om te vervangen.',
  imageQuestion: 'Welke afbeelding wilt u vervangen? Upload een nieuwe.',
  businessQuestion: 'Hier zijn uw contactgegevens en openingstijden; pas aan wat nodig is.',
  imageReplaced: 'Klaar: de nieuwe afbeelding staat op uw site. Wat wilt u nog meer veranderen?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Dit heb ik gevonden voor “${q}”. Kies een foto, en de afbeelding van uw site die hij moet vervangen.`
        : `Dit heb ik gevonden voor “${q}”. Kies de foto die u mooi vindt.`,
    none: (q) =>
      `Ik heb geen foto’s van “${q}” gevonden. Probeer andere woorden, of upload hieronder een eigen foto.`,
    off: 'Op deze Zappy is geen fotodienst ingesteld, dus ik kan geen foto’s zoeken. U kunt hieronder wel een eigen foto uploaden.',
    failed: {
      unauthorized:
        'De fotodienst weigerde de sleutel van deze Zappy, dus ik kan nu geen foto’s zoeken. Er is niets aan uw site veranderd; u kunt hieronder een eigen foto uploaden.',
      rate_limited:
        'De fotodienst heeft voorlopig te veel zoekopdrachten gehad. Probeer het later opnieuw, of upload hieronder een eigen foto; er is niets aan uw site veranderd.',
      unavailable:
        'De fotodienst antwoordde niet op tijd. Probeer het zo opnieuw, of upload hieronder een eigen foto; er is niets aan uw site veranderd.',
      unusable:
        'De fotodienst stuurde niets wat ik kan gebruiken. Probeer andere woorden, of upload hieronder een eigen foto; er is niets aan uw site veranderd.',
    },
  },
  businessSaved:
    'Opgeslagen: uw bedrijfsgegevens staan op uw site. Wat wilt u nog meer veranderen?',
  faqAsk: 'Stuur de eerste vraag en het antwoord, bijvoorbeeld “Bezorgen jullie? Ja, binnen 5 km”.',
  undoHint:
    'Elke wijziging blijft bewaard als versie: om de laatste ongedaan te maken, klikt u in deze chat direct eronder op „Ongedaan maken”; om verder terug te gaan, klikt u onder het voorbeeld bij „Versies” op „Terugzetten” naast een eerdere versie.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `Wij bieden ook ${items}.`,
  citySentence: (city) => `Wij zitten in ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
