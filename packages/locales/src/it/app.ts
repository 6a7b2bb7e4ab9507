import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 stella' : `${count} stelle`);

export const app = {
  brief: {
    title: 'Il tuo brief',
    intro:
      'Zappy crea il tuo sito a partire da questo. Controllalo e cambia ciò che vuoi prima di generare.',
    loading: 'Caricamento del brief…',
    saving: 'Salvataggio…',
    saved: 'Brief salvato',
    saveFailed: 'Non è stato possibile salvare il brief. Riprova.',
    fields: {
      businessName: 'Nome dell’attività',
      industry: 'Tipo di attività',
      street: 'Via',
      city: 'Città o zona servita',
      state: 'Provincia',
      zip: 'CAP',
      country: 'Paese',
      services: 'Servizi e prodotti',
      plans: 'Prezzi e piani',
      planName: 'Nome',
      planPrice: 'Prezzo',
      currency: 'Valuta',
      hours: 'Orari',
      hoursHint: 'Per esempio «24 ore su 24», «Su appuntamento» o «Lun–Ven 9:00–17:00»',
      email: 'Email',
      phone: 'Telefono',
      website: 'Sito web',
      goal: 'Obiettivo',
      callToAction: 'Pulsante principale',
      language: 'Lingua del sito',
      palette: 'Palette',
      images: 'Immagini',
      about: 'Testo «Chi siamo»',
      notes: 'Frasi da mantenere',
    },
    groups: {
      business: 'L’attività',
      where: 'Dove',
      offer: 'Cosa offri',
      contact: 'Contatti',
      look: 'Aspetto e lingua',
    },
    addService: 'Aggiungi un servizio',
    addPrice: 'Aggiungi un prezzo',
    addNote: 'Aggiungi una frase',
    remove: (item: string) => `Rimuovi ${item}`,
    notGiven: 'Non indicato',
    chosenForYou: 'Scelte quando il sito viene creato',
    notUsed: {
      title: 'Non ancora usato',
      intro: 'Hai scritto queste parole e nessun campo le contiene ancora.',
      empty: 'Tutto ciò che hai scritto è nel brief.',
      asService: 'Aggiungi come servizio',
      asNote: 'Aggiungi come nota',
      toAbout: 'Aggiungi al testo «Chi siamo»',
      ignore: 'Ignora',
      actionsFor: (text: string) => `Cosa fare con «${text}»`,
      failed: 'Non ha funzionato. Riprova.',
    },
    errors: {
      nameRequired: 'Il nome dell’azienda è obbligatorio',
      invalidEmail: 'Inserisci un indirizzo email valido',
      invalidPhone: 'Inserisci un numero di telefono valido',
      invalidWebsite: 'Formato dell’URL del sito non valido',
      planName: (n: number) => `Il piano ${n} deve avere un nome`,
      planPrice: (n: number) => `Il piano ${n} non può avere un prezzo negativo`,
    },
  },
  wizard: {
    welcomeBack: 'Bentornato! Ora puoi generare il tuo sito web.',
    loadingConversation: 'Caricamento della conversazione…',
    title: 'Assistente per il sito',
    intro: 'Rispondi a qualche domanda e Zappy crea il tuo sito.',
    messageLabel: 'Il tuo messaggio',
    messagePlaceholder: 'Scrivi il tuo messaggio…',
    typing: 'Zappy sta scrivendo…',
    ready: {
      title: 'Il piano del tuo sito è pronto',
      build: 'Zappy ha tutto ciò che serve per creare il tuo sito.',
      signIn: 'Accedi per conservare questa conversazione e creare il tuo sito.',
      starting: 'Avvio della generazione…',
    },
  },
  widgets: {
    submit: 'Invia',
    answerFor: (question: string) => `Risposta: ${question}`,
    selected: (count: number) => `Selezionate: ${count}.`,
    chooseOne: "Scegli un'opzione.",
    chooseAll: 'Scegli tutte quelle pertinenti.',
    choosePalette: 'Scegli una palette.',
    chooseColour: 'Scegli un colore.',
    chooseImage: "Scegli un'immagine.",
    slider: 'Trascina il cursore o usa i tasti freccia.',
    text: 'Scrivi la tua risposta e premi Invio o Invia.',
    ownValue: 'Oppure scrivi la tua (separane più di una con virgole)',
    rating: {
      stars,
      rate: (max: number) => `Valuta da 1 a ${max} stelle.`,
      rated: (count: number) => `La tua valutazione: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} su ${max} stelle`,
    },
    sliderValue: 'La tua scelta',
    charactersUsed: 'Caratteri usati:',
  },
  customize: {
    welcome:
      'Ciao! Dimmi cosa vuoi cambiare sul tuo sito. Posso riscrivere i testi e il titolo, ' +
      'cambiare colori e stile, aggiungere, togliere o spostare sezioni, aggiornare prezzi, orari ' +
      'e contatti, e sostituire le immagini. Ogni modifica diventa una nuova versione, quindi puoi ' +
      'sempre ripristinarne una precedente da Versioni.',
    applied: (version: number, summary: string) =>
      `Applicato come versione ${version}: ${summary}. Il tuo sito si sta aggiornando.`,
  },
} satisfies AppWords;
