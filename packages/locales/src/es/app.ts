import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 estrella' : `${count} estrellas`);

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
  },
  customize: {
    welcome:
      '¡Hola! Dime qué quieres cambiar en tu sitio web. Puedo reescribir textos y el titular, ' +
      'cambiar colores y estilo, añadir, quitar o mover secciones, actualizar precios, horarios y ' +
      'datos de contacto, y sustituir imágenes. Cada cambio es una nueva versión, así que siempre ' +
      'puedes recuperar una anterior desde Versiones.',
    applied: (version: number, summary: string) =>
      `Aplicado como versión ${version}: ${summary}. Tu sitio se está actualizando.`,
  },
} satisfies AppWords;
