import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 ster' : `${count} sterren`);

const list = listWords('nl');
const quote = (text: string) => `„${text}”`;

export const app = {
  brief: {
    title: 'Je briefing',
    intro:
      'Zappy bouwt je site hiermee. Controleer het en pas aan wat je wilt voordat je genereert.',
    loading: 'Je briefing wordt geladen…',
    saving: 'Opslaan…',
    saved: 'Briefing opgeslagen',
    saveFailed: 'De briefing kon niet worden opgeslagen. Probeer het opnieuw.',
    fields: {
      businessName: 'Bedrijfsnaam',
      industry: 'Soort bedrijf',
      street: 'Straat',
      city: 'Plaats of werkgebied',
      state: 'Provincie',
      zip: 'Postcode',
      country: 'Land',
      services: 'Diensten en producten',
      plans: 'Prijzen en abonnementen',
      planName: 'Naam',
      planPrice: 'Prijs',
      currency: 'Valuta',
      hours: 'Openingstijden',
      hoursHint: 'Bijvoorbeeld „24 uur”, „Op afspraak” of „Ma–Vr 9:00–17:00”',
      email: 'E-mail',
      phone: 'Telefoon',
      website: 'Website',
      goal: 'Doel',
      callToAction: 'Hoofdknop',
      language: 'Taal van de site',
      palette: 'Kleurenpalet',
      images: 'Afbeeldingen',
      about: 'Over-ons-tekst',
      notes: 'Zinnen om te houden',
      serviceArea: 'Werkgebied',
      byAppointment: 'Op afspraak',
    },
    groups: {
      business: 'Het bedrijf',
      where: 'Waar',
      offer: 'Wat je aanbiedt',
      contact: 'Contact',
      look: 'Uiterlijk en taal',
    },
    addService: 'Dienst toevoegen',
    addPrice: 'Prijs toevoegen',
    addNote: 'Zin toevoegen',
    addArea: 'Gebied toevoegen',
    goals: {
      donations: 'Donaties',
      signups: 'Aanmeldingen',
      bookings: 'Boekingen',
      orders: 'Bestellingen',
      quotes: 'Offerteaanvragen',
      sales: 'Online verkoop',
      volunteers: 'Vrijwilligers',
    },
    remove: (item: string) => `${item} verwijderen`,
    notGiven: 'Niet opgegeven',
    chosenForYou: 'Worden gekozen bij het bouwen van de site',
    notUsed: {
      title: 'Nog niet gebruikt',
      intro: 'Deze woorden typte je, maar nog geen veld bevat ze.',
      empty: 'Alles wat je typte staat in de briefing.',
      asService: 'Toevoegen als dienst',
      asNote: 'Toevoegen als notitie',
      toAbout: 'Toevoegen aan de over-ons-tekst',
      ignore: 'Negeren',
      actionsFor: (text: string) => `Wat te doen met „${text}”`,
      failed: 'Dat lukte niet. Probeer het opnieuw.',
    },
    errors: {
      nameRequired: 'Bedrijfsnaam is verplicht',
      invalidEmail: 'Voer een geldig e-mailadres in',
      invalidPhone: 'Voer een geldig telefoonnummer in',
      invalidWebsite: 'Ongeldige website-URL',
      planName: (n: number) => `Abonnement ${n} moet een naam hebben`,
      planPrice: (n: number) => `Abonnement ${n} mag geen negatieve prijs hebben`,
      areaTooLong: (n: number) => `Gebied ${n} mag hoogstens 200 tekens hebben`,
      tooManyAreas: 'Geef hoogstens 30 gebieden op',
    },
    reach: {
      question: 'Waar help je je klanten?',
      premises: 'Ze komen bij ons langs',
      mobile: 'Wij komen naar hen toe',
      online: 'Online',
    },
  },
  wizard: {
    welcomeBack: 'Welkom terug! Je kunt nu je website maken.',
    loadingConversation: 'Je gesprek wordt geladen…',
    title: 'Websitewizard',
    intro: 'Beantwoord een paar vragen en Zappy bouwt je site.',
    messageLabel: 'Je bericht',
    messagePlaceholder: 'Typ je bericht…',
    typing: 'Zappy is aan het typen…',
    ready: {
      title: 'Het plan voor je website is klaar',
      build: 'Zappy heeft alles om je site te bouwen.',
      signIn: 'Log in om dit gesprek te bewaren en je site te bouwen.',
      starting: 'Genereren wordt gestart…',
    },
  },
  widgets: {
    submit: 'Versturen',
    answerFor: (question: string) => `Antwoord: ${question}`,
    selected: (count: number) => `${count} geselecteerd.`,
    chooseOne: 'Kies één optie.',
    chooseAll: 'Kies alles wat van toepassing is.',
    choosePalette: 'Kies één palet.',
    chooseColour: 'Kies één kleur.',
    chooseImage: 'Kies één afbeelding.',
    slider: 'Sleep de schuifregelaar of gebruik de pijltjestoetsen.',
    text: 'Typ je antwoord en druk op Enter of Versturen.',
    ownValue: "Of typ je eigen antwoord (meerdere gescheiden door komma's)",
    rating: {
      stars,
      rate: (max: number) => `Geef 1 tot ${max} sterren.`,
      rated: (count: number) => `Je beoordeling: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} van ${max} sterren`,
    },
    sliderValue: 'Jouw keuze',
    charactersUsed: 'Gebruikte tekens:',
    heroPhotos: {
      credit: (name, provider) => `Foto: ${name} / ${provider}`,
      uploadOwn: 'Upload je eigen foto',
      choose: 'Kies een foto',
      describeFirst: 'Beschrijf eerst de foto en kies hem dan.',
      added: 'Je foto is toegevoegd en geselecteerd.',
      failed: 'De foto kon niet worden toegevoegd. Probeer het opnieuw.',
    },
    imageReplace: {
      replace: 'Vervangen',
      uploading: 'Bezig met uploaden…',
      replaced: 'Nieuwe afbeelding geplaatst',
      unavailable: (alt: string) => `${alt} (afbeelding niet beschikbaar)`,
      answer: (image: string, file: string) => `${image} vervangen door ${file}`,
      describe: 'Beschrijf deze foto voor wie hem niet kan zien',
      noDescription: 'Deze foto heeft nog geen beschrijving.',
      save: 'Opslaan',
      described: 'Beschrijving opgeslagen',
    },
    businessEditor: {
      title: 'Bedrijfsgegevens',
      terms: {
        company: 'Bedrijf',
        email: 'E-mail',
        phone: 'Telefoon',
        website: 'Website',
        address: 'Adres',
        hours: 'Openingstijden',
      },
      days,
      closed: 'gesloten',
      edit: 'Bedrijfsgegevens bewerken',
      answer: 'Bedrijfsgegevens opgeslagen',
    },
  },
  customize: {
    welcome:
      'Hoi! Vertel me wat je op je website wilt veranderen. Ik kan teksten en de kop ' +
      'herschrijven, kleuren en stijl aanpassen, secties toevoegen, verwijderen of verplaatsen, ' +
      'prijzen, openingstijden en contactgegevens bijwerken en afbeeldingen vervangen. Elke ' +
      'wijziging wordt een nieuwe versie, dus je kunt altijd een eerdere terugzetten via Versies.',
    applied: (version: number) => `Klaar: dit is versie ${version}. Je site wordt bijgewerkt.`,
    undo: 'Ongedaan maken',
    undoTo: (version: number) => `Ongedaan maken: terug naar versie ${version}`,
    undone: (version: number) => `Ongedaan gemaakt: je site is weer zoals in versie ${version}.`,
    conversation: 'Gesprek over aanpassingen',
    messageLabel: 'Je wijzigingsverzoek',
    editing: (label: string) => `Bewerken: ${label}`,
    stopEditing: (label: string) => `Stoppen met bewerken van ${label}`,
  },
  feedback: {
    title: 'Feedback',
    label: 'Wat vind je van deze versie?',
    placeholder: 'Bijvoorbeeld: de kop is te lang en ik wil onze openingstijden laten zien.',
    submit: 'Feedback versturen',
    submitting: 'Bezig met versturen…',
    empty: 'Nog geen feedback. Zappy antwoordt met suggesties en vragen.',
    earlier: 'Eerdere feedback',
    yours: 'Jouw feedback, ',
    suggestions: 'Suggesties',
    questions: 'Vragen',
  },
  chat: {
    youSaid: 'Jij zei:',
    said: (name: string) => `${name} zei:`,
    send: 'Bericht versturen',
    assistant: 'De assistent',
    conversation: 'Gesprek',
  },
  dialog: {
    close: 'Dialoogvenster sluiten',
  },
  businessInfo: {
    title: 'Bedrijfsgegevens',
    companyName: 'Bedrijfsnaam',
    email: 'E-mail',
    phone: 'Telefoon',
    address: 'Adres',
    street: 'Straat',
    city: 'Plaats',
    state: 'Provincie of staat',
    zip: 'Postcode',
    country: 'Land',
    hours: 'Openingstijden',
    days,
    closed: 'Gesloten',
    closedOn: (day: string) => `Gesloten op ${day.toLowerCase()}`,
    opensAt: (day: string) => `Openingstijd op ${day.toLowerCase()}`,
    closesAt: (day: string) => `Sluitingstijd op ${day.toLowerCase()}`,
    to: 'tot',
  },
  preview: {
    publishing: 'Publicatie',
    publishingLoading: 'Laden...',
    customize: 'Aanpassen',
    closeCustomize: 'Aanpassen sluiten',
    businessInfo: 'Bedrijfsgegevens',
    version: (version: number) => `Versie ${version}`,
    newTab: '(opent in een nieuw tabblad)',
    noPage: 'Deze website heeft nog geen pagina om te tonen.',
    frameTitle: (site: string) => `Voorbeeld van de website van ${site}`,
    privatePreview: 'Privévoorbeeld',
    pointAndEdit: {
      button: 'Aanwijzen en bewerken',
      picking:
        'Klik op een kop, tekst, afbeelding of sectie van je site en zeg dan in de chat wat er ' +
        'moet veranderen.',
      notEditable: 'Dat deel van de pagina kan hier niet worden bewerkt.',
      failed: 'Dat deel van de pagina kon niet worden gelezen. Probeer het opnieuw.',
      text: (text: string) => `„${text}”`,
      image: (name: string) => `de afbeelding „${name}”`,
      thisImage: 'deze afbeelding',
      section: (name: string) => `de sectie „${name}”`,
    },
    exportMenu: {
      exporting: 'Bezig met exporteren…',
      zip: 'ZIP-archief',
      zipText: 'HTML, CSS, script en afbeeldingen, klaar om te hosten',
      json: 'JSON-gegevens',
      jsonText: 'Alles waar de site uit bestaat',
    },
    versions: {
      title: 'Versies',
      pending: 'De eerste versie wordt nog gemaakt.',
      list: 'Versies, nieuwste eerst',
      live: 'Live',
      current: 'Huidige',
      restore: 'Terugzetten',
      restoreVersion: (version: number) => `Versie ${version} terugzetten`,
      confirmTitle: (version: number) => `Versie ${version} terugzetten?`,
      confirmText:
        'Er wordt een nieuwe versie gemaakt als kopie van deze en gepubliceerd zoals elke ' +
        'andere. Er gaat niets verloren: de huidige versie blijft in de lijst.',
      restoring: 'Bezig met terugzetten…',
      restored: (from: number, to: number | null) =>
        to === null ? `Versie ${from} teruggezet` : `Versie ${from} teruggezet als versie ${to}`,
      failed: 'Versie terugzetten mislukt',
    },
    regenerate: {
      title: 'Website opnieuw genereren',
      intro: (site: string) =>
        `Zappy maakt op basis van je briefing een nieuwe versie van ${site} en publiceert die. ` +
        'Eerdere versies blijven in de lijst Versies staan en je kunt ze terugzetten.',
      label: 'Wat moet er veranderen?',
      optional: '(optioneel)',
      placeholder:
        'Bijvoorbeeld: noem onze weekendbrunch en gebruik warmere kleuren. We zijn nu ook op ' +
        'zondag open.',
      hint: 'Laat leeg voor een nieuwe versie op basis van dezelfde briefing.',
      starting: 'Bezig met starten…',
    },
    fidelity: {
      title: 'Wat je site zegt',
      intro: (version) =>
        `Wat versie ${version} van je site zegt over de gegevens die je hebt gegeven.`,
      lookingAt: (version) => `Je bekijkt versie ${version}, die iets anders kan zeggen.`,
      shownTitle: 'Te zien op je site',
      noneShown: 'Nog geen van je gegevens staat in deze versie.',
      leftOutTitle: 'Weggelaten',
      nothingLeftOut: 'Niets: alle gegevens die je hebt gegeven staan op je site.',
      photosTitle: "Illustraties in plaats van foto's",
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places}: ${provider} heeft deze keer geen foto gestuurd, dus deze versie toont een illustratie. Genereer de site later opnieuw of upload je eigen foto.`
          : `${places}: ${provider} had geen passende foto, dus deze versie toont een illustratie. Je kunt je eigen foto uploaden.`,
      list,
      quote,
      shown: {
        name: (v) => `Je bedrijfsnaam, ${list(v)}`,
        product: (v) => `Wat je doet: ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1 ? `Je dienst ${list(v)}` : `Je ${v.length} diensten: ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `Je prijs ${list(v)}` : `Je ${v.length} prijzen: ${list(v)}`,
        'prices-on-request': () => 'Dat je prijzen op aanvraag zijn',
        hours: (v) => `Je openingstijden: ${list(v)}`,
        'hours-note': (v) => `Wanneer je open bent: ${list(v)}`,
        address: (v) => `Je adres, ${list(v)}`,
        phone: (v) => `Je telefoonnummer, ${list(v)}`,
        email: (v) => `Je e-mailadres, ${list(v)}`,
        website: (v) => `Je website, ${list(v)}`,
        social: (v) => `Je socialmedia-${v.length === 1 ? 'account' : 'accounts'} ${list(v)}`,
        number: (v) => `Je ${v.length === 1 ? 'cijfer' : 'cijfers'}: ${list(v)}`,
        highlight: (v) => `Wat je onderscheidt: ${list(v)}`,
        brand: (v) => `Namen geschreven zoals jij ze schreef: ${list(v)}`,
      },
      nouns: {
        name: 'je bedrijfsnaam',
        product: 'wat je doet',
        service: 'je dienst',
        price: 'je prijs',
        'prices-on-request': 'dat je prijzen op aanvraag zijn',
        hours: 'je openingstijden',
        'hours-note': 'je tijden',
        address: 'je adres',
        phone: 'je telefoonnummer',
        email: 'je e-mailadres',
        website: 'je website',
        social: 'je socialmedia-account',
        number: 'je cijfer',
        highlight: 'je sterke punt',
        brand: 'de naam',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `We hebben ${fact} niet getoond, omdat er niet in staat wanneer je elke dag opengaat en sluit – noem beide tijden als je opnieuw genereert.`,
        'search-data-only': (fact) =>
          `We hebben ${fact} niet op de pagina gezet: het staat in de zoekgegevens van de pagina, waar zoekmachines het lezen.`,
        'other-currency': (fact) =>
          `We hebben ${fact} niet getoond, omdat je andere prijzen in een andere valuta zijn – geef al je prijzen in één valuta als je opnieuw genereert.`,
        'not-placed': (fact) =>
          `We konden in deze versie geen plek vinden voor ${fact} – noem het als je opnieuw genereert.`,
      },
      omitted: {
        'no-prices':
          'We hebben geen prijzen getoond, omdat je er geen hebt gegeven – noem ze als je opnieuw genereert (bijvoorbeeld „Pro voor € 29 per maand”).',
        'prices-on-services':
          'We hebben geen sectie Prijzen toegevoegd, omdat je prijzen voor losse diensten zijn: ze staan in plaats daarvan bij die diensten.',
        'no-hours':
          'We hebben geen openingstijden getoond, omdat je er geen hebt gegeven – noem ze als je opnieuw genereert (bijvoorbeeld „ma–vr 9–17 uur, za 10–14 uur”).',
        'hours-incomplete':
          'We hebben geen tabel met openingstijden toegevoegd, omdat je tijden niet zeggen wanneer je sluit – noem je sluitingstijden als je opnieuw genereert.',
        'no-numbers':
          'We hebben geen sectie Cijfers toegevoegd, omdat je geen cijfers hebt gegeven – noem ze als je opnieuw genereert (bijvoorbeeld „sinds 2015” of „300 klanten”).',
        'never-invented': {
          team: 'We hebben geen sectie Team toegevoegd, omdat Zappy nooit mensen verzint.',
          reviews:
            'We hebben geen reviews toegevoegd, omdat Zappy nooit verzint wat klanten zeggen.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
