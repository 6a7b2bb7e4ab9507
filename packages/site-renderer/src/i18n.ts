// Every word the renderer itself puts on a site, per language. Model text (headings, copy, button
// labels the AI wrote) is already in the site's language; these are the words around it, so a
// Spanish site never carries an English "Closed" or "Skip to content".
import type { BillingPeriod, SectionType, WeekDay } from '@zappy/site-model/schema';

/** Languages with a full set of interface words. Others fall back to English. */
export const UI_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl', 'he', 'ar'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** Words the browser code (`script.js`, `accessibility.js`) shows; the page hands them over. */
export type ScriptMessages = {
  sending: string;
  sent: string;
  failed: string;
  toolbar: string;
  toolbarOpen: string;
  toolbarTitle: string;
  reset: string;
  size: string;
  spacing: string;
  line: string;
  invert: string;
  gray: string;
  links: string;
  cursor: string;
  guide: string;
  speech: string;
  still: string;
  speechOff: string;
  speechNormal: string;
  speechFast: string;
  speechSlow: string;
};

/**
 * The interface words of one language. `{name}`, `{industry}`, `{url}` and `{style}` are filled in
 * by `fill`. README texts are Markdown.
 */
export type Messages = {
  skipLink: string;
  /** The site's own 404 page (`404.html`). */
  notFound: { title: string; text: string; home: string };
  menu: string;
  mainNav: string;
  footerNav: string;
  contactUs: string;
  illustration: string;
  headings: Record<SectionType, string>;
  days: Record<WeekDay, string>;
  daysShort: Record<WeekDay, string>;
  closed: string;
  free: string;
  periods: Record<BillingPeriod, string>;
  mostPopular: string;
  plan: string;
  price: string;
  includes: string;
  getStarted: string;
  pricesOnRequest: string;
  visit: string;
  call: string;
  email: string;
  /** Label of the owner's own website address in the contact details. */
  website: string;
  formName: string;
  formEmail: string;
  formSubject: string;
  formMessage: string;
  formSend: string;
  /** Label of the contact and sign-up forms' spam trap, hidden from sight. */
  honeypot: string;
  /** Integrations: the payments block and its buttons. */
  payHeading: string;
  payOnline: string;
  payPal: string;
  /** Integrations: the newsletter sign-up (its two status words reach script.js when shown). */
  newsletter: { heading: string; button: string; subscribed: string; failed: string };
  followUs: string;
  /** Share links; `{network}` is the network's name. */
  share: { heading: string; on: string; email: string };
  /** The hosting server's page after a form posted without JavaScript. */
  formPage: {
    sentTitle: string;
    subscribedTitle: string;
    errorTitle: string;
    errorText: string;
    confirmTitle: string;
    confirmText: string;
    confirmButton: string;
  };
  footerContact: string;
  footerHours: string;
  footerExplore: string;
  script: ScriptMessages;
  readme: {
    intro: string;
    live: string;
    sections: string;
    style: string;
    files: string;
    fileIndex: string;
    fileStyles: string;
    fileScript: string;
    fileImages: string;
    hosting: string;
    hostingText: string;
    moving: string;
    /** Where the forms post, and what that means on another host. */
    forms: string;
  };
};

const en: Messages = {
  skipLink: 'Skip to content',
  notFound: {
    title: 'Page not found',
    text: "The page you are looking for isn't here.",
    home: 'Go to the home page',
  },
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  contactUs: 'Contact us',
  illustration: '{name} illustration',
  headings: {
    hero: 'Welcome',
    features: 'Features',
    services: 'Services',
    about: 'About us',
    gallery: 'Gallery',
    testimonials: 'Testimonials',
    pricing: 'Pricing',
    faq: 'Frequently asked questions',
    team: 'Our team',
    stats: 'Key figures',
    cta: 'Get started',
    contact: 'Contact',
    hours: 'Opening hours',
    footer: 'Footer',
  },
  days: {
    sunday: 'Sunday',
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
  },
  daysShort: {
    sunday: 'Sun',
    monday: 'Mon',
    tuesday: 'Tue',
    wednesday: 'Wed',
    thursday: 'Thu',
    friday: 'Fri',
    saturday: 'Sat',
  },
  closed: 'Closed',
  free: 'Free',
  periods: { monthly: 'per month', yearly: 'per year', weekly: 'per week', 'one-time': 'one-time' },
  mostPopular: 'Most popular',
  plan: 'Plan',
  price: 'Price',
  includes: 'Includes',
  getStarted: 'Get started',
  pricesOnRequest: 'Contact us for prices.',
  visit: 'Visit',
  call: 'Call',
  email: 'Email',
  website: 'Website',
  formName: 'Name',
  formEmail: 'Email',
  formSubject: 'Subject',
  formMessage: 'Message',
  formSend: 'Send message',
  honeypot: 'Leave this field empty',
  payHeading: 'Payment',
  payOnline: 'Pay online',
  payPal: 'Pay with PayPal',
  newsletter: {
    heading: 'Stay in touch',
    button: 'Subscribe',
    subscribed: 'Thank you! You are now subscribed.',
    failed: 'Sorry, we could not sign you up. Please try again later.',
  },
  followUs: 'Follow us',
  share: { heading: 'Share', on: 'Share on {network}', email: 'Share by email' },
  formPage: {
    sentTitle: 'Message sent',
    subscribedTitle: 'You are subscribed',
    errorTitle: 'Something went wrong',
    errorText: 'Sorry, your form could not be sent. Please go back and try again.',
    confirmTitle: 'Please confirm',
    confirmText: 'Please confirm that you want to send this.',
    confirmButton: 'Confirm and send',
  },
  footerContact: 'Contact',
  footerHours: 'Hours',
  footerExplore: 'Explore',
  script: {
    sending: 'Sending…',
    sent: 'Thank you! Your message has been sent.',
    failed: 'Sorry, your message could not be sent. Please email us instead.',
    toolbar: 'Accessibility tools',
    toolbarOpen: 'Accessibility options',
    toolbarTitle: 'Accessibility',
    reset: 'Reset all',
    size: 'Text size',
    spacing: 'Text spacing',
    line: 'Line height',
    invert: 'Invert colors',
    gray: 'Gray hues',
    links: 'Underline links',
    cursor: 'Big cursor',
    guide: 'Reading guide',
    speech: 'Text to speech',
    still: 'Disable animations',
    speechOff: 'off',
    speechNormal: 'normal',
    speechFast: 'fast',
    speechSlow: 'slow',
  },
  readme: {
    intro:
      'This is the marketing website of {name}{industry}, generated by Zappy as plain,\nstatic HTML, CSS and JavaScript. It has no build step, no framework and no external requests.',
    live: 'Live address: {url}',
    sections: 'Sections',
    style:
      'Visual style: **{style}**. Colours were checked for WCAG 2.1 AA contrast when the\nsite was rendered.',
    files: 'Files',
    fileIndex: 'the page, with SEO tags and JSON-LD business data.',
    fileStyles: 'all styles (system fonts, no framework).',
    fileScript:
      'mobile menu, FAQ, contact form; it loads `accessibility.js` (toolbar) after 100 ms.',
    fileImages: 'illustrations and photos. Replaceable images carry a `data-slot` attribute.',
    hosting: 'Hosting',
    hostingText:
      'Upload the folder as it is to any static host: Netlify (drag and drop), GitHub Pages,\nCloudflare Pages, an S3 bucket, or any web server such as nginx (`root /path/to/site;`).\nTo look at it locally, serve the folder, for example with `npx serve .` or\n`python3 -m http.server`, and open the address it prints.',
    moving:
      'If you move the site to a new domain, update the canonical link and `og:url` in\n`index.html`, and the addresses in `sitemap.xml` and `robots.txt`.',
    forms:
      "The contact form posts to `/_zappy/contact` (a newsletter sign-up to `/_zappy/subscribe`), which\nZappy's hosting answers. On another host, point the form at your own form service.",
  },
};

const es: Messages = {
  skipLink: 'Saltar al contenido',
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no está aquí.',
    home: 'Ir a la página de inicio',
  },
  menu: 'Menú',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  contactUs: 'Contáctanos',
  illustration: 'Ilustración de {name}',
  headings: {
    hero: 'Bienvenido',
    features: 'Características',
    services: 'Servicios',
    about: 'Sobre nosotros',
    gallery: 'Galería',
    testimonials: 'Testimonios',
    pricing: 'Precios',
    faq: 'Preguntas frecuentes',
    team: 'Nuestro equipo',
    stats: 'Cifras clave',
    cta: 'Empieza hoy',
    contact: 'Contacto',
    hours: 'Horario de apertura',
    footer: 'Pie de página',
  },
  days: {
    sunday: 'Domingo',
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
  },
  daysShort: {
    sunday: 'Dom',
    monday: 'Lun',
    tuesday: 'Mar',
    wednesday: 'Mié',
    thursday: 'Jue',
    friday: 'Vie',
    saturday: 'Sáb',
  },
  closed: 'Cerrado',
  free: 'Gratis',
  periods: {
    monthly: 'al mes',
    yearly: 'al año',
    weekly: 'a la semana',
    'one-time': 'pago único',
  },
  mostPopular: 'Más popular',
  plan: 'Plan',
  price: 'Precio',
  includes: 'Incluye',
  getStarted: 'Empezar',
  pricesOnRequest: 'Precios a consultar: contáctanos.',
  visit: 'Visítanos',
  call: 'Llámanos',
  email: 'Correo electrónico',
  website: 'Sitio web',
  formName: 'Nombre',
  formEmail: 'Correo electrónico',
  formSubject: 'Asunto',
  formMessage: 'Mensaje',
  formSend: 'Enviar mensaje',
  honeypot: 'Deja este campo vacío',
  payHeading: 'Pago',
  payOnline: 'Pagar en línea',
  payPal: 'Pagar con PayPal',
  newsletter: {
    heading: 'Mantente en contacto',
    button: 'Suscribirse',
    subscribed: '¡Gracias! Ya estás suscrito.',
    failed: 'Lo sentimos, no pudimos completar tu suscripción. Inténtalo de nuevo más tarde.',
  },
  followUs: 'Síguenos',
  share: {
    heading: 'Compartir',
    on: 'Compartir en {network}',
    email: 'Compartir por correo electrónico',
  },
  formPage: {
    sentTitle: 'Mensaje enviado',
    subscribedTitle: 'Suscripción confirmada',
    errorTitle: 'Algo salió mal',
    errorText: 'Lo sentimos, no se pudo enviar el formulario. Vuelve atrás e inténtalo de nuevo.',
    confirmTitle: 'Confírmalo, por favor',
    confirmText: 'Confirma que quieres enviar esto.',
    confirmButton: 'Confirmar y enviar',
  },
  footerContact: 'Contacto',
  footerHours: 'Horario',
  footerExplore: 'Explorar',
  script: {
    sending: 'Enviando…',
    sent: '¡Gracias! Tu mensaje se ha enviado.',
    failed: 'Lo sentimos, no se pudo enviar tu mensaje. Escríbenos por correo electrónico.',
    toolbar: 'Herramientas de accesibilidad',
    toolbarOpen: 'Opciones de accesibilidad',
    toolbarTitle: 'Accesibilidad',
    reset: 'Restablecer todo',
    size: 'Tamaño del texto',
    spacing: 'Espaciado del texto',
    line: 'Altura de línea',
    invert: 'Invertir colores',
    gray: 'Escala de grises',
    links: 'Subrayar enlaces',
    cursor: 'Cursor grande',
    guide: 'Guía de lectura',
    speech: 'Lectura en voz alta',
    still: 'Desactivar animaciones',
    speechOff: 'desactivada',
    speechNormal: 'normal',
    speechFast: 'rápida',
    speechSlow: 'lenta',
  },
  readme: {
    intro:
      'Este es el sitio web de {name}{industry}, generado por Zappy como HTML, CSS y JavaScript estáticos. No necesita compilación ni framework y no hace peticiones externas.',
    live: 'Dirección publicada: {url}',
    sections: 'Secciones',
    style:
      'Estilo visual: **{style}**. Los colores se comprobaron para el contraste WCAG 2.1 AA al generar el sitio.',
    files: 'Archivos',
    fileIndex: 'la página, con etiquetas SEO y datos del negocio en JSON-LD.',
    fileStyles: 'todos los estilos (fuentes del sistema, sin framework).',
    fileScript:
      'menú móvil, preguntas frecuentes y formulario de contacto; carga `accessibility.js` (barra de accesibilidad) a los 100 ms.',
    fileImages: 'ilustraciones y fotos. Las imágenes reemplazables llevan el atributo `data-slot`.',
    hosting: 'Alojamiento',
    hostingText:
      'Sube la carpeta tal cual a cualquier alojamiento estático: Netlify (arrastrar y soltar), GitHub Pages, Cloudflare Pages, un bucket S3 o cualquier servidor web como nginx (`root /path/to/site;`). Para verla en local, sirve la carpeta, por ejemplo con `npx serve .` o `python3 -m http.server`, y abre la dirección que muestra.',
    moving:
      'Si mueves el sitio a otro dominio, actualiza el enlace canónico y `og:url` en `index.html`, y las direcciones de `sitemap.xml` y `robots.txt`.',
    forms:
      'El formulario de contacto envía a `/_zappy/contact` (la suscripción al boletín a `/_zappy/subscribe`),\nque responde el alojamiento de Zappy. En otro alojamiento, dirige el formulario a tu propio servicio de formularios.',
  },
};

const fr: Messages = {
  skipLink: 'Aller au contenu',
  notFound: {
    title: 'Page introuvable',
    text: "La page que vous cherchez n'est pas ici.",
    home: "Aller à la page d'accueil",
  },
  menu: 'Menu',
  mainNav: 'Principale',
  footerNav: 'Pied de page',
  contactUs: 'Nous contacter',
  illustration: 'Illustration de {name}',
  headings: {
    hero: 'Bienvenue',
    features: 'Points forts',
    services: 'Services',
    about: 'À propos',
    gallery: 'Galerie',
    testimonials: 'Témoignages',
    pricing: 'Tarifs',
    faq: 'Questions fréquentes',
    team: 'Notre équipe',
    stats: 'Chiffres clés',
    cta: 'Commencer',
    contact: 'Contact',
    hours: 'Horaires d’ouverture',
    footer: 'Pied de page',
  },
  days: {
    sunday: 'Dimanche',
    monday: 'Lundi',
    tuesday: 'Mardi',
    wednesday: 'Mercredi',
    thursday: 'Jeudi',
    friday: 'Vendredi',
    saturday: 'Samedi',
  },
  daysShort: {
    sunday: 'Dim',
    monday: 'Lun',
    tuesday: 'Mar',
    wednesday: 'Mer',
    thursday: 'Jeu',
    friday: 'Ven',
    saturday: 'Sam',
  },
  closed: 'Fermé',
  free: 'Gratuit',
  periods: {
    monthly: 'par mois',
    yearly: 'par an',
    weekly: 'par semaine',
    'one-time': 'paiement unique',
  },
  mostPopular: 'Le plus choisi',
  plan: 'Formule',
  price: 'Prix',
  includes: 'Inclus',
  getStarted: 'Commencer',
  pricesOnRequest: 'Prix sur demande\u00a0: contactez-nous.',
  visit: 'Adresse',
  call: 'Téléphone',
  email: 'E-mail',
  website: 'Site web',
  formName: 'Nom',
  formEmail: 'E-mail',
  formSubject: 'Objet',
  formMessage: 'Message',
  formSend: 'Envoyer le message',
  honeypot: 'Laissez ce champ vide',
  payHeading: 'Paiement',
  payOnline: 'Payer en ligne',
  payPal: 'Payer avec PayPal',
  newsletter: {
    heading: 'Restons en contact',
    button: 'S’abonner',
    subscribed: 'Merci ! Votre inscription est confirmée.',
    failed: 'Désolé, votre inscription n’a pas pu être enregistrée. Veuillez réessayer plus tard.',
  },
  followUs: 'Suivez-nous',
  share: { heading: 'Partager', on: 'Partager sur {network}', email: 'Partager par e-mail' },
  formPage: {
    sentTitle: 'Message envoyé',
    subscribedTitle: 'Inscription confirmée',
    errorTitle: 'Une erreur est survenue',
    errorText: 'Désolé, le formulaire n’a pas pu être envoyé. Revenez en arrière et réessayez.',
    confirmTitle: 'Veuillez confirmer',
    confirmText: 'Veuillez confirmer que vous souhaitez envoyer ceci.',
    confirmButton: 'Confirmer et envoyer',
  },
  footerContact: 'Contact',
  footerHours: 'Horaires',
  footerExplore: 'Explorer',
  script: {
    sending: 'Envoi en cours…',
    sent: 'Merci\u00a0! Votre message a été envoyé.',
    failed: 'Désolé, votre message n’a pas pu être envoyé. Écrivez-nous plutôt par e-mail.',
    toolbar: 'Outils d’accessibilité',
    toolbarOpen: 'Options d’accessibilité',
    toolbarTitle: 'Accessibilité',
    reset: 'Tout réinitialiser',
    size: 'Taille du texte',
    spacing: 'Espacement du texte',
    line: 'Hauteur de ligne',
    invert: 'Inverser les couleurs',
    gray: 'Niveaux de gris',
    links: 'Souligner les liens',
    cursor: 'Grand curseur',
    guide: 'Guide de lecture',
    speech: 'Lecture à voix haute',
    still: 'Désactiver les animations',
    speechOff: 'désactivée',
    speechNormal: 'normale',
    speechFast: 'rapide',
    speechSlow: 'lente',
  },
  readme: {
    intro:
      'Voici le site web de {name}{industry}, généré par Zappy en HTML, CSS et JavaScript statiques. Il n’a ni étape de compilation, ni framework, ni requête externe.',
    live: 'Adresse en ligne\u00a0: {url}',
    sections: 'Sections',
    style:
      'Style visuel\u00a0: **{style}**. Les couleurs ont été vérifiées pour le contraste WCAG 2.1 AA lors de la génération du site.',
    files: 'Fichiers',
    fileIndex: 'la page, avec les balises SEO et les données de l’entreprise en JSON-LD.',
    fileStyles: 'tous les styles (polices du système, sans framework).',
    fileScript:
      'menu mobile, questions fréquentes, formulaire de contact\u00a0; charge `accessibility.js` (barre d’accessibilité) après 100 ms.',
    fileImages: 'illustrations et photos. Les images remplaçables portent un attribut `data-slot`.',
    hosting: 'Hébergement',
    hostingText:
      'Déposez le dossier tel quel chez n’importe quel hébergeur statique\u00a0: Netlify (glisser-déposer), GitHub Pages, Cloudflare Pages, un bucket S3 ou un serveur web comme nginx (`root /path/to/site;`). Pour le voir en local, servez le dossier, par exemple avec `npx serve .` ou `python3 -m http.server`, et ouvrez l’adresse affichée.',
    moving:
      'Si vous changez de domaine, mettez à jour le lien canonique et `og:url` dans `index.html`, ainsi que les adresses de `sitemap.xml` et `robots.txt`.',
    forms:
      "Le formulaire de contact envoie vers `/_zappy/contact` (l'inscription à la newsletter vers `/_zappy/subscribe`),\nauxquels répond l'hébergement de Zappy. Ailleurs, faites pointer le formulaire vers votre propre service de formulaires.",
  },
};

const de: Messages = {
  skipLink: 'Zum Inhalt springen',
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite gibt es hier nicht.',
    home: 'Zur Startseite',
  },
  menu: 'Menü',
  mainNav: 'Hauptnavigation',
  footerNav: 'Fußzeile',
  contactUs: 'Kontakt aufnehmen',
  illustration: 'Illustration: {name}',
  headings: {
    hero: 'Willkommen',
    features: 'Vorteile',
    services: 'Leistungen',
    about: 'Über uns',
    gallery: 'Galerie',
    testimonials: 'Kundenstimmen',
    pricing: 'Preise',
    faq: 'Häufige Fragen',
    team: 'Unser Team',
    stats: 'Zahlen und Fakten',
    cta: 'Jetzt starten',
    contact: 'Kontakt',
    hours: 'Öffnungszeiten',
    footer: 'Fußzeile',
  },
  days: {
    sunday: 'Sonntag',
    monday: 'Montag',
    tuesday: 'Dienstag',
    wednesday: 'Mittwoch',
    thursday: 'Donnerstag',
    friday: 'Freitag',
    saturday: 'Samstag',
  },
  daysShort: {
    sunday: 'So',
    monday: 'Mo',
    tuesday: 'Di',
    wednesday: 'Mi',
    thursday: 'Do',
    friday: 'Fr',
    saturday: 'Sa',
  },
  closed: 'Geschlossen',
  free: 'Kostenlos',
  periods: {
    monthly: 'pro Monat',
    yearly: 'pro Jahr',
    weekly: 'pro Woche',
    'one-time': 'einmalig',
  },
  mostPopular: 'Am beliebtesten',
  plan: 'Tarif',
  price: 'Preis',
  includes: 'Enthalten',
  getStarted: 'Jetzt starten',
  pricesOnRequest: 'Preise auf Anfrage – sprechen Sie uns an.',
  visit: 'Adresse',
  call: 'Telefon',
  email: 'E-Mail',
  website: 'Website',
  formName: 'Name',
  formEmail: 'E-Mail',
  formSubject: 'Betreff',
  formMessage: 'Nachricht',
  formSend: 'Nachricht senden',
  honeypot: 'Dieses Feld bitte leer lassen',
  payHeading: 'Zahlung',
  payOnline: 'Online bezahlen',
  payPal: 'Mit PayPal bezahlen',
  newsletter: {
    heading: 'Bleiben Sie in Kontakt',
    button: 'Abonnieren',
    subscribed: 'Vielen Dank! Sie sind jetzt angemeldet.',
    failed: 'Die Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es später erneut.',
  },
  followUs: 'Folgen Sie uns',
  share: { heading: 'Teilen', on: 'Auf {network} teilen', email: 'Per E-Mail teilen' },
  formPage: {
    sentTitle: 'Nachricht gesendet',
    subscribedTitle: 'Anmeldung bestätigt',
    errorTitle: 'Etwas ist schiefgelaufen',
    errorText:
      'Das Formular konnte leider nicht gesendet werden. Bitte gehen Sie zurück und versuchen Sie es erneut.',
    confirmTitle: 'Bitte bestätigen',
    confirmText: 'Bitte bestätigen Sie, dass Sie dies senden möchten.',
    confirmButton: 'Bestätigen und senden',
  },
  footerContact: 'Kontakt',
  footerHours: 'Öffnungszeiten',
  footerExplore: 'Entdecken',
  script: {
    sending: 'Wird gesendet…',
    sent: 'Danke! Ihre Nachricht wurde gesendet.',
    failed:
      'Ihre Nachricht konnte leider nicht gesendet werden. Bitte schreiben Sie uns eine E-Mail.',
    toolbar: 'Werkzeuge für Barrierefreiheit',
    toolbarOpen: 'Optionen für Barrierefreiheit',
    toolbarTitle: 'Barrierefreiheit',
    reset: 'Alles zurücksetzen',
    size: 'Textgröße',
    spacing: 'Textabstand',
    line: 'Zeilenhöhe',
    invert: 'Farben umkehren',
    gray: 'Graustufen',
    links: 'Links unterstreichen',
    cursor: 'Großer Mauszeiger',
    guide: 'Leselinie',
    speech: 'Vorlesen',
    still: 'Animationen aus',
    speechOff: 'aus',
    speechNormal: 'normal',
    speechFast: 'schnell',
    speechSlow: 'langsam',
  },
  readme: {
    intro:
      'Dies ist die Website von {name}{industry}, von Zappy als statisches HTML, CSS und JavaScript erzeugt. Sie braucht keinen Build-Schritt und kein Framework und stellt keine externen Anfragen.',
    live: 'Adresse: {url}',
    sections: 'Abschnitte',
    style:
      'Stil: **{style}**. Die Farben wurden beim Erzeugen der Website auf Kontrast nach WCAG 2.1 AA geprüft.',
    files: 'Dateien',
    fileIndex: 'die Seite, mit SEO-Tags und Firmendaten als JSON-LD.',
    fileStyles: 'alle Styles (Systemschriften, kein Framework).',
    fileScript:
      'Mobilmenü, häufige Fragen, Kontaktformular; lädt `accessibility.js` (Barrierefreiheit) nach 100 ms.',
    fileImages: 'Illustrationen und Fotos. Austauschbare Bilder tragen ein `data-slot`-Attribut.',
    hosting: 'Veröffentlichen',
    hostingText:
      'Laden Sie den Ordner unverändert bei einem beliebigen statischen Hoster hoch: Netlify (per Drag-and-drop), GitHub Pages, Cloudflare Pages, ein S3-Bucket oder ein Webserver wie nginx (`root /path/to/site;`). Zum lokalen Ansehen den Ordner ausliefern, zum Beispiel mit `npx serve .` oder `python3 -m http.server`, und die angezeigte Adresse öffnen.',
    moving:
      'Wenn die Website auf eine neue Domain umzieht, passen Sie den Canonical-Link und `og:url` in `index.html` sowie die Adressen in `sitemap.xml` und `robots.txt` an.',
    forms:
      'Das Kontaktformular sendet an `/_zappy/contact` (die Newsletter-Anmeldung an `/_zappy/subscribe`);\ndarauf antwortet das Hosting von Zappy. Bei einem anderen Hoster richten Sie das Formular auf Ihren eigenen Formulardienst aus.',
  },
};

const it: Messages = {
  skipLink: 'Vai al contenuto',
  notFound: {
    title: 'Pagina non trovata',
    text: 'La pagina che cerchi non è qui.',
    home: 'Vai alla pagina iniziale',
  },
  menu: 'Menu',
  mainNav: 'Principale',
  footerNav: 'Piè di pagina',
  contactUs: 'Contattaci',
  illustration: 'Illustrazione: {name}',
  headings: {
    hero: 'Benvenuti',
    features: 'Caratteristiche',
    services: 'Servizi',
    about: 'Chi siamo',
    gallery: 'Galleria',
    testimonials: 'Testimonianze',
    pricing: 'Prezzi',
    faq: 'Domande frequenti',
    team: 'Il nostro team',
    stats: 'Numeri chiave',
    cta: 'Inizia ora',
    contact: 'Contatti',
    hours: 'Orari di apertura',
    footer: 'Piè di pagina',
  },
  days: {
    sunday: 'Domenica',
    monday: 'Lunedì',
    tuesday: 'Martedì',
    wednesday: 'Mercoledì',
    thursday: 'Giovedì',
    friday: 'Venerdì',
    saturday: 'Sabato',
  },
  daysShort: {
    sunday: 'Dom',
    monday: 'Lun',
    tuesday: 'Mar',
    wednesday: 'Mer',
    thursday: 'Gio',
    friday: 'Ven',
    saturday: 'Sab',
  },
  closed: 'Chiuso',
  free: 'Gratis',
  periods: {
    monthly: 'al mese',
    yearly: 'all’anno',
    weekly: 'a settimana',
    'one-time': 'pagamento unico',
  },
  mostPopular: 'Il più scelto',
  plan: 'Piano',
  price: 'Prezzo',
  includes: 'Comprende',
  getStarted: 'Inizia ora',
  pricesOnRequest: 'Prezzi su richiesta: contattaci.',
  visit: 'Indirizzo',
  call: 'Telefono',
  email: 'Email',
  website: 'Sito web',
  formName: 'Nome',
  formEmail: 'Email',
  formSubject: 'Oggetto',
  formMessage: 'Messaggio',
  formSend: 'Invia messaggio',
  honeypot: 'Lascia vuoto questo campo',
  payHeading: 'Pagamento',
  payOnline: 'Paga online',
  payPal: 'Paga con PayPal',
  newsletter: {
    heading: 'Restiamo in contatto',
    button: 'Iscriviti',
    subscribed: 'Grazie! Ora sei iscritto.',
    failed: 'Spiacenti, non è stato possibile completare l’iscrizione. Riprova più tardi.',
  },
  followUs: 'Seguici',
  share: { heading: 'Condividi', on: 'Condividi su {network}', email: 'Condividi via email' },
  formPage: {
    sentTitle: 'Messaggio inviato',
    subscribedTitle: 'Iscrizione confermata',
    errorTitle: 'Qualcosa è andato storto',
    errorText: 'Spiacenti, non è stato possibile inviare il modulo. Torna indietro e riprova.',
    confirmTitle: 'Conferma, per favore',
    confirmText: 'Conferma di voler inviare questo messaggio.',
    confirmButton: 'Conferma e invia',
  },
  footerContact: 'Contatti',
  footerHours: 'Orari',
  footerExplore: 'Esplora',
  script: {
    sending: 'Invio in corso…',
    sent: 'Grazie! Il tuo messaggio è stato inviato.',
    failed: 'Spiacenti, non è stato possibile inviare il messaggio. Scrivici via email.',
    toolbar: 'Strumenti di accessibilità',
    toolbarOpen: 'Opzioni di accessibilità',
    toolbarTitle: 'Accessibilità',
    reset: 'Ripristina tutto',
    size: 'Dimensione del testo',
    spacing: 'Spaziatura del testo',
    line: 'Altezza della riga',
    invert: 'Inverti i colori',
    gray: 'Scala di grigi',
    links: 'Sottolinea i link',
    cursor: 'Cursore grande',
    guide: 'Guida alla lettura',
    speech: 'Lettura ad alta voce',
    still: 'Disattiva le animazioni',
    speechOff: 'disattivata',
    speechNormal: 'normale',
    speechFast: 'veloce',
    speechSlow: 'lenta',
  },
  readme: {
    intro:
      'Questo è il sito web di {name}{industry}, generato da Zappy in HTML, CSS e JavaScript statici. Non richiede build né framework e non fa richieste esterne.',
    live: 'Indirizzo pubblico: {url}',
    sections: 'Sezioni',
    style:
      'Stile visivo: **{style}**. I colori sono stati verificati per il contrasto WCAG 2.1 AA durante la generazione del sito.',
    files: 'File',
    fileIndex: 'la pagina, con i tag SEO e i dati dell’attività in JSON-LD.',
    fileStyles: 'tutti gli stili (caratteri di sistema, nessun framework).',
    fileScript:
      'menu mobile, domande frequenti, modulo di contatto; carica `accessibility.js` (barra di accessibilità) dopo 100 ms.',
    fileImages: 'illustrazioni e foto. Le immagini sostituibili hanno l’attributo `data-slot`.',
    hosting: 'Pubblicazione',
    hostingText:
      'Carica la cartella così com’è su qualsiasi hosting statico: Netlify (trascina e rilascia), GitHub Pages, Cloudflare Pages, un bucket S3 o un server web come nginx (`root /path/to/site;`). Per vederla in locale, servi la cartella, per esempio con `npx serve .` o `python3 -m http.server`, e apri l’indirizzo indicato.',
    moving:
      'Se sposti il sito su un nuovo dominio, aggiorna il link canonico e `og:url` in `index.html` e gli indirizzi in `sitemap.xml` e `robots.txt`.',
    forms:
      "Il modulo di contatto invia a `/_zappy/contact` (l'iscrizione alla newsletter a `/_zappy/subscribe`),\na cui risponde l'hosting di Zappy. Su un altro hosting, indirizza il modulo al tuo servizio di moduli.",
  },
};

const pt: Messages = {
  skipLink: 'Pular para o conteúdo',
  notFound: {
    title: 'Página não encontrada',
    text: 'A página que você procura não está aqui.',
    home: 'Ir para a página inicial',
  },
  menu: 'Menu',
  mainNav: 'Principal',
  footerNav: 'Rodapé',
  contactUs: 'Fale conosco',
  illustration: 'Ilustração: {name}',
  headings: {
    hero: 'Boas-vindas',
    features: 'Destaques',
    services: 'Serviços',
    about: 'Sobre nós',
    gallery: 'Galeria',
    testimonials: 'Depoimentos',
    pricing: 'Preços',
    faq: 'Perguntas frequentes',
    team: 'Nossa equipe',
    stats: 'Em números',
    cta: 'Comece agora',
    contact: 'Contato',
    hours: 'Horário de funcionamento',
    footer: 'Rodapé',
  },
  days: {
    sunday: 'Domingo',
    monday: 'Segunda-feira',
    tuesday: 'Terça-feira',
    wednesday: 'Quarta-feira',
    thursday: 'Quinta-feira',
    friday: 'Sexta-feira',
    saturday: 'Sábado',
  },
  daysShort: {
    sunday: 'Dom',
    monday: 'Seg',
    tuesday: 'Ter',
    wednesday: 'Qua',
    thursday: 'Qui',
    friday: 'Sex',
    saturday: 'Sáb',
  },
  closed: 'Fechado',
  free: 'Grátis',
  periods: {
    monthly: 'por mês',
    yearly: 'por ano',
    weekly: 'por semana',
    'one-time': 'pagamento único',
  },
  mostPopular: 'Mais escolhido',
  plan: 'Plano',
  price: 'Preço',
  includes: 'Inclui',
  getStarted: 'Começar',
  pricesOnRequest: 'Preços sob consulta: fale conosco.',
  visit: 'Endereço',
  call: 'Telefone',
  email: 'E-mail',
  website: 'Site',
  formName: 'Nome',
  formEmail: 'E-mail',
  formSubject: 'Assunto',
  formMessage: 'Mensagem',
  formSend: 'Enviar mensagem',
  honeypot: 'Deixe este campo vazio',
  payHeading: 'Pagamento',
  payOnline: 'Pagar online',
  payPal: 'Pagar com PayPal',
  newsletter: {
    heading: 'Fique em contato',
    button: 'Inscrever-se',
    subscribed: 'Obrigado! Sua inscrição foi confirmada.',
    failed: 'Desculpe, não foi possível concluir sua inscrição. Tente novamente mais tarde.',
  },
  followUs: 'Siga-nos',
  share: {
    heading: 'Compartilhar',
    on: 'Compartilhar no {network}',
    email: 'Compartilhar por e-mail',
  },
  formPage: {
    sentTitle: 'Mensagem enviada',
    subscribedTitle: 'Inscrição confirmada',
    errorTitle: 'Algo deu errado',
    errorText: 'Desculpe, não foi possível enviar o formulário. Volte e tente novamente.',
    confirmTitle: 'Confirme, por favor',
    confirmText: 'Confirme que deseja enviar isto.',
    confirmButton: 'Confirmar e enviar',
  },
  footerContact: 'Contato',
  footerHours: 'Horário',
  footerExplore: 'Navegar',
  script: {
    sending: 'Enviando…',
    sent: 'Obrigado! Sua mensagem foi enviada.',
    failed: 'Desculpe, não foi possível enviar sua mensagem. Envie-nos um e-mail.',
    toolbar: 'Ferramentas de acessibilidade',
    toolbarOpen: 'Opções de acessibilidade',
    toolbarTitle: 'Acessibilidade',
    reset: 'Redefinir tudo',
    size: 'Tamanho do texto',
    spacing: 'Espaçamento do texto',
    line: 'Altura da linha',
    invert: 'Inverter cores',
    gray: 'Tons de cinza',
    links: 'Sublinhar links',
    cursor: 'Cursor grande',
    guide: 'Guia de leitura',
    speech: 'Leitura em voz alta',
    still: 'Desativar animações',
    speechOff: 'desligada',
    speechNormal: 'normal',
    speechFast: 'rápida',
    speechSlow: 'lenta',
  },
  readme: {
    intro:
      'Este é o site de {name}{industry}, gerado pelo Zappy em HTML, CSS e JavaScript estáticos. Não precisa de build nem de framework e não faz requisições externas.',
    live: 'Endereço publicado: {url}',
    sections: 'Seções',
    style:
      'Estilo visual: **{style}**. As cores foram verificadas quanto ao contraste WCAG 2.1 AA na geração do site.',
    files: 'Arquivos',
    fileIndex: 'a página, com tags de SEO e dados da empresa em JSON-LD.',
    fileStyles: 'todos os estilos (fontes do sistema, sem framework).',
    fileScript:
      'menu móvel, perguntas frequentes, formulário de contato; carrega `accessibility.js` (barra de acessibilidade) após 100 ms.',
    fileImages: 'ilustrações e fotos. As imagens substituíveis têm o atributo `data-slot`.',
    hosting: 'Hospedagem',
    hostingText:
      'Envie a pasta como está para qualquer hospedagem estática: Netlify (arrastar e soltar), GitHub Pages, Cloudflare Pages, um bucket S3 ou um servidor web como o nginx (`root /path/to/site;`). Para ver localmente, sirva a pasta, por exemplo com `npx serve .` ou `python3 -m http.server`, e abra o endereço exibido.',
    moving:
      'Se mudar o site para um novo domínio, atualize o link canônico e `og:url` em `index.html` e os endereços em `sitemap.xml` e `robots.txt`.',
    forms:
      'O formulário de contato envia para `/_zappy/contact` (a inscrição na newsletter para `/_zappy/subscribe`),\nque a hospedagem do Zappy responde. Em outra hospedagem, aponte o formulário para o seu próprio serviço de formulários.',
  },
};

const nl: Messages = {
  skipLink: 'Naar de inhoud',
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'De pagina die u zoekt is er niet.',
    home: 'Naar de startpagina',
  },
  menu: 'Menu',
  mainNav: 'Hoofdmenu',
  footerNav: 'Voettekst',
  contactUs: 'Neem contact op',
  illustration: 'Illustratie: {name}',
  headings: {
    hero: 'Welkom',
    features: 'Kenmerken',
    services: 'Diensten',
    about: 'Over ons',
    gallery: 'Galerij',
    testimonials: 'Ervaringen',
    pricing: 'Prijzen',
    faq: 'Veelgestelde vragen',
    team: 'Ons team',
    stats: 'Kerncijfers',
    cta: 'Aan de slag',
    contact: 'Contact',
    hours: 'Openingstijden',
    footer: 'Voettekst',
  },
  days: {
    sunday: 'Zondag',
    monday: 'Maandag',
    tuesday: 'Dinsdag',
    wednesday: 'Woensdag',
    thursday: 'Donderdag',
    friday: 'Vrijdag',
    saturday: 'Zaterdag',
  },
  daysShort: {
    sunday: 'Zo',
    monday: 'Ma',
    tuesday: 'Di',
    wednesday: 'Wo',
    thursday: 'Do',
    friday: 'Vr',
    saturday: 'Za',
  },
  closed: 'Gesloten',
  free: 'Gratis',
  periods: {
    monthly: 'per maand',
    yearly: 'per jaar',
    weekly: 'per week',
    'one-time': 'eenmalig',
  },
  mostPopular: 'Meest gekozen',
  plan: 'Pakket',
  price: 'Prijs',
  includes: 'Inbegrepen',
  getStarted: 'Aan de slag',
  pricesOnRequest: 'Prijzen op aanvraag: neem contact met ons op.',
  visit: 'Adres',
  call: 'Telefoon',
  email: 'E-mail',
  website: 'Website',
  formName: 'Naam',
  formEmail: 'E-mail',
  formSubject: 'Onderwerp',
  formMessage: 'Bericht',
  formSend: 'Bericht versturen',
  honeypot: 'Laat dit veld leeg',
  payHeading: 'Betaling',
  payOnline: 'Online betalen',
  payPal: 'Betalen met PayPal',
  newsletter: {
    heading: 'Blijf op de hoogte',
    button: 'Inschrijven',
    subscribed: 'Bedankt! Je bent nu ingeschreven.',
    failed: 'Sorry, je inschrijving is niet gelukt. Probeer het later opnieuw.',
  },
  followUs: 'Volg ons',
  share: { heading: 'Delen', on: 'Delen op {network}', email: 'Delen via e-mail' },
  formPage: {
    sentTitle: 'Bericht verzonden',
    subscribedTitle: 'Inschrijving bevestigd',
    errorTitle: 'Er ging iets mis',
    errorText: 'Sorry, het formulier kon niet worden verzonden. Ga terug en probeer het opnieuw.',
    confirmTitle: 'Graag bevestigen',
    confirmText: 'Bevestig dat je dit wilt versturen.',
    confirmButton: 'Bevestigen en versturen',
  },
  footerContact: 'Contact',
  footerHours: 'Openingstijden',
  footerExplore: 'Ontdekken',
  script: {
    sending: 'Bezig met versturen…',
    sent: 'Bedankt! Je bericht is verstuurd.',
    failed: 'Sorry, je bericht kon niet worden verstuurd. Stuur ons liever een e-mail.',
    toolbar: 'Toegankelijkheidshulpmiddelen',
    toolbarOpen: 'Toegankelijkheidsopties',
    toolbarTitle: 'Toegankelijkheid',
    reset: 'Alles herstellen',
    size: 'Tekstgrootte',
    spacing: 'Tekstafstand',
    line: 'Regelhoogte',
    invert: 'Kleuren omkeren',
    gray: 'Grijstinten',
    links: 'Links onderstrepen',
    cursor: 'Grote cursor',
    guide: 'Leeslijn',
    speech: 'Voorlezen',
    still: 'Animaties uit',
    speechOff: 'uit',
    speechNormal: 'normaal',
    speechFast: 'snel',
    speechSlow: 'langzaam',
  },
  readme: {
    intro:
      'Dit is de website van {name}{industry}, door Zappy gemaakt als statische HTML, CSS en JavaScript. Er is geen buildstap en geen framework nodig en de site doet geen externe verzoeken.',
    live: 'Adres: {url}',
    sections: 'Onderdelen',
    style:
      'Stijl: **{style}**. Bij het maken van de site zijn de kleuren gecontroleerd op contrast volgens WCAG 2.1 AA.',
    files: 'Bestanden',
    fileIndex: 'de pagina, met SEO-tags en bedrijfsgegevens in JSON-LD.',
    fileStyles: 'alle stijlen (systeemlettertypen, geen framework).',
    fileScript:
      'mobiel menu, veelgestelde vragen, contactformulier; laadt `accessibility.js` (toegankelijkheidsbalk) na 100 ms.',
    fileImages:
      'illustraties en foto’s. Vervangbare afbeeldingen hebben een `data-slot`-attribuut.',
    hosting: 'Publiceren',
    hostingText:
      'Upload de map zoals hij is naar een statische host: Netlify (slepen en neerzetten), GitHub Pages, Cloudflare Pages, een S3-bucket of een webserver zoals nginx (`root /path/to/site;`). Om hem lokaal te bekijken, serveer je de map, bijvoorbeeld met `npx serve .` of `python3 -m http.server`, en open je het getoonde adres.',
    moving:
      'Verhuist de site naar een nieuw domein, werk dan de canonieke link en `og:url` in `index.html` bij, en de adressen in `sitemap.xml` en `robots.txt`.',
    forms:
      'Het contactformulier verstuurt naar `/_zappy/contact` (de nieuwsbriefaanmelding naar `/_zappy/subscribe`);\nde hosting van Zappy beantwoordt die. Bij een andere host laat u het formulier naar uw eigen formulierdienst versturen.',
  },
};

const he: Messages = {
  skipLink: 'דילוג לתוכן',
  notFound: { title: 'הדף לא נמצא', text: 'הדף שחיפשת אינו כאן.', home: 'לדף הבית' },
  menu: 'תפריט',
  mainNav: 'ראשי',
  footerNav: 'כותרת תחתונה',
  contactUs: 'צרו קשר',
  illustration: 'איור: {name}',
  headings: {
    hero: 'ברוכים הבאים',
    features: 'יתרונות',
    services: 'שירותים',
    about: 'אודותינו',
    gallery: 'גלריה',
    testimonials: 'המלצות',
    pricing: 'מחירים',
    faq: 'שאלות נפוצות',
    team: 'הצוות שלנו',
    stats: 'במספרים',
    cta: 'בואו נתחיל',
    contact: 'יצירת קשר',
    hours: 'שעות פתיחה',
    footer: 'כותרת תחתונה',
  },
  days: {
    sunday: 'יום ראשון',
    monday: 'יום שני',
    tuesday: 'יום שלישי',
    wednesday: 'יום רביעי',
    thursday: 'יום חמישי',
    friday: 'יום שישי',
    saturday: 'שבת',
  },
  daysShort: {
    sunday: 'א׳',
    monday: 'ב׳',
    tuesday: 'ג׳',
    wednesday: 'ד׳',
    thursday: 'ה׳',
    friday: 'ו׳',
    saturday: 'ש׳',
  },
  closed: 'סגור',
  free: 'חינם',
  periods: {
    monthly: 'לחודש',
    yearly: 'לשנה',
    weekly: 'לשבוע',
    'one-time': 'תשלום חד־פעמי',
  },
  mostPopular: 'הכי פופולרי',
  plan: 'מסלול',
  price: 'מחיר',
  includes: 'כולל',
  getStarted: 'בואו נתחיל',
  pricesOnRequest: 'מחירים לפי פנייה – צרו איתנו קשר.',
  visit: 'כתובת',
  call: 'טלפון',
  email: 'דוא״ל',
  website: 'אתר',
  formName: 'שם',
  formEmail: 'דוא״ל',
  formSubject: 'נושא',
  formMessage: 'הודעה',
  formSend: 'שליחת הודעה',
  honeypot: 'השאירו שדה זה ריק',
  payHeading: 'תשלום',
  payOnline: 'תשלום מקוון',
  payPal: 'תשלום ב־PayPal',
  newsletter: {
    heading: 'הישארו בקשר',
    button: 'הרשמה',
    subscribed: 'תודה! נרשמתם בהצלחה.',
    failed: 'מצטערים, לא הצלחנו לרשום אתכם. נסו שוב מאוחר יותר.',
  },
  followUs: 'עקבו אחרינו',
  share: { heading: 'שיתוף', on: 'שיתוף ב־{network}', email: 'שיתוף בדוא״ל' },
  formPage: {
    sentTitle: 'ההודעה נשלחה',
    subscribedTitle: 'ההרשמה אושרה',
    errorTitle: 'משהו השתבש',
    errorText: 'מצטערים, לא ניתן היה לשלוח את הטופס. חזרו אחורה ונסו שוב.',
    confirmTitle: 'נא לאשר',
    confirmText: 'נא לאשר שברצונכם לשלוח זאת.',
    confirmButton: 'אישור ושליחה',
  },
  footerContact: 'יצירת קשר',
  footerHours: 'שעות פתיחה',
  footerExplore: 'ניווט',
  script: {
    sending: 'שולחים…',
    sent: 'תודה! ההודעה נשלחה.',
    failed: 'מצטערים, לא הצלחנו לשלוח את ההודעה. אפשר לכתוב לנו בדוא״ל.',
    toolbar: 'כלי נגישות',
    toolbarOpen: 'אפשרויות נגישות',
    toolbarTitle: 'נגישות',
    reset: 'איפוס הכול',
    size: 'גודל טקסט',
    spacing: 'ריווח טקסט',
    line: 'גובה שורה',
    invert: 'היפוך צבעים',
    gray: 'גווני אפור',
    links: 'קו תחתון לקישורים',
    cursor: 'סמן גדול',
    guide: 'סרגל קריאה',
    speech: 'הקראת טקסט',
    still: 'עצירת אנימציות',
    speechOff: 'כבויה',
    speechNormal: 'רגילה',
    speechFast: 'מהירה',
    speechSlow: 'איטית',
  },
  readme: {
    intro:
      'זהו אתר האינטרנט של {name}{industry}, שנוצר ב־Zappy כ־HTML,‏ CSS ו־JavaScript סטטיים. אין בו שלב בנייה, אין framework והוא לא פונה לשרתים חיצוניים.',
    live: 'כתובת האתר: {url}',
    sections: 'חלקי הדף',
    style: 'סגנון: **{style}**. הצבעים נבדקו לניגודיות WCAG 2.1 AA בעת יצירת האתר.',
    files: 'קבצים',
    fileIndex: 'הדף, עם תגי SEO ונתוני העסק ב־JSON-LD.',
    fileStyles: 'כל העיצוב (גופני מערכת, בלי framework).',
    fileScript:
      'תפריט לנייד, שאלות נפוצות, טופס יצירת קשר; טוען את `accessibility.js` (סרגל הנגישות) אחרי 100 מילישניות.',
    fileImages: 'איורים ותמונות. לתמונות שאפשר להחליף יש מאפיין `data-slot`.',
    hosting: 'אחסון',
    hostingText:
      'העלו את התיקייה כמו שהיא לכל אחסון סטטי: Netlify (גרירה ושחרור), GitHub Pages, Cloudflare Pages, דלי S3 או כל שרת אינטרנט כמו nginx (`root /path/to/site;`). כדי לצפות בה מקומית, הגישו את התיקייה, למשל עם `npx serve .` או `python3 -m http.server`, ופתחו את הכתובת שמוצגת.',
    moving:
      'אם האתר עובר לדומיין חדש, עדכנו את הקישור הקנוני ואת `og:url` ב־`index.html`, ואת הכתובות ב־`sitemap.xml` וב־`robots.txt`.',
    forms:
      'טופס יצירת הקשר נשלח אל `/_zappy/contact` (הרשמה לניוזלטר אל `/_zappy/subscribe`),\nשהאירוח של Zappy עונה עליהם. באירוח אחר, כוונו את הטופס לשירות טפסים משלכם.',
  },
};

const ar: Messages = {
  skipLink: 'الانتقال إلى المحتوى',
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة هنا.',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
  menu: 'القائمة',
  mainNav: 'الرئيسية',
  footerNav: 'تذييل الصفحة',
  contactUs: 'تواصل معنا',
  illustration: 'رسم توضيحي: {name}',
  headings: {
    hero: 'أهلًا بكم',
    features: 'المزايا',
    services: 'الخدمات',
    about: 'من نحن',
    gallery: 'معرض الصور',
    testimonials: 'آراء العملاء',
    pricing: 'الأسعار',
    faq: 'الأسئلة الشائعة',
    team: 'فريقنا',
    stats: 'بالأرقام',
    cta: 'ابدأ الآن',
    contact: 'اتصل بنا',
    hours: 'ساعات العمل',
    footer: 'تذييل الصفحة',
  },
  days: {
    sunday: 'الأحد',
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
    saturday: 'السبت',
  },
  // Arabic has no customary abbreviations for the days; the full names are short.
  daysShort: {
    sunday: 'الأحد',
    monday: 'الاثنين',
    tuesday: 'الثلاثاء',
    wednesday: 'الأربعاء',
    thursday: 'الخميس',
    friday: 'الجمعة',
    saturday: 'السبت',
  },
  closed: 'مغلق',
  free: 'مجانًا',
  periods: {
    monthly: 'شهريًا',
    yearly: 'سنويًا',
    weekly: 'أسبوعيًا',
    'one-time': 'دفعة واحدة',
  },
  mostPopular: 'الأكثر طلبًا',
  plan: 'الباقة',
  price: 'السعر',
  includes: 'تشمل',
  getStarted: 'ابدأ الآن',
  pricesOnRequest: 'الأسعار عند الطلب، تواصل معنا.',
  visit: 'العنوان',
  call: 'الهاتف',
  email: 'البريد الإلكتروني',
  website: 'الموقع الإلكتروني',
  formName: 'الاسم',
  formEmail: 'البريد الإلكتروني',
  formSubject: 'الموضوع',
  formMessage: 'الرسالة',
  formSend: 'إرسال الرسالة',
  honeypot: 'اترك هذا الحقل فارغًا',
  payHeading: 'الدفع',
  payOnline: 'ادفع عبر الإنترنت',
  payPal: 'ادفع باستخدام PayPal',
  newsletter: {
    heading: 'ابقَ على تواصل',
    button: 'اشترك',
    subscribed: 'شكرًا لك! تم اشتراكك بنجاح.',
    failed: 'عذرًا، تعذّر إتمام اشتراكك. يُرجى المحاولة مرة أخرى لاحقًا.',
  },
  followUs: 'تابعنا',
  share: { heading: 'مشاركة', on: 'شارك على {network}', email: 'شارك عبر البريد الإلكتروني' },
  formPage: {
    sentTitle: 'تم إرسال الرسالة',
    subscribedTitle: 'تم تأكيد الاشتراك',
    errorTitle: 'حدث خطأ ما',
    errorText: 'عذرًا، تعذّر إرسال النموذج. يُرجى الرجوع والمحاولة مرة أخرى.',
    confirmTitle: 'يُرجى التأكيد',
    confirmText: 'يُرجى تأكيد رغبتك في إرسال هذا.',
    confirmButton: 'تأكيد وإرسال',
  },
  footerContact: 'التواصل',
  footerHours: 'ساعات العمل',
  footerExplore: 'تصفّح',
  script: {
    sending: 'جارٍ الإرسال…',
    sent: 'شكرًا لك! تم إرسال رسالتك.',
    failed: 'عذرًا، تعذّر إرسال رسالتك. يُرجى مراسلتنا عبر البريد الإلكتروني.',
    toolbar: 'أدوات سهولة الوصول',
    toolbarOpen: 'خيارات سهولة الوصول',
    toolbarTitle: 'سهولة الوصول',
    reset: 'إعادة ضبط الكل',
    size: 'حجم النص',
    spacing: 'تباعد النص',
    line: 'ارتفاع السطر',
    invert: 'عكس الألوان',
    gray: 'تدرج رمادي',
    links: 'تسطير الروابط',
    cursor: 'مؤشر كبير',
    guide: 'دليل القراءة',
    speech: 'قراءة النص بصوت عالٍ',
    still: 'إيقاف الحركة',
    speechOff: 'متوقفة',
    speechNormal: 'عادية',
    speechFast: 'سريعة',
    speechSlow: 'بطيئة',
  },
  readme: {
    intro:
      'هذا هو الموقع الإلكتروني لـ {name}{industry}، أنشأه Zappy بصفحات HTML وCSS وJavaScript ثابتة. لا يحتاج إلى خطوة بناء ولا إلى إطار عمل، ولا يرسل طلبات خارجية.',
    live: 'عنوان الموقع: {url}',
    sections: 'الأقسام',
    style: 'النمط: **{style}**. فُحصت الألوان لتباين WCAG 2.1 AA عند إنشاء الموقع.',
    files: 'الملفات',
    fileIndex: 'الصفحة، مع وسوم تحسين محركات البحث وبيانات النشاط بصيغة JSON-LD.',
    fileStyles: 'كل التنسيقات (خطوط النظام، بلا إطار عمل).',
    fileScript:
      'قائمة الجوال والأسئلة الشائعة ونموذج التواصل؛ ويحمّل `accessibility.js` (شريط سهولة الوصول) بعد 100 ملي ثانية.',
    fileImages: 'الرسوم والصور. تحمل الصور القابلة للاستبدال السمة `data-slot`.',
    hosting: 'الاستضافة',
    hostingText:
      'ارفع المجلد كما هو إلى أي استضافة ثابتة: Netlify (بالسحب والإفلات) أو GitHub Pages أو Cloudflare Pages أو حاوية S3 أو أي خادم ويب مثل nginx (`root /path/to/site;`). لعرضه محليًا، قدّم المجلد، مثلًا عبر `npx serve .` أو `python3 -m http.server`، وافتح العنوان الذي يظهر.',
    moving:
      'إذا نقلت الموقع إلى نطاق جديد، فحدّث الرابط الأساسي و`og:url` في `index.html`، والعناوين في `sitemap.xml` و`robots.txt`.',
    forms:
      'يُرسل نموذج التواصل إلى `/_zappy/contact` (والاشتراك في النشرة إلى `/_zappy/subscribe`)،\nوتجيب عنهما استضافة Zappy. على استضافة أخرى، وجّه النموذج إلى خدمة النماذج الخاصة بك.',
  },
};

/** Every language's words; the type makes a missing key in any language a compile error. */
export const MESSAGES: Record<UiLanguage, Messages> = { en, es, fr, de, it, pt, nl, he, ar };

/** Primary subtags written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'sd', 'dv', 'ug', 'ckb']);

function primarySubtag(language: string): string {
  return language.split('-')[0]?.toLowerCase() ?? '';
}

function isUiLanguage(tag: string): tag is UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(tag);
}

/**
 * The interface words for a BCP 47 tag, by its primary subtag; English for other languages.
 *
 * @example messagesFor('es-MX').closed // 'Cerrado'
 */
export function messagesFor(language: string): Messages {
  const tag = primarySubtag(language);
  return MESSAGES[isUiLanguage(tag) ? tag : 'en'];
}

/**
 * The text direction of a language: right to left for Hebrew, Arabic and other RTL scripts
 * whatever the model says, so a Hebrew site never renders left to right by mistake.
 *
 * @example textDirection('he', 'ltr') // 'rtl'
 */
export function textDirection(language: string, given: 'ltr' | 'rtl'): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(primarySubtag(language)) ? 'rtl' : given;
}

/**
 * Fills `{key}` placeholders of a message.
 *
 * @example fill('{name} illustration', { name: 'Crumb' }) // 'Crumb illustration'
 */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
