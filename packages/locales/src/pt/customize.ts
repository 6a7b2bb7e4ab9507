import type { CommandWords, CustomizeReplies } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import sections from './sections.json';

// Portuguese: the words an owner asks with, and what the chat answers.

export const commandWords: CommandWords = commands;

export const replies: CustomizeReplies = {
  applying: (n) => `Vou mudar isto: ${n.join('; ')}. Aplicando agora.`,
  menuQuestion: 'O que você gostaria de mudar?',
  menuHint:
    'Escolha uma opção ou descreva com suas palavras (por exemplo “deixe verde” ou “mude o título para Pão fresco todos os dias”).',
  ...menu,
  sectionNames: namesOf(sections, 'named'),
  palette: (c) => `uma paleta ${c} com todos os textos legíveis`,
  style: (s) => `o estilo ${s}`,
  fonts: 'as fontes',
  text: (what, value) => `${what}: “${value}”`,
  headline: 'o título',
  businessName: 'o nome da empresa',
  tagline: 'o slogan',
  subheading: 'o texto abaixo do título',
  button: 'o botão',
  headingOf: (s) => `o título da seção ${s}`,
  textOf: (s) => `o texto da seção ${s}`,
  shortened: 'um texto mais curto',
  askValue: (what) => `O que ${what} deve dizer?`,
  removed: (s) => `remover a seção ${s}`,
  added: (s) => `uma nova seção ${s}`,
  moved: (s) => `mover a seção ${s}`,
  planAdded: (n) => `um novo plano “${n}”`,
  planPrice: (n, p) => `o preço de ${n} (${p})`,
  planRenamed: (a, b) => `o plano “${a}” agora se chama “${b}”`,
  planRemoved: (n) => `remover o plano ${n}`,
  currency: (c) => `preços em ${c}`,
  contact: 'seus dados de contato',
  hours: 'seu horário',
  faqAdded: (q) => `a pergunta “${q}”`,
  faqRemoved: (q) => `remover a pergunta “${q}”`,
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
  noSection: (s) => `Seu site não tem seção de ${s}, então não há nada para mudar ali.`,
  already: (s) => `Seu site já tem uma seção de ${s}.`,
  noPlan: (n) => `Não encontrei “${n}” no seu site. Qual plano ou serviço você quer dizer?`,
  noQuestion: 'Não encontrei essa pergunta nas suas perguntas frequentes.',
  noImages: 'Seu site não tem imagens para trocar.',
  imageQuestion: 'Qual imagem você quer trocar? Envie uma nova.',
  businessQuestion: 'Aqui estão seus dados de contato e horário; mude o que precisar.',
  imageReplaced: 'Pronto: a nova imagem já está no seu site. O que mais quer mudar?',
  businessSaved: 'Salvo: os dados do seu negócio já estão no site. O que mais quer mudar?',
  faqAsk: 'Envie a primeira pergunta e a resposta, por exemplo “Vocês entregam? Sim, até 5 km”.',
  undoHint:
    'Cada mudança fica salva como uma versão: para desfazer a última, clique em “Desfazer” logo abaixo dela neste chat; para voltar mais atrás, clique em “Restaurar” numa versão anterior em “Versões”, abaixo da prévia.',
};

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
