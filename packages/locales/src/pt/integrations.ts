import type { IntegrationWords } from '../types';

const quote = (text: string) => `«${text}»`;

export const integrations = {
  colon: ': ',
  cancel: 'Cancelar',
  loading: 'A carregar integrações…',
  settings: (name: string) => `Definições de ${name}`,
  categories: {
    analytics: 'Estatísticas',
    payments: 'Pagamentos',
    accessibility: 'Acessibilidade',
    seo: 'SEO',
    social: 'Redes sociais',
    email: 'E-mail',
  },
  tools: {
    sendFromDomain: 'Enviar a partir do seu domínio',
    deliverContactForm: 'Entrega do formulário de contacto',
  },
  status: { configured: 'Configurada', dns_setup_required: 'Falta configurar o DNS' },
  panel: {
    title: 'Integrações',
    close: 'Fechar integrações',
    applied: 'No seu site',
    leftOut: 'Não está no seu site',
    loadFailed: (reason: string | null) =>
      reason === null
        ? 'Não foi possível carregar as integrações deste site.'
        : `Não foi possível carregar as integrações deste site: ${reason}`,
    retry: 'Tentar novamente',
    empty:
      'Ainda não há integrações. Adicione estatísticas, pagamentos, definições de pesquisa e ' +
      'muito mais.',
    setUpEmail: 'Configurar e-mail',
    emailSettings: 'Definições de e-mail',
    remove: 'Remover',
    removeNamed: (name: string) => `Remover ${name}`,
    confirmTitle: 'Remover a integração?',
    confirmText: (name: string) =>
      `A integração ${name} é retirada do seu site numa nova versão. Pode voltar a adicioná-la ` +
      'mais tarde.',
    removing: 'A remover…',
    removed: (name: string) => `Integração ${name} removida`,
    removeFailed: 'Não foi possível remover a integração',
    suggested: 'Sugestões para o seu site',
    priority: (level: string) => `Prioridade: ${level}`,
    priorities: { low: 'baixa', medium: 'média', high: 'alta' },
    add: 'Adicionar',
    addNamed: (name: string) => `Adicionar ${name}`,
  },
  add: {
    title: 'Adicionar integrações',
    intro:
      'Escolha o que quer adicionar ao seu site e preencha as definições. Os campos marcados com ' +
      '* são obrigatórios.',
    search: 'Pesquisar integrações',
    tabs: 'Categorias de integrações',
    all: 'Todas',
    emptyCategory: 'Ainda não há integrações nesta categoria.',
    noMatch: (query: string) => `Nenhuma integração corresponde a ${quote(query)}.`,
    refused: 'Nada foi aplicado:',
    nothingSelected: 'Nada selecionado',
    selected: (count: number) => (count === 1 ? '1 selecionada' : `${count} selecionadas`),
    apply: 'Aplicar',
    applying: 'A aplicar…',
    applied: 'Integrações aplicadas com sucesso!',
  },
  edit: {
    button: 'Editar',
    named: (name: string) => `Editar ${name}`,
    intro:
      'Altere as definições e guarde: o seu site é publicado de novo como uma nova versão. Os ' +
      'campos marcados com * são obrigatórios.',
    save: 'Guardar alterações',
    saving: 'A guardar…',
    refused: 'Nada foi alterado:',
    updated: (name: string) => `Alterações a ${name} guardadas`,
    failed: 'Não foi possível atualizar a integração',
  },
  form: {
    choose: 'Escolha…',
    none: 'Nenhum',
    noSettings: 'Esta integração não tem definições.',
    atLeast: (count: number) =>
      count === 1
        ? 'Preencha pelo menos um destes campos.'
        : `Preencha pelo menos ${count} destes campos.`,
  },
  email: {
    title: 'Integração de e-mail',
    stepsLabel: 'Passos da configuração',
    step: (step: number) => `Passo ${step}`,
    steps: { configuring: 'Configuração', dns: 'Registos DNS necessários', complete: 'Concluído' },
    stepStates: { current: 'passo atual', done: 'concluído', skipped: 'não é necessário' },
    noOutgoingMail:
      'Este servidor Zappy não envia e-mails: o administrador não definiu SMTP_URL. Os e-mails de ' +
      'teste e a entrega do formulário de contacto por e-mail estão desativados; as mensagens ' +
      'continuam a chegar à sua caixa de contactos e já pode configurar os registos DNS.',
    loading: 'A carregar as definições de e-mail…',
    notConfigured: 'O e-mail não está configurado para este site',
    addFirst:
      'O e-mail não está configurado para este site. Adicione primeiro «Email from your domain» ' +
      'em Adicionar integrações.',
    domain: 'Domínio',
    sender: 'Remetente',
    yourEmail: 'O seu e-mail',
    verified: (domain: string) =>
      `Registos DNS verificados: o envio a partir de ${domain} está pronto.`,
    ready: (domain: string) => `O e-mail a partir de ${domain} está configurado.`,
    test: {
      title: 'Enviar um e-mail de teste',
      label: 'Enviar um e-mail de teste para',
      send: 'Enviar e-mail de teste',
      sending: 'A enviar…',
      sent: (address: string) =>
        `E-mail de teste enviado para ${address}. Verifique essa caixa de correio.`,
    },
  },
  dns: {
    intro: (count: number) =>
      `Adicione ${count === 1 ? 'este registo' : `estes ${count} registos`} na empresa que ` +
      'gere o DNS do seu domínio e depois escolha Verificar DNS.',
    status: { verified: 'Estado: verificado', pending: 'Estado: a aguardar verificação' },
    record: (number: number) => `Registo ${number}`,
    name: 'Nome',
    value: 'Valor',
    copyName: 'Copiar nome',
    copyValue: 'Copiar valor',
    ofRecord: (number: number) => `do registo ${number}`,
    copied: 'Copiado',
    copyFailed: 'Não foi possível copiar: selecione o texto e copie-o manualmente.',
    propagation:
      'As alterações de DNS podem demorar entre 15 minutos e 48 horas a propagar-se, normalmente ' +
      '1 a 2 horas.',
    notFound: 'ainda não encontrado',
    verify: 'Verificar DNS',
    verifying: 'A verificar…',
    help: 'Precisa de ajuda?',
  },
  help: {
    title: 'Ajuda com os registos DNS',
    addingTitle: 'Adicionar um registo TXT',
    adding:
      'Inicie sessão onde o DNS do seu domínio é gerido (muitas vezes onde comprou o domínio) e ' +
      'adicione cada registo do tipo TXT, copiando o nome e o valor exatamente.',
    hosts: {
      cloudflare: 'DNS › Records › Add record; escolha TXT, cole o nome e o valor e guarde.',
      godaddy:
        'My Products › o seu domínio › DNS › Add New Record; escolha TXT e preencha Name e Value.',
      namecheap: 'Domain List › Manage › Advanced DNS › Add New Record; escolha TXT Record.',
      others:
        'Abra a zona do seu domínio e adicione um registo TXT. Alguns fornecedores acrescentam o ' +
        'domínio ao nome automaticamente: nesse caso, introduza só a parte anterior.',
    },
    othersName: 'Google Cloud DNS e outros',
    recordsTitle: 'Para que servem os registos',
    records: {
      spf: 'indica os servidores autorizados a enviar e-mail pelo seu domínio.',
      dkim:
        'publica a chave que prova que uma mensagem veio mesmo do seu domínio e não foi alterada ' +
        'pelo caminho.',
      dmarc:
        'diz aos servidores de e-mail que recebem as mensagens o que fazer com as que falham ' +
        'essas verificações, para que ninguém possa enviar e-mails em seu nome.',
    },
    support:
      'Continua com dificuldades? Escreva ao suporte com o seu domínio e os registos que ' +
      'adicionou; o suporte responde em cerca de 24 horas.',
    close: 'Fechar',
  },
} satisfies IntegrationWords;
