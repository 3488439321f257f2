import type { StoredEntry } from '../content-model';
import { infoPage } from './info-page-entry';

/** Privacy policy: a default variant and the HRA and SEARCH product-feature variants. */
const title: [string, string] = ['Privacy policy', 'Política de privacidad'];
const linkText: [string, string] = ['Privacy policy', 'Política de privacidad'];

const commonEnglish = `## What we collect
Your name, contact details, date of birth and the plan information your employer shares with us, plus how you use the app.

## How we protect it
Your information is encrypted in transit and at rest. Only staff who need it to support you can see it.

## Your choices
You can update your contact details in **Settings** and ask us to delete your account at any time.`;

const commonSpanish = `## Qué recopilamos
Su nombre, datos de contacto, fecha de nacimiento y la información del plan que su empleador comparte con nosotros, además de cómo usa usted la aplicación.

## Cómo la protegemos
Su información se cifra durante el envío y en reposo. Solo el personal que la necesita para ayudarle puede verla.

## Sus opciones
Usted puede actualizar sus datos de contacto en **Configuración** y pedirnos que eliminemos su cuenta en cualquier momento.`;

export const privacyPages: StoredEntry[] = [
  infoPage('privacy-policy', 'DEFAULT', 30, { title, linkText, content: [commonEnglish, commonSpanish] }),
  infoPage('privacy-policy', 'HRA', 31, {
    title,
    linkText,
    content: [
      `${commonEnglish}

## Claims and bank details
To pay reimbursements we process your claims and, if you set up direct deposit, your bank account details through our payment partner. We never sell this information.`,
      `${commonSpanish}

## Reclamos y datos bancarios
Para pagar reembolsos procesamos sus reclamos y, si usted configura el depósito directo, los datos de su cuenta bancaria a través de nuestro socio de pagos. Nunca vendemos esta información.`,
    ],
  }),
  infoPage('privacy-policy', 'SEARCH', 32, {
    title,
    linkText,
    content: [
      `${commonEnglish}

## Location
When you search for care we use the location you enter, or your device location if you allow it, only to show nearby providers.`,
      `${commonSpanish}

## Ubicación
Cuando usted busca atención, usamos la ubicación que ingresa, o la ubicación de su dispositivo si lo permite, solo para mostrar proveedores cercanos.`,
    ],
  }),
];
