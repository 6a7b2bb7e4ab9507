import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text} : ${items}`,
  offerSentence: (items) => `À découvrir aussi : ${items}.`,
  citySentence: (city) => `Nous sommes à ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
