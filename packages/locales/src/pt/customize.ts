import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import { copy } from './copy';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
import sections from './sections.json';

// Portuguese: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

const list = (questions: readonly string[]) => quotedList(questions, ['“', '”'], ', ', ' ou ');

export const replies: CustomizeReplies = {
  applying: (n) => `Vou mudar isto: ${n.join('; ')}. Aplicando agora.`,
  menuQuestion: 'O que você gostaria de mudar?',
  menuHint:
    'Escolha uma opção ou descreva com suas palavras (por exemplo “deixe verde” ou “mude o título para Pão fresco todos os dias”).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `uma paleta ${c} com todos os textos legíveis`,
  style: (s) => `o estilo ${s}`,
  styleNames: {
    modern: 'moderno',
    elegant: 'elegante',
    playful: 'divertido',
    bold: 'ousado',
    minimal: 'minimalista',
    corporate: 'corporativo',
  },
  moves: {
    warmer: 'mais quente',
    cooler: 'mais fria',
    darker: 'mais escura',
    lighter: 'mais clara',
    vivid: 'mais viva',
    softer: 'mais suave',
    contrast: 'com mais contraste',
  },
  paletteMoved: (m, c) => `uma paleta ${copy.list(m)} (${c}) com todos os textos legíveis`,
  fontNames: {
    serif: 'uma fonte com serifa',
    sans: 'uma fonte sem serifa',
    rounded: 'uma fonte arredondada',
    mono: 'uma fonte de máquina de escrever',
  },
  fontsFor: {
    headings: (f) => `${f} para os títulos`,
    body: (f) => `${f} para o texto`,
    all: (f) => `${f} para todo o texto`,
  },
  alreadyHas: (what) => `Seu site já tem ${what}.`,
  lookQuestion:
    'Para que lado você quer levar o visual? Escolha uma opção ou descreva (por exemplo “cores mais quentes” ou “um estilo mais ousado”).',
  colourQuestion:
    'Para que lado devem ir as cores? Escolha uma opção ou diga uma cor (por exemplo “azul” ou “terracota”).',
  fontQuestion: 'Qual fonte você prefere? Escolha uma.',
  lookChoices: {
    warmer: 'Cores mais quentes',
    cooler: 'Cores mais frias',
    darker: 'Cores mais escuras',
    lighter: 'Cores mais claras',
    vivid: 'Cores mais vivas',
    softer: 'Cores mais suaves',
    contrast: 'Mais contraste',
    modern: 'Um estilo mais moderno',
    elegant: 'Um estilo mais elegante',
    playful: 'Um estilo mais divertido',
    bold: 'Um estilo mais ousado',
    minimal: 'Um estilo mais limpo',
    corporate: 'Um estilo mais profissional',
    serif: 'Uma fonte com serifa',
    sans: 'Uma fonte sem serifa',
    rounded: 'Uma fonte arredondada',
    mono: 'Uma fonte de máquina de escrever',
  },
  text: (what, value) => `${what}: “${value}”`,
  headline: 'o título',
  businessName: 'o nome da empresa',
  imageDescription: 'a descrição da foto',
  tagline: 'o slogan',
  subheading: 'o texto abaixo do título',
  button: 'o botão',
  headingOf: (s) => `o título da seção ${s}`,
  textOf: (s) => `o texto da seção ${s}`,
  askValue: (what) => `O que ${what} deve dizer?`,
  shorterChoice: (what, current) =>
    `Não consigo encurtar “${current}” sem perder o que ele diz. O que ${what} deve dizer? Escolha uma destas opções ou escreva a sua.`,
  rewriteAsk: (what, current) =>
    `Não consigo reescrever “${current}” assim sem mudar o sentido. O que ${what} deve dizer?`,
  linkSection: (s) => `para a seção de ${s}`,
  linkPhone: (p) => `para o seu telefone (${p})`,
  linkEmail: (e) => `para o seu e-mail (${e})`,
  linkTo: (place) => `o botão agora leva ${place}`,
  linkAlready: (place) => `O botão já leva ${place}.`,
  askLink:
    'Para onde o botão deve levar? Por exemplo, para o formulário de contato, os serviços ou o seu telefone.',
  linkAddress: (a) => `para ${a}`,
  textRemoved: (w) => `remover ${w}`,
  translateAsk: (w, c) =>
    `Não consigo traduzir “${c}” sozinho. O que ${w} deve dizer? Escreva no idioma que quiser.`,
  removed: (s) => `remover a seção ${s}`,
  added: (s) => `uma nova seção ${s}`,
  moved: (s) => `mover a seção ${s}`,
  planAdded: (n) => `um novo plano “${n}”`,
  planPrice: (n, p) => `o preço de ${n} (${p})`,
  planRenamed: (a, b) => `o plano “${a}” agora se chama “${b}”`,
  planRemoved: (n) => `remover o plano ${n}`,
  currency: (c) => `preços em ${c}`,
  days: {
    sunday: 'domingo',
    monday: 'segunda-feira',
    tuesday: 'terça-feira',
    wednesday: 'quarta-feira',
    thursday: 'quinta-feira',
    friday: 'sexta-feira',
    saturday: 'sábado',
  },
  dayRange: (a, b) => `de ${a} a ${b}`,
  dayHours: (d, h) => `${d}: ${h}`,
  dayClosed: (d) => `${d}: fechado`,
  openAllDay: 'aberto 24 horas, todos os dias',
  appointmentOnly: 'só com marcação (o horário deixa de aparecer no seu site)',
  appointmentToo: '“com marcação” junto do seu horário',
  hoursRemoved: 'tirar o horário do seu site',
  noHours: 'Seu site não mostra nenhum horário, então não há nada para tirar.',
  phone: 'o telefone',
  email: 'o e-mail',
  website: 'o site',
  address: 'o endereço',
  alsoIn: (s) => `, também ${s.length > 1 ? 'nas seções' : 'na seção'} ${s.join(', ')}`,
  unchanged: (w) => `Seu site já diz isso (${w}), então não há nada para mudar.`,
  askDated:
    'Não consigo agendar uma mudança para mais tarde: seu site muda assim que ela é aplicada. Quer que eu mude agora? Se sim, envie de novo sem a data.',
  askDayHours: (d) => `Qual é o horário (${d})? Por exemplo “${d}, das 10h às 14h”.`,
  askWeek:
    'Seu site ainda não mostra nenhum horário. Qual é o horário da semana toda? Por exemplo “de segunda a sexta das 9h às 17h, sábado das 9h às 13h”.',
  askInvalid: (what, value) =>
    `Não consigo usar “${value}” como ${what}: não parece válido. Pode escrever de novo?`,
  serviceAdded: (n) => `um novo serviço «${n}»`,
  serviceRemoved: (n) => `retirar o serviço «${n}»`,
  serviceRenamed: (a, b) => `o serviço «${a}» agora se chama «${b}»`,
  servicePrice: (n, p) => `o preço de «${n}»: ${p}`,
  servicePriceRemoved: (n) => `sem preço para «${n}»`,
  serviceText: (n, v) => `a descrição de «${n}»: «${v}»`,
  serviceWhat: (n) => `O que você quer mudar em «${n}»: o nome, o preço ou a descrição?`,
  serviceWhich: (names) => `Qual deles: ${names.map((n) => `«${n}»`).join(' ou ')}?`,
  serviceAsk: 'Como se chama o serviço e quanto custa? Por exemplo «Banho para gatos 30 €».',
  pricesRemoved: 'retirar todos os preços do seu site (os serviços ficam)',
  noPrices: 'Seu site não mostra preços, então não há nada a retirar.',
  teamAsk:
    'Quem a seção de equipe deve mostrar? Envie o nome e a função de cada pessoa, por exemplo «Ana Ruiz, tosadora»; o Zappy nunca inventa pessoas.',
  reviewsAsk:
    'Quais avaliações o site deve mostrar? Cole o que seus clientes escreveram, com os nomes deles; o Zappy nunca inventa avaliações.',
  faqAdded: (q, a) => `a pergunta “${q}” com a resposta “${a}”`,
  faqRemoved: (q) => `remover a pergunta “${q}”`,
  faqAnswered: (q, a) => `a resposta para “${q}”: “${a}”`,
  faqReworded: (from, to) => `a pergunta “${from}” reformulada como “${to}”`,
  faqMoved: (q, place, count) =>
    `mover a pergunta “${q}” ${place === 1 ? 'para o topo' : place === count ? 'para o fim' : `para a posição ${place}`}`,
  faqWhich: (questions) => `A qual pergunta você se refere: ${list(questions)}?`,
  faqNew:
    'Que pergunta quer adicionar, e qual é a resposta? Por exemplo “Vocês entregam? Sim, até 5 km”.',
  faqAskAnswer: (q) => `Qual é a resposta para “${q}”?`,
  faqAskNewAnswer: (q) => `O que a resposta para “${q}” deve dizer?`,
  faqAskNewQuestion: (q) => `Como deve ficar a pergunta “${q}”?`,
  faqInPlace: (q) => `A pergunta “${q}” já está nessa posição.`,
  noFaq:
    'Seu site ainda não tem perguntas frequentes. Quer começar? Envie uma pergunta e a resposta, por exemplo “Vocês entregam? Sim, até 5 km”.',
  noSection: (s) => `Seu site não tem seção de ${s}, então não há nada para mudar ali.`,
  already: (s) => `Seu site já tem uma seção de ${s}.`,
  noPlan: (n) => `Não encontrei “${n}” no seu site. Qual plano ou serviço você quer dizer?`,
  noQuestion: 'Não encontrei essa pergunta nas suas perguntas frequentes.',
  noImages: 'Seu site não tem imagens para trocar.',
  imageQuestion: 'Qual imagem você quer trocar? Envie uma nova.',
  businessQuestion: 'Aqui estão seus dados de contato e horário; mude o que precisar.',
  imageReplaced: 'Pronto: a nova imagem já está no seu site. O que mais quer mudar?',
  photoSearch: {
    found: (q, pickImage) =>
      pickImage
        ? `Foi isto que encontrei para “${q}”. Escolha uma foto e a imagem do seu site que ela deve substituir.`
        : `Foi isto que encontrei para “${q}”. Escolha a foto de que mais gosta.`,
    none: (q) =>
      `Não encontrei fotos de “${q}”. Tente outras palavras ou envie uma foto sua aqui embaixo.`,
    off: 'Este Zappy não tem nenhum serviço de fotos configurado, por isso não posso procurar fotos. Você pode enviar uma foto sua aqui embaixo.',
    failed: {
      unauthorized:
        'O serviço de fotos recusou a chave deste Zappy, por isso não posso procurar fotos agora. Seu site não mudou; você pode enviar uma foto sua aqui embaixo.',
      rate_limited:
        'O serviço de fotos recebeu pesquisas demais por enquanto. Tente mais tarde ou envie uma foto sua aqui embaixo; seu site não mudou.',
      unavailable:
        'O serviço de fotos não respondeu a tempo. Tente de novo daqui a pouco ou envie uma foto sua aqui embaixo; seu site não mudou.',
      unusable:
        'O serviço de fotos não enviou nada que eu possa usar. Tente outras palavras ou envie uma foto sua aqui embaixo; seu site não mudou.',
    },
  },
  businessSaved: 'Salvo: os dados do seu negócio já estão no site. O que mais quer mudar?',
  faqAsk: 'Envie a primeira pergunta e a resposta, por exemplo “Vocês entregam? Sim, até 5 km”.',
  undoHint:
    'Cada mudança fica salva como uma versão: para desfazer a última, clique em “Desfazer” logo abaixo dela neste chat; para voltar mais atrás, clique em “Restaurar” numa versão anterior em “Versões”, abaixo da prévia.',
};

/** How the chat rewrites this language's site texts: longer, or in the other register. */
export const rewrite: RewritePhrases = {
  withOffer: (text, items) => `${text}: ${items}`,
  offerSentence: (items) => `Também oferecemos ${items}.`,
  citySentence: (city) => `Estamos em ${city}.`,
  register,
};

/** The chat's words, replies and rewrites, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies, rewrite };
