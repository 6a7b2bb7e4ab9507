import type { CommandWords, CustomizeReplies, RewritePhrases } from '../types';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
import register from './register.json';
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
  noSection: (s) => `Seu site não tem seção de ${s}, então não há nada para mudar ali.`,
  already: (s) => `Seu site já tem uma seção de ${s}.`,
  noPlan: (n) => `Não encontrei um plano chamado “${n}” no seu site.`,
  noQuestion: 'Não encontrei essa pergunta nas suas perguntas frequentes.',
  noImages: 'Seu site não tem imagens para trocar.',
  imageQuestion: 'Qual imagem você quer trocar? Envie uma nova.',
  businessQuestion: 'Aqui estão seus dados de contato e horário; mude o que precisar.',
  imageReplaced: 'Pronto: a nova imagem já está no seu site. O que mais quer mudar?',
  businessSaved: 'Salvo: os dados do seu negócio já estão no site. O que mais quer mudar?',
  faqAsk: 'Envie a primeira pergunta e a resposta, por exemplo “Vocês entregam? Sim, até 5 km”.',
  undoHint:
    'Cada mudança fica salva como uma versão: para desfazer, clique em “Restore” numa versão anterior em “Versions”, abaixo da prévia.',
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
