import type { IntegrationWords } from '../types';

const quote = (text: string) => `„${text}”`;

export const integrations = {
  colon: ': ',
  cancel: 'Annuleren',
  loading: 'Integraties laden…',
  settings: (name: string) => `Instellingen van ${name}`,
  categories: {
    analytics: 'Statistieken',
    payments: 'Betalingen',
    accessibility: 'Toegankelijkheid',
    seo: 'SEO',
    social: 'Sociale media',
    email: 'E-mail',
  },
  tools: {
    sendFromDomain: 'Verzenden vanaf je domein',
    deliverContactForm: 'Bezorging van het contactformulier',
  },
  status: { configured: 'Ingesteld', dns_setup_required: 'DNS-instelling nodig' },
  panel: {
    title: 'Integraties',
    close: 'Integraties sluiten',
    applied: 'Op je site',
    leftOut: 'Niet op je site',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'De integraties van deze site konden niet worden geladen.'
        : `De integraties van deze site konden niet worden geladen: ${reason}`,
    retry: 'Opnieuw proberen',
    empty: 'Nog geen integraties. Voeg statistieken, betalingen, zoekinstellingen en meer toe.',
    setUpEmail: 'E-mail instellen',
    emailSettings: 'E-mailinstellingen',
    remove: 'Verwijderen',
    removeNamed: (name: string) => `${name} verwijderen`,
    confirmTitle: 'Integratie verwijderen?',
    confirmText: (name: string) =>
      `${name} wordt in een nieuwe versie van je site verwijderd. Je kunt de integratie later ` +
      'weer toevoegen.',
    removing: 'Verwijderen…',
    removed: (name: string) => `${name} verwijderd`,
    removeFailed: 'De integratie kon niet worden verwijderd',
    suggested: 'Aanbevolen voor je site',
    priority: (level: string) => `Prioriteit: ${level}`,
    priorities: { low: 'laag', medium: 'gemiddeld', high: 'hoog' },
    add: 'Toevoegen',
    addNamed: (name: string) => `${name} toevoegen`,
  },
  add: {
    title: 'Integraties toevoegen',
    intro:
      'Kies wat je aan je site wilt toevoegen en vul de instellingen in. Velden met een * zijn ' +
      'verplicht.',
    search: 'Integraties zoeken',
    tabs: 'Categorieën van integraties',
    all: 'Alle',
    emptyCategory: 'Nog geen integraties in deze categorie.',
    noMatch: (query: string) => `Geen integraties gevonden voor ${quote(query)}.`,
    refused: 'Er is niets toegepast:',
    nothingSelected: 'Niets geselecteerd',
    selected: (count: number) => `${count} geselecteerd`,
    apply: 'Toepassen',
    applying: 'Toepassen…',
    applied: 'Integraties toegepast!',
  },
  edit: {
    button: 'Bewerken',
    named: (name: string) => `${name} bewerken`,
    intro:
      'Wijzig de instellingen en sla ze op: je site wordt opnieuw gepubliceerd als nieuwe versie. ' +
      'Velden met een * zijn verplicht.',
    save: 'Wijzigingen opslaan',
    saving: 'Opslaan…',
    refused: 'Er is niets gewijzigd:',
    updated: (name: string) => `${name} bijgewerkt`,
    failed: 'De integratie kon niet worden bijgewerkt',
  },
  form: {
    choose: 'Kies…',
    none: 'Geen',
    noSettings: 'Deze integratie heeft geen instellingen.',
    atLeast: (count: number) =>
      count === 1
        ? 'Vul minstens één van deze velden in.'
        : `Vul minstens ${count} van deze velden in.`,
  },
  email: {
    title: 'E-mailintegratie',
    stepsLabel: 'Stappen van de instelling',
    step: (step: number) => `Stap ${step}`,
    steps: { configuring: 'Instellen', dns: 'DNS-records nodig', complete: 'Klaar' },
    stepStates: { current: 'huidige stap', done: 'klaar', skipped: 'niet nodig' },
    noOutgoingMail:
      'Deze Zappy-server verstuurt geen e-mail: de beheerder heeft SMTP_URL niet ingesteld. ' +
      'Test-e-mails en het doorsturen van het contactformulier per e-mail staan uit; berichten ' +
      'komen nog steeds binnen in je inbox voor aanvragen, en je kunt de DNS-records nu al ' +
      'instellen.',
    loading: 'Je e-mailinstellingen laden…',
    notConfigured: 'E-mail is niet ingesteld voor deze site',
    addFirst:
      'E-mail is niet ingesteld voor deze site. Voeg eerst „Email from your domain” toe via ' +
      'Integraties toevoegen.',
    domain: 'Domein',
    sender: 'Afzender',
    yourEmail: 'Je e-mailadres',
    verified: (domain: string) =>
      `DNS-records geverifieerd: e-mail vanaf ${domain} is klaar voor gebruik.`,
    ready: (domain: string) => `E-mail vanaf ${domain} is ingesteld.`,
    test: {
      title: 'Een testmail versturen',
      label: 'Testmail versturen naar',
      send: 'Testmail versturen',
      sending: 'Versturen…',
      sent: (address: string) => `Testmail verstuurd naar ${address}. Kijk in die inbox.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Voeg ${count === 1 ? 'dit record' : `deze ${count} records`} toe bij het bedrijf dat de ` +
      'DNS van je domein beheert en kies daarna DNS verifiëren.',
    status: { verified: 'Status: geverifieerd', pending: 'Status: wacht op verificatie' },
    record: (number: number) => `Record ${number}`,
    name: 'Naam',
    value: 'Waarde',
    copyName: 'Naam kopiëren',
    copyValue: 'Waarde kopiëren',
    ofRecord: (number: number) => `(record ${number})`,
    copied: 'Gekopieerd',
    copyFailed: 'Kopiëren mislukt: selecteer de tekst en kopieer hem zelf.',
    propagation:
      'Het kan 15 minuten tot 48 uur duren voordat DNS-wijzigingen overal zijn doorgevoerd, ' +
      'meestal 1 à 2 uur.',
    notFound: 'nog niet gevonden',
    verify: 'DNS verifiëren',
    verifying: 'Verifiëren…',
    help: 'Hulp nodig?',
  },
  help: {
    title: 'Hulp bij DNS-records',
    addingTitle: 'Een TXT-record toevoegen',
    adding:
      'Log in waar de DNS van je domein wordt beheerd (vaak waar je het domein hebt gekocht) en ' +
      'voeg elk record toe als type TXT, met precies dezelfde naam en waarde.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; kies TXT, plak de naam en de waarde en sla op.',
      godaddy: 'My Products › je domein › DNS › Add New Record; kies TXT en vul Name en Value in.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; kies TXT Record.',
      others:
        'Open de zone van je domein en voeg een TXT-record toe. Sommige aanbieders zetten je ' +
        'domein zelf achter de naam: vul dan alleen het deel daarvoor in.',
    },
    othersName: 'Google Cloud DNS en andere',
    recordsTitle: 'Wat de records doen',
    records: {
      spf: 'somt de servers op die mail namens je domein mogen versturen.',
      dkim:
        'publiceert de sleutel die bewijst dat een bericht echt van je domein komt en onderweg ' +
        'niet is gewijzigd.',
      dmarc:
        'vertelt ontvangende mailservers wat ze moeten doen met mail die niet door die ' +
        'controles komt, zodat anderen niet namens jou kunnen mailen.',
    },
    support:
      'Kom je er niet uit? Neem contact op met de support en vermeld je domein en de records die ' +
      'je hebt toegevoegd; de support antwoordt meestal binnen 24 uur.',
    close: 'Sluiten',
  },
} satisfies IntegrationWords;
