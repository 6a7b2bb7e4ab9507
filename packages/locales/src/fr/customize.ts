import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// French: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

export const replies: CustomizeReplies = {
  applying: (n) => `Voici ce que je vais changer : ${n.join(' ; ')}. Je l’applique maintenant.`,
  menuQuestion: 'Que souhaitez-vous changer ?',
  menuHint:
    'Choisissez une option ou décrivez-le avec vos mots (par exemple « mets-le en vert » ou « change le titre en Pain frais chaque jour »).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `une palette ${c} où tous les textes restent lisibles`,
  style: (s) => `le style ${s}`,
  fonts: 'les polices',
  text: (what, value) => `${what} : « ${value} »`,
  headline: 'le titre',
  businessName: 'le nom de l’entreprise',
  tagline: 'le slogan',
  subheading: 'le texte sous le titre',
  button: 'le bouton',
  headingOf: (s) => `le titre de la section ${s}`,
  textOf: (s) => `le texte de la section ${s}`,
  shortened: 'un texte plus court',
  askValue: (what) => `Que doit dire ${what} ?`,
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
  faqAdded: (q) => `la question « ${q} »`,
  faqRemoved: (q) => `retirer la question « ${q} »`,
  noSection: (s) => `Votre site n’a pas de section ${s} : il n’y a rien à changer.`,
  already: (s) => `Votre site a déjà une section ${s}.`,
  noPlan: (n) => `Je ne trouve pas de formule « ${n} » sur votre site.`,
  noQuestion: 'Je ne trouve pas cette question dans votre FAQ.',
  noImages: 'Votre site n’a pas d’image à remplacer.',
  imageQuestion: 'Quelle image voulez-vous remplacer ? Importez-en une nouvelle.',
  businessQuestion: 'Voici vos coordonnées et vos horaires ; modifiez ce qu’il faut.',
  imageReplaced:
    'C’est fait : la nouvelle image est sur votre site. Que voulez-vous changer d’autre ?',
  businessSaved:
    'Enregistré : vos informations sont sur votre site. Que voulez-vous changer d’autre ?',
  faqAsk: 'Envoyez la première question et sa réponse, par exemple « Livrez-vous ? Oui, à 5 km ».',
  undoHint:
    'Chaque modification est gardée comme version : pour l’annuler, cliquez sur « Restore » sur une version précédente dans « Versions », sous l’aperçu.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
