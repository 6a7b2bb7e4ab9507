import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 stella' : `${count} stelle`);

const list = listWords('it');
const quote = (text: string) => `«${text}»`;

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
      serviceArea: 'Zone servite',
      byAppointment: 'Su appuntamento',
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
    addArea: 'Aggiungi una zona',
    goals: {
      donations: 'Donazioni',
      signups: 'Iscrizioni',
      bookings: 'Prenotazioni',
      orders: 'Ordini',
      quotes: 'Richieste di preventivo',
      sales: 'Vendite online',
      volunteers: 'Volontari',
    },
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
      areaTooLong: (n: number) => `La zona ${n} può avere al massimo 200 caratteri`,
      tooManyAreas: 'Indica al massimo 30 zone',
    },
    reach: {
      question: 'Dove incontri i tuoi clienti?',
      premises: 'Vengono da noi',
      mobile: 'Andiamo noi da loro',
      online: 'Online',
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
    heroPhotos: {
      credit: (name, provider) => `Foto: ${name} / ${provider}`,
      uploadOwn: 'Carica la tua',
      choose: 'Scegli una foto',
      describeFirst: 'Descrivi prima la foto, poi sceglila.',
      added: 'La tua foto è stata aggiunta e selezionata.',
      failed: 'Non è stato possibile aggiungere la foto. Riprova.',
    },
    imageReplace: {
      replace: 'Sostituisci',
      uploading: 'Caricamento…',
      replaced: 'Sostituita',
      unavailable: (alt: string) => `${alt} (immagine non disponibile)`,
      answer: (image: string, file: string) => `Ho sostituito ${image} con ${file}`,
      describe: 'Descrivi questa foto per chi non può vederla',
      noDescription: 'Questa foto non ha ancora una descrizione.',
      save: 'Salva',
      described: 'Descrizione salvata',
    },
    businessEditor: {
      title: "Dati dell'attività",
      terms: {
        company: 'Azienda',
        email: 'Email',
        phone: 'Telefono',
        website: 'Sito web',
        address: 'Indirizzo',
        hours: 'Orari di apertura',
      },
      days,
      closed: 'chiuso',
      edit: "Modifica i dati dell'attività",
      answer: "Dati dell'attività salvati",
    },
  },
  customize: {
    welcome:
      'Ciao! Dimmi cosa vuoi cambiare sul tuo sito. Posso riscrivere i testi e il titolo, ' +
      'cambiare colori e stile, aggiungere, togliere o spostare sezioni, aggiornare prezzi, orari ' +
      'e contatti, e sostituire le immagini. Ogni modifica diventa una nuova versione, quindi puoi ' +
      'sempre ripristinarne una precedente da Versioni.',
    applied: (version: number) =>
      `Fatto: è la versione ${version}. Il tuo sito si sta aggiornando.`,
    undo: 'Annulla',
    undoTo: (version: number) => `Annulla: torna alla versione ${version}`,
    undone: (version: number) =>
      `Annullato: il tuo sito è tornato com’era nella versione ${version}.`,
    conversation: 'Conversazione di personalizzazione',
    messageLabel: 'La tua richiesta di modifica',
    editing: (label: string) => `In modifica: ${label}`,
    stopEditing: (label: string) => `Smetti di modificare ${label}`,
  },
  feedback: {
    title: 'Feedback',
    label: 'Cosa ne pensi di questa versione?',
    placeholder:
      'Ad esempio: il titolo è troppo lungo e vorrei mostrare i nostri orari di apertura.',
    submit: 'Invia feedback',
    submitting: 'Invio in corso…',
    empty: 'Ancora nessun feedback. Zappy risponde con suggerimenti e domande.',
    earlier: 'Feedback precedenti',
    yours: 'Il tuo feedback, ',
    suggestions: 'Suggerimenti',
    questions: 'Domande',
  },
  chat: {
    youSaid: 'Hai detto:',
    said: (name: string) => `${name} ha detto:`,
    send: 'Invia messaggio',
    assistant: "L'assistente",
    conversation: 'Conversazione',
  },
  dialog: {
    close: 'Chiudi la finestra di dialogo',
  },
  businessInfo: {
    title: "Dati dell'attività",
    companyName: "Nome dell'azienda",
    email: 'Email',
    phone: 'Telefono',
    address: 'Indirizzo',
    street: 'Via',
    city: 'Città',
    state: 'Provincia o stato',
    zip: 'CAP',
    country: 'Paese',
    hours: 'Orari di apertura',
    days,
    closed: 'Chiuso',
    closedOn: (day: string) => `Chiuso ${day.toLowerCase()}`,
    opensAt: (day: string) => `${day}, orario di apertura`,
    closesAt: (day: string) => `${day}, orario di chiusura`,
    to: 'fino alle',
  },
  preview: {
    publishing: 'Pubblicazione',
    publishingLoading: 'Caricamento...',
    customize: 'Personalizza',
    closeCustomize: 'Chiudi la personalizzazione',
    businessInfo: "Dati dell'attività",
    version: (version: number) => `Versione ${version}`,
    newTab: '(si apre in una nuova scheda)',
    noPage: 'Questo sito non ha ancora nessuna pagina da mostrare.',
    frameTitle: (site: string) => `Anteprima del sito di ${site}`,
    privatePreview: 'Anteprima privata',
    pointAndEdit: {
      button: 'Indica e modifica',
      picking:
        "Fai clic su un titolo, un testo, un'immagine o una sezione del tuo sito, poi scrivi " +
        'nella chat cosa cambiare.',
      notEditable: 'Questa parte della pagina non si può modificare qui.',
      failed: 'Impossibile leggere questa parte della pagina. Riprova.',
      text: (text: string) => `«${text}»`,
      image: (name: string) => `l'immagine «${name}»`,
      thisImage: "quest'immagine",
      section: (name: string) => `la sezione «${name}»`,
    },
    exportMenu: {
      exporting: 'Esportazione…',
      zip: 'Archivio ZIP',
      zipText: 'HTML, CSS, script e immagini, pronti da pubblicare',
      json: 'Dati JSON',
      jsonText: 'Tutto ciò di cui è fatto il sito',
    },
    versions: {
      title: 'Versioni',
      pending: 'La prima versione è ancora in preparazione.',
      list: 'Versioni, dalla più recente',
      live: 'Online',
      current: 'Attuale',
      restore: 'Ripristina',
      restoreVersion: (version: number) => `Ripristina la versione ${version}`,
      confirmTitle: (version: number) => `Ripristinare la versione ${version}?`,
      confirmText:
        'Viene creata una nuova versione come copia di questa e pubblicata come qualsiasi altra. ' +
        "Non si perde nulla: la versione attuale resta nell'elenco.",
      restoring: 'Ripristino…',
      restored: (from: number, to: number | null) =>
        to === null
          ? `Versione ${from} ripristinata`
          : `Versione ${from} ripristinata come versione ${to}`,
      failed: 'Impossibile ripristinare la versione',
    },
    regenerate: {
      title: 'Rigenera il sito',
      intro: (site: string) =>
        `Zappy crea una nuova versione di ${site} a partire dal tuo brief e la pubblica. Le ` +
        "versioni precedenti restano nell'elenco Versioni e si possono ripristinare.",
      label: 'Cosa dovrebbe cambiare?',
      optional: '(facoltativo)',
      placeholder:
        'Ad esempio: cita il nostro brunch del fine settimana e usa colori più caldi. Ora siamo ' +
        'aperti anche la domenica.',
      hint: 'Lascia vuoto per una nuova proposta a partire dallo stesso brief.',
      starting: 'Avvio…',
    },
    fidelity: {
      title: 'Cosa dice il tuo sito',
      intro: (version) =>
        `Cosa dice la versione ${version} del tuo sito sulle informazioni che hai dato.`,
      lookingAt: (version) => `Stai guardando la versione ${version}, che potrebbe dire altro.`,
      shownTitle: 'Cosa compare sul tuo sito',
      noneShown: 'Nessuna delle tue informazioni compare ancora in questa versione.',
      leftOutTitle: 'Cosa è rimasto fuori',
      nothingLeftOut: 'Niente: tutte le informazioni che hai dato sono sul tuo sito.',
      photosTitle: 'Illustrazioni al posto delle foto',
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places}: ${provider} questa volta non ha inviato nessuna foto, quindi questa versione mostra un'illustrazione. Rigenera il sito più tardi o carica una tua foto.`
          : `${places}: ${provider} non aveva nessuna foto adatta, quindi questa versione mostra un'illustrazione. Puoi caricare una tua foto.`,
      list,
      quote,
      shown: {
        name: (v) => `Il nome della tua attività, ${list(v)}`,
        product: (v) => `Cosa fai: ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1 ? `Il tuo servizio ${list(v)}` : `I tuoi ${v.length} servizi: ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `Il tuo prezzo ${list(v)}` : `I tuoi ${v.length} prezzi: ${list(v)}`,
        'prices-on-request': () => 'Che i tuoi prezzi sono su richiesta',
        hours: (v) => `I tuoi orari di apertura: ${list(v)}`,
        'hours-note': (v) => `Quando sei aperto: ${list(v)}`,
        address: (v) => `Il tuo indirizzo, ${list(v)}`,
        phone: (v) => `Il tuo numero di telefono, ${list(v)}`,
        email: (v) => `Il tuo indirizzo email, ${list(v)}`,
        website: (v) => `Il tuo sito web, ${list(v)}`,
        social: (v) => `${v.length === 1 ? 'Il tuo profilo' : 'I tuoi profili'} social ${list(v)}`,
        number: (v) => `${v.length === 1 ? 'Il tuo numero' : 'I tuoi numeri'}: ${list(v)}`,
        highlight: (v) => `Cosa ti distingue: ${list(v)}`,
        brand: (v) => `Nomi scritti come li hai scritti tu: ${list(v)}`,
      },
      nouns: {
        name: 'il nome della tua attività',
        product: 'cosa fai',
        service: 'il tuo servizio',
        price: 'il tuo prezzo',
        'prices-on-request': 'che i tuoi prezzi sono su richiesta',
        hours: 'i tuoi orari di apertura',
        'hours-note': 'i tuoi orari',
        address: 'il tuo indirizzo',
        phone: 'il tuo numero di telefono',
        email: 'il tuo indirizzo email',
        website: 'il tuo sito web',
        social: 'il tuo profilo social',
        number: 'il tuo numero',
        highlight: 'il tuo punto di forza',
        brand: 'il nome',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `Non abbiamo mostrato ${fact} perché non dicono a che ora apri e chiudi ogni giorno: indica entrambi gli orari quando rigeneri il sito.`,
        'search-data-only': (fact) =>
          `Non abbiamo scritto ${fact} nella pagina: si trova nei dati di ricerca della pagina, quelli che leggono i motori di ricerca.`,
        'other-currency': (fact) =>
          `Non abbiamo mostrato ${fact} perché gli altri tuoi prezzi sono in un'altra valuta: indica tutti i prezzi in una sola valuta quando rigeneri il sito.`,
        'not-placed': (fact) =>
          `Non abbiamo trovato un posto per ${fact} in questa versione: menziona questa informazione quando rigeneri il sito.`,
      },
      omitted: {
        'no-prices':
          'Non abbiamo mostrato prezzi perché non ne hai indicato nessuno: citali quando rigeneri il sito (ad esempio «Pro a 29 € al mese»).',
        'prices-on-services':
          'Non abbiamo aggiunto una sezione Prezzi perché i tuoi prezzi riguardano singoli servizi: compaiono invece su quei servizi.',
        'no-hours':
          'Non abbiamo mostrato gli orari di apertura perché non li hai indicati: citali quando rigeneri il sito (ad esempio «lun–ven 9–17, sab 10–14»).',
        'hours-incomplete':
          'Non abbiamo aggiunto una tabella degli orari perché i tuoi orari non dicono quando chiudi: indica gli orari di chiusura quando rigeneri il sito.',
        'no-numbers':
          'Non abbiamo aggiunto una sezione Numeri perché non hai dato nessun numero: citali quando rigeneri il sito (ad esempio «dal 2015» o «300 clienti»).',
        'never-invented': {
          team: 'Non abbiamo aggiunto una sezione Squadra perché Zappy non inventa mai persone.',
          reviews:
            'Non abbiamo aggiunto recensioni perché Zappy non inventa mai cosa dicono i clienti.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
