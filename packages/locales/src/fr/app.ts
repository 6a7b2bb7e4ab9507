import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 étoile' : `${count} étoiles`);

const list = listWords('fr');
const quote = (text: string) => `« ${text} »`;

export const app = {
  brief: {
    title: 'Votre brief',
    intro:
      'Zappy crée votre site à partir de ceci. Vérifiez-le et modifiez ce que vous voulez avant de générer.',
    loading: 'Chargement de votre brief…',
    saving: 'Enregistrement…',
    saved: 'Brief enregistré',
    saveFailed: 'Le brief n’a pas pu être enregistré. Veuillez réessayer.',
    fields: {
      businessName: 'Nom de l’entreprise',
      industry: 'Type d’activité',
      street: 'Rue',
      city: 'Ville ou zone desservie',
      state: 'Région',
      zip: 'Code postal',
      country: 'Pays',
      services: 'Services et produits',
      plans: 'Prix et formules',
      planName: 'Nom',
      planPrice: 'Prix',
      currency: 'Devise',
      hours: 'Horaires',
      hoursHint: 'Par exemple « 24 h/24 », « Sur rendez-vous » ou « Lun–Ven 9:00–17:00 »',
      email: 'E-mail',
      phone: 'Téléphone',
      website: 'Site web',
      goal: 'Objectif',
      callToAction: 'Bouton principal',
      language: 'Langue du site',
      palette: 'Palette',
      images: 'Images',
      about: 'Texte « À propos »',
      notes: 'Phrases à garder',
      serviceArea: 'Zones desservies',
      byAppointment: 'Sur rendez-vous',
    },
    groups: {
      business: 'L’entreprise',
      where: 'Où',
      offer: 'Ce que vous proposez',
      contact: 'Contact',
      look: 'Apparence et langue',
    },
    addService: 'Ajouter un service',
    addPrice: 'Ajouter un prix',
    addNote: 'Ajouter une phrase',
    addArea: 'Ajouter une zone',
    goals: {
      donations: 'Dons',
      signups: 'Inscriptions',
      bookings: 'Réservations',
      orders: 'Commandes',
      quotes: 'Demandes de devis',
      sales: 'Ventes en ligne',
      volunteers: 'Bénévoles',
    },
    remove: (item: string) => `Retirer ${item}`,
    notGiven: 'Non indiqué',
    chosenForYou: 'Choisies à la création du site',
    notUsed: {
      title: 'Pas encore utilisé',
      intro: 'Vous avez écrit ces mots et aucun champ ne les contient encore.',
      empty: 'Tout ce que vous avez écrit est dans le brief.',
      asService: 'Ajouter comme service',
      asNote: 'Ajouter comme note',
      toAbout: 'Ajouter au texte « À propos »',
      ignore: 'Ignorer',
      actionsFor: (text: string) => `Que faire de « ${text} »`,
      failed: 'Cela n’a pas fonctionné. Veuillez réessayer.',
    },
    errors: {
      nameRequired: 'Le nom de l’entreprise est obligatoire',
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      invalidPhone: 'Veuillez saisir un numéro de téléphone valide',
      invalidWebsite: 'Format d’URL du site web invalide',
      planName: (n: number) => `La formule ${n} doit avoir un nom`,
      planPrice: (n: number) => `La formule ${n} ne peut pas avoir un prix négatif`,
      areaTooLong: (n: number) => `La zone ${n} ne peut pas dépasser 200 caractères`,
      tooManyAreas: 'Indiquez 30 zones au maximum',
    },
    reach: {
      question: 'Où rencontrez-vous vos clients ?',
      premises: 'Ils viennent chez nous',
      mobile: 'Nous nous déplaçons chez eux',
      online: 'En ligne',
    },
  },
  wizard: {
    welcomeBack: 'Bon retour ! Vous pouvez maintenant générer votre site web.',
    loadingConversation: 'Chargement de votre conversation…',
    title: 'Assistant de création',
    intro: 'Répondez à quelques questions et Zappy crée votre site.',
    messageLabel: 'Votre message',
    messagePlaceholder: 'Écrivez votre message…',
    typing: 'Zappy écrit…',
    ready: {
      title: 'Le plan de votre site est prêt',
      build: 'Zappy a tout ce qu’il faut pour créer votre site.',
      signIn: 'Connectez-vous pour garder cette conversation et créer votre site.',
      starting: 'Lancement de la génération…',
    },
  },
  widgets: {
    submit: 'Envoyer',
    answerFor: (question: string) => `Réponse : ${question}`,
    selected: (count: number) => `Sélection : ${count}.`,
    chooseOne: 'Choisissez une option.',
    chooseAll: 'Choisissez toutes celles qui conviennent.',
    choosePalette: 'Choisissez une palette.',
    chooseColour: 'Choisissez une couleur.',
    chooseImage: 'Choisissez une image.',
    slider: 'Faites glisser le curseur ou utilisez les flèches du clavier.',
    text: 'Tapez votre réponse et appuyez sur Entrée ou Envoyer.',
    ownValue: 'Ou écrivez la vôtre (séparez-en plusieurs par des virgules)',
    rating: {
      stars,
      rate: (max: number) => `Notez de 1 à ${max} étoiles.`,
      rated: (count: number) => `Votre note : ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} sur ${max} étoiles`,
    },
    sliderValue: 'Votre choix',
    charactersUsed: 'Caractères utilisés :',
    heroPhotos: {
      credit: (name, provider) => `Photo : ${name} / ${provider}`,
      uploadOwn: 'Importer la vôtre',
      choose: 'Choisir une photo',
      describeFirst: "Décrivez d'abord la photo, puis choisissez-la.",
      added: 'Votre photo a été ajoutée et sélectionnée.',
      failed: "La photo n'a pas pu être ajoutée. Veuillez réessayer.",
    },
    imageReplace: {
      replace: 'Remplacer',
      uploading: 'Envoi…',
      replaced: 'Remplacée',
      unavailable: (alt: string) => `${alt} (image indisponible)`,
      answer: (image: string, file: string) => `J’ai remplacé ${image} par ${file}`,
      describe: 'Décrivez cette photo pour les personnes qui ne peuvent pas la voir',
      noDescription: 'Cette photo n’a pas encore de description.',
      save: 'Enregistrer',
      described: 'Description enregistrée',
    },
    businessEditor: {
      title: 'Informations de l’entreprise',
      terms: {
        company: 'Entreprise',
        email: 'E-mail',
        phone: 'Téléphone',
        website: 'Site web',
        address: 'Adresse',
        hours: 'Horaires d’ouverture',
      },
      days,
      closed: 'fermé',
      edit: 'Modifier les informations',
      answer: 'Informations de l’entreprise enregistrées',
    },
  },
  customize: {
    welcome:
      'Bonjour ! Dites-moi ce que vous souhaitez changer sur votre site. Je peux réécrire les ' +
      'textes et le titre, changer les couleurs et le style, ajouter, retirer ou déplacer des ' +
      'sections, mettre à jour les prix, les horaires et les coordonnées, et remplacer les images. ' +
      'Chaque changement crée une nouvelle version : vous pouvez toujours revenir à une ' +
      'précédente depuis Versions.',
    applied: (version: number) =>
      `C’est fait : il s’agit de la version ${version}. Votre site est en cours de mise à jour.`,
    undo: 'Annuler',
    undoTo: (version: number) => `Annuler : revenir à la version ${version}`,
    undone: (version: number) =>
      `Annulé : votre site est redevenu tel qu’il était dans la version ${version}.`,
    conversation: 'Conversation de personnalisation',
    messageLabel: 'Votre demande de modification',
    editing: (label: string) => `Modification : ${label}`,
    stopEditing: (label: string) => `Arrêter de modifier ${label}`,
  },
  feedback: {
    title: 'Commentaires',
    label: 'Que pensez-vous de cette version ?',
    placeholder:
      'Par exemple : le titre est trop long et j’aimerais afficher nos horaires d’ouverture.',
    submit: 'Envoyer le commentaire',
    submitting: 'Envoi…',
    empty: 'Aucun commentaire pour l’instant. Zappy répond par des suggestions et des questions.',
    earlier: 'Commentaires précédents',
    yours: 'Votre commentaire, ',
    suggestions: 'Suggestions',
    questions: 'Questions',
  },
  chat: {
    youSaid: 'Vous avez dit :',
    said: (name: string) => `${name} a dit :`,
    send: 'Envoyer le message',
    assistant: 'L’assistant',
    conversation: 'Conversation',
  },
  dialog: {
    close: 'Fermer la boîte de dialogue',
  },
  businessInfo: {
    title: 'Informations de l’entreprise',
    companyName: 'Nom de l’entreprise',
    email: 'E-mail',
    phone: 'Téléphone',
    address: 'Adresse',
    street: 'Rue',
    city: 'Ville',
    state: 'Région ou État',
    zip: 'Code postal',
    country: 'Pays',
    hours: 'Horaires d’ouverture',
    days,
    closed: 'Fermé',
    closedOn: (day: string) => `Fermé le ${day.toLowerCase()}`,
    opensAt: (day: string) => `Heure d’ouverture du ${day.toLowerCase()}`,
    closesAt: (day: string) => `Heure de fermeture du ${day.toLowerCase()}`,
    to: 'à',
  },
  preview: {
    publishing: 'Publication',
    publishingLoading: 'Chargement...',
    customize: 'Personnaliser',
    closeCustomize: 'Fermer la personnalisation',
    businessInfo: 'Infos de l’entreprise',
    version: (version: number) => `Version ${version}`,
    newTab: '(s’ouvre dans un nouvel onglet)',
    noPage: 'Ce site n’a encore aucune page à afficher.',
    frameTitle: (site: string) => `Aperçu du site ${site}`,
    privatePreview: 'Aperçu privé',
    pointAndEdit: {
      button: 'Pointer et modifier',
      picking:
        'Cliquez sur un titre, un texte, une image ou une section de votre site, puis dites dans ' +
        'le chat ce qu’il faut changer.',
      notEditable: 'Cette partie de la page ne peut pas être modifiée ici.',
      failed: 'Impossible de lire cette partie de la page. Veuillez réessayer.',
      text: (text: string) => `« ${text} »`,
      image: (name: string) => `l’image « ${name} »`,
      thisImage: 'cette image',
      section: (name: string) => `la section « ${name} »`,
    },
    exportMenu: {
      exporting: 'Exportation…',
      zip: 'Archive ZIP',
      zipText: 'HTML, CSS, script et images, prêts à héberger',
      json: 'Données JSON',
      jsonText: 'Tout ce qui compose le site',
    },
    versions: {
      title: 'Versions',
      pending: 'La première version est en cours de création.',
      list: 'Versions, de la plus récente à la plus ancienne',
      live: 'En ligne',
      current: 'Actuelle',
      restore: 'Restaurer',
      restoreVersion: (version: number) => `Restaurer la version ${version}`,
      confirmTitle: (version: number) => `Restaurer la version ${version} ?`,
      confirmText:
        'Une nouvelle version est créée comme copie de celle-ci et déployée comme les autres. ' +
        'Rien n’est perdu : la version actuelle reste dans la liste.',
      restoring: 'Restauration…',
      restored: (from: number, to: number | null) =>
        to === null ? `Version ${from} restaurée` : `Version ${from} restaurée en version ${to}`,
      failed: 'Impossible de restaurer la version',
    },
    regenerate: {
      title: 'Régénérer le site',
      intro: (site: string) =>
        `Zappy crée une nouvelle version de ${site} à partir de votre brief et la déploie. Les ` +
        'versions précédentes restent dans la liste Versions et peuvent être restaurées.',
      label: 'Que faut-il changer ?',
      optional: '(facultatif)',
      placeholder:
        'Par exemple : parlez de notre brunch du week-end et utilisez des couleurs plus chaudes. ' +
        'Nous ouvrons désormais aussi le dimanche.',
      hint: 'Laissez vide pour une nouvelle proposition à partir du même brief.',
      starting: 'Lancement…',
    },
    fidelity: {
      title: 'Ce que dit votre site',
      intro: (version) =>
        `Ce que la version ${version} de votre site dit des informations que vous avez données.`,
      lookingAt: (version) => `Vous regardez la version ${version}, qui peut dire autre chose.`,
      shownTitle: 'Affiché sur votre site',
      noneShown: 'Aucune de vos informations ne figure encore dans cette version.',
      leftOutTitle: 'Laissé de côté',
      nothingLeftOut: 'Rien : toutes les informations que vous avez données sont sur votre site.',
      photosTitle: 'Des illustrations au lieu de photos',
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places} : ${provider} n'a pas envoyé de photo cette fois, cette version montre donc une illustration. Régénérez le site plus tard ou téléversez votre propre photo.`
          : `${places} : ${provider} n'avait aucune photo adaptée, cette version montre donc une illustration. Vous pouvez téléverser votre propre photo.`,
      list,
      quote,
      shown: {
        name: (v) => `Le nom de votre entreprise, ${list(v)}`,
        product: (v) => `Ce que vous faites : ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1
            ? `Votre prestation ${list(v)}`
            : `Vos ${v.length} prestations : ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `Votre tarif ${list(v)}` : `Vos ${v.length} tarifs : ${list(v)}`,
        'prices-on-request': () => 'Que vos tarifs sont sur demande',
        hours: (v) => `Vos horaires d’ouverture : ${list(v)}`,
        'hours-note': (v) => `Quand vous êtes ouvert : ${list(v)}`,
        address: (v) => `Votre adresse, ${list(v)}`,
        phone: (v) => `Votre numéro de téléphone, ${list(v)}`,
        email: (v) => `Votre adresse e-mail, ${list(v)}`,
        website: (v) => `Votre site web, ${list(v)}`,
        social: (v) =>
          `${v.length === 1 ? 'Votre compte' : 'Vos comptes'} sur les réseaux sociaux ${list(v)}`,
        number: (v) => `${v.length === 1 ? 'Votre chiffre' : 'Vos chiffres'} : ${list(v)}`,
        highlight: (v) => `Ce qui vous distingue : ${list(v)}`,
        brand: (v) => `Les noms écrits comme vous les avez écrits : ${list(v)}`,
      },
      nouns: {
        name: 'le nom de votre entreprise',
        product: 'ce que vous faites',
        service: 'votre prestation',
        price: 'votre tarif',
        'prices-on-request': 'que vos tarifs sont sur demande',
        hours: 'vos horaires d’ouverture',
        'hours-note': 'vos horaires',
        address: 'votre adresse',
        phone: 'votre numéro de téléphone',
        email: 'votre adresse e-mail',
        website: 'votre site web',
        social: 'votre compte sur les réseaux sociaux',
        number: 'votre chiffre',
        highlight: 'votre point fort',
        brand: 'le nom',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `Nous n’avons pas affiché ${fact}, car on n’y voit pas quand vous ouvrez et fermez chaque jour : indiquez les deux heures en régénérant le site.`,
        'search-data-only': (fact) =>
          `Nous n’avons pas écrit ${fact} sur la page : l’information figure dans les données de recherche de la page, que lisent les moteurs de recherche.`,
        'other-currency': (fact) =>
          `Nous n’avons pas affiché ${fact}, car vos autres tarifs sont dans une autre devise : donnez tous vos tarifs dans une seule devise en régénérant le site.`,
        'not-placed': (fact) =>
          `Nous n’avons pas trouvé de place pour ${fact} dans cette version : mentionnez cette information en régénérant le site.`,
      },
      omitted: {
        'no-prices':
          'Nous n’avons pas affiché de tarifs, car vous n’en avez donné aucun : mentionnez-les en régénérant le site (par exemple « Pro à 29 € par mois »).',
        'prices-on-services':
          'Nous n’avons pas ajouté de section Tarifs, car vos prix concernent des prestations à l’unité : ils sont affichés sur ces prestations.',
        'no-hours':
          'Nous n’avons pas affiché d’horaires d’ouverture, car vous n’en avez donné aucun : mentionnez-les en régénérant le site (par exemple « lun–ven 9 h–17 h, sam 10 h–14 h »).',
        'hours-incomplete':
          'Nous n’avons pas ajouté de tableau des horaires, car vos horaires n’indiquent pas quand vous fermez : mentionnez vos heures de fermeture en régénérant le site.',
        'no-numbers':
          'Nous n’avons pas ajouté de section Chiffres, car vous n’avez donné aucun chiffre : mentionnez-les en régénérant le site (par exemple « depuis 2015 » ou « 300 clients »).',
        'never-invented': {
          team: 'Nous n’avons pas ajouté de section Équipe, car Zappy n’invente jamais de personnes.',
          reviews:
            'Nous n’avons pas ajouté d’avis, car Zappy n’invente jamais ce que disent les clients.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
