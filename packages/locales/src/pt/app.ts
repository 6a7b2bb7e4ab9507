import { listWords } from '../list-words';
import { placeNames } from '../section-names';
import type { AppWords } from '../types';
import { days } from './days';
import sections from './sections.json';

/** A number of stars, as a rating names one of its choices. */
const stars = (count: number) => (count === 1 ? '1 estrela' : `${count} estrelas`);

const list = listWords('pt');
const quote = (text: string) => `«${text}»`;

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
      serviceArea: 'Zonas que atende',
      byAppointment: 'Com hora marcada',
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
    addArea: 'Adicionar uma zona',
    goals: {
      donations: 'Doações',
      signups: 'Inscrições',
      bookings: 'Marcações',
      orders: 'Encomendas',
      quotes: 'Pedidos de orçamento',
      sales: 'Vendas online',
      volunteers: 'Voluntários',
    },
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
      areaTooLong: (n: number) => `A zona ${n} pode ter no máximo 200 caracteres`,
      tooManyAreas: 'Indique no máximo 30 zonas',
    },
    reach: {
      question: 'Onde atende os seus clientes?',
      premises: 'Vêm até nós',
      mobile: 'Vamos até eles',
      online: 'Online',
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
    heroPhotos: {
      credit: (name, provider) => `Foto: ${name} / ${provider}`,
      uploadOwn: 'Envie a sua',
      choose: 'Escolher uma foto',
      describeFirst: 'Descreva a foto primeiro e depois escolha-a.',
      added: 'Sua foto foi adicionada e selecionada.',
      failed: 'Não foi possível adicionar a foto. Tente novamente.',
    },
    imageReplace: {
      replace: 'Substituir',
      uploading: 'Envio em curso…',
      replaced: 'Substituída',
      unavailable: (alt: string) => `${alt} (imagem indisponível)`,
      answer: (image: string, file: string) => `Substituí ${image} por ${file}`,
      describe: 'Descreva esta foto para quem não a pode ver',
      noDescription: 'Esta foto ainda não tem descrição.',
      save: 'Guardar',
      described: 'Descrição guardada',
    },
    businessEditor: {
      title: 'Dados da empresa',
      terms: {
        company: 'Empresa',
        email: 'E-mail',
        phone: 'Telefone',
        website: 'Site',
        address: 'Endereço',
        hours: 'Horário de funcionamento',
      },
      days,
      closed: 'fechado',
      edit: 'Editar dados da empresa',
      answer: 'Dados da empresa guardados',
    },
  },
  customize: {
    welcome:
      'Olá! Diga-me o que quer mudar no seu site. Posso reescrever textos e o título, mudar ' +
      'cores e estilo, adicionar, remover ou mover seções, atualizar preços, horários e contatos, ' +
      'e substituir imagens. Cada mudança vira uma nova versão, então você sempre pode restaurar ' +
      'uma anterior em Versões.',
    applied: (version: number) =>
      `Pronto: esta é a versão ${version}. Seu site está sendo atualizado.`,
    undo: 'Desfazer',
    undoTo: (version: number) => `Desfazer: voltar à versão ${version}`,
    undone: (version: number) => `Desfeito: seu site voltou a ficar como na versão ${version}.`,
    conversation: 'Conversa de personalização',
    messageLabel: 'O seu pedido de alteração',
    editing: (label: string) => `Em edição: ${label}`,
    stopEditing: (label: string) => `Deixar de editar ${label}`,
  },
  feedback: {
    title: 'Comentários',
    label: 'O que acha desta versão?',
    placeholder:
      'Por exemplo: o título está muito longo e gostaria de mostrar o nosso horário de funcionamento.',
    submit: 'Enviar comentário',
    submitting: 'Envio em curso…',
    empty: 'Ainda não há comentários. O Zappy responde com sugestões e perguntas.',
    earlier: 'Comentários anteriores',
    yours: 'O seu comentário, ',
    suggestions: 'Sugestões',
    questions: 'Perguntas',
  },
  chat: {
    youSaid: 'Você disse:',
    said: (name: string) => `${name} disse:`,
    send: 'Enviar mensagem',
    assistant: 'O assistente',
    conversation: 'Conversa',
  },
  dialog: {
    close: 'Fechar a caixa de diálogo',
  },
  businessInfo: {
    title: 'Dados da empresa',
    companyName: 'Nome da empresa',
    email: 'E-mail',
    phone: 'Telefone',
    address: 'Endereço',
    street: 'Rua',
    city: 'Cidade',
    state: 'Estado ou distrito',
    zip: 'Código postal',
    country: 'País',
    hours: 'Horário de funcionamento',
    days,
    closed: 'Fechado',
    // "Day: …" reads the same in Portugal and Brazil, whose prepositions before a day differ.
    closedOn: (day: string) => `${day}: fechado`,
    opensAt: (day: string) => `${day}: abre às`,
    closesAt: (day: string) => `${day}: fecha às`,
    to: 'às',
  },
  preview: {
    publishing: 'Publicação',
    publishingLoading: 'Carregando...',
    customize: 'Personalizar',
    closeCustomize: 'Fechar a personalização',
    businessInfo: 'Dados da empresa',
    version: (version: number) => `Versão ${version}`,
    newTab: '(abre numa nova aba)',
    noPage: 'Este site ainda não tem nenhuma página para mostrar.',
    frameTitle: (site: string) => `Pré-visualização do site ${site}`,
    privatePreview: 'Pré-visualização privada',
    pointAndEdit: {
      button: 'Apontar e editar',
      picking:
        'Clique num título, num texto, numa imagem ou numa parte do seu site e depois diga no ' +
        'chat o que quer mudar.',
      notEditable: 'Essa parte da página não pode ser editada aqui.',
      failed: 'Não foi possível ler essa parte da página. Tente novamente.',
      text: (text: string) => `«${text}»`,
      image: (name: string) => `a imagem «${name}»`,
      thisImage: 'esta imagem',
      section: (name: string) => `a seção «${name}»`,
    },
    exportMenu: {
      exporting: 'Exportação em curso…',
      zip: 'Arquivo ZIP',
      zipText: 'HTML, CSS, script e imagens, prontos para publicar',
      json: 'Dados JSON',
      jsonText: 'Tudo aquilo de que o site é feito',
    },
    versions: {
      title: 'Versões',
      pending: 'A primeira versão ainda está em preparação.',
      list: 'Versões, da mais recente para a mais antiga',
      live: 'Publicada',
      current: 'Atual',
      restore: 'Restaurar',
      restoreVersion: (version: number) => `Restaurar a versão ${version}`,
      confirmTitle: (version: number) => `Restaurar a versão ${version}?`,
      confirmText:
        'É criada uma nova versão como cópia desta, publicada como qualquer outra. Nada se ' +
        'perde: a versão atual continua na lista.',
      restoring: 'Restauração em curso…',
      restored: (from: number, to: number | null) =>
        to === null ? `Versão ${from} restaurada` : `Versão ${from} restaurada como versão ${to}`,
      failed: 'Não foi possível restaurar a versão',
    },
    regenerate: {
      title: 'Regenerar o site',
      intro: (site: string) =>
        `O Zappy cria e publica uma nova versão de ${site} a partir do seu briefing. As ` +
        'versões anteriores continuam na lista Versões e podem ser restauradas.',
      label: 'O que deve mudar?',
      optional: '(opcional)',
      placeholder:
        'Por exemplo: mencione o nosso brunch de fim de semana e use cores mais quentes. Agora ' +
        'também abrimos aos domingos.',
      hint: 'Deixe vazio para uma nova proposta a partir do mesmo briefing.',
      starting: 'Aguarde…',
    },
    fidelity: {
      title: 'O que o seu site diz',
      intro: (version) => `O que a versão ${version} do seu site diz sobre as informações que deu.`,
      lookingAt: (version) =>
        `A versão que está aberta é a ${version}, que pode dizer outra coisa.`,
      shownTitle: 'O que aparece no seu site',
      noneShown: 'Nenhuma das suas informações aparece ainda nesta versão.',
      leftOutTitle: 'O que ficou de fora',
      nothingLeftOut: 'Nada: todas as informações que deu estão no seu site.',
      photosTitle: 'Ilustrações em vez de fotos',
      photoFallback: (places, provider, failed) =>
        failed
          ? `${places}: o ${provider} não enviou nenhuma foto desta vez, por isso esta versão mostra uma ilustração. Gere o site novamente mais tarde ou carregue a sua própria foto.`
          : `${places}: o ${provider} não tinha nenhuma foto adequada, por isso esta versão mostra uma ilustração. Pode carregar a sua própria foto.`,
      list,
      quote,
      shown: {
        name: (v) => `O nome da sua empresa, ${list(v)}`,
        product: (v) => `O que faz: ${list(v.map(quote))}`,
        service: (v) =>
          v.length === 1 ? `O seu serviço ${list(v)}` : `Os seus ${v.length} serviços: ${list(v)}`,
        price: (v) =>
          v.length === 1 ? `O seu preço ${list(v)}` : `Os seus ${v.length} preços: ${list(v)}`,
        'prices-on-request': () => 'Que os seus preços são sob consulta',
        hours: (v) => `O seu horário de funcionamento: ${list(v)}`,
        'hours-note': (v) => `Quando está aberto: ${list(v)}`,
        address: (v) => `O seu endereço, ${list(v)}`,
        phone: (v) => `O seu número de telefone, ${list(v)}`,
        email: (v) => `O seu endereço de e-mail, ${list(v)}`,
        website: (v) => `O seu site, ${list(v)}`,
        social: (v) =>
          `${v.length === 1 ? 'O seu perfil' : 'Os seus perfis'} nas redes sociais ${list(v)}`,
        number: (v) => `${v.length === 1 ? 'O seu número' : 'Os seus números'}: ${list(v)}`,
        highlight: (v) => `O que tem de especial: ${list(v)}`,
        brand: (v) => `Nomes escritos tal como os escreveu: ${list(v)}`,
      },
      nouns: {
        name: 'o nome da sua empresa',
        product: 'o que faz',
        service: 'o seu serviço',
        price: 'o seu preço',
        'prices-on-request': 'que os seus preços são sob consulta',
        hours: 'o seu horário de funcionamento',
        'hours-note': 'o seu horário',
        address: 'o seu endereço',
        phone: 'o seu número de telefone',
        email: 'o seu endereço de e-mail',
        website: 'o seu site',
        social: 'o seu perfil nas redes sociais',
        number: 'o seu número',
        highlight: 'o seu ponto forte',
        brand: 'o nome',
      },
      leftOut: {
        'hours-incomplete': (fact) =>
          `Não mostramos ${fact} porque não diz a que horas abre e fecha em cada dia: indique as duas horas quando regenerar o site.`,
        'search-data-only': (fact) =>
          `Não escrevemos ${fact} na página: essa informação está nos dados de pesquisa da página, que os motores de busca leem.`,
        'other-currency': (fact) =>
          `Não mostramos ${fact} porque os seus outros preços estão noutra moeda: indique todos os preços numa só moeda quando regenerar o site.`,
        'not-placed': (fact) =>
          `Não encontramos lugar para ${fact} nesta versão: mencione essa informação quando regenerar o site.`,
      },
      omitted: {
        'no-prices':
          'Não mostramos preços porque não indicou nenhum: mencione-os quando regenerar o site (por exemplo «Pro a 29 € por mês»).',
        'prices-on-services':
          'Não adicionamos uma seção Preços porque os seus preços são de serviços individuais: aparecem nesses serviços.',
        'no-hours':
          'Não mostramos o horário de funcionamento porque não indicou nenhum: mencione-o quando regenerar o site (por exemplo «seg–sex 9h–17h, sáb 10h–14h»).',
        'hours-incomplete':
          'Não adicionamos uma tabela de horário porque o seu horário não diz a que horas fecha: mencione as horas de encerramento quando regenerar o site.',
        'no-numbers':
          'Não adicionamos uma seção Números porque não deu nenhum número: mencione-os quando regenerar o site (por exemplo «desde 2015» ou «300 clientes»).',
        'never-invented': {
          team: 'Não adicionamos uma seção Equipe porque o Zappy nunca inventa pessoas.',
          reviews:
            'Não adicionamos avaliações porque o Zappy nunca inventa o que os clientes dizem.',
        },
      },
      places: placeNames(sections),
    },
  },
} satisfies AppWords;
