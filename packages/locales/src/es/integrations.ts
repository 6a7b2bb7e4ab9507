import type { IntegrationWords } from '../types';

const quote = (text: string) => `«${text}»`;

export const integrations = {
  colon: ': ',
  cancel: 'Cancelar',
  loading: 'Cargando integraciones…',
  settings: (name: string) => `Ajustes de ${name}`,
  categories: {
    analytics: 'Analítica',
    payments: 'Pagos',
    accessibility: 'Accesibilidad',
    seo: 'SEO',
    social: 'Redes sociales',
    email: 'Correo electrónico',
  },
  tools: {
    sendFromDomain: 'Enviar desde tu dominio',
    deliverContactForm: 'Entrega del formulario de contacto',
  },
  status: { configured: 'Configurada', dns_setup_required: 'Falta configurar el DNS' },
  panel: {
    title: 'Integraciones',
    close: 'Cerrar integraciones',
    applied: 'En tu sitio',
    leftOut: 'No está en tu sitio',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'No se pudieron cargar las integraciones de este sitio.'
        : `No se pudieron cargar las integraciones de este sitio: ${reason}`,
    retry: 'Reintentar',
    empty: 'Aún no hay integraciones. Añade estadísticas, pagos, ajustes de búsqueda y mucho más.',
    setUpEmail: 'Configurar el correo',
    emailSettings: 'Ajustes del correo',
    remove: 'Quitar',
    removeNamed: (name: string) => `Quitar ${name}`,
    confirmTitle: '¿Quitar la integración?',
    confirmText: (name: string) =>
      `La integración ${name} se quitará de tu sitio en una nueva versión. Puedes volver a ` +
      'añadirla más adelante.',
    removing: 'Quitando…',
    removed: (name: string) => `Se ha quitado ${name}`,
    removeFailed: 'No se pudo quitar la integración',
    suggested: 'Recomendadas para tu sitio',
    priority: (level: string) => `Prioridad: ${level}`,
    priorities: { low: 'baja', medium: 'media', high: 'alta' },
    add: 'Añadir',
    addNamed: (name: string) => `Añadir ${name}`,
  },
  add: {
    title: 'Añadir integraciones',
    intro:
      'Elige qué quieres añadir a tu sitio y completa sus ajustes. Los campos marcados con * son ' +
      'obligatorios.',
    search: 'Buscar integraciones',
    tabs: 'Categorías de integraciones',
    all: 'Todas',
    emptyCategory: 'Todavía no hay integraciones en esta categoría.',
    noMatch: (query: string) => `Ninguna integración coincide con ${quote(query)}.`,
    refused: 'No se ha aplicado nada:',
    nothingSelected: 'Nada seleccionado',
    selected: (count: number) => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
    apply: 'Aplicar',
    applying: 'Aplicando…',
    applied: '¡Integraciones aplicadas correctamente!',
  },
  edit: {
    button: 'Editar',
    named: (name: string) => `Editar ${name}`,
    intro:
      'Cambia los ajustes y guarda: tu sitio se vuelve a publicar como una nueva versión. Los ' +
      'campos marcados con * son obligatorios.',
    save: 'Guardar cambios',
    saving: 'Guardando…',
    refused: 'No se ha cambiado nada:',
    updated: (name: string) => `Se han guardado los cambios de ${name}`,
    failed: 'No se pudo actualizar la integración',
  },
  form: {
    choose: 'Elige…',
    none: 'Ninguno',
    noSettings: 'Esta integración no tiene ajustes.',
    atLeast: (count: number) =>
      count === 1
        ? 'Completa al menos uno de estos campos.'
        : `Completa al menos ${count} de estos campos.`,
  },
  email: {
    title: 'Integración de correo',
    stepsLabel: 'Pasos de la configuración',
    step: (step: number) => `Paso ${step}`,
    steps: {
      configuring: 'Configuración',
      dns: 'Registros DNS necesarios',
      complete: 'Completado',
    },
    stepStates: { current: 'paso actual', done: 'hecho', skipped: 'no es necesario' },
    noOutgoingMail:
      'Este servidor de Zappy no envía correo: su administrador no ha configurado SMTP_URL. Los ' +
      'correos de prueba y el envío por correo del formulario de contacto están desactivados; ' +
      'los mensajes siguen llegando a tu bandeja de contactos y ya puedes configurar los ' +
      'registros DNS.',
    loading: 'Cargando los ajustes del correo…',
    notConfigured: 'El correo no está configurado para este sitio',
    addFirst:
      'El correo no está configurado para este sitio. Primero añade «Email from your domain» en ' +
      'Añadir integraciones.',
    domain: 'Dominio',
    sender: 'Remitente',
    yourEmail: 'Tu correo',
    verified: (domain: string) =>
      `Registros DNS verificados: el correo desde ${domain} está listo.`,
    ready: (domain: string) => `El correo desde ${domain} está configurado.`,
    test: {
      title: 'Enviar un correo de prueba',
      label: 'Enviar un correo de prueba a',
      send: 'Enviar correo de prueba',
      sending: 'Enviando…',
      sent: (address: string) =>
        `Correo de prueba enviado a ${address}. Revisa esa bandeja de entrada.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Añade ${count === 1 ? 'este registro' : `estos ${count} registros`} en la empresa que ` +
      'gestiona el DNS de tu dominio y luego pulsa Verificar DNS.',
    status: { verified: 'Estado: verificado', pending: 'Estado: pendiente de verificación' },
    record: (number: number) => `Registro ${number}`,
    name: 'Nombre',
    value: 'Valor',
    copyName: 'Copiar nombre',
    copyValue: 'Copiar valor',
    ofRecord: (number: number) => `del registro ${number}`,
    copied: 'Copiado',
    copyFailed: 'No se pudo copiar: selecciona el texto y cópialo tú.',
    propagation:
      'Los cambios de DNS pueden tardar entre 15 minutos y 48 horas en propagarse; lo normal es ' +
      'de 1 a 2 horas.',
    notFound: 'aún no se encuentra',
    verify: 'Verificar DNS',
    verifying: 'Verificando…',
    help: '¿Necesitas ayuda?',
  },
  help: {
    title: 'Ayuda con los registros DNS',
    addingTitle: 'Cómo añadir un registro TXT',
    adding:
      'Inicia sesión donde se gestiona el DNS de tu dominio (a menudo, donde lo compraste) y ' +
      'añade cada registro de tipo TXT copiando su nombre y su valor tal cual.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; elige TXT, pega el nombre y el valor, y guarda.',
      godaddy: 'My Products › tu dominio › DNS › Add New Record; elige TXT y rellena Name y Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; elige TXT Record.',
      others:
        'Abre la zona de tu dominio y añade un registro TXT. Algunos proveedores añaden tu ' +
        'dominio al nombre por su cuenta: en ese caso, escribe solo la parte anterior.',
    },
    othersName: 'Google Cloud DNS y otros',
    recordsTitle: 'Para qué sirve cada registro',
    records: {
      spf: 'indica qué servidores pueden enviar correo en nombre de tu dominio.',
      dkim:
        'publica la clave que demuestra que un mensaje viene de verdad de tu dominio y que nadie ' +
        'lo ha modificado por el camino.',
      dmarc:
        'indica a los servidores que reciben el correo qué hacer con los mensajes que no superan ' +
        'esas comprobaciones, para que nadie pueda enviar correo haciéndose pasar por ti.',
    },
    support:
      '¿Sigues sin conseguirlo? Escribe al soporte con tu dominio y los registros que has ' +
      'añadido; el soporte responde en unas 24 horas.',
    close: 'Cerrar',
  },
} satisfies IntegrationWords;
