import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 étoile' : `${count} étoiles`);

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
  },
  customize: {
    welcome:
      'Bonjour ! Dites-moi ce que vous souhaitez changer sur votre site. Je peux réécrire les ' +
      'textes et le titre, changer les couleurs et le style, ajouter, retirer ou déplacer des ' +
      'sections, mettre à jour les prix, les horaires et les coordonnées, et remplacer les images. ' +
      'Chaque changement crée une nouvelle version : vous pouvez toujours revenir à une ' +
      'précédente depuis Versions.',
    applied: (version: number, summary: string) =>
      `Appliqué en version ${version} : ${summary}. Votre site est en cours de mise à jour.`,
  },
} satisfies AppWords;
