import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Entrar no Zappy',
  dialogIntro: 'Sua conta do Zappy fica neste servidor.',
  closeDialog: 'Fechar a janela',
  name: 'Nome',
  email: 'E-mail',
  password: 'Senha',
  signingIn: 'Entrando…',
  createAccount: 'Criar conta',
  creatingAccount: 'Criando a conta…',
  newHere: 'Primeira vez aqui?',
  createAnAccount: 'Crie uma conta',
  haveAccount: 'Já tenho uma conta',
  or: 'ou',
  continueWith: (provider) => `Continuar com ${provider}`,
  forgotPassword: 'Esqueceu a senha?',
  forgotIntro:
    'Digite o e-mail da sua conta. Enviaremos a ele um link para escolher uma senha nova.',
  sendLink: 'Enviar link',
  sending: 'Enviando…',
  backToSignIn: 'Voltar para entrar',
  noMail:
    'Este servidor Zappy não envia e-mails, então uma senha esquecida é redefinida por quem o administra. Peça para executar:',
  checkEmail: 'Confira seu e-mail',
  checkEmailRegister:
    'Enviamos um link para terminar de criar sua conta. Ele vale por 24 horas. Não chegou? Veja a pasta de spam ou cadastre-se de novo para receber outro.',
  checkEmailReset:
    'Se este endereço tem uma conta, enviamos a ele um link para escolher uma senha nova. Ele vale por 30 minutos.',
  resetTitle: 'Escolha uma senha nova',
  newPassword: 'Senha nova',
  showPassword: 'Mostrar senha',
  passwordRules: (minLength) =>
    `Pelo menos ${minLength} caracteres, e nada de senha comum nem sequência simples.`,
  savePassword: 'Salvar senha nova',
  saving: 'Salvando…',
  passwordChanged:
    'Sua senha foi alterada e todas as sessões da sua conta foram encerradas. Entre com a senha nova.',
  signIn: 'Entrar',
  linkIncomplete: 'Este link está incompleto. Abra o link inteiro do e-mail ou peça um novo.',
  askAgain: 'Pedir um link novo',
  verifyTitle: 'Confirmando seu e-mail',
  verifying: 'Criando sua conta…',
  verifyFailed: 'Não foi possível criar sua conta com este link.',
} satisfies AccountWords;
