import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 Stern' : `${count} Sterne`);

export const app = {
  brief: {
    title: 'Ihr Briefing',
    intro:
      'Zappy baut Ihre Website daraus. Prüfen Sie es und ändern Sie, was Sie möchten, bevor Sie sie erstellen.',
    loading: 'Ihr Briefing wird geladen…',
    saving: 'Wird gespeichert…',
    saved: 'Briefing gespeichert',
    saveFailed: 'Das Briefing konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    fields: {
      businessName: 'Name des Unternehmens',
      industry: 'Art des Unternehmens',
      street: 'Straße',
      city: 'Ort oder Einsatzgebiet',
      state: 'Bundesland',
      zip: 'Postleitzahl',
      country: 'Land',
      services: 'Leistungen und Produkte',
      plans: 'Preise und Tarife',
      planName: 'Name',
      planPrice: 'Preis',
      currency: 'Währung',
      hours: 'Öffnungszeiten',
      hoursHint: 'Zum Beispiel „24 Stunden“, „Nach Vereinbarung“ oder „Mo–Fr 9:00–17:00“',
      email: 'E-Mail',
      phone: 'Telefon',
      website: 'Website',
      goal: 'Ziel',
      callToAction: 'Hauptbutton',
      language: 'Sprache der Website',
      palette: 'Farbpalette',
      images: 'Bilder',
      about: 'Über-uns-Text',
      notes: 'Sätze, die bleiben sollen',
    },
    groups: {
      business: 'Das Unternehmen',
      where: 'Wo',
      offer: 'Ihr Angebot',
      contact: 'Kontakt',
      look: 'Aussehen und Sprache',
    },
    addService: 'Leistung hinzufügen',
    addPrice: 'Preis hinzufügen',
    addNote: 'Satz hinzufügen',
    remove: (item: string) => `${item} entfernen`,
    notGiven: 'Nicht angegeben',
    chosenForYou: 'Werden beim Erstellen der Website gewählt',
    notUsed: {
      title: 'Noch nicht verwendet',
      intro: 'Diese Worte haben Sie geschrieben, aber noch kein Feld enthält sie.',
      empty: 'Alles, was Sie geschrieben haben, steht im Briefing.',
      asService: 'Als Leistung hinzufügen',
      asNote: 'Als Notiz hinzufügen',
      toAbout: 'Zum Über-uns-Text hinzufügen',
      ignore: 'Ignorieren',
      actionsFor: (text: string) => `Was mit „${text}“ geschehen soll`,
      failed: 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
    },
    errors: {
      nameRequired: 'Der Firmenname ist erforderlich',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein',
      invalidWebsite: 'Ungültiges Format der Website-URL',
      planName: (n: number) => `Tarif ${n} braucht einen Namen`,
      planPrice: (n: number) => `Tarif ${n} darf keinen negativen Preis haben`,
    },
  },
  wizard: {
    welcomeBack: 'Willkommen zurück! Sie können jetzt Ihre Website erstellen.',
    loadingConversation: 'Ihr Gespräch wird geladen…',
    title: 'Website-Assistent',
    intro: 'Beantworten Sie ein paar Fragen, und Zappy erstellt Ihre Website.',
    messageLabel: 'Ihre Nachricht',
    messagePlaceholder: 'Nachricht eingeben…',
    typing: 'Zappy schreibt…',
    ready: {
      title: 'Der Plan für Ihre Website steht',
      build: 'Zappy hat alles, was es für Ihre Website braucht.',
      signIn: 'Melden Sie sich an, um dieses Gespräch zu behalten und Ihre Website zu erstellen.',
      starting: 'Erstellung wird gestartet…',
    },
  },
  widgets: {
    submit: 'Senden',
    answerFor: (question: string) => `Antwort: ${question}`,
    selected: (count: number) => `Ausgewählt: ${count}.`,
    chooseOne: 'Wählen Sie eine Option.',
    chooseAll: 'Wählen Sie alle zutreffenden aus.',
    choosePalette: 'Wählen Sie eine Farbpalette.',
    chooseColour: 'Wählen Sie eine Farbe.',
    chooseImage: 'Wählen Sie ein Bild.',
    slider: 'Ziehen Sie den Schieberegler oder nutzen Sie die Pfeiltasten.',
    text: 'Geben Sie Ihre Antwort ein und drücken Sie Enter oder Senden.',
    ownValue: 'Oder geben Sie Ihre eigene ein (mehrere durch Kommas trennen)',
    rating: {
      stars,
      rate: (max: number) => `Bewerten Sie mit 1 bis ${max} Sternen.`,
      rated: (count: number) => `Ihre Bewertung: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} von ${max} Sternen`,
    },
    sliderValue: 'Ihre Wahl',
    charactersUsed: 'Verwendete Zeichen:',
  },
  customize: {
    welcome:
      'Hallo! Sagen Sie mir, was Sie an Ihrer Website ändern möchten. Ich kann Texte und die ' +
      'Überschrift umschreiben, Farben und Stil ändern, Abschnitte hinzufügen, entfernen oder ' +
      'verschieben, Preise, Öffnungszeiten und Kontaktdaten aktualisieren und Bilder ersetzen. ' +
      'Jede Änderung wird eine neue Version, Sie können also jederzeit eine frühere unter ' +
      'Versionen wiederherstellen.',
    applied: (version: number, summary: string) =>
      `Als Version ${version} übernommen: ${summary}. Ihre Website wird aktualisiert.`,
  },
} satisfies AppWords;
