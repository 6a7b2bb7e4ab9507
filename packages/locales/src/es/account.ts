import type { AccountWords } from '../types';

export const account = {
  dialogTitle: 'Inicia sesión en Zappy',
  dialogIntro: 'Tu cuenta de Zappy está en este servidor.',
  closeDialog: 'Cerrar el diálogo',
  name: 'Nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  signingIn: 'Iniciando sesión…',
  createAccount: 'Crear cuenta',
  creatingAccount: 'Creando la cuenta…',
  newHere: '¿Eres nuevo?',
  createAnAccount: 'Crea una cuenta',
  haveAccount: 'Ya tengo una cuenta',
  or: 'o',
  continueWith: (provider) => `Continuar con ${provider}`,
  forgotPassword: '¿Olvidaste tu contraseña?',
  forgotIntro:
    'Escribe el correo de tu cuenta. Le enviaremos un enlace para elegir una contraseña nueva.',
  sendLink: 'Enviar enlace',
  sending: 'Enviando…',
  backToSignIn: 'Volver a iniciar sesión',
  noMail:
    'Este servidor de Zappy no envía correos, así que una contraseña olvidada la restablece quien lo administra. Pídele que ejecute:',
  checkEmail: 'Revisa tu correo',
  checkEmailRegister:
    'Te enviamos un enlace para terminar de crear tu cuenta. Funciona durante 24 horas. ¿No llegó? Mira la carpeta de spam o regístrate de nuevo para recibir otro.',
  checkEmailReset:
    'Si esta dirección tiene una cuenta, le enviamos un enlace para elegir una contraseña nueva. Funciona durante 30 minutos.',
  resetTitle: 'Elige una contraseña nueva',
  newPassword: 'Contraseña nueva',
  showPassword: 'Mostrar contraseña',
  passwordRules: (minLength) =>
    `Al menos ${minLength} caracteres, y que no sea una contraseña común ni un patrón simple.`,
  savePassword: 'Guardar contraseña nueva',
  saving: 'Guardando…',
  passwordChanged:
    'Tu contraseña ha cambiado y se han cerrado todas las sesiones de tu cuenta. Inicia sesión con la nueva.',
  signIn: 'Iniciar sesión',
  linkIncomplete:
    'Este enlace está incompleto. Abre el enlace completo del correo o pide uno nuevo.',
  askAgain: 'Pedir un enlace nuevo',
  verifyTitle: 'Confirmando tu correo',
  verifying: 'Creando tu cuenta…',
  verifyFailed: 'No se pudo crear tu cuenta con este enlace.',
} satisfies AccountWords;
