import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 estrella' : `${count} estrellas`);

const list = listWords('es');
const quote = (text: string) => `«${text}»`;

export const app = {
  brief: {
    title: 'Tu resumen',
    intro:
      'Zappy crea tu sitio a partir de esto. Revísalo y cambia lo que quieras antes de generar.',
    loading: 'Cargando tu resumen…',
    saving: 'Guardando…',
    saved: 'Resumen guardado',
    saveFailed: 'No se pudo guardar el resumen. Inténtalo de nuevo.',
    fields: {
      businessName: 'Nombre del negocio',
      industry: 'Tipo de negocio',
      street: 'Calle',
      city: 'Ciudad o zona de servicio',
      state: 'Provincia',
      zip: 'Código postal',
      country: 'País',
      services: 'Servicios y productos',
      plans: 'Precios y planes',
      planName: 'Nombre',
      planPrice: 'Precio',
      currency: 'Moneda',
      hours: 'Horario',
      hoursHint: 'Por ejemplo «24 horas», «Con cita previa» o «Lun–Vie 9:00–17:00»',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      website: 'Sitio web',
      goal: 'Objetivo',
      callToAction: 'Botón principal',
      language: 'Idioma del sitio',
      palette: 'Paleta',
      images: 'Imágenes',
      about: 'Texto «Sobre nosotros»',
      notes: 'Frases que conservar',
      serviceArea: 'Zonas que cubres',
      byAppointment: 'Con cita previa',
    },
    groups: {
      business: 'El negocio',
      where: 'Dónde',
      offer: 'Lo que ofreces',
      contact: 'Contacto',
      look: 'Aspecto e idioma',
    },
    addService: 'Añadir un servicio',
    addPrice: 'Añadir un precio',
    addNote: 'Añadir una frase',
    addArea: 'Añadir una zona',
    goals: {
      donations: 'Donaciones',
      signups: 'Registros',
      bookings: 'Reservas',
      orders: 'Pedidos',
      quotes: 'Solicitudes de presupuesto',
      sales: 'Ventas en línea',
      volunteers: 'Voluntariado',
    },
    remove: (item: string) => `Quitar ${item}`,
    notGiven: 'Sin indicar',
    chosenForYou: 'Se eligen al crear el sitio',
    notUsed: {
      title: 'Aún sin usar',
      intro: 'Escribiste estas palabras y ningún campo las recoge todavía.',
      empty: 'Todo lo que escribiste está en el resumen.',
      asService: 'Añadir como servicio',
      asNote: 'Añadir como nota',
      toAbout: 'Añadir a «Sobre nosotros»',
      ignore: 'Ignorar',
      actionsFor: (text: string) => `Qué hacer con «${text}»`,
      failed: 'No ha funcionado. Inténtalo de nuevo.',
    },
    errors: {
      nameRequired: 'El nombre de la empresa es obligatorio',
      invalidEmail: 'Introduce una dirección de correo válida',
      invalidPhone: 'Introduce un número de teléfono válido',
      invalidWebsite: 'Formato de URL del sitio web no válido',
      planName: (n: number) => `El plan de precios ${n} debe tener un nombre`,
      planPrice: (n: number) => `El plan de precios ${n} no puede tener un precio negativo`,
      areaTooLong: (n: number) => `La zona ${n} puede tener como máximo 200 caracteres`,
      tooManyAreas: 'Indica como máximo 30 zonas',
    },
    reach: {
      question: '¿Cómo atiendes a tus clientes?',
      premises: 'Vienen a nuestro local',
      mobile: 'Nos desplazamos hasta ellos',
      online: 'En línea',
    },
  },
  wizard: {
    welcomeBack: '¡Hola de nuevo! Ya puedes generar tu sitio web.',
    loadingConversation: 'Cargando tu conversación…',
    title: 'Asistente de sitio web',
    intro: 'Responde a unas preguntas y Zappy crea tu sitio.',
    messageLabel: 'Tu mensaje',
    messagePlaceholder: 'Escribe tu mensaje…',
    typing: 'Zappy está escribiendo…',
    ready: {
      title: 'El plan de tu sitio está listo',
      build: 'Zappy tiene todo lo que necesita para crear tu sitio.',
      signIn: 'Inicia sesión para guardar esta conversación y crear tu sitio.',
      starting: 'Iniciando la generación…',
    },
  },
  widgets: {
    submit: 'Enviar',
    answerFor: (question: string) => `Respuesta: ${question}`,
    selected: (count: number) => `Seleccionadas: ${count}.`,
    chooseOne: 'Elige una opción.',
    chooseAll: 'Elige todas las que correspondan.',
    choosePalette: 'Elige una paleta.',
    chooseColour: 'Elige un color.',
    chooseImage: 'Elige una imagen.',
    slider: 'Arrastra el control deslizante o usa las flechas del teclado.',
    text: 'Escribe tu respuesta y pulsa Intro o Enviar.',
    ownValue: 'O escribe la tuya (separa varias con comas)',
    rating: {
      stars,
      rate: (max: number) => `Puntúa de 1 a ${max} estrellas.`,
      rated: (count: number) => `Tu valoración: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} de ${max} estrellas`,
    },
    sliderValue: 'Tu elección',
    charactersUsed: 'Caracteres usados:',
    heroPhotos: {
      credit: (name, provider) => `Foto: ${name} / ${provider}`,
      uploadOwn: 'Sube la tuya',
      choose: 'Elegir una foto',
      describeFirst: 'Describe primero la foto y luego elígela.',
      added: 'Tu foto se ha añadido y seleccionado.',
      failed: 'No se pudo añadir la foto. Inténtalo de nuevo.',
    },
    imageReplace: {
      replace: 'Reemplazar',
      uploading: 'Subiendo…',
      replaced: 'Reemplazada',
      unavailable: (alt: string) => `${alt} (imagen no disponible)`,
      answer: (image: string, file: string) => `Reemplacé ${image} por ${file}`,
      describe: 'Describe esta foto para quienes no pueden verla',
      noDescription: 'Esta foto aún no tiene descripción.',
      save: 'Guardar',
      described: 'Descripción guardada',
    },
    businessEditor: {
      title: 'Datos del negocio',
      terms: {
        company: 'Empresa',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        website: 'Sitio web',
        address: 'Dirección',
        hours: 'Horario',
      },
      days,
      closed: 'cerrado',
      edit: 'Editar datos del negocio',
      answer: 'Datos del negocio guardados',
    },
  },
  customize: {
    welcome:
      '¡Hola! Dime qué quieres cambiar en tu sitio web. Puedo reescribir textos y el titular, ' +
      'cambiar colores y estilo, añadir, quitar o mover secciones, actualizar precios, horarios y ' +
      'datos de contacto, y sustituir imágenes. Cada cambio es una nueva versión, así que siempre ' +
      'puedes recuperar una anterior desde Versiones.',
    applied: (version: number) => `Hecho: es la versión ${version}. Tu sitio se está actualizando.`,
    undo: 'Deshacer',
    undoTo: (version: number) => `Deshacer: volver a la versión ${version}`,
    undone: (version: number) => `Deshecho: tu sitio vuelve a estar como en la versión ${version}.`,
    conversation: 'Conversación de personalización',
    messageLabel: 'Tu solicitud de cambios',
    editing: (label: string) => `Editando: ${label}`,
    stopEditing: (label: string) => `Dejar de editar ${label}`,
  },
  feedback: {
    title: 'Comentarios',
    label: '¿Qué te parece esta versión?',
    placeholder:
      'Por ejemplo: el titular es demasiado largo y me gustaría mostrar nuestro horario.',
    submit: 'Enviar comentarios',
    submitting: 'Enviando…',
    empty: 'Aún no hay comentarios. Zappy responde con sugerencias y preguntas.',
    earlier: 'Comentarios anteriores',
    yours: 'Tu comentario, ',
    suggestions: 'Sugerencias',
    questions: 'Preguntas',
  },
  chat: {
    youSaid: 'Tú dijiste:',
    said: (name: string) => `${name} dijo:`,
    send: 'Enviar mensaje',
    assistant: 'El asistente',
    conversation: 'Conversación',
  },
  dialog: {
    close: 'Cerrar el cuadro de diálogo',
  },
  businessInfo: {
    title: 'Datos del negocio',
    companyName: 'Nombre de la empresa',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección',
    street: 'Calle',
    city: 'Ciudad',
    state: 'Provincia o estado',
    zip: 'Código postal',
    country: 'País',
    hours: 'Horario',
    days,
    closed: 'Cerrado',
    closedOn: (day: string) => `Cerrado el ${day.toLowerCase()}`,
    opensAt: (day: string) => `Hora de apertura del ${day.toLowerCase()}`,
    closesAt: (day: string) => `Hora de cierre del ${day.toLowerCase()}`,
    to: 'a',
  },
  preview: {
    publishing: 'Publicación',
    publishingLoading: 'Cargando...',
    customize: 'Personalizar',
    closeCustomize: 'Cerrar la personalización',
    businessInfo: 'Datos del negocio',
    version: (version: number) => `Versión ${version}`,
    newTab: '(se abre en una pestaña nueva)',
    noPage: 'Este sitio web aún no tiene ninguna página que mostrar.',
    frameTitle: (site: string) => `Vista previa del sitio web de ${site}`,
    privatePreview: 'Vista previa privada',
    pointAndEdit: {
      button: 'Señalar y editar',
      picking:
        'Haz clic en un título, un texto, una imagen o una sección de tu sitio y luego di en el ' +
        'chat qué quieres cambiar.',
      notEditable: 'Esa parte de la página no se puede editar aquí.',
      failed: 'No se pudo leer esa parte de la página. Inténtalo de nuevo.',
      text: (text: string) => `«${text}»`,
      image: (name: string) => `la imagen «${name}»`,
      thisImage: 'esta imagen',
      section: (name: string) => `la sección «${name}»`,
    },
    exportMenu: {
      exporting: 'Exportando…',
      zip: 'Archivo ZIP',
      zipText: 'HTML, CSS, script e imágenes, listo para publicar',
      json: 'Datos JSON',
      jsonText: 'Todo aquello de lo que está hecho el sitio',
    },
    versions: {
      title: 'Versiones',
      pending: 'La primera versión aún se está creando.',
      list: 'Versiones, de la más reciente a la más antigua',
      live: 'Publicada',
      current: 'Actual',
      restore: 'Restaurar',
      restoreVersion: (version: number) => `Restaurar la versión ${version}`,
      confirmTitle: (version: number) => `¿Restaurar la versión ${version}?`,
      confirmText:
        'Se crea una nueva versión como copia de esta y se publica como cualquier otra. No se ' +
        'pierde nada: la versión actual sigue en la lista.',
      restoring: 'Restaurando…',
      restored: (from: number, to: number | null) =>
        to === null
          ? `Versión ${from} restaurada`
          : `Versión ${from} restaurada como versión ${to}`,
      failed: 'No se pudo restaurar la versión',
    },
    regenerate: {
      title: 'Regenerar el sitio web',
      intro: (site: string) =>
        `Zappy crea una nueva versión de ${site} a partir de tu resumen y la publica. Las ` +
        'versiones anteriores siguen en la lista de Versiones y se pueden restaurar.',
      label: '¿Qué debería cambiar?',
      optional: '(opcional)',
      placeholder:
        'Por ejemplo: menciona nuestro brunch del fin de semana y usa colores más cálidos. Ahora ' +
        'también abrimos los domingos.',
      hint: 'Déjalo vacío para una nueva propuesta a partir del mismo resumen.',
      starting: 'Iniciando…',
    },
    fidelity: {
      title: 'Lo que dice tu sitio',
      intro: (version) =>
        `Lo que dice la versión ${version} de tu sitio sobre los datos que diste.`,
      lookingAt: (version) => `Estás viendo la versión ${version}, que puede decir otra cosa.`,
      shownTitle: 'Lo que aparece en tu sitio',
      noneShown: 'Ninguno de tus datos aparece todavía en esta versión.',
      leftOutTitle: 'Lo que se quedó fuera',
      nothingLeftOut: 'Nada: todos los datos que diste están en tu sitio.',
      photosTitle: 'Ilustraciones en lugar de fotos',
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places}: ${provider} no envió ninguna foto esta vez, así que esta versión muestra una ilustración. Vuelve a generar el sitio más tarde o sube tu propia foto.`
          : `${places}: ${provider} no tenía ninguna foto adecuada, así que esta versión muestra una ilustración. Puedes subir tu propia foto.`,
      list,
      quote,
      shown: {
        name: (v) => `El nombre de tu negocio, ${list(v)}`,
        product: (v) => `Lo que haces: ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1 ? `Tu servicio ${list(v)}` : `Tus ${v.length} servicios: ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `Tu precio ${list(v)}` : `Tus ${v.length} precios: ${list(v)}`,
        'prices-on-request': () => 'Que tus precios son a consultar',
        hours: (v) => `Tu horario de apertura: ${list(v)}`,
        'hours-note': (v) => `Cuándo abres: ${list(v)}`,
        address: (v) => `Tu dirección, ${list(v)}`,
        phone: (v) => `Tu número de teléfono, ${list(v)}`,
        email: (v) => `Tu correo electrónico, ${list(v)}`,
        website: (v) => `Tu sitio web, ${list(v)}`,
        social: (v) =>
          `${v.length === 1 ? 'Tu perfil' : 'Tus perfiles'} en redes sociales ${list(v)}`,
        number: (v) => `${v.length === 1 ? 'Tu cifra' : 'Tus cifras'}: ${list(v)}`,
        highlight: (v) => `Lo que te distingue: ${list(v)}`,
        brand: (v) => `Nombres escritos tal como los escribiste: ${list(v)}`,
      },
      nouns: {
        name: 'el nombre de tu negocio',
        product: 'lo que haces',
        service: 'tu servicio',
        price: 'tu precio',
        'prices-on-request': 'que tus precios son a consultar',
        hours: 'tu horario de apertura',
        'hours-note': 'tu horario',
        address: 'tu dirección',
        phone: 'tu número de teléfono',
        email: 'tu correo electrónico',
        website: 'tu sitio web',
        social: 'tu perfil en redes sociales',
        number: 'tu cifra',
        highlight: 'tu punto fuerte',
        brand: 'el nombre',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `No mostramos ${fact} porque no dice a qué hora abres y cierras cada día: indica las dos horas cuando regeneres el sitio.`,
        'search-data-only': (fact) =>
          `No escribimos ${fact} en la página: está en los datos de búsqueda de la página, que es donde lo leen los buscadores.`,
        'other-currency': (fact) =>
          `No mostramos ${fact} porque tus otros precios están en otra moneda: da todos tus precios en una sola moneda cuando regeneres el sitio.`,
        'not-placed': (fact) =>
          `No encontramos dónde poner ${fact} en esta versión: menciona ese dato cuando regeneres el sitio.`,
      },
      omitted: {
        'no-prices':
          'No mostramos precios porque no diste ninguno: menciónalos cuando regeneres el sitio (por ejemplo «Pro a 29 € al mes»).',
        'prices-on-services':
          'No añadimos una sección de Precios porque tus precios son de servicios sueltos: aparecen en esos servicios.',
        'no-hours':
          'No mostramos el horario de apertura porque no diste ninguno: menciónalo cuando regeneres el sitio (por ejemplo «lun–vie 9–17, sáb 10–14»).',
        'hours-incomplete':
          'No añadimos una tabla de horario porque tu horario no dice a qué hora cierras: menciona tus horas de cierre cuando regeneres el sitio.',
        'no-numbers':
          'No añadimos una sección de Cifras porque no diste ninguna cifra: menciónalas cuando regeneres el sitio (por ejemplo «desde 2015» o «300 clientes»).',
        'never-invented': {
          team: 'No añadimos una sección de Equipo porque Zappy nunca se inventa personas.',
          reviews: 'No añadimos opiniones porque Zappy nunca se inventa lo que dicen los clientes.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
