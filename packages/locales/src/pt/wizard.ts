import { copy } from './copy';
import type { PaletteWords, SiteStyle, WizardPhrases } from '../types';

const { list } = copy;

/** The wizard in Portuguese (Brazilian, você). */

const cap = (word: string): string => word.charAt(0).toLocaleUpperCase('pt') + word.slice(1);

const NOTES: Record<SiteStyle, string> = {
  modern: 'limpo e atual',
  elegant: 'requintado, com neutros quentes',
  playful: 'luminoso e acolhedor',
  bold: 'marcante e confiante',
  minimal: 'sereno, com muito espaço em branco',
  corporate: 'sóbrio e de confiança',
};

const palettes: PaletteWords = {
  hues: {
    red: 'vermelho',
    orange: 'laranja',
    yellow: 'amarelo',
    green: 'verde',
    teal: 'turquesa',
    blue: 'azul',
    purple: 'roxo',
    pink: 'rosa',
    brown: 'castanho',
    grey: 'cinzento',
  },
  moods: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'alegre',
    bold: 'intenso',
    minimal: 'minimalista',
    corporate: 'corporativo',
  },
  name: (mood, hue) => `${cap(hue)} ${mood}`,
  withAccent: (name, accent) => `${name} com ${accent}`,
  description: (mood, hue, style) =>
    `${cap(hue)} ${mood}: ${NOTES[style]}; todos os textos cumprem o contraste WCAG AA`,
};

export const wizard: WizardPhrases = {
  palettes,
  language: 'pt',
  list,
  yourBusiness: 'seu negócio',
  languageNames: {
    en: 'inglês',
    es: 'espanhol',
    fr: 'francês',
    de: 'alemão',
    it: 'italiano',
    pt: 'português',
    nl: 'holandês',
    he: 'hebraico',
    ar: 'árabe',
    ru: 'russo',
  },
  questions: {
    identity: (hasCity) =>
      hasCity
        ? 'Qual é o nome do seu negócio?'
        : 'Qual é o nome do seu negócio e em que cidade ele fica?',
    identityPlaceholder: (hasCity) =>
      hasCity ? 'ex.: Padaria Pão Dourado' : 'ex.: Padaria Pão Dourado, Belo Horizonte',
    industry: (name) => (name ? `Que tipo de negócio é ${name}?` : 'Que tipo de negócio é o seu?'),
    otherIndustry: 'Outro (digite qual)',
    services: (name) =>
      `Quais destes ${name} oferece? Escolha todos os que se aplicam ou digite os seus.`,
    servicesOpen: (name) => `O que ${name} oferece? Liste seus principais produtos ou serviços.`,
    servicesPlaceholder: 'ex.: pão de fermentação natural, bolos para festas, café',
    contact: (name, local) =>
      `Como os clientes podem entrar em contato com ${name}? Informe um e-mail, um telefone${local ? ' e seu endereço' : ' ou um site'}.`,
    contactPlaceholder: 'ex.: contato@paodourado.com.br, (31) 3456-7890',
    brandColor: (name) => `Qual cor mais se parece com a cor da marca de ${name}?`,
    palette: (name) =>
      `Escolha uma paleta de cores para ${name}. Todas as opções passam nos testes de contraste de acessibilidade.`,
    heroImage: (name) => `Qual estilo de imagem de capa combina mais com ${name}?`,
    heroOption: (n) => `Opção ${n}`,
    callToAction: 'O que os visitantes devem fazer primeiro ao chegar ao seu site?',
    callUs: 'Ligue para nós',
    sendMessage: 'Envie uma mensagem',
    audience: (name) => `Quem são os principais clientes de ${name}?`,
    audiencePlaceholder: 'ex.: famílias jovens do bairro',
    tone: 'Qual deve ser o tom do site?',
    toneFormal: 'Formal e preciso',
    toneWarm: 'Caloroso e simpático',
    priceLevel: (name) => `Qual é a faixa de preço de ${name}?`,
    budget: 'Econômico',
    premium: 'Sofisticado',
    hours: (name) => `Qual é o horário de funcionamento de ${name}?`,
    hoursPlaceholder: 'ex.: seg-sex 8h-18h, sáb 9h-13h, domingo fechado',
    prices: (name) =>
      `Quanto ${name} cobra? Liste os preços ou planos que devem aparecer (o site não mostra nenhum outro) ou responda “sob consulta”.`,
    pricesPlaceholder: 'ex.: Básico R$ 49/mês, Pro R$ 149/mês',
    sections: 'Quais seções o site deve ter?',
    recommended: 'Recomendada',
    styles: {
      modern: 'Moderno',
      elegant: 'Elegante',
      playful: 'Divertido',
      bold: 'Ousado',
      minimal: 'Minimalista',
      corporate: 'Corporativo',
    },
  },
  facts: {
    industry: (aNoun) => aNoun,
    city: (city) => `em ${city}`,
    offering: (services) => `com ${services}`,
    openingHours: 'seu horário de funcionamento',
    // The note is in English words: the wizard names it instead of quoting it.
    open: () => 'seus dias de funcionamento',
    prices: (names) => `seus preços (${names})`,
    pricesOnRequest: 'preços sob consulta',
    audience: (audience) => `para ${audience}`,
    palette: (name) => `a paleta “${name}”`,
    heroImage: 'sua imagem de capa',
    mainButton: (cta) => `“${cta}” como botão principal`,
    // The tone comes in English words: the wizard names it instead of quoting it.
    tone: () => 'o tom de voz',
    priceLevel: (level) => `faixa de preço ${level} de 5`,
    siteLanguage: (language) => `o site em ${language}`,
  },
  replies: {
    gotIt: (facts) => `Entendi: ${facts}.`,
    updated: (facts) => `Atualizado: ${facts}.`,
    readyAgain: 'Tudo pronto; você já pode gerar seu site.',
    defaultChosen: 'Sem problemas, vou escolher uma boa opção padrão para isso.',
    writtenIn: (written, site) =>
      `Vi que você escreveu em ${written}. Vou escrever o site em ${site} e manter seus dados exatamente como você os informou.`,
    ready: (s) =>
      `Tenho tudo de que preciso: um site ${s.style.toLowerCase()} para ${s.name} (${s.noun}${s.city ? ` em ${s.city}` : ''})${s.services.length > 0 ? `, destacando ${list(s.services)},` : ''} com “${s.cta}” como principal chamada para ação. Você já pode gerar seu site.`,
  },
};
