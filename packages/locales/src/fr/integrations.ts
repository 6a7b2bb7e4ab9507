import type { IntegrationWords } from '../types';

const quote = (text: string) => `«\u00a0${text}\u00a0»`;

export const integrations = {
  colon: ' : ',
  cancel: 'Annuler',
  loading: 'Chargement des intégrations…',
  settings: (name: string) => `Paramètres de ${name}`,
  categories: {
    analytics: 'Statistiques',
    payments: 'Paiements',
    accessibility: 'Accessibilité',
    seo: 'Référencement',
    social: 'Réseaux sociaux',
    email: 'E-mail',
  },
  tools: {
    sendFromDomain: 'Envoyer depuis votre domaine',
    deliverContactForm: 'Transmission du formulaire de contact',
  },
  status: { configured: 'Configurée', dns_setup_required: 'Configuration DNS requise' },
  panel: {
    title: 'Intégrations',
    close: 'Fermer les intégrations',
    applied: 'Sur votre site',
    leftOut: 'Absente de votre site',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'Impossible de charger les intégrations de ce site.'
        : `Impossible de charger les intégrations de ce site\u00a0: ${reason}`,
    retry: 'Réessayer',
    empty:
      'Aucune intégration pour l’instant. Ajoutez des statistiques, des paiements, des réglages ' +
      'de référencement et bien plus.',
    setUpEmail: 'Configurer l’e-mail',
    emailSettings: 'Paramètres e-mail',
    remove: 'Supprimer',
    removeNamed: (name: string) => `Supprimer ${name}`,
    confirmTitle: 'Supprimer l’intégration ?',
    confirmText: (name: string) =>
      `L’intégration ${name} sera retirée de votre site dans une nouvelle version. Vous pourrez ` +
      'l’ajouter à nouveau plus tard.',
    removing: 'Suppression…',
    removed: (name: string) => `Intégration ${name} supprimée`,
    removeFailed: 'Impossible de supprimer l’intégration',
    suggested: 'Suggestions pour votre site',
    priority: (level: string) => `Priorité\u00a0: ${level}`,
    priorities: { low: 'basse', medium: 'moyenne', high: 'haute' },
    add: 'Ajouter',
    addNamed: (name: string) => `Ajouter ${name}`,
  },
  add: {
    title: 'Ajouter des intégrations',
    intro:
      'Choisissez ce que vous voulez ajouter à votre site et renseignez ses paramètres. Les ' +
      'champs marqués d’un * sont obligatoires.',
    search: 'Rechercher une intégration',
    tabs: 'Catégories d’intégrations',
    all: 'Toutes',
    emptyCategory: 'Aucune intégration dans cette catégorie pour l’instant.',
    noMatch: (query: string) => `Aucune intégration ne correspond à ${quote(query)}.`,
    refused: 'Rien n’a été appliqué :',
    nothingSelected: 'Aucune sélection',
    selected: (count: number) =>
      count === 1 ? '1 intégration sélectionnée' : `${count} intégrations sélectionnées`,
    apply: 'Appliquer',
    applying: 'Application…',
    applied: 'Intégrations appliquées !',
  },
  edit: {
    button: 'Modifier',
    named: (name: string) => `Modifier ${name}`,
    intro:
      'Modifiez les paramètres puis enregistrez : votre site est republié dans une nouvelle ' +
      'version. Les champs marqués d’un * sont obligatoires.',
    save: 'Enregistrer les modifications',
    saving: 'Enregistrement…',
    refused: 'Rien n’a été modifié :',
    updated: (name: string) => `Modifications de ${name} enregistrées`,
    failed: 'Impossible de mettre à jour l’intégration',
  },
  form: {
    choose: 'Choisir…',
    none: 'Aucun',
    noSettings: 'Cette intégration n’a aucun paramètre.',
    atLeast: (count: number) =>
      count === 1
        ? 'Renseignez au moins un de ces champs.'
        : `Renseignez au moins ${count} de ces champs.`,
  },
  email: {
    title: 'Intégration e-mail',
    stepsLabel: 'Étapes de la configuration',
    step: (step: number) => `Étape ${step}`,
    steps: {
      configuring: 'Configuration',
      dns: 'Enregistrements DNS requis',
      complete: 'Terminé',
    },
    stepStates: { current: 'étape en cours', done: 'terminée', skipped: 'inutile' },
    noOutgoingMail:
      'Ce serveur Zappy n’envoie pas d’e-mails : son administrateur n’a pas défini SMTP_URL. Les ' +
      'e-mails de test et la transmission du formulaire de contact par e-mail sont désactivés ; ' +
      'les messages arrivent toujours dans votre boîte de contacts, et vous pouvez déjà ' +
      'configurer les enregistrements DNS.',
    loading: 'Chargement de vos paramètres e-mail…',
    notConfigured: 'L’e-mail n’est pas configuré pour ce site',
    addFirst:
      'L’e-mail n’est pas configuré pour ce site. Ajoutez d’abord « Email from your domain » ' +
      'dans Ajouter des intégrations.',
    domain: 'Domaine',
    sender: 'Expéditeur',
    yourEmail: 'Votre adresse e-mail',
    verified: (domain: string) =>
      `Enregistrements DNS vérifiés\u00a0: l’envoi depuis ${domain} est prêt.`,
    ready: (domain: string) => `L’envoi d’e-mails depuis ${domain} est configuré.`,
    test: {
      title: 'Envoyer un e-mail de test',
      label: 'Envoyer un e-mail de test à',
      send: 'Envoyer l’e-mail de test',
      sending: 'Envoi…',
      sent: (address: string) =>
        `E-mail de test envoyé à ${address}. Vérifiez cette boîte de réception.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Ajoutez ${count === 1 ? 'cet enregistrement' : `ces ${count} enregistrements`} chez ` +
      'l’hébergeur DNS de votre domaine, puis choisissez Vérifier le DNS.',
    status: { verified: 'Statut : vérifié', pending: 'Statut : en attente de vérification' },
    record: (number: number) => `Enregistrement ${number}`,
    name: 'Nom',
    value: 'Valeur',
    copyName: 'Copier le nom',
    copyValue: 'Copier la valeur',
    ofRecord: (number: number) => `de l’enregistrement ${number}`,
    copied: 'Copié',
    copyFailed: 'La copie a échoué : sélectionnez le texte et copiez-le vous-même.',
    propagation:
      'La propagation des modifications DNS peut prendre de 15 minutes à 48 heures, ' +
      'généralement 1 à 2 heures.',
    notFound: 'pas encore trouvé',
    verify: 'Vérifier le DNS',
    verifying: 'Vérification…',
    help: 'Besoin d’aide ?',
  },
  help: {
    title: 'Aide pour les enregistrements DNS',
    addingTitle: 'Ajouter un enregistrement TXT',
    adding:
      'Connectez-vous là où le DNS de votre domaine est géré (souvent là où vous avez acheté le ' +
      'domaine) et ajoutez chaque enregistrement de type TXT, en recopiant exactement son nom et ' +
      'sa valeur.',
    hosts: {
      cloudflare:
        'DNS › Records › Add record ; choisissez TXT, collez le nom et la valeur, puis ' +
        'enregistrez.',
      godaddy:
        'My Products › votre domaine › DNS › Add New Record ; choisissez TXT, remplissez Name ' +
        'et Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record ; choisissez TXT Record.',
      others:
        'Ouvrez la zone de votre domaine et ajoutez un enregistrement TXT. Certains hébergeurs ' +
        'ajoutent eux-mêmes votre domaine au nom : saisissez alors seulement la partie qui le ' +
        'précède.',
    },
    othersName: 'Google Cloud DNS et les autres',
    recordsTitle: 'À quoi servent les enregistrements',
    records: {
      spf: 'liste les serveurs autorisés à envoyer des e-mails pour votre domaine.',
      dkim:
        'publie la clé qui prouve qu’un message vient bien de votre domaine et n’a pas été ' +
        'modifié en chemin.',
      dmarc:
        'indique aux serveurs de réception que faire des e-mails qui échouent à ces contrôles, ' +
        'pour que personne ne puisse envoyer d’e-mails en votre nom.',
    },
    support:
      'Vous n’y arrivez toujours pas ? Écrivez au support en indiquant votre domaine et les enregistrements ' +
      'ajoutés ; le support répond sous 24 heures environ.',
    close: 'Fermer',
  },
} satisfies IntegrationWords;
