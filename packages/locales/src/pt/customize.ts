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

/** The chat's words and replies, as the language's `Locale` holds them. */
export const customize = { words: commandWords, replies };
