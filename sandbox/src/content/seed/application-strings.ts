import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { bilingual, same, seedEntry } from './seed-helpers';

/** The `clientOrgId` value of strings that apply to every organization. */
export const DEFAULT_CLIENT_ORG_ID = 'default';

const appString = (pkg: string, id: string, english: string, spanish: string, clientOrgId = DEFAULT_CLIENT_ORG_ID): StoredEntry =>
  seedEntry(`string.${pkg}.${id}${clientOrgId === DEFAULT_CLIENT_ORG_ID ? '' : `.${clientOrgId}`}`, CONTENT_TYPE_IDS.applicationStringV2, {
    package: same(pkg),
    id: same(id),
    stringValue: bilingual(english, spanish),
    clientOrgId: same(clientOrgId),
  });

/** UI strings by package (applicationStringV2). One organization override shows the clientOrgId mechanism. */
export const applicationStrings: StoredEntry[] = [
  appString('common', 'appName', 'Member', 'Member'),
  appString('common', 'continue', 'Continue', 'Continuar'),
  appString('common', 'next', 'Next', 'Siguiente'),
  appString('common', 'back', 'Back', 'Atrás'),
  appString('common', 'cancel', 'Cancel', 'Cancelar'),
  appString('common', 'close', 'Close', 'Cerrar'),
  appString('common', 'signIn', 'Sign in', 'Iniciar sesión'),
  appString('common', 'signUp', 'Sign up', 'Registrarse'),
  appString('common', 'signOut', 'Sign out', 'Cerrar sesión'),
  appString('common', 'goHome', 'Go to home', 'Ir al inicio'),
  appString('common', 'refresh', 'Refresh', 'Actualizar'),
  appString('common', 'loading', 'Loading', 'Cargando'),
  appString('common', 'welcomeHeading', 'Welcome to your health benefits', 'Bienvenido a sus beneficios de salud'),
  appString('common', 'welcomeHeading', 'Welcome to Globex Care', 'Bienvenido a Globex Care', '1003'),
  appString('common', 'errorHeading', 'Something went wrong', 'Algo salió mal'),
  appString('common', 'errorBody', 'We could not complete your request. Please try again.', 'No pudimos completar su solicitud. Inténtelo de nuevo.'),
  appString('common', 'pageNotFoundHeading', 'Page not found', 'Página no encontrada'),
  appString('common', 'pageNotFoundBody', 'The page you are looking for does not exist or has moved.', 'La página que busca no existe o se ha movido.'),
  appString('common', 'noInternetHeading', 'No internet connection', 'Sin conexión a internet'),
  appString('common', 'noInternetBody', 'Please check your internet connection and try again.', 'Compruebe su conexión a internet e inténtelo de nuevo.'),
  appString('common', 'unexpectedError', 'We ran into an unexpected error. Please refresh the app and try again.', 'Tuvimos un error inesperado. Actualice la aplicación e inténtelo de nuevo.'),
  appString('common', 'sessionTimeoutHeading', 'Are you still there?', '¿Sigue ahí?'),
  appString('common', 'sessionTimeoutBody', 'For your security, you will be signed out in {{seconds}} seconds.', 'Por su seguridad, cerraremos su sesión en {{seconds}} segundos.'),
  appString('common', 'staySignedIn', 'Stay signed in', 'Mantener la sesión'),
  appString('common', 'demoBanner', 'This is a demo account. Information shown is not real.', 'Esta es una cuenta de demostración. La información que se muestra no es real.'),
  appString('onboarding', 'heading.duplicateAccount', 'You already have an account', 'Usted ya tiene una cuenta'),
  appString('onboarding', 'body.duplicateAccount', 'An account with this email already exists. Sign in or recover your password instead.', 'Ya existe una cuenta con este correo electrónico. Inicie sesión o recupere su contraseña.'),
  appString('onboarding', 'heading.signUpWithEmail', 'Sign up with email', 'Regístrese con su correo electrónico'),
  appString('validation', 'invalidEmail', 'Enter a valid email address.', 'Ingrese un correo electrónico válido.'),
  appString('validation', 'invalidPhoneNumber', 'Enter a valid 10-digit phone number.', 'Ingrese un número de teléfono válido de 10 dígitos.'),
  appString('validation', 'required', 'This field is required.', 'Este campo es obligatorio.'),
];
