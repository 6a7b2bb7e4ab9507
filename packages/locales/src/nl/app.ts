import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 ster' : `${count} sterren`);

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
  },
  customize: {
    welcome:
      'Hoi! Vertel me wat je op je website wilt veranderen. Ik kan teksten en de kop ' +
      'herschrijven, kleuren en stijl aanpassen, secties toevoegen, verwijderen of verplaatsen, ' +
      'prijzen, openingstijden en contactgegevens bijwerken en afbeeldingen vervangen. Elke ' +
      'wijziging wordt een nieuwe versie, dus je kunt altijd een eerdere terugzetten via Versies.',
    applied: (version: number, summary: string) =>
      `Toegepast als versie ${version}: ${summary}. Je site wordt bijgewerkt.`,
  },
} satisfies AppWords;
