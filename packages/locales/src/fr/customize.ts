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
  contact: 'vos coordonnées',
  hours: 'vos horaires',
  faqAdded: (q) => `la question « ${q} »`,
  faqRemoved: (q) => `retirer la question « ${q} »`,
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
  businessSaved:
    'Enregistré : vos informations sont sur votre site. Que voulez-vous changer d’autre ?',
  faqAsk: 'Envoyez la première question et sa réponse, par exemple « Livrez-vous ? Oui, à 5 km ».',
  undoHint:
    'Chaque modification est gardée comme version : pour annuler la dernière, cliquez sur « Annuler » juste en dessous dans ce chat ; pour revenir plus loin, cliquez sur « Restaurer » sur une version précédente dans « Versions », sous l’aperçu.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
