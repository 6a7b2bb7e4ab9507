import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// French: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['« ', ' »'], ', ', ' ou ');

export const replies: CustomizeReplies = {
  applying: (n) => `Voici ce que je vais changer : ${n.join(' ; ')}. Je l’applique maintenant.`,
  menuQuestion: 'Que souhaitez-vous changer ?',
  menuHint:
    'Choisissez une option ou décrivez-le avec vos mots (par exemple « mets-le en vert » ou « change le titre en Pain frais chaque jour »).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `une palette en ${c} où tous les textes restent lisibles`,
  style: (s) => `le style ${s}`,
  styleNames: {
    modern: 'moderne',
    elegant: 'élégant',
    playful: 'ludique',
    bold: 'audacieux',
    minimal: 'minimaliste',
    corporate: 'professionnel',
  },
  moves: {
    warmer: 'plus chaude',
    cooler: 'plus froide',
    darker: 'plus foncée',
    lighter: 'plus claire',
    vivid: 'plus vive',
    softer: 'plus douce',
    contrast: 'plus contrastée',
  },
  paletteMoved: (m, c) => `une palette ${copy.list(m)} (${c}) où tous les textes restent lisibles`,
  fontNames: {
    serif: 'une police avec empattements',
    sans: 'une police sans empattements',
    rounded: 'une police arrondie',
    mono: 'une police machine à écrire',
  },
  fontsFor: {
    headings: (f) => `${f} pour les titres`,
    body: (f) => `${f} pour le texte`,
    all: (f) => `${f} pour tout le texte`,
  },
  alreadyHas: (what) => `Votre site a déjà ${what}.`,
  lookQuestion:
    'Dans quelle direction faire évoluer le style ? Choisissez une option ou décrivez-la (par exemple « des couleurs plus chaudes » ou « un style plus audacieux »).',
  colourQuestion:
    'Dans quelle direction faire évoluer les couleurs ? Choisissez une option ou nommez une couleur (par exemple « bleu marine » ou « terracotta »).',
  fontQuestion: 'Quelle police préférez-vous ? Choisissez-en une.',
  lookChoices: {
    warmer: 'Des couleurs plus chaudes',
    cooler: 'Des couleurs plus froides',
    darker: 'Des couleurs plus foncées',
    lighter: 'Des couleurs plus claires',
    vivid: 'Des couleurs plus vives',
    softer: 'Des couleurs plus douces',
    contrast: 'Plus de contraste',
    modern: 'Un style plus moderne',
    elegant: 'Un style plus élégant',
    playful: 'Un style plus ludique',
    bold: 'Un style plus audacieux',
    minimal: 'Un style plus épuré',
    corporate: 'Un style plus professionnel',
    serif: 'Une police avec empattements',
    sans: 'Une police sans empattements',
    rounded: 'Une police arrondie',
    mono: 'Une police machine à écrire',
  },
  text: (what, value) => `${what} : « ${value} »`,
  headline: 'le titre',
  businessName: 'le nom de l’entreprise',
  imageDescription: 'la description de la photo',
  tagline: 'le slogan',
  subheading: 'le texte sous le titre',
  button: 'le bouton',
  headingOf: (s) => `le titre de la section ${s}`,
  textOf: (s) => `le texte de la section ${s}`,
  askValue: (what) => `Que doit dire ${what} ?`,
  shorterChoice: (what, current) =>
    `Je ne peux pas raccourcir « ${current} » sans perdre ce qu’il dit. Que doit dire ${what} ? Choisissez une de ces propositions ou écrivez la vôtre.`,
  rewriteAsk: (what, current) =>
    `Je ne peux pas réécrire « ${current} » ainsi sans en changer le sens. Que doit dire ${what} ?`,
  linkSection: (s) => `à la section ${s}`,
  linkPhone: (p) => `à votre numéro de téléphone (${p})`,
  linkEmail: (e) => `à votre adresse e-mail (${e})`,
  linkTo: (place) => `le bouton mène désormais ${place}`,
  linkAlready: (place) => `Le bouton mène déjà ${place}.`,
  askLink:
    'Où le bouton doit-il mener ? Par exemple au formulaire de contact, aux services ou à votre numéro de téléphone.',
  linkAddress: (a) => `vers ${a}`,
  textRemoved: (w) => `retirer ${w}`,
  translateAsk: (w, c) =>
    `Je ne peux pas traduire « ${c} » moi-même. Que doit dire ${w} ? Écrivez-le dans la langue voulue.`,
  removed: (s) => `retirer la section ${s}`,
  added: (s) => `une nouvelle section ${s}`,
  moved: (s) => `déplacer la section ${s}`,
  planAdded: (n) => `une nouvelle formule « ${n} »`,
  planPrice: (n, p) => `le prix de ${n} (${p})`,
  planRenamed: (a, b) => `la formule « ${a} » renommée « ${b} »`,
  planRemoved: (n) => `retirer la formule ${n}`,
  currency: (c) => `les prix en ${c}`,
  days: {
    sunday: 'dimanche',
    monday: 'lundi',
    tuesday: 'mardi',
    wednesday: 'mercredi',
    thursday: 'jeudi',
    friday: 'vendredi',
    saturday: 'samedi',
  },
  dayRange: (a, b) => `du ${a} au ${b}`,
  dayHours: (d, h) => `${d} : ${h}`,
  dayClosed: (d) => `${d} : fermé`,
  openAllDay: 'ouvert 24 h/24, tous les jours',
  appointmentOnly: 'uniquement sur rendez-vous (les horaires disparaissent de votre site)',
  appointmentToo: '« sur rendez-vous » à côté de vos horaires',
  hoursRemoved: 'retirer les horaires de votre site',
  noHours: 'Votre site n’affiche aucun horaire : il n’y a rien à retirer.',
  phone: 'le numéro de téléphone',
  email: 'l’adresse e-mail',
  website: 'le site web',
  address: 'l’adresse',
  alsoIn: (s) => `, aussi dans ${s.length > 1 ? 'les sections' : 'la section'} ${s.join(', ')}`,
  unchanged: (w) => `Votre site l’indique déjà (${w}) : il n’y a rien à changer.`,
  askDated:
    'Je ne peux pas programmer un changement pour plus tard : votre site change dès qu’il est appliqué. Voulez-vous que je le fasse maintenant ? Si oui, renvoyez-le sans la date.',
  askDayHours: (d) => `Quels sont les horaires (${d}) ? Par exemple « ${d}, de 10h à 14h ».`,
  askWeek:
    'Votre site n’affiche pas encore d’horaires. Quels sont-ils pour toute la semaine ? Par exemple « du lundi au vendredi de 9h à 17h, samedi de 9h à 13h ».',
  askInvalid: (what, value) =>
    `Je ne peux pas utiliser « ${value} » pour ${what} : cela ne semble pas valide. Pouvez-vous l’écrire à nouveau ?`,
  serviceAdded: (n) => `une nouvelle prestation « ${n} »`,
  serviceRemoved: (n) => `retirer la prestation « ${n} »`,
  serviceRenamed: (a, b) => `la prestation « ${a} » s’appelle désormais « ${b} »`,
  servicePrice: (n, p) => `le prix de « ${n} » : ${p}`,
  servicePriceRemoved: (n) => `plus de prix affiché pour « ${n} »`,
  serviceText: (n, v) => `la description de « ${n} » : « ${v} »`,
  serviceWhat: (n) => `Que faut-il changer pour « ${n} » : le nom, le prix ou la description ?`,
  serviceWhich: (names) =>
    `Laquelle voulez-vous dire : ${names.map((n) => `« ${n} »`).join(' ou ')} ?`,
  serviceAsk:
    'Comment s’appelle la prestation, et quel est son prix ? Par exemple « Bain pour chat 25 € ».',
  pricesRemoved: 'retirer tous les prix de votre site (vos prestations restent)',
  noPrices: 'Votre site n’affiche aucun prix : il n’y a rien à retirer.',
  teamAsk:
    'Qui la section équipe doit-elle présenter ? Envoyez le nom et le rôle de chaque personne, par exemple « Ana Ruiz, toiletteuse » ; Zappy n’invente jamais de personnes.',
  reviewsAsk:
    'Quels avis votre site doit-il afficher ? Collez ce que vos clients ont écrit, avec leurs noms ; Zappy n’invente jamais d’avis.',
  faqAdded: (q, a) => `la question « ${q} » avec la réponse « ${a} »`,
  faqRemoved: (q) => `retirer la question « ${q} »`,
  faqAnswered: (q, a) => `la réponse à « ${q} » : « ${a} »`,
  faqReworded: (from, to) => `la question « ${from} » reformulée en « ${to} »`,
  faqMoved: (q, place, count) =>
    `déplacer la question « ${q} » ${place === 1 ? 'en premier' : place === count ? 'en dernier' : `en position ${place}`}`,
  faqWhich: (questions) => `De quelle question parlez-vous : ${list(questions)} ?`,
  faqNew:
    'Quelle question voulez-vous ajouter, et quelle est sa réponse ? Par exemple « Livrez-vous ? Oui, à 5 km ».',
  faqAskAnswer: (q) => `Quelle est la réponse à « ${q} » ?`,
  faqAskNewAnswer: (q) => `Que doit dire la réponse à « ${q} » ?`,
  faqAskNewQuestion: (q) => `Comment formuler la question « ${q} » à la place ?`,
  faqInPlace: (q) => `La question « ${q} » est déjà à cette place.`,
  noFaq:
    'Votre site n’a pas encore de FAQ. Voulez-vous en créer une ? Envoyez une question et sa réponse, par exemple « Livrez-vous ? Oui, à 5 km ».',
  noSection: (s) => `Votre site n’a pas de section ${s} : il n’y a rien à changer.`,
  already: (s) => `Votre site a déjà une section ${s}.`,
  noPlan: (n) =>
    `Je ne trouve pas « ${n} » sur votre site. De quelle formule ou prestation parlez-vous ?`,
  noQuestion: 'Je ne trouve pas cette question dans votre FAQ.',
  noImages: 'Votre site n’a pas d’image à remplacer.',
  imageQuestion: 'Quelle image voulez-vous remplacer ? Importez-en une nouvelle.',
  businessQuestion: 'Voici vos coordonnées et vos horaires ; modifiez ce qu’il faut.',
  imageReplaced:
    'C’est fait : la nouvelle image est sur votre site. Que voulez-vous changer d’autre ?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Voici ce que j’ai trouvé pour «\u00a0${q}\u00a0». Choisissez une photo, et l’image de votre site qu’elle doit remplacer.`
        : `Voici ce que j’ai trouvé pour «\u00a0${q}\u00a0». Choisissez la photo qui vous plaît.`,
    none: (q) =>
      `Je n’ai trouvé aucune photo de «\u00a0${q}\u00a0». Essayez d’autres mots, ou importez votre propre photo ci-dessous.`,
    off: 'Aucun service de photos n’est configuré sur ce Zappy, je ne peux donc pas chercher de photos. Vous pouvez importer votre propre photo ci-dessous.',
    failed: {
      unauthorized:
        'Le service de photos a refusé la clé de ce Zappy, je ne peux donc pas chercher de photos pour le moment. Votre site n’a pas changé\u00a0; vous pouvez importer votre propre photo ci-dessous.',
      rate_limited:
        'Le service de photos a reçu trop de recherches pour le moment. Réessayez plus tard, ou importez votre propre photo ci-dessous\u00a0; votre site n’a pas changé.',
      unavailable:
        'Le service de photos n’a pas répondu à temps. Réessayez dans un instant, ou importez votre propre photo ci-dessous\u00a0; votre site n’a pas changé.',
      unusable:
        'Le service de photos n’a rien envoyé d’utilisable. Essayez d’autres mots, ou importez votre propre photo ci-dessous\u00a0; votre site n’a pas changé.',
    },
  },
  businessSaved:
    'Enregistré : vos informations sont sur votre site. Que voulez-vous changer d’autre ?',
  faqAsk: 'Envoyez la première question et sa réponse, par exemple « Livrez-vous ? Oui, à 5 km ».',
  undoHint:
    'Chaque modification est gardée comme version : pour annuler la dernière, cliquez sur « Annuler » juste en dessous dans ce chat ; pour revenir plus loin, cliquez sur « Restaurer » sur une version précédente dans « Versions », sous l’aperçu.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text} : ${items}`,
  offerSentence: (items) => `À découvrir aussi : ${items}.`,
  citySentence: (city) => `Nous sommes à ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
