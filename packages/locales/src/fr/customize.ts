import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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
  contact: 'vos coordonnées',
  hours: 'vos horaires',
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
