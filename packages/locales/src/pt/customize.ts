import type { CommandWords, CustomizeReplies } from '../types';
import { quotedList } from '../quoted-list';
import { namesOf } from '../section-names';
import commands from './commands.json';
import menu from './menu.json';
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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
