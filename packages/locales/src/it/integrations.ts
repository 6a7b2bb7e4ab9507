import type { IntegrationWords } from '../types';

const quote = (text: string) => `«${text}»`;

export const integrations = {
  colon: ': ',
  cancel: 'Annulla',
  loading: 'Caricamento delle integrazioni…',
  settings: (name: string) => `Impostazioni di ${name}`,
  categories: {
    analytics: 'Statistiche',
    payments: 'Pagamenti',
    accessibility: 'Accessibilità',
    seo: 'SEO',
    social: 'Social',
    email: 'Email',
  },
  tools: {
    sendFromDomain: 'Invia dal tuo dominio',
    deliverContactForm: 'Inoltro del modulo di contatto',
  },
  status: { configured: 'Configurata', dns_setup_required: 'Configurazione DNS necessaria' },
  panel: {
    title: 'Integrazioni',
    close: 'Chiudi le integrazioni',
    applied: 'Sul tuo sito',
    leftOut: 'Non è sul tuo sito',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'Impossibile caricare le integrazioni di questo sito.'
        : `Impossibile caricare le integrazioni di questo sito: ${reason}`,
    retry: 'Riprova',
    empty:
      'Nessuna integrazione per ora. Aggiungi statistiche, pagamenti, impostazioni per i motori ' +
      'di ricerca e altro ancora.',
    setUpEmail: "Configura l'email",
    emailSettings: 'Impostazioni email',
    remove: 'Rimuovi',
    removeNamed: (name: string) => `Rimuovi ${name}`,
    confirmTitle: "Rimuovere l'integrazione?",
    confirmText: (name: string) =>
      `L'integrazione ${name} verrà tolta dal tuo sito in una nuova versione. Potrai aggiungerla ` +
      'di nuovo in seguito.',
    removing: 'Rimozione…',
    removed: (name: string) => `Integrazione ${name} rimossa`,
    removeFailed: "Impossibile rimuovere l'integrazione",
    suggested: 'Consigliate per il tuo sito',
    priority: (level: string) => `Priorità: ${level}`,
    priorities: { low: 'bassa', medium: 'media', high: 'alta' },
    add: 'Aggiungi',
    addNamed: (name: string) => `Aggiungi ${name}`,
  },
  add: {
    title: 'Aggiungi integrazioni',
    intro:
      'Scegli cosa aggiungere al tuo sito e compila le impostazioni. I campi contrassegnati da * ' +
      'sono obbligatori.',
    search: 'Cerca integrazioni',
    tabs: 'Categorie di integrazioni',
    all: 'Tutte',
    emptyCategory: 'Ancora nessuna integrazione in questa categoria.',
    noMatch: (query: string) => `Nessuna integrazione corrisponde a ${quote(query)}.`,
    refused: 'Non è stato applicato nulla:',
    nothingSelected: 'Nessuna selezione',
    selected: (count: number) => (count === 1 ? '1 selezionata' : `${count} selezionate`),
    apply: 'Applica',
    applying: 'Applicazione…',
    applied: 'Integrazioni applicate!',
  },
  edit: {
    button: 'Modifica',
    named: (name: string) => `Modifica ${name}`,
    intro:
      'Cambia le impostazioni e salva: il sito viene ripubblicato come nuova versione. I campi ' +
      'contrassegnati da * sono obbligatori.',
    save: 'Salva le modifiche',
    saving: 'Salvataggio…',
    refused: 'Non è stato modificato nulla:',
    updated: (name: string) => `Modifiche a ${name} salvate`,
    failed: "Impossibile aggiornare l'integrazione",
  },
  form: {
    choose: 'Scegli…',
    none: 'Nessuno',
    noSettings: 'Questa integrazione non ha impostazioni.',
    atLeast: (count: number) =>
      count === 1
        ? 'Compila almeno uno di questi campi.'
        : `Compila almeno ${count} di questi campi.`,
  },
  email: {
    title: 'Integrazione email',
    stepsLabel: 'Passaggi della configurazione',
    step: (step: number) => `Passaggio ${step}`,
    steps: { configuring: 'Configurazione', dns: 'Record DNS necessari', complete: 'Completato' },
    stepStates: { current: 'passaggio attuale', done: 'fatto', skipped: 'non necessario' },
    noOutgoingMail:
      "Questo server Zappy non invia email: l'amministratore non ha impostato SMTP_URL. Le email " +
      "di prova e l'inoltro via email del modulo di contatto sono disattivati; i messaggi " +
      'arrivano comunque nella tua casella dei contatti e puoi già configurare i record DNS.',
    loading: 'Caricamento delle impostazioni email…',
    notConfigured: "L'email non è configurata per questo sito",
    addFirst:
      "L'email non è configurata per questo sito. Aggiungi prima «Email from your domain» da " +
      'Aggiungi integrazioni.',
    domain: 'Dominio',
    sender: 'Mittente',
    yourEmail: 'La tua email',
    verified: (domain: string) => `Record DNS verificati: l'invio da ${domain} è pronto.`,
    ready: (domain: string) => `L'invio di email da ${domain} è configurato.`,
    test: {
      title: 'Invia una email di prova',
      label: 'Invia una email di prova a',
      send: 'Invia email di prova',
      sending: 'Invio…',
      sent: (address: string) =>
        `Email di prova inviata a ${address}. Controlla quella casella di posta.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Aggiungi ${count === 1 ? 'questo record' : `questi ${count} record`} presso il fornitore ` +
      'che gestisce il DNS del tuo dominio, poi scegli Verifica DNS.',
    status: { verified: 'Stato: verificato', pending: 'Stato: in attesa di verifica' },
    record: (number: number) => `Record ${number}`,
    name: 'Nome',
    value: 'Valore',
    copyName: 'Copia il nome',
    copyValue: 'Copia il valore',
    ofRecord: (number: number) => `del record ${number}`,
    copied: 'Copiato',
    copyFailed: 'Copia non riuscita: seleziona il testo e copialo tu.',
    propagation:
      'La propagazione delle modifiche DNS può richiedere da 15 minuti a 48 ore, di solito 1-2 ' +
      'ore.',
    notFound: 'non ancora trovato',
    verify: 'Verifica DNS',
    verifying: 'Verifica in corso…',
    help: 'Serve aiuto?',
  },
  help: {
    title: 'Aiuto con i record DNS',
    addingTitle: 'Aggiungere un record TXT',
    adding:
      'Accedi dove viene gestito il DNS del tuo dominio (spesso dove hai acquistato il dominio) ' +
      'e aggiungi ogni record di tipo TXT, copiandone esattamente nome e valore.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; scegli TXT, incolla nome e valore, poi salva.',
      godaddy:
        'My Products › il tuo dominio › DNS › Add New Record; scegli TXT, compila Name e Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; scegli TXT Record.',
      others:
        'Apri la zona del tuo dominio e aggiungi un record TXT. Alcuni fornitori aggiungono da ' +
        'soli il dominio al nome: in quel caso inserisci solo la parte che lo precede.',
    },
    othersName: 'Google Cloud DNS e altri',
    recordsTitle: 'A cosa servono i record',
    records: {
      spf: 'elenca i server autorizzati a inviare email per il tuo dominio.',
      dkim:
        'pubblica la chiave che dimostra che un messaggio arriva davvero dal tuo dominio e non è ' +
        'stato modificato lungo il percorso.',
      dmarc:
        'dice ai server di posta che ricevono i messaggi cosa fare con quelli che non superano ' +
        'questi controlli, così nessun altro può inviare email a tuo nome.',
    },
    support:
      "Hai ancora problemi? Scrivi all'assistenza indicando il tuo dominio e i record che hai " +
      "aggiunto; l'assistenza risponde entro 24 ore circa.",
    close: 'Chiudi',
  },
} satisfies IntegrationWords;
