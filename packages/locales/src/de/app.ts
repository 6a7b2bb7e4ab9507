import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 Stern' : `${count} Sterne`);

const list = listWords('de');
const quote = (text: string) => `„${text}“`;

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
      serviceArea: 'Einsatzgebiete',
      byAppointment: 'Nach Vereinbarung',
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
    addArea: 'Gebiet hinzufügen',
    goals: {
      donations: 'Spenden',
      signups: 'Anmeldungen',
      bookings: 'Buchungen',
      orders: 'Bestellungen',
      quotes: 'Angebotsanfragen',
      sales: 'Online-Verkäufe',
      volunteers: 'Ehrenamtliche',
    },
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
      areaTooLong: (n: number) => `Gebiet ${n} darf höchstens 200 Zeichen haben`,
      tooManyAreas: 'Geben Sie höchstens 30 Gebiete an',
    },
    reach: {
      question: 'Wo treffen Sie Ihre Kunden?',
      premises: 'Kunden kommen zu uns',
      mobile: 'Wir kommen zu den Kunden',
      online: 'Online',
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
    heroPhotos: {
      credit: (name, provider) => `Foto: ${name} / ${provider}`,
      uploadOwn: 'Eigenes Foto hochladen',
      choose: 'Foto auswählen',
      describeFirst: 'Beschreiben Sie zuerst das Foto und wählen Sie es dann aus.',
      added: 'Ihr Foto wurde hinzugefügt und ausgewählt.',
      failed: 'Das Foto konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
    },
    imageReplace: {
      replace: 'Ersetzen',
      uploading: 'Wird hochgeladen…',
      replaced: 'Ersetzt',
      unavailable: (alt: string) => `${alt} (Bild nicht verfügbar)`,
      answer: (image: string, file: string) => `${image} durch ${file} ersetzt`,
      describe: 'Beschreiben Sie dieses Foto für Menschen, die es nicht sehen können',
      noDescription: 'Dieses Foto hat noch keine Beschreibung.',
      save: 'Speichern',
      described: 'Beschreibung gespeichert',
    },
    businessEditor: {
      title: 'Unternehmensdaten',
      terms: {
        company: 'Unternehmen',
        email: 'E-Mail',
        phone: 'Telefon',
        website: 'Website',
        address: 'Adresse',
        hours: 'Öffnungszeiten',
      },
      days,
      closed: 'geschlossen',
      edit: 'Unternehmensdaten bearbeiten',
      answer: 'Unternehmensdaten gespeichert',
    },
  },
  customize: {
    welcome:
      'Hallo! Sagen Sie mir, was Sie an Ihrer Website ändern möchten. Ich kann Texte und die ' +
      'Überschrift umschreiben, Farben und Stil ändern, Abschnitte hinzufügen, entfernen oder ' +
      'verschieben, Preise, Öffnungszeiten und Kontaktdaten aktualisieren und Bilder ersetzen. ' +
      'Jede Änderung wird eine neue Version, Sie können also jederzeit eine frühere unter ' +
      'Versionen wiederherstellen.',
    applied: (version: number) =>
      `Erledigt: Das ist Version ${version}. Ihre Website wird aktualisiert.`,
    undo: 'Rückgängig',
    undoTo: (version: number) => `Rückgängig: zurück zu Version ${version}`,
    undone: (version: number) =>
      `Rückgängig gemacht: Ihre Website ist wieder so wie in Version ${version}.`,
    conversation: 'Gespräch zur Anpassung',
    messageLabel: 'Ihr Änderungswunsch',
    editing: (label: string) => `Bearbeiten: ${label}`,
    stopEditing: (label: string) => `${label} nicht mehr bearbeiten`,
  },
  feedback: {
    title: 'Feedback',
    label: 'Was halten Sie von dieser Version?',
    placeholder: 'z. B. Die Überschrift ist zu lang, und ich möchte unsere Öffnungszeiten zeigen.',
    submit: 'Feedback senden',
    submitting: 'Wird gesendet…',
    empty: 'Noch kein Feedback. Zappy antwortet mit Vorschlägen und Fragen.',
    earlier: 'Früheres Feedback',
    yours: 'Ihr Feedback, ',
    suggestions: 'Vorschläge',
    questions: 'Fragen',
  },
  chat: {
    youSaid: 'Sie haben gesagt:',
    said: (name: string) => `${name} hat gesagt:`,
    send: 'Nachricht senden',
    assistant: 'Der Assistent',
    conversation: 'Gespräch',
  },
  dialog: {
    close: 'Dialog schließen',
  },
  businessInfo: {
    title: 'Unternehmensdaten',
    companyName: 'Firmenname',
    email: 'E-Mail',
    phone: 'Telefon',
    address: 'Adresse',
    street: 'Straße',
    city: 'Ort',
    state: 'Bundesland oder Region',
    zip: 'Postleitzahl',
    country: 'Land',
    hours: 'Öffnungszeiten',
    days,
    closed: 'Geschlossen',
    closedOn: (day: string) => `${day} geschlossen`,
    opensAt: (day: string) => `Öffnet am ${day} um`,
    closesAt: (day: string) => `Schließt am ${day} um`,
    to: 'bis',
  },
  preview: {
    publishing: 'Veröffentlichung',
    publishingLoading: 'Wird geladen...',
    customize: 'Anpassen',
    closeCustomize: 'Anpassung schließen',
    businessInfo: 'Unternehmensdaten',
    version: (version: number) => `Version ${version}`,
    newTab: '(öffnet in einem neuen Tab)',
    noPage: 'Diese Website hat noch keine Seite, die angezeigt werden kann.',
    frameTitle: (site: string) => `Vorschau der Website von ${site}`,
    privatePreview: 'Private Vorschau',
    pointAndEdit: {
      button: 'Zeigen und bearbeiten',
      picking:
        'Klicken Sie auf eine Überschrift, einen Text, ein Bild oder einen Abschnitt Ihrer ' +
        'Website und sagen Sie dann im Chat, was geändert werden soll.',
      notEditable: 'Dieser Teil der Seite kann hier nicht bearbeitet werden.',
      failed: 'Dieser Teil der Seite konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
      text: (text: string) => `„${text}“`,
      // Accusative, as the chat's "Bearbeiten: …" and "… nicht mehr bearbeiten" need.
      image: (name: string) => `das Bild „${name}“`,
      thisImage: 'dieses Bild',
      section: (name: string) => `den Abschnitt „${name}“`,
    },
    exportMenu: {
      exporting: 'Wird exportiert…',
      zip: 'ZIP-Archiv',
      zipText: 'HTML, CSS, Skript und Bilder, bereit zum Hosten',
      json: 'JSON-Daten',
      jsonText: 'Alles, woraus die Website besteht',
    },
    versions: {
      title: 'Versionen',
      pending: 'Die erste Version wird noch erstellt.',
      list: 'Versionen, neueste zuerst',
      live: 'Live',
      current: 'Aktuell',
      restore: 'Wiederherstellen',
      restoreVersion: (version: number) => `Version ${version} wiederherstellen`,
      confirmTitle: (version: number) => `Version ${version} wiederherstellen?`,
      confirmText:
        'Eine neue Version wird als Kopie dieser Version erstellt und wie jede andere ' +
        'veröffentlicht. Nichts geht verloren: Die aktuelle Version bleibt in der Liste.',
      restoring: 'Wird wiederhergestellt…',
      restored: (from: number, to: number | null) =>
        to === null
          ? `Version ${from} wiederhergestellt`
          : `Version ${from} als Version ${to} wiederhergestellt`,
      failed: 'Die Version konnte nicht wiederhergestellt werden',
    },
    regenerate: {
      title: 'Website neu erstellen',
      intro: (site: string) =>
        `Zappy erstellt aus Ihrem Briefing eine neue Version von ${site} und veröffentlicht ` +
        'sie. Frühere Versionen bleiben in der Liste „Versionen“ und können wiederhergestellt ' +
        'werden.',
      label: 'Was soll sich ändern?',
      optional: '(optional)',
      placeholder:
        'Zum Beispiel: Erwähnen Sie unseren Wochenend-Brunch und verwenden Sie wärmere Farben. ' +
        'Wir haben jetzt auch sonntags geöffnet.',
      hint: 'Lassen Sie das Feld leer, um aus demselben Briefing einen neuen Entwurf zu erhalten.',
      starting: 'Wird gestartet…',
    },
    fidelity: {
      title: 'Was Ihre Website sagt',
      intro: (version) => `Was Version ${version} Ihrer Website über Ihre Angaben sagt.`,
      lookingAt: (version) => `Sie sehen gerade Version ${version}, die etwas anderes sagen kann.`,
      shownTitle: 'Auf Ihrer Website zu sehen',
      noneShown: 'Noch keine Ihrer Angaben steht in dieser Version.',
      leftOutTitle: 'Weggelassen',
      nothingLeftOut: 'Nichts: Alle Ihre Angaben stehen auf Ihrer Website.',
      photosTitle: 'Illustrationen statt Fotos',
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places}: ${provider} hat diesmal kein Foto geliefert, deshalb zeigt diese Version eine Illustration. Erstellen Sie die Website später neu oder laden Sie Ihr eigenes Foto hoch.`
          : `${places}: ${provider} hatte kein passendes Foto, deshalb zeigt diese Version eine Illustration. Sie können Ihr eigenes Foto hochladen.`,
      list,
      quote,
      shown: {
        name: (v) => `Der Name Ihres Unternehmens, ${list(v)}`,
        product: (v) => `Was Sie tun: ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1 ? `Ihre Leistung ${list(v)}` : `Ihre ${v.length} Leistungen: ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `Ihr Preis ${list(v)}` : `Ihre ${v.length} Preise: ${list(v)}`,
        'prices-on-request': () => 'Dass Ihre Preise auf Anfrage sind',
        hours: (v) => `Ihre Öffnungszeiten: ${list(v)}`,
        'hours-note': (v) => `Wann Sie geöffnet haben: ${list(v)}`,
        address: (v) => `Ihre Adresse, ${list(v)}`,
        phone: (v) => `Ihre Telefonnummer, ${list(v)}`,
        email: (v) => `Ihre E-Mail-Adresse, ${list(v)}`,
        website: (v) => `Ihre Website, ${list(v)}`,
        social: (v) =>
          `${v.length === 1 ? 'Ihr Social-Media-Profil' : 'Ihre Social-Media-Profile'} ${list(v)}`,
        number: (v) => `${v.length === 1 ? 'Ihre Zahl' : 'Ihre Zahlen'}: ${list(v)}`,
        highlight: (v) => `Was Sie auszeichnet: ${list(v)}`,
        brand: (v) => `Namen so geschrieben, wie Sie sie geschrieben haben: ${list(v)}`,
      },
      // Accusative: each stands as the object of "nicht angezeigt" or "Platz für".
      nouns: {
        name: 'den Namen Ihres Unternehmens',
        product: 'Ihr Angebot',
        service: 'Ihre Leistung',
        price: 'Ihren Preis',
        'prices-on-request': 'den Hinweis auf Preise auf Anfrage',
        hours: 'Ihre Öffnungszeiten',
        'hours-note': 'Ihre Zeiten',
        address: 'Ihre Adresse',
        phone: 'Ihre Telefonnummer',
        email: 'Ihre E-Mail-Adresse',
        website: 'Ihre Website',
        social: 'Ihr Social-Media-Profil',
        number: 'Ihre Zahl',
        highlight: 'Ihre Stärke',
        brand: 'den Namen',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `Wir haben ${fact} nicht angezeigt, weil daraus nicht hervorgeht, wann Sie an jedem Tag öffnen und schließen – nennen Sie beim Neuerstellen beide Zeiten.`,
        'search-data-only': (fact) =>
          `Wir haben ${fact} nicht auf die Seite geschrieben: Die Angabe steht in den Suchdaten der Seite, wo Suchmaschinen sie lesen.`,
        'other-currency': (fact) =>
          `Wir haben ${fact} nicht angezeigt, weil Ihre anderen Preise in einer anderen Währung sind – geben Sie beim Neuerstellen alle Preise in einer Währung an.`,
        'not-placed': (fact) =>
          `Wir haben in dieser Version keinen Platz für ${fact} gefunden – erwähnen Sie die Angabe beim Neuerstellen.`,
      },
      omitted: {
        'no-prices':
          'Wir haben keine Preise angezeigt, weil Sie keine angegeben haben – nennen Sie sie beim Neuerstellen (zum Beispiel „Pro für 29 € im Monat“).',
        'prices-on-services':
          'Wir haben keinen Abschnitt „Preise“ hinzugefügt, weil Ihre Preise für einzelne Leistungen gelten: Sie stehen stattdessen bei diesen Leistungen.',
        'no-hours':
          'Wir haben keine Öffnungszeiten angezeigt, weil Sie keine angegeben haben – nennen Sie sie beim Neuerstellen (zum Beispiel „Mo–Fr 9–17 Uhr, Sa 10–14 Uhr“).',
        'hours-incomplete':
          'Wir haben keine Tabelle mit Öffnungszeiten hinzugefügt, weil aus Ihren Zeiten nicht hervorgeht, wann Sie schließen – nennen Sie beim Neuerstellen Ihre Schließzeiten.',
        'no-numbers':
          'Wir haben keinen Abschnitt „Zahlen“ hinzugefügt, weil Sie keine Zahlen angegeben haben – nennen Sie sie beim Neuerstellen (zum Beispiel „seit 2015“ oder „300 Kunden“).',
        'never-invented': {
          team: 'Wir haben keinen Abschnitt „Team“ hinzugefügt, weil Zappy niemals Personen erfindet.',
          reviews:
            'Wir haben keine Bewertungen hinzugefügt, weil Zappy niemals erfindet, was Kunden sagen.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
