import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

// French typography: a no-break space (U+00A0) before ? ! : ; and inside « ».

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1] ?? ''}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** " à Lyon", " au Havre", " aux Sables-d’Olonne"; '' without a city. */
function inCity(city: string): string {
  if (!city) return '';
  const article = /^(Le|Les) (.+)$/u.exec(city);
  if (article) return ` ${article[1] === 'Le' ? 'au' : 'aux'} ${article[2] ?? ''}`;
  return ` à ${city}`;
}

/** "de Boulangerie Martin", "d’Atelier Rose", "du Bistrot" (for "Le Bistrot"). */
function de(name: string): string {
  const article = /^(Le|Les) (.+)$/u.exec(name);
  if (article) return `${article[1] === 'Le' ? 'du' : 'des'} ${article[2] ?? ''}`;
  return /^([aeiouàâäéèêëîïôöùûü]|h[ôo]tel)/iu.test(name) ? `d’${name}` : `de ${name}`;
}

const years = (n: string) => `${n} ${n === '1' ? 'an' : 'ans'}`;

/**
 * "Ruta est un outil qui…", in the owner's words; when the headline already says the rest, only
 * what the product is, so the intro never repeats the headline word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? `, depuis ${f.city}` : '';
  const full = `${f.name} est ${product}${place}.`;
  if (!full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `Au programme\u00a0: ${list(f.specialties.slice(0, 4))}.`
      : `Cliquez sur «\u00a0${f.cta}\u00a0» ou écrivez-nous.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/u, '').toLowerCase()))
    return `Découvrez ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} est ${head}${place}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  bakery: {
    label: 'Boulangerie',
    noun: 'boulangerie',
    aNoun: 'une boulangerie',
    ctas: ['Commander', 'Précommander un gâteau', 'Passer à la boulangerie'],
  },
  cafe: {
    label: 'Café',
    noun: 'café',
    aNoun: 'un café',
    ctas: ['Passer nous voir', 'Voir la carte', 'Réserver la salle'],
  },
  restaurant: {
    label: 'Restaurant',
    noun: 'restaurant',
    aNoun: 'un restaurant',
    ctas: ['Réserver une table', 'Voir la carte'],
  },
  bar: {
    label: 'Bar / brasserie',
    noun: 'bar',
    aNoun: 'un bar',
    ctas: ['Réserver une table', 'Voir la carte des boissons', 'Organiser une soirée'],
  },
  catering: {
    label: 'Traiteur',
    noun: 'traiteur',
    aNoun: 'un traiteur',
    ctas: ['Demander un devis', 'Composer votre menu', 'Réserver une dégustation'],
  },
  hotel: {
    label: 'Hôtel / chambres d’hôtes',
    noun: 'maison d’hôtes',
    aNoun: 'une maison d’hôtes',
    ctas: ['Voir les disponibilités', 'Réserver votre séjour', 'Demander des dates'],
  },
  law: {
    label: 'Cabinet d’avocats',
    noun: 'cabinet d’avocats',
    aNoun: 'un cabinet d’avocats',
    ctas: ['Prendre rendez-vous', 'Demander conseil', 'Être rappelé'],
  },
  accounting: {
    label: 'Comptabilité',
    noun: 'cabinet comptable',
    aNoun: 'un cabinet comptable',
    ctas: ['Planifier un appel', 'Demander un devis', 'Changer de comptable'],
  },
  consulting: {
    label: 'Conseil / accompagnement',
    noun: 'cabinet de conseil',
    aNoun: 'un cabinet de conseil',
    ctas: ['Planifier un premier échange', 'Nous contacter', 'Lancer un projet'],
  },
  'real-estate': {
    label: 'Agence immobilière',
    noun: 'agence immobilière',
    aNoun: 'une agence immobilière',
    ctas: ['Demander une estimation', 'Voir les annonces', 'Parler à un conseiller'],
  },
  'marketing-agency': {
    label: 'Agence de communication',
    noun: 'agence',
    aNoun: 'une agence',
    ctas: ['Lancer un projet', 'Demander une proposition', 'Planifier un appel'],
  },
  architecture: {
    label: 'Architecture / décoration',
    noun: 'agence d’architecture',
    aNoun: 'une agence d’architecture',
    ctas: ['Prendre rendez-vous', 'Lancer votre projet', 'Voir nos réalisations'],
  },
  dental: {
    label: 'Cabinet dentaire',
    noun: 'cabinet dentaire',
    aNoun: 'un cabinet dentaire',
    ctas: ['Prendre rendez-vous', 'Appeler le cabinet', 'Demander un contrôle'],
  },
  clinic: {
    label: 'Cabinet médical / thérapie',
    noun: 'cabinet',
    aNoun: 'un cabinet',
    ctas: ['Prendre rendez-vous', 'Demander un bilan', 'Nous appeler'],
  },
  yoga: {
    label: 'Yoga / Pilates',
    noun: 'studio',
    aNoun: 'un studio',
    ctas: ['Réserver votre premier cours', 'Voir les cours'],
  },
  fitness: {
    label: 'Salle de sport / coach sportif',
    noun: 'salle de sport',
    aNoun: 'une salle de sport',
    ctas: ['Réserver une séance', 'Voir les abonnements', 'Nous rendre visite'],
  },
  salon: {
    label: 'Coiffeur / barbier',
    noun: 'salon de coiffure',
    aNoun: 'un salon de coiffure',
    ctas: ['Prendre rendez-vous', 'Appeler pour réserver'],
  },
  spa: {
    label: 'Institut de beauté / spa',
    noun: 'institut de beauté',
    aNoun: 'un institut de beauté',
    ctas: ['Réserver un soin', 'Voir les soins'],
  },
  pet: {
    label: 'Animaux / vétérinaire',
    noun: 'service pour animaux',
    aNoun: 'un service pour animaux',
    ctas: ['Prendre rendez-vous', 'Réserver un toilettage', 'Faire connaissance'],
  },
  plumbing: {
    label: 'Plomberie / chauffage',
    noun: 'entreprise de plomberie',
    aNoun: 'une entreprise de plomberie',
    ctas: ['Nous appeler', 'Demander un devis', 'Planifier une intervention'],
  },
  electrician: {
    label: 'Électricien',
    noun: 'entreprise d’électricité',
    aNoun: 'une entreprise d’électricité',
    ctas: ['Demander un devis', 'Nous appeler', 'Planifier un diagnostic'],
  },
  construction: {
    label: 'Construction / rénovation',
    noun: 'entreprise de bâtiment',
    aNoun: 'une entreprise de bâtiment',
    ctas: ['Demander un devis', 'Planifier une visite', 'Voir nos réalisations'],
  },
  cleaning: {
    label: 'Nettoyage',
    noun: 'entreprise de nettoyage',
    aNoun: 'une entreprise de nettoyage',
    ctas: ['Demander un devis', 'Réserver un nettoyage', 'Nous appeler'],
  },
  landscaping: {
    label: 'Paysagisme / jardinage',
    noun: 'entreprise de paysagisme',
    aNoun: 'une entreprise de paysagisme',
    ctas: ['Demander un devis', 'Planifier une visite du jardin', 'Nous appeler'],
  },
  auto: {
    label: 'Garage automobile',
    noun: 'garage',
    aNoun: 'un garage',
    ctas: ['Réserver un entretien', 'Demander un devis', 'Appeler le garage'],
  },
  'bike-shop': {
    label: 'Vélociste',
    noun: 'magasin de vélos',
    aNoun: 'un magasin de vélos',
    ctas: ['Réserver une réparation', 'Passer au magasin', 'Nous appeler'],
  },
  photography: {
    label: 'Photographie',
    noun: 'studio photo',
    aNoun: 'un studio photo',
    ctas: ['Voir les disponibilités', 'Réserver une séance', 'Voir les réalisations'],
  },
  events: {
    label: 'Mariages / événements',
    noun: 'agence événementielle',
    aNoun: 'une agence événementielle',
    ctas: ['Organiser votre événement', 'Prendre rendez-vous', 'Vérifier les dates'],
  },
  education: {
    label: 'Soutien scolaire / cours',
    noun: 'service de cours particuliers',
    aNoun: 'un service de cours particuliers',
    ctas: ['Réserver un premier cours', 'Se renseigner sur les cours', 'S’inscrire'],
  },
  music: {
    label: 'Musique / arts',
    noun: 'studio de musique',
    aNoun: 'un studio de musique',
    ctas: ['Réserver un premier cours', 'Voir les disponibilités', 'Écouter et réserver'],
  },
  saas: {
    label: 'Logiciel / application',
    noun: 'logiciel',
    aNoun: 'un logiciel',
    ctas: ['Commencer', 'Rejoindre la liste d’attente', 'Demander une démonstration'],
  },
  ecommerce: {
    label: 'Boutique en ligne / artisanat',
    noun: 'boutique',
    aNoun: 'une boutique',
    ctas: ['Découvrir la collection', 'Commander une pièce sur mesure', 'Voir les nouveautés'],
  },
  boutique: {
    label: 'Boutique / commerce',
    noun: 'boutique',
    aNoun: 'une boutique',
    ctas: ['Venir en boutique', 'Voir les nouveautés', 'Réserver un conseil en style'],
  },
  nonprofit: {
    label: 'Association / collectif',
    noun: 'association',
    aNoun: 'une association',
    ctas: ['Faire un don', 'Devenir bénévole', 'S’engager'],
  },
  travel: {
    label: 'Voyages / excursions',
    noun: 'agence de voyages',
    aNoun: 'une agence de voyages',
    ctas: ['Réserver une excursion', 'Voir les dates', 'Organiser un voyage sur mesure'],
  },
  general: {
    label: 'Entreprise locale',
    noun: 'entreprise',
    aNoun: 'une entreprise',
    ctas: ['Nous contacter', 'Demander un devis', 'Nous appeler'],
  },
};

/** The site's own headlines: the knowledge base's are English. */
const headlines = [
  'Bienvenue chez {name}',
  'Faites connaissance avec {name}',
  'Votre {noun} à {city}',
  '{name}\u00a0: {specialty} à {city}',
  '{specialty}, par {name}',
  '{name}, à votre écoute',
] as const;

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'Comment vous contacter\u00a0?',
  'Écrivez-nous avec le formulaire de cette page ou utilisez nos coordonnées.',
] as const;

/** French. */
export const copy: SitePhrases = {
  language: 'fr',
  list,
  inCity,
  yourArea: 'votre région',
  ourCustomers: 'nos clients',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Prendre rendez-vous',
    order: 'Commander en ligne',
    quote: 'Demander un devis',
    donate: 'Faire un don',
    beta: 'Rejoindre la bêta',
    waitlist: 'S’inscrire sur la liste d’attente',
    trial: 'Essayer',
    demo: 'Réserver une démonstration',
    signup: 'S’inscrire',
    shop: 'Acheter',
    call: 'Nous appeler',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => headlines,
  since: (year) => `Depuis ${year}`,
  yearsOfExperience: (n) => `${years(n)} d’expérience`,
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label}${inCity(city)}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const who = `${f.name} est ${f.aNoun}${inCity(f.city)}${f.audience ? ` pour ${f.audience}` : ''}.`;
      if (f.specialties.length === 0) return who;
      return f.friendly
        ? `${who} À découvrir\u00a0: ${list(f.specialties.slice(0, 2))}.`
        : `${who} Nos spécialités\u00a0: ${list(f.specialties.slice(0, 4))}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Découvrir ce que nous faisons' : 'Nos prestations'),
  },
  features: {
    heading: (f) => `Pourquoi choisir ${f.name}\u00a0?`,
    intro: (f) =>
      !f.audience
        ? `Ce que vous pouvez attendre de nous.`
        : f.friendly
          ? `Quelques bonnes raisons de revenir chez nous.`
          : `Ce que nous proposons pour ${f.audience}.`,
    highlightText: (f, h) =>
      h.since
        ? `Nous sommes au service de nos clients${inCity(f.city)} depuis ${h.since}.`
        : h.years
          ? `${years(h.years)} d’expérience, au service de chaque client.`
          : 'Une valeur à laquelle nous tenons.',
  },
  services: {
    heading: (friendly) => (friendly ? 'Ce que nous faisons' : 'Nos prestations'),
    free: 'Gratuit',
    from: (amount) => `À partir de ${amount}`,
  },
  about: {
    heading: (f) => `À propos ${de(f.name)}`,
    body: (f) =>
      [
        `${f.product ? `Nous proposons ${f.product}` : `Nous sommes ${f.aNoun}${inCity(f.city)}`}${f.since ? `${f.product ? ',' : ''} depuis ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `Nos spécialités\u00a0: ${list(f.specialties.slice(0, 4))}${f.audience ? `, pour ${f.audience}` : ''}.`
          : '',
        f.years ? `Nous avons ${years(f.years)} d’expérience derrière nous.` : '',
        f.friendly
          ? `${f.local ? 'Passez nous voir, écrivez-nous' : 'Écrivez-nous'} ou cliquez sur «\u00a0${f.cta}\u00a0»\u00a0: nous serons ravis d’avoir de vos nouvelles.`
          : `Pour commencer, cliquez sur «\u00a0${f.cta}\u00a0» ou envoyez-nous un message.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Ici,${inCity(city)}`,
  },
  gallery: { heading: (f) => `${f.name} en images` },
  testimonials: { heading: (f) => `Ce que nos clients disent ${de(f.name)}` },
  team: { heading: (f) => `L’équipe ${de(f.name)}` },
  pricing: {
    heading: (f) => `Les tarifs ${de(f.name)}`,
    intro: (f) => (f.friendly ? 'Nos formules, en toute simplicité.' : 'Formules et tarifs.'),
    startingPrice: 'Prix de départ',
    periods: {
      monthly: 'par mois',
      yearly: 'par an',
      weekly: 'par semaine',
      'one-time': 'paiement unique',
    },
  },
  faq: {
    heading: 'Questions fréquentes',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      'Comment réserver\u00a0?',
      `Utilisez le bouton «\u00a0${f.cta}\u00a0» de cette page ou envoyez-nous un message.`,
    ],
    pricesOnRequest: (f) => [
      `Quels sont les tarifs ${de(f.name)}\u00a0?`,
      `Nos tarifs sont communiqués sur demande\u00a0: envoyez-nous un message et ${f.name} vous adressera un devis.`,
    ],
    leadTime: (notice) => ['Combien de temps à l’avance faut-il commander\u00a0?', notice],
    serviceArea: (towns) => ['Quelles zones couvrez-vous\u00a0?', `Nous intervenons à ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} en bref`,
    since: 'à votre service depuis',
    years: 'ans d’expérience',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `À bientôt${inCity(f.city)}`;
      if (/^(faire un don|donner|devenir bénévole|soutenir|s['’]engager)/iu.test(f.cta))
        return `Soutenir ${f.name}`;
      if (f.cta.includes(f.name) || /liste d['’]attente|bêta|^commencer$/iu.test(f.cta))
        return f.cta;
      // "Appeler …", "Demander un devis auprès de …", "Réserver une table chez …"; other
      // actions ("Voir la carte") do not take the name.
      const us = /^nous (appeler|contacter)$/iu.exec(f.cta);
      if (us) return `${cap(us[1] ?? '')} ${f.name}`;
      if (/^demander/iu.test(f.cta)) return `${f.cta} auprès ${de(f.name)}`;
      if (/^(réserver|prendre rendez-vous|commander|précommander)\b/iu.test(f.cta))
        return `${f.cta} chez ${f.name}`;
      return f.cta;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : 'Une question avant de vous décider\u00a0? Écrivez-nous.',
    call: (phone) => `Appeler le ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `Retrouvez ${f.name}${inCity(f.city)}` : `Contacter ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `écrivez à ${f.email}` : '',
        f.phone ? `appelez le ${f.phone}` : '',
      ].filter(Boolean);
      return [
        ways.length > 0
          ? `${cap(ways.join(' ou '))}, ou envoyez-nous un message.`
          : 'Envoyez-nous un message.',
        f.hoursNote ? `Horaires\u00a0: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Suivez-nous\u00a0: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `du ${first} au ${last}`,
    openFrom: (days, time) => `${days} à partir de ${time}`,
    everyDay: 'Tous les jours',
    byAppointment: 'Sur rendez-vous',
    heading: 'Horaires d’ouverture',
  },
  footer: {
    product: (f, product) => `${f.name} est ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `À propos ${de(f.name)}`,
    gallery: (f, caption) => `${caption} chez ${f.name}`,
    illustration: (alt) => `Illustration\u00a0: ${alt}`,
  },
};
