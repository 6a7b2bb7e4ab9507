import type { IntegrationWords } from '../types';

const quote = (text: string) => `„${text}“`;

export const integrations = {
  colon: ': ',
  cancel: 'Abbrechen',
  loading: 'Integrationen werden geladen…',
  settings: (name: string) => `Einstellungen für ${name}`,
  categories: {
    analytics: 'Statistiken',
    payments: 'Zahlungen',
    accessibility: 'Barrierefreiheit',
    seo: 'SEO',
    social: 'Soziale Medien',
    email: 'E-Mail',
  },
  tools: {
    sendFromDomain: 'Von Ihrer Domain senden',
    deliverContactForm: 'Zustellung des Kontaktformulars',
  },
  status: { configured: 'Eingerichtet', dns_setup_required: 'DNS-Einrichtung erforderlich' },
  panel: {
    title: 'Integrationen',
    close: 'Integrationen schließen',
    applied: 'Auf Ihrer Website',
    leftOut: 'Nicht auf Ihrer Website',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'Die Integrationen dieser Website konnten nicht geladen werden.'
        : `Die Integrationen dieser Website konnten nicht geladen werden: ${reason}`,
    retry: 'Erneut versuchen',
    empty:
      'Noch keine Integrationen. Fügen Sie Statistiken, Zahlungen, Sucheinstellungen und mehr ' +
      'hinzu.',
    setUpEmail: 'E-Mail einrichten',
    emailSettings: 'E-Mail-Einstellungen',
    remove: 'Entfernen',
    removeNamed: (name: string) => `${name} entfernen`,
    confirmTitle: 'Integration entfernen?',
    confirmText: (name: string) =>
      `${name} wird in einer neuen Version von Ihrer Website entfernt. Sie können die ` +
      'Integration später wieder hinzufügen.',
    removing: 'Wird entfernt…',
    removed: (name: string) => `${name} wurde entfernt`,
    removeFailed: 'Die Integration konnte nicht entfernt werden',
    suggested: 'Vorschläge für Ihre Website',
    priority: (level: string) => `Priorität: ${level}`,
    priorities: { low: 'niedrig', medium: 'mittel', high: 'hoch' },
    add: 'Hinzufügen',
    addNamed: (name: string) => `${name} hinzufügen`,
  },
  add: {
    title: 'Integrationen hinzufügen',
    intro:
      'Wählen Sie aus, was Sie Ihrer Website hinzufügen möchten, und füllen Sie die ' +
      'Einstellungen aus. Mit * markierte Felder sind Pflichtfelder.',
    search: 'Integrationen durchsuchen',
    tabs: 'Kategorien der Integrationen',
    all: 'Alle',
    emptyCategory: 'In dieser Kategorie gibt es noch keine Integrationen.',
    noMatch: (query: string) => `Keine Integration passt zu ${quote(query)}.`,
    refused: 'Es wurde nichts angewendet:',
    nothingSelected: 'Nichts ausgewählt',
    selected: (count: number) => `${count} ausgewählt`,
    apply: 'Anwenden',
    applying: 'Wird angewendet…',
    applied: 'Integrationen erfolgreich angewendet!',
  },
  edit: {
    button: 'Bearbeiten',
    named: (name: string) => `${name} bearbeiten`,
    intro:
      'Ändern Sie die Einstellungen und speichern Sie: Ihre Website wird als neue Version erneut ' +
      'veröffentlicht. Mit * markierte Felder sind Pflichtfelder.',
    save: 'Änderungen speichern',
    saving: 'Wird gespeichert…',
    refused: 'Es wurde nichts geändert:',
    updated: (name: string) => `${name} wurde aktualisiert`,
    failed: 'Die Integration konnte nicht aktualisiert werden',
  },
  form: {
    choose: 'Bitte wählen…',
    none: 'Keine Angabe',
    noSettings: 'Diese Integration hat keine Einstellungen.',
    atLeast: (count: number) =>
      count === 1
        ? 'Füllen Sie mindestens eines dieser Felder aus.'
        : `Füllen Sie mindestens ${count} dieser Felder aus.`,
  },
  email: {
    title: 'E-Mail-Integration',
    stepsLabel: 'Schritte der Einrichtung',
    step: (step: number) => `Schritt ${step}`,
    steps: {
      configuring: 'Einrichtung',
      dns: 'DNS-Einträge erforderlich',
      complete: 'Abgeschlossen',
    },
    stepStates: { current: 'aktueller Schritt', done: 'erledigt', skipped: 'nicht nötig' },
    noOutgoingMail:
      'Dieser Zappy-Server versendet keine E-Mails: Der Administrator hat SMTP_URL nicht ' +
      'festgelegt. Test-E-Mails und die Zustellung des Kontaktformulars per E-Mail sind ' +
      'ausgeschaltet; Nachrichten kommen weiterhin in Ihrem Anfragen-Postfach an, und Sie können ' +
      'die DNS-Einträge schon jetzt einrichten.',
    loading: 'Ihre E-Mail-Einstellungen werden geladen…',
    notConfigured: 'E-Mail ist für diese Website nicht eingerichtet',
    addFirst:
      'E-Mail ist für diese Website nicht eingerichtet. Fügen Sie zuerst „Email from your domain“ ' +
      'unter „Integrationen hinzufügen“ hinzu.',
    domain: 'Domain',
    sender: 'Absender',
    yourEmail: 'Ihre E-Mail-Adresse',
    verified: (domain: string) =>
      `DNS-Einträge bestätigt: E-Mails von ${domain} können jetzt versendet werden.`,
    ready: (domain: string) => `E-Mails von ${domain} sind eingerichtet.`,
    test: {
      title: 'Test-E-Mail senden',
      label: 'Test-E-Mail senden an',
      send: 'Test-E-Mail senden',
      sending: 'Wird gesendet…',
      sent: (address: string) =>
        `Test-E-Mail an ${address} gesendet. Sehen Sie in diesem Postfach nach.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Legen Sie ${count === 1 ? 'diesen Eintrag' : `diese ${count} Einträge`} bei dem Anbieter ` +
      'an, der das DNS Ihrer Domain verwaltet, und wählen Sie dann „DNS prüfen“.',
    status: { verified: 'Status: bestätigt', pending: 'Status: Prüfung ausstehend' },
    record: (number: number) => `Eintrag ${number}`,
    name: 'Name',
    value: 'Wert',
    copyName: 'Name kopieren',
    copyValue: 'Wert kopieren',
    ofRecord: (number: number) => `(Eintrag ${number})`,
    copied: 'Kopiert',
    copyFailed: 'Kopieren fehlgeschlagen: Markieren Sie den Text und kopieren Sie ihn selbst.',
    propagation:
      'Es kann 15 Minuten bis 48 Stunden dauern, bis DNS-Änderungen überall ankommen, meist 1–2 ' +
      'Stunden.',
    notFound: 'noch nicht gefunden',
    verify: 'DNS prüfen',
    verifying: 'Wird geprüft…',
    help: 'Brauchen Sie Hilfe?',
  },
  help: {
    title: 'Hilfe zu DNS-Einträgen',
    addingTitle: 'Einen TXT-Eintrag hinzufügen',
    adding:
      'Melden Sie sich dort an, wo das DNS Ihrer Domain verwaltet wird (oft dort, wo Sie die ' +
      'Domain gekauft haben), und legen Sie jeden Eintrag als Typ TXT an. Übernehmen Sie Name ' +
      'und Wert genau.',
    hosts: {
      cloudflare:
        'DNS › Records › Add record; wählen Sie TXT, fügen Sie Name und Wert ein und speichern Sie.',
      godaddy:
        'My Products › Ihre Domain › DNS › Add New Record; wählen Sie TXT und füllen Sie Name und ' +
        'Value aus.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; wählen Sie TXT Record.',
      others:
        'Öffnen Sie die Zone Ihrer Domain und fügen Sie einen TXT-Eintrag hinzu. Manche Anbieter ' +
        'hängen Ihre Domain selbst an den Namen an: Geben Sie dann nur den Teil davor ein.',
    },
    othersName: 'Google Cloud DNS und andere',
    recordsTitle: 'Wozu die Einträge dienen',
    records: {
      spf: 'nennt die Server, die E-Mails für Ihre Domain versenden dürfen.',
      dkim:
        'veröffentlicht den Schlüssel, der beweist, dass eine Nachricht wirklich von Ihrer ' +
        'Domain stammt und unterwegs nicht verändert wurde.',
      dmarc:
        'sagt empfangenden Mailservern, was mit E-Mails geschehen soll, die diese Prüfungen nicht ' +
        'bestehen, damit niemand in Ihrem Namen E-Mails versenden kann.',
    },
    support:
      'Kommen Sie nicht weiter? Schreiben Sie dem Support mit Ihrer Domain und den Einträgen, ' +
      'die Sie angelegt haben; der Support antwortet in der Regel innerhalb von 24 Stunden.',
    close: 'Schließen',
  },
} satisfies IntegrationWords;
