import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

// French typography: a no-break space (written \u00a0) before ? ! : ; and inside « ».

const { list } = copy;

/** "de Boulangerie Martin", "d’Atelier Rose", "du Bistrot" (for "Le Bistrot"). */
function de(name: string): string {
  const article = /^(Le|Les) (.+)$/u.exec(name);
  if (article) return `${article[1] === 'Le' ? 'du' : 'des'} ${article[2] ?? ''}`;
  return /^([aeiouàâäéèêëîïôöùûü]|h[ôo]tel)/iu.test(name) ? `d’${name}` : `de ${name}`;
}

/** " à Lyon", " au Havre", " aux Sables-d’Olonne"; '' without a city. */
function inCity(city: string): string {
  if (!city) return '';
  const article = /^(Le|Les) (.+)$/u.exec(city);
  if (article) return ` ${article[1] === 'Le' ? 'au' : 'aux'} ${article[2] ?? ''}`;
  return ` à ${city}`;
}

/** The wizard in French (vous). */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('fr') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'net et actuel',
  elegant: 'raffiné, aux neutres chauds',
  playful: 'lumineux et chaleureux',
  bold: 'percutant et affirmé',
  minimal: 'sobre, avec beaucoup de blanc',
  corporate: 'fiable et structuré',
};

const palettes: PaletteWords = {
  hues: {
    red: 'rouge',
    orange: 'orange',
    yellow: 'jaune',
    green: 'vert',
    teal: 'turquoise',
    blue: 'bleu',
    purple: 'violet',
    pink: 'rose',
    brown: 'brun',
    grey: 'gris',
  },
  moods: {
    modern: 'moderne',
    elegant: 'élégant',
    playful: 'ludique',
    bold: 'audacieux',
    minimal: 'minimaliste',
    corporate: 'institutionnel',
  },
  name: (mood, hue) => `${cap(hue)} ${mood}`,
  withAccent: (name, accent) => `${name} et ${accent}`,
  description: (mood, hue, style) =>
    `${cap(hue)} ${mood} : ${NOTES[style]} ; chaque texte respecte le contraste WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'fr',
  list,
  yourBusiness: 'votre entreprise',
  languageNames: {
    en: 'anglais',
    es: 'espagnol',
    fr: 'français',
    de: 'allemand',
    it: 'italien',
    pt: 'portugais',
    nl: 'néerlandais',
    he: 'hébreu',
    ar: 'arabe',
    ru: 'russe',
  },
  questions: {
    identity: (hasCity) =>
      hasCity
        ? 'Comment s’appelle votre entreprise\u00a0?'
        : 'Comment s’appelle votre entreprise, et dans quelle ville se trouve-t-elle\u00a0?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'p. ex. Boulangerie Martin' : 'p. ex. Boulangerie Martin, Lyon',
    industry: (name) =>
      name ? `Quelle est l’activité ${de(name)}\u00a0?` : 'Quelle est votre activité\u00a0?',
    otherIndustry: 'Autre chose (à préciser)',
    services: (name) =>
      `Que propose ${name} parmi ces choix\u00a0? Sélectionnez tout ce qui convient, ou ajoutez les vôtres.`,
    servicesOpen: (name) =>
      `Que propose ${name}\u00a0? Indiquez vos principaux produits ou services.`,
    servicesPlaceholder: 'p. ex. pain au levain, gâteaux de fête, café',
    contact: (name, local) =>
      `Comment les clients peuvent-ils joindre ${name}\u00a0? Indiquez une adresse e-mail, un numéro de téléphone${local ? ' et votre adresse postale' : ' ou un site web'}.`,
    contactPlaceholder: 'p. ex. bonjour@boulangerie-martin.fr, 04 78 12 34 56',
    brandColor: (name) =>
      `Quelle couleur se rapproche le plus de la couleur de marque ${de(name)}\u00a0?`,
    palette: (name) =>
      `Choisissez une palette de couleurs pour ${name}. Toutes les options respectent les critères de contraste pour l’accessibilité.`,
    heroImage: (name) => `Quel style d’image d’accueil choisir pour ${name}\u00a0?`,
    heroOption: (n) => `Option ${n}`,
    callToAction: 'Que doivent faire les visiteurs en premier en arrivant sur votre site\u00a0?',
    callUs: 'Appelez-nous',
    sendMessage: 'Envoyez-nous un message',
    audience: (name) => `Qui sont les principaux clients ${de(name)}\u00a0?`,
    audiencePlaceholder: 'p. ex. les jeunes familles du quartier',
    tone: 'Quel ton doit avoir le site\u00a0?',
    toneFormal: 'Formel et précis',
    toneWarm: 'Chaleureux et convivial',
    priceLevel: (name) => `Quel est le niveau de prix ${de(name)}\u00a0?`,
    budget: 'Abordable',
    premium: 'Haut de gamme',
    hours: (name) => `Quels sont les horaires d’ouverture ${de(name)}\u00a0?`,
    hoursPlaceholder: 'p. ex. lun-ven 8h-18h, sam 9h-13h, fermé le dimanche',
    prices: (name) =>
      `Quels sont les tarifs ${de(name)}\u00a0? Indiquez les prix ou les formules à afficher (le site n’en affichera aucun autre), ou répondez «\u00a0sur demande\u00a0».`,
    pricesPlaceholder: 'p. ex. Essentiel 19 €/mois, Pro 49 €/mois',
    sections: 'Quelles sections le site doit-il comporter\u00a0?',
    recommended: 'Recommandée',
    styles: {
      modern: 'Moderne',
      elegant: 'Élégant',
      playful: 'Ludique',
      bold: 'Audacieux',
      minimal: 'Minimaliste',
      corporate: 'Institutionnel',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => inCity(city).trim(),
    offering: (services) => `proposant ${services}`,
    openingHours: 'vos horaires d’ouverture',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'vos jours d’ouverture',
    prices: (names) => `vos tarifs (${names})`,
    pricesOnRequest: 'tarifs sur demande',
    audience: (audience) => `pour ${audience}`,
    palette: (name) => `la palette «\u00a0${name}\u00a0»`,
    heroImage: 'votre image d’accueil',
    mainButton: (cta) => `«\u00a0${cta}\u00a0» comme bouton principal`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'le ton du site',
    priceLevel: (level) => `niveau de prix ${level} sur 5`,
    siteLanguage: (language) => `le site en ${language}`,
  },
  replies: {
    gotIt: (facts) => `C’est noté\u00a0: ${facts}.`,
    updated: (facts) => `Mis à jour\u00a0: ${facts}.`,
    readyAgain: 'Tout est prêt\u00a0: vous pouvez générer votre site dès maintenant.',
    defaultChosen: 'Pas de souci, je choisirai une bonne option par défaut.',
    writtenIn: (written, site) =>
      `Je vois que vous écrivez en ${written}. Je rédigerai le site en ${site} et je garderai vos informations exactement telles que vous les avez données.`,
    ready: (s) =>
      `J’ai tout ce qu’il me faut\u00a0: un site ${s.style.toLowerCase()} pour ${s.name} (${s.noun}${inCity(s.city)})${s.services.length > 0 ? `, mettant en avant ${list(s.services)},` : ''} avec «\u00a0${s.cta}\u00a0» comme appel à l’action principal. Vous pouvez générer votre site dès maintenant.`,
  },
};
