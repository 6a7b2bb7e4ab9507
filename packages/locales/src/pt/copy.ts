import type { CopyFacts, IndustryWords, SitePhrases } from '../types';
import { namesOf } from '../section-names';
import sections from './sections.json';

const cap = (text: string) => text.charAt(0).toLocaleUpperCase('pt') + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('pt') + text.slice(1);

/** "pães, bolos e doces". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}

const inCity = (city: string) => (city ? ` em ${city}` : '');

/**
 * "Rota Verde é uma ferramenta que…", in the owner's words; when the heading already says the
 * rest, only what the product is, so the intro never repeats the heading word for word.
 */
function productIntro(f: CopyFacts, product: string): string {
  const place = f.city && !product.includes(f.city) ? inCity(f.city) : '';
  const full = `${f.name} é ${product}${place ? `, com sede${place}` : ''}.`;
  if (!f.tagline || !full.toLowerCase().includes(f.tagline.toLowerCase())) return full;
  const next =
    f.specialties.length > 0
      ? `Oferecemos ${list(f.specialties.slice(0, 4))}.`
      : `${f.cta} ou envie uma mensagem.`;
  const head = f.productHead;
  if (!head || f.tagline.toLowerCase().includes(head.replace(/^\S+\s+/, '').toLowerCase()))
    return `Conheça ${f.name}${inCity(f.city)}. ${next}`;
  return `${f.name} é ${head}${place ? `, com sede${place}` : ''}. ${next}`;
}

const industries: Record<string, IndustryWords> = {
  general: {
    label: 'Negócio local',
    noun: 'negócio',
    aNoun: 'um negócio',
    ctas: ['Entre em contato', 'Peça um orçamento', 'Ligue para nós'],
  },
  bakery: {
    label: 'Padaria',
    noun: 'padaria',
    aNoun: 'uma padaria',
    ctas: ['Encomende para retirar', 'Encomende um bolo', 'Visite a padaria'],
  },
  cafe: {
    label: 'Cafeteria',
    noun: 'cafeteria',
    aNoun: 'uma cafeteria',
    ctas: ['Venha nos visitar', 'Veja o cardápio', 'Reserve o espaço'],
  },
  restaurant: {
    label: 'Restaurante',
    noun: 'restaurante',
    aNoun: 'um restaurante',
    ctas: ['Reserve uma mesa', 'Peça para viagem', 'Veja o cardápio'],
  },
  bar: {
    label: 'Bar / cervejaria',
    noun: 'bar',
    aNoun: 'um bar',
    ctas: ['Reserve uma mesa', 'Veja o cardápio', 'Reserve para um grupo'],
  },
  catering: {
    label: 'Bufê',
    noun: 'serviço de bufê',
    aNoun: 'um serviço de bufê',
    ctas: ['Peça um orçamento', 'Monte seu cardápio', 'Agende uma degustação'],
  },
  hotel: {
    label: 'Hotel / pousada',
    noun: 'pousada',
    aNoun: 'uma pousada',
    ctas: ['Consulte a disponibilidade', 'Reserve sua estadia', 'Pergunte sobre datas'],
  },
  law: {
    label: 'Escritório de advocacia',
    noun: 'escritório de advocacia',
    aNoun: 'um escritório de advocacia',
    ctas: ['Agende uma consulta', 'Ligue para nós', 'Peça que liguemos para você'],
  },
  accounting: {
    label: 'Contabilidade',
    noun: 'escritório de contabilidade',
    aNoun: 'um escritório de contabilidade',
    ctas: ['Agende uma conversa', 'Peça um orçamento', 'Fale com a gente'],
  },
  consulting: {
    label: 'Consultoria / mentoria',
    noun: 'consultoria',
    aNoun: 'uma consultoria',
    ctas: ['Agende uma primeira conversa', 'Entre em contato', 'Comece um projeto'],
  },
  'real-estate': {
    label: 'Imobiliária',
    noun: 'imobiliária',
    aNoun: 'uma imobiliária',
    ctas: ['Peça uma avaliação', 'Veja os imóveis', 'Fale com um corretor'],
  },
  'marketing-agency': {
    label: 'Agência de publicidade / sites',
    noun: 'agência',
    aNoun: 'uma agência',
    ctas: ['Comece um projeto', 'Peça uma proposta', 'Agende uma conversa'],
  },
  architecture: {
    label: 'Arquitetura / interiores',
    noun: 'escritório de arquitetura',
    aNoun: 'um escritório de arquitetura',
    ctas: ['Agende uma consulta', 'Comece seu projeto', 'Veja nossos trabalhos'],
  },
  dental: {
    label: 'Clínica odontológica',
    noun: 'clínica odontológica',
    aNoun: 'uma clínica odontológica',
    ctas: ['Agende uma consulta', 'Ligue para a clínica', 'Marque uma avaliação'],
  },
  clinic: {
    label: 'Clínica / terapia',
    noun: 'clínica',
    aNoun: 'uma clínica',
    ctas: ['Agende uma consulta', 'Marque uma avaliação', 'Ligue para nós'],
  },
  yoga: {
    label: 'Ioga / pilates',
    noun: 'estúdio de ioga',
    aNoun: 'um estúdio de ioga',
    ctas: ['Agende sua primeira aula', 'Veja os horários', 'Conheça as aulas'],
  },
  fitness: {
    label: 'Academia / treino personalizado',
    noun: 'academia',
    aNoun: 'uma academia',
    ctas: ['Agende um treino', 'Comece a treinar', 'Veja os planos'],
  },
  salon: {
    label: 'Salão / barbearia',
    noun: 'salão de beleza',
    aNoun: 'um salão de beleza',
    ctas: ['Agende um horário', 'Agende pelo site', 'Ligue para agendar'],
  },
  spa: {
    label: 'Estética / spa',
    noun: 'clínica de estética',
    aNoun: 'uma clínica de estética',
    ctas: ['Agende um tratamento', 'Compre um vale-presente', 'Veja os tratamentos'],
  },
  pet: {
    label: 'Veterinária / banho e tosa',
    noun: 'serviço para animais de estimação',
    aNoun: 'um serviço para animais de estimação',
    ctas: ['Agende uma visita', 'Agende banho e tosa', 'Venha nos conhecer'],
  },
  plumbing: {
    label: 'Hidráulica / aquecimento',
    noun: 'empresa de hidráulica',
    aNoun: 'uma empresa de hidráulica',
    ctas: ['Ligue agora', 'Peça um orçamento', 'Agende uma visita'],
  },
  electrician: {
    label: 'Eletricista',
    noun: 'empresa de serviços elétricos',
    aNoun: 'uma empresa de serviços elétricos',
    ctas: ['Peça um orçamento', 'Ligue agora', 'Agende uma vistoria'],
  },
  construction: {
    label: 'Construção / reformas',
    noun: 'construtora',
    aNoun: 'uma construtora',
    ctas: ['Peça um orçamento', 'Agende uma visita técnica', 'Veja nossas obras'],
  },
  cleaning: {
    label: 'Limpeza',
    noun: 'serviço de limpeza',
    aNoun: 'um serviço de limpeza',
    ctas: ['Peça um orçamento', 'Agende uma limpeza', 'Ligue para nós'],
  },
  landscaping: {
    label: 'Paisagismo / jardinagem',
    noun: 'empresa de paisagismo',
    aNoun: 'uma empresa de paisagismo',
    ctas: ['Peça um orçamento', 'Agende uma visita ao jardim', 'Ligue para nós'],
  },
  auto: {
    label: 'Oficina mecânica',
    noun: 'oficina mecânica',
    aNoun: 'uma oficina mecânica',
    ctas: ['Agende uma revisão', 'Peça um orçamento', 'Ligue para a oficina'],
  },
  'bike-shop': {
    label: 'Bicicletaria',
    noun: 'bicicletaria',
    aNoun: 'uma bicicletaria',
    ctas: ['Agende um conserto', 'Visite a loja', 'Ligue para nós'],
  },
  photography: {
    label: 'Fotografia',
    noun: 'estúdio de fotografia',
    aNoun: 'um estúdio de fotografia',
    ctas: ['Consulte minha disponibilidade', 'Agende um ensaio', 'Veja o portfólio'],
  },
  events: {
    label: 'Casamentos / eventos',
    noun: 'empresa de eventos',
    aNoun: 'uma empresa de eventos',
    ctas: ['Planeje seu evento', 'Agende uma conversa', 'Consulte as datas'],
  },
  education: {
    label: 'Aulas particulares / ensino',
    noun: 'centro de ensino',
    aNoun: 'um centro de ensino',
    ctas: ['Agende uma primeira aula', 'Pergunte sobre as aulas', 'Matricule-se'],
  },
  music: {
    label: 'Música / artes',
    noun: 'escola de música',
    aNoun: 'uma escola de música',
    ctas: ['Agende uma primeira aula', 'Consulte a disponibilidade', 'Ouça e agende'],
  },
  saas: {
    label: 'Aplicativo / plataforma',
    noun: 'plataforma',
    aNoun: 'uma plataforma',
    ctas: ['Comece agora', 'Entre na lista de espera', 'Peça uma demonstração'],
  },
  ecommerce: {
    label: 'Loja virtual / artesanato',
    noun: 'loja',
    aNoun: 'uma loja',
    ctas: ['Veja a coleção', 'Encomende uma peça personalizada', 'Veja as novidades'],
  },
  boutique: {
    label: 'Loja / butique',
    noun: 'loja',
    aNoun: 'uma loja',
    ctas: ['Visite a loja', 'Veja as novidades', 'Agende uma consultoria de estilo'],
  },
  nonprofit: {
    label: 'ONG / comunidade',
    noun: 'organização',
    aNoun: 'uma organização',
    ctas: ['Faça uma doação', 'Seja voluntário', 'Participe'],
  },
  travel: {
    label: 'Viagens / passeios',
    noun: 'agência de turismo',
    aNoun: 'uma agência de turismo',
    ctas: ['Reserve um passeio', 'Consulte as datas', 'Planeje uma viagem sob medida'],
  },
};

// The knowledge base's headlines, values and questions are English: these fit any business.
const HEADLINES: readonly string[] = [
  'Conheça {name}',
  '{name} à sua disposição',
  '{specialty} em {city}',
  '{specialty} com atenção aos detalhes',
  'Perto de você em {city}',
  'Vamos conversar sobre o que você precisa',
  'Estamos aqui para ajudar',
];

/** The one question every business answers the same way: how to reach it. */
const CONTACT_QUESTION = [
  'Como entro em contato?',
  'Envie uma mensagem pelo formulário desta página ou use os dados de contato.',
] as const;

/** Portuguese, in Brazilian spelling (contato, equipe), addressing the visitor as "você". */
export const copy: SitePhrases = {
  language: 'pt',
  list,
  inCity,
  yourArea: 'sua região',
  ourCustomers: 'nossos clientes',
  defaultName: (noun, city) => (city ? `${cap(noun)} ${city}` : cap(noun)),
  goals: {
    book: 'Agende um horário',
    order: 'Peça online',
    quote: 'Peça um orçamento',
    donate: 'Faça uma doação',
    beta: 'Participe da versão beta',
    waitlist: 'Entre na lista de espera',
    trial: 'Experimente',
    demo: 'Agende uma demonstração',
    signup: 'Cadastre-se',
    shop: 'Compre agora',
    call: 'Ligue para nós',
  },
  capitalisesNouns: false,
  industries,
  navLabels: namesOf(sections, 'nav'),
  headlines: () => HEADLINES,
  since: (year) => `Desde ${year}`,
  yearsOfExperience: (years) => `${years} anos de experiência`,
  // The reader's traits are English words.
  trait: () => undefined,
  hero: {
    eyebrow: (label, city) => `${label} em ${city}`,
    intro: (f) => {
      if (f.product) return productIntro(f, f.product);
      const specialties = f.specialties.slice(0, 4);
      if (f.friendly)
        return `${f.name} é ${f.aNoun}${inCity(f.city)}${f.audience ? ` para ${f.audience}` : ''}.${specialties.length > 0 ? ` Pergunte por ${list(specialties.slice(0, 2))}.` : ''}`;
      return `${f.name} é ${f.aNoun}${inCity(f.city)}${specialties.length > 0 ? ` que oferece ${list(specialties)}` : ''}${f.audience ? ` para ${f.audience}` : ''}.`;
    },
    servicesAction: (friendly) => (friendly ? 'Veja o que fazemos' : 'Nossos serviços'),
  },
  features: {
    heading: () => `Razões para nos escolher`,
    intro: (f) =>
      !f.audience
        ? `O que você pode esperar de nós.`
        : f.friendly
          ? `Alguns motivos para nos escolher, pensados para ${f.audience}.`
          : `Para ${f.audience}: o que você pode esperar.`,
    highlightText: (f, h) =>
      h.since
        ? `Desde ${h.since} atendemos clientes${inCity(f.city)}.`
        : h.years
          ? `${h.years} anos de experiência em ${f.specialty}, em cada trabalho que fazemos.`
          : 'Cuidamos de cada detalhe.',
  },
  services: {
    heading: (friendly) => (friendly ? 'O que fazemos' : 'Serviços'),
    free: 'Grátis',
    from: (amount) => `A partir de ${amount}`,
  },
  about: {
    heading: (f) => `Sobre ${f.name}`,
    body: (f) =>
      [
        f.product
          ? `Oferecemos ${f.product}${f.since ? `, desde ${f.since}` : ''}.`
          : `Somos ${f.aNoun}${inCity(f.city)}${f.since ? ` desde ${f.since}` : ''}.`,
        f.specialties.length > 0
          ? `Trabalhamos com ${list(f.specialties.slice(0, 4))}${f.audience ? `, para ${f.audience}` : ''}${f.years ? `, com ${f.years} anos de experiência` : ''}.`
          : f.years
            ? `Temos ${f.years} anos de experiência.`
            : '',
        f.friendly
          ? `${f.local ? 'Venha nos visitar, envie uma mensagem' : 'Envie uma mensagem'} ou ${lowerFirst(f.cta)}: vai ser um prazer falar com você.`
          : `Para começar, ${lowerFirst(f.cta)} ou envie uma mensagem.`,
      ]
        .filter(Boolean)
        .join(' '),
    basedIn: (city) => `Com sede em ${city}`,
  },
  gallery: { heading: (f) => `Um olhar sobre ${f.name}` },
  testimonials: { heading: (f) => `O que os clientes dizem sobre ${f.name}` },
  team: { heading: (f) => `As pessoas por trás de ${f.name}` },
  pricing: {
    heading: (f) => `Preços de ${f.name}`,
    intro: (f) =>
      f.friendly ? 'Preços claros, para você escolher com tranquilidade.' : 'Planos e preços.',
    startingPrice: 'Preço inicial',
    periods: {
      monthly: 'por mês',
      yearly: 'por ano',
      weekly: 'por semana',
      'one-time': 'pagamento único',
    },
  },
  faq: {
    heading: 'Perguntas frequentes',
    contact: CONTACT_QUESTION,
    booking: (f) => [
      'Como faço uma reserva?',
      `Use o botão “${f.cta}” desta página ou envie-nos uma mensagem.`,
    ],
    pricesOnRequest: (f) => [
      `Quais são os preços de ${f.name}?`,
      'Os preços dependem do que você precisa: envie uma mensagem e mandaremos um orçamento.',
    ],
    leadTime: (notice) => ['Com quanta antecedência preciso pedir?', notice],
    serviceArea: (towns) => ['Quais regiões vocês atendem?', `Atendemos ${towns}.`],
  },
  stats: {
    heading: (f) => `${f.name} em números`,
    since: 'atendendo clientes desde',
    years: 'anos de experiência',
  },
  cta: {
    heading: (f) => {
      if (f.friendly && f.city && f.local) return `Até breve em ${f.city}`;
      const joins = /^entre na (lista de espera|versão beta)$/i.exec(f.cta);
      if (joins) return `Entre na ${joins[1]?.toLowerCase() ?? ''} de ${f.name}`;
      if (/^(?:doe|faça uma doação|seja voluntári|apoie|contribua)/i.test(f.cta))
        return `Apoie ${f.name}`;
      if (f.cta.includes(f.name)) return f.cta;
      return `${f.cta} ${f.local ? 'em' : 'com'} ${f.name}`;
    },
    intro: (f) =>
      f.specialties.length > 0
        ? `${cap(list(f.specialties.slice(0, 4)))}${inCity(f.city)}.`
        : 'Tem alguma dúvida? Envie-nos uma mensagem.',
    call: (phone) => `Ligue para ${phone}`,
  },
  contact: {
    heading: (f) => (f.local && f.city ? `Visite ${f.name} em ${f.city}` : `Fale com ${f.name}`),
    intro: (f) => {
      const ways = [
        f.email ? `envie um e-mail para ${f.email}` : '',
        f.phone ? `ligue para ${f.phone}` : '',
      ].filter(Boolean);
      const about = f.specialties.length > 0 ? ` sobre ${f.specialty}` : '';
      return [
        ways.length > 0
          ? `${cap(ways.join(' ou '))}. Você também pode enviar uma mensagem${about}.`
          : `Envie uma mensagem${about}.`,
        f.hoursNote ? `Horário: ${f.hoursNote}.` : '',
        f.socialHandles.length > 0 ? `Siga-nos: ${f.socialHandles.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' ');
    },
  },
  hours: {
    dayRange: (first, last) => `de ${first} a ${last}`,
    openFrom: (days, time) => `${days} a partir das ${time}`,
    everyDay: 'Todos os dias',
    byAppointment: 'Com hora marcada',
    heading: 'Horário de funcionamento',
  },
  footer: {
    product: (f, product) => `${f.name} é ${product}.`,
  },
  images: {
    hero: (f) => `${f.name}${inCity(f.city)}`,
    about: (f) => `Sobre ${f.name}`,
    gallery: (f, caption) => `${caption} em ${f.name}`,
    illustration: (alt) => `Ilustração: ${alt}`,
  },
};
