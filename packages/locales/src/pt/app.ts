import type { AppWords } from '../types';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 estrela' : `${count} estrelas`);

export const app = {
  brief: {
    title: 'O seu briefing',
    intro:
      'O Zappy cria o seu site a partir disto. Verifique-o e altere o que quiser antes de gerar.',
    loading: 'A carregar o seu briefing…',
    saving: 'A guardar…',
    saved: 'Briefing guardado',
    saveFailed: 'Não foi possível guardar o briefing. Tente novamente.',
    fields: {
      businessName: 'Nome do negócio',
      industry: 'Tipo de negócio',
      street: 'Rua',
      city: 'Cidade ou área de serviço',
      state: 'Distrito',
      zip: 'Código postal',
      country: 'País',
      services: 'Serviços e produtos',
      plans: 'Preços e planos',
      planName: 'Nome',
      planPrice: 'Preço',
      currency: 'Moeda',
      hours: 'Horário',
      hoursHint: 'Por exemplo «24 horas», «Por marcação» ou «Seg–Sex 9:00–17:00»',
      email: 'Email',
      phone: 'Telefone',
      website: 'Site',
      goal: 'Objetivo',
      callToAction: 'Botão principal',
      language: 'Idioma do site',
      palette: 'Paleta',
      images: 'Imagens',
      about: 'Texto «Sobre nós»',
      notes: 'Frases a manter',
    },
    groups: {
      business: 'O negócio',
      where: 'Onde',
      offer: 'O que oferece',
      contact: 'Contacto',
      look: 'Aspeto e idioma',
    },
    addService: 'Adicionar um serviço',
    addPrice: 'Adicionar um preço',
    addNote: 'Adicionar uma frase',
    remove: (item: string) => `Remover ${item}`,
    notGiven: 'Não indicado',
    chosenForYou: 'Escolhidas quando o site é criado',
    notUsed: {
      title: 'Ainda não usado',
      intro: 'Escreveu estas palavras e nenhum campo as contém ainda.',
      empty: 'Tudo o que escreveu está no briefing.',
      asService: 'Adicionar como serviço',
      asNote: 'Adicionar como nota',
      toAbout: 'Adicionar ao texto «Sobre nós»',
      ignore: 'Ignorar',
      actionsFor: (text: string) => `O que fazer com «${text}»`,
      failed: 'Não funcionou. Tente novamente.',
    },
    errors: {
      nameRequired: 'O nome da empresa é obrigatório',
      invalidEmail: 'Introduza um endereço de email válido',
      invalidPhone: 'Introduza um número de telefone válido',
      invalidWebsite: 'Formato de URL do site inválido',
      planName: (n: number) => `O plano ${n} tem de ter um nome`,
      planPrice: (n: number) => `O plano ${n} não pode ter um preço negativo`,
    },
  },
  wizard: {
    welcomeBack: 'Bem-vindo de volta! Agora você pode gerar seu site.',
    loadingConversation: 'Carregando sua conversa…',
    title: 'Assistente do site',
    intro: 'Responda a algumas perguntas e o Zappy cria o seu site.',
    messageLabel: 'A sua mensagem',
    messagePlaceholder: 'Escreva a sua mensagem…',
    typing: 'O Zappy está a escrever…',
    ready: {
      title: 'O plano do seu site está pronto',
      build: 'O Zappy tem tudo o que precisa para criar o seu site.',
      signIn: 'Inicie sessão para guardar esta conversa e criar o seu site.',
      starting: 'A iniciar a geração…',
    },
  },
  widgets: {
    submit: 'Enviar',
    answerFor: (question: string) => `Resposta: ${question}`,
    selected: (count: number) => `Selecionadas: ${count}.`,
    chooseOne: 'Escolha uma opção.',
    chooseAll: 'Escolha todas as que se aplicam.',
    choosePalette: 'Escolha uma paleta.',
    chooseColour: 'Escolha uma cor.',
    chooseImage: 'Escolha uma imagem.',
    slider: 'Arraste o controle deslizante ou use as setas do teclado.',
    text: 'Escreva sua resposta e pressione Enter ou Enviar.',
    ownValue: 'Ou escreva a sua (separe várias com vírgulas)',
    rating: {
      stars,
      rate: (max: number) => `Avalie de 1 a ${max} estrelas.`,
      rated: (count: number) => `Sua avaliação: ${stars(count)}.`,
      answer: (count: number, max: number) => `${count} de ${max} estrelas`,
    },
    sliderValue: 'Sua escolha',
    charactersUsed: 'Caracteres usados:',
  },
  customize: {
    welcome:
      'Olá! Diga-me o que quer mudar no seu site. Posso reescrever textos e o título, mudar ' +
      'cores e estilo, adicionar, remover ou mover seções, atualizar preços, horários e contatos, ' +
      'e substituir imagens. Cada mudança vira uma nova versão, então você sempre pode restaurar ' +
      'uma anterior em Versões.',
    applied: (version: number, summary: string) =>
      `Aplicado como versão ${version}: ${summary}. Seu site está sendo atualizado.`,
  },
} satisfies AppWords;
