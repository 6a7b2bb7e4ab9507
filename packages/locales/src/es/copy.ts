import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

const cap = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es') + text.slice(1);

/** "pan, bollería y tartas"; "y" becomes "e" before an i- sound ("madres e hijos"). */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  const and = /^h?[ií](?![aeoáéó])/i.test(last) ? 'e' : 'y';
  return `${items.slice(0, -1).join(', ')} ${and} ${last}`;
}

const inCity = (city: string) => (city ? ` en ${city}` : '');

/**
 * "Ruta Verde es una herramienta que…", in the owner's words; when the heading already says the
 * rest, only what the product is, so the intro never repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? inCity(f.city) : '';
  const full = `${f.name} es ${product}${place ? `, con sede${place}` : ''}.`;
  if (!f.tagline || !full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `Ofrecemos ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta} o envíanos un mensaje.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Descubre ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} es ${head}${place ? `, con sede${place}` : ''}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  general: {
    label: 'Negocio local',
    noun: 'negocio',
    aNoun: 'un negocio',
    ctas: ['Ponte en contacto', 'Pide presupuesto', 'Llámanos'],
  },
  bakery: {
    label: 'Panadería',
    noun: 'panadería',
    aNoun: 'una panadería',
    ctas: ['Pide para recoger', 'Encarga una tarta', 'Visita la panadería'],
  },
  cafe: {
    label: 'Cafetería',
    noun: 'cafetería',
    aNoun: 'una cafetería',
    ctas: ['Ven a vernos', 'Consulta la carta', 'Reserva el local'],
  },
  restaurant: {
    label: 'Restaurante',
    noun: 'restaurante',
    aNoun: 'un restaurante',
    ctas: ['Reserva una mesa', 'Pide para llevar', 'Consulta la carta'],
  },
  bar: {
    label: 'Bar / cervecería',
    noun: 'bar',
    aNoun: 'un bar',
    ctas: ['Reserva una mesa', 'Consulta la carta', 'Reserva para un grupo'],
  },
  catering: {
    label: 'Cáterin / banquetes',
    noun: 'servicio de cáterin',
    aNoun: 'un servicio de cáterin',
    ctas: ['Pide presupuesto', 'Diseña tu menú', 'Reserva una degustación'],
  },
  hotel: {
    label: 'Hotel / alojamiento',
    noun: 'alojamiento',
    aNoun: 'un alojamiento',
    ctas: ['Consulta disponibilidad', 'Reserva tu estancia', 'Pregunta por fechas'],
  },
  law: {
    label: 'Despacho de abogados',
    noun: 'despacho de abogados',
    aNoun: 'un despacho de abogados',
    ctas: ['Reserva una consulta', 'Llámanos', 'Pide que te llamemos'],
  },
  accounting: {
    label: 'Contabilidad / gestoría',
    noun: 'asesoría contable',
    aNoun: 'una asesoría contable',
    ctas: ['Reserva una llamada', 'Pide presupuesto', 'Habla con nosotros'],
  },
  consulting: {
    label: 'Consultoría / mentoría',
    noun: 'consultoría',
    aNoun: 'una consultoría',
    ctas: ['Reserva una primera llamada', 'Ponte en contacto', 'Empieza un proyecto'],
  },
  'real-estate': {
    label: 'Inmobiliaria',
    noun: 'agencia inmobiliaria',
    aNoun: 'una agencia inmobiliaria',
    ctas: ['Pide una valoración', 'Consulta los inmuebles', 'Habla con un agente'],
  },
  'marketing-agency': {
    label: 'Agencia de publicidad / web',
    noun: 'agencia',
    aNoun: 'una agencia',
    ctas: ['Empieza un proyecto', 'Pide una propuesta', 'Reserva una llamada'],
  },
  architecture: {
    label: 'Arquitectura / interiorismo',
    noun: 'estudio de arquitectura',
    aNoun: 'un estudio de arquitectura',
    ctas: ['Reserva una consulta', 'Empieza tu proyecto', 'Mira nuestros trabajos'],
  },
  dental: {
    label: 'Clínica dental',
    noun: 'clínica dental',
    aNoun: 'una clínica dental',
    ctas: ['Pide cita', 'Llama a la clínica', 'Solicita una revisión'],
  },
  clinic: {
    label: 'Clínica / terapia',
    noun: 'clínica',
    aNoun: 'una clínica',
    ctas: ['Pide cita', 'Reserva una valoración', 'Llámanos'],
  },
  yoga: {
    label: 'Yoga / pilates',
    noun: 'estudio de yoga',
    aNoun: 'un estudio de yoga',
    ctas: ['Reserva tu primera clase', 'Consulta el horario', 'Descubre las clases'],
  },
  fitness: {
    label: 'Gimnasio / entrenamiento personal',
    noun: 'gimnasio',
    aNoun: 'un gimnasio',
    ctas: ['Reserva una sesión', 'Empieza a entrenar', 'Consulta las tarifas'],
  },
  salon: {
    label: 'Peluquería / barbería',
    noun: 'peluquería',
    aNoun: 'una peluquería',
    ctas: ['Pide cita', 'Reserva en línea', 'Llama para reservar'],
  },
  spa: {
    label: 'Estética / spa',
    noun: 'centro de estética',
    aNoun: 'un centro de estética',
    ctas: ['Reserva un tratamiento', 'Compra una tarjeta regalo', 'Consulta los tratamientos'],
  },
  pet: {
    label: 'Mascotas / veterinaria',
    noun: 'servicio para mascotas',
    aNoun: 'un servicio para mascotas',
    ctas: ['Reserva una visita', 'Reserva peluquería canina', 'Ven a conocernos'],
  },
  plumbing: {
    label: 'Fontanería / calefacción',
    noun: 'empresa de fontanería',
    aNoun: 'una empresa de fontanería',
    ctas: ['Llama ahora', 'Pide presupuesto', 'Solicita una visita'],
  },
  electrician: {
    label: 'Electricista',
    noun: 'empresa de instalaciones eléctricas',
    aNoun: 'una empresa de instalaciones eléctricas',
    ctas: ['Pide presupuesto', 'Llama ahora', 'Solicita una revisión'],
  },
  construction: {
    label: 'Construcción / reformas',
    noun: 'empresa de construcción',
    aNoun: 'una empresa de construcción',
    ctas: ['Pide presupuesto', 'Solicita una visita de obra', 'Mira nuestros proyectos'],
  },
  cleaning: {
    label: 'Limpieza',
    noun: 'servicio de limpieza',
    aNoun: 'un servicio de limpieza',
    ctas: ['Pide presupuesto', 'Reserva una limpieza', 'Llámanos'],
  },
  landscaping: {
    label: 'Jardinería / paisajismo',
    noun: 'empresa de jardinería',
    aNoun: 'una empresa de jardinería',
    ctas: ['Pide presupuesto', 'Solicita una visita al jardín', 'Llámanos'],
  },
  auto: {
    label: 'Taller mecánico',
    noun: 'taller',
    aNoun: 'un taller',
    ctas: ['Reserva una revisión', 'Pide presupuesto', 'Llama al taller'],
  },
  'bike-shop': {
    label: 'Tienda de bicicletas',
    noun: 'tienda de bicicletas',
    aNoun: 'una tienda de bicicletas',
    ctas: ['Reserva una reparación', 'Visita la tienda', 'Llámanos'],
  },
  photography: {
    label: 'Fotografía',
    noun: 'estudio de fotografía',
    aNoun: 'un estudio de fotografía',
    ctas: ['Consulta mi disponibilidad', 'Reserva una sesión', 'Mira el portafolio'],
  },
  events: {
    label: 'Bodas / eventos',
    noun: 'agencia de eventos',
    aNoun: 'una agencia de eventos',
    ctas: ['Planifica tu evento', 'Reserva una consulta', 'Consulta fechas'],
  },
  education: {
    label: 'Clases particulares / formación',
    noun: 'academia',
    aNoun: 'una academia',
    ctas: ['Reserva una primera clase', 'Pregunta por las clases', 'Inscríbete'],
  },
  music: {
    label: 'Música / artes',
    noun: 'escuela de música',
    aNoun: 'una escuela de música',
    ctas: ['Reserva una primera clase', 'Consulta disponibilidad', 'Escucha y reserva'],
  },
  saas: {
    label: 'Aplicación / plataforma',
    noun: 'plataforma',
    aNoun: 'una plataforma',
    ctas: ['Empieza ya', 'Únete a la lista de espera', 'Solicita una demostración'],
  },
  ecommerce: {
    label: 'Tienda en línea / artesanía',
    noun: 'tienda',
    aNoun: 'una tienda',
    ctas: ['Descubre la colección', 'Encarga una pieza a medida', 'Mira las novedades'],
  },
  boutique: {
    label: 'Tienda / boutique',
    noun: 'tienda',
    aNoun: 'una tienda',
    ctas: ['Visita la tienda', 'Mira las novedades', 'Reserva una sesión de estilismo'],
  },
  nonprofit: {
    label: 'Asociación / ONG',
    noun: 'organización',
    aNoun: 'una organización',
    ctas: ['Haz un donativo', 'Hazte voluntario', 'Participa'],
  },
  travel: {
    label: 'Viajes / excursiones',
    noun: 'agencia de viajes',
    aNoun: 'una agencia de viajes',
    ctas: ['Reserva una excursión', 'Consulta fechas', 'Planifica un viaje a medida'],
  },
};

// The knowledge base's headlines, values and questions are English: these fit any business.
const HEADLINES: readonly string[] = [
  'Te damos la bienvenida a {name}',
  '{name}, a tu servicio',
  '{specialty} en {city}',
  '{specialty} con atención al detalle',
  'Cerca de ti en {city}',
  'Hablemos de lo que necesitas',
  'Aquí para ayudarte',
];

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  '¿Cómo puedo ponerme en contacto?',
  'Escríbenos con el formulario de esta página o usa los datos de contacto.',
] as const;

/** Spanish, written for any Spanish-speaking audience (tú). */
export const copy: SitePhrases = {
  language: 'es',
  list,
  inCity,
  yourArea: 'tu zona',
  ourCustomers: 'nuestros clientes',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Pide cita',
    order: 'Haz tu pedido',
    quote: 'Pide presupuesto',
    donate: 'Haz un donativo',
    beta: 'Únete a la beta',
    waitlist: 'Apúntate a la lista de espera',
    trial: 'Pruébalo',
    demo: 'Reserva una demostración',
    signup: 'Regístrate',
    shop: 'Compra ahora',
    call: 'Llámanos',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => HEADLINES,
  since: (year) => `Desde ${year}`,
  yearsOfExperience: (years) => `${years} años de experiencia`,
  // The reader's traits are English words.
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label} en ${city}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const specialties = f.specialties.slice(0, 4);
      if (f.friendly)
        return `${f.name} es ${f.aNoun}${inCity(f.city)}${f.audience ? ` para ${f.audience}` : ''}.${specialties.length > 0 ? ` Pregúntanos por ${list(specialties.slice(0, 2))}.` : ''}`;
      return `${f.name} es ${f.aNoun}${inCity(f.city)}${specialties.length > 0 ? ` que ofrece ${list(specialties)}` : ''}${f.audience ? ` para ${f.audience}` : ''}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Mira lo que hacemos' : 'Nuestros servicios'),
  },
  features: {
    heading: () => `¿Por qué elegirnos?`,
    intro: (f) =>
      !f.audience
        ? `Lo que puedes esperar de nosotros.`
        : f.friendly
          ? `Algunas razones para elegirnos, pensadas para ${f.audience}.`
          : `Para ${f.audience}: lo que puedes esperar.`,
    highlightText: (f, h) =>
      h.since
        ? `Desde ${h.since} trabajamos para nuestros clientes${inCity(f.city)}.`
        : h.years
          ? `${h.years} años de experiencia en ${f.specialty}, en cada trabajo que hacemos.`
          : 'Cuidamos cada detalle.',
  },
  services: {
    heading: (friendly) => (friendly ? 'Lo que hacemos' : 'Servicios'),
    free: 'Gratis',
    from: (amount) => `Desde ${amount}`,
  },
  about: {
    heading: (f) => `Sobre ${f.name}`,
    body: (f) =>
      [
        f.product
          ? `Ofrecemos ${f.product}${f.since ? `, desde ${f.since}` : ''}.`
          : `Somos ${f.aNoun}${inCity(f.city)}${f.since ? ` desde ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `Nos centramos en ${list(f.specialties.slice(0, 4))}${f.audience ? `, para ${f.audience}` : ''}${f.years ? `, con ${f.years} años de experiencia` : ''}.`
          : f.years
            ? `Contamos con ${f.years} años de experiencia.`
            : '',
        f.friendly
          ? `${f.local ? 'Pásate, escríbenos' : 'Escríbenos'} o ${lowerFirst(f.cta)}: nos encantará saber de ti.`
          : `Para empezar, ${lowerFirst(f.cta)} o envíanos un mensaje.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Con sede en ${city}`,
  },
  gallery: { heading: (f) => `Un vistazo a ${f.name}` },
  testimonials: { heading: (f) => `Lo que opinan los clientes de ${f.name}` },
  team: { heading: (f) => `Las personas detrás de ${f.name}` },
  pricing: {
    heading: (f) => `Precios de ${f.name}`,
    intro: (f) => (f.friendly ? 'Precios claros, para que elijas con calma.' : 'Planes y precios.'),
    startingPrice: 'Precio inicial',
    periods: {
      monthly: 'al mes',
      yearly: 'al año',
      weekly: 'a la semana',
      'one-time': 'pago único',
    },
  },
  faq: {
    heading: 'Preguntas frecuentes',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      '¿Cómo reservo?',
      `Usa el botón «${f.cta}» de esta página o envíanos un mensaje.`,
    ],
    pricesOnRequest: (f) => [
      `¿Cuáles son los precios de ${f.name}?`,
      `Los precios dependen de lo que necesites: escríbenos y te enviaremos un presupuesto.`,
    ],
    leadTime: (notice) => ['¿Con cuánta antelación hay que avisar?', notice],
    serviceArea: (towns) => ['¿Qué zonas cubrís?', `Cubrimos ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} en cifras`,
    since: 'al servicio de sus clientes desde',
    years: 'años de experiencia',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `Te esperamos en ${f.city}`;
      const joins = /^únete a la (lista de espera|beta)$/i.exec(f.cta);
      if (joins) return `Únete a la ${joins[1]?.toLowerCase() ?? ''} de ${f.name}`;
      if (/^(?:dona|haz un donativo|hazte voluntari|colabora|apoya)/i.test(f.cta))
        return `Apoya a ${f.name}`;
      if (f.cta.includes(f.name)) return f.cta;
      return `${f.cta} ${f.local ? 'en' : 'con'} ${f.name}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : '¿Tienes dudas? Escríbenos.',
    call: (phone) => `Llama al ${phone}`,
  },
  contact: {
    heading: (f) =>
      f.local && f.city ? `Visita ${f.name} en ${f.city}` : `Ponte en contacto con ${f.name}`,
    intro: (f) => {
      const ways = [
        f.email ? `escríbenos a ${f.email}` : '',
        f.phone ? `llámanos al ${f.phone}` : '',
      ].filter(Boolean);
      const about = f.specialties.length > 0 ? ` sobre ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${cap(ways.join(' o '))}. También puedes enviarnos un mensaje${about}.`
          : `Envíanos un mensaje${about}.`,
        f.hoursNote ? `Horario: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Síguenos: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `de ${first} a ${last}`,
    openFrom: (days, time) => `${days} desde las ${time}`,
    everyDay: 'Todos los días',
    byAppointment: 'Con cita previa',
    heading: 'Horario',
  },
  footer: {
    product: (f, product) => `${f.name} es ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `Sobre ${f.name}`,
    gallery: (f, caption) => `${caption} en ${f.name}`,
    illustration: (alt) => `Ilustración: ${alt}`,
  },
};
