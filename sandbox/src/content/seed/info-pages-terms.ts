import type { StoredEntry } from '../content-model';
import { infoPage } from './info-page-entry';

/** Terms of service: a default variant and the HRA and SEARCH product-feature variants. */
const title: [string, string] = ['Terms of service', 'Términos del servicio'];
const linkText: [string, string] = ['Terms of service', 'Términos del servicio'];

const commonEnglish = `## Using the app
You may use this app only to view and manage the health benefits your employer offers you. Keep your password private and tell us right away if you think someone else has used your account.

## Changes to these terms
We may update these terms. When we make an important change we will tell you in the app before it takes effect.`;

const commonSpanish = `## Uso de la aplicación
Usted puede usar esta aplicación solo para consultar y administrar los beneficios de salud que le ofrece su empleador. Mantenga su contraseña en privado y avísenos de inmediato si cree que otra persona usó su cuenta.

## Cambios en estos términos
Podemos actualizar estos términos. Cuando hagamos un cambio importante, le avisaremos en la aplicación antes de que entre en vigor.`;

export const termsPages: StoredEntry[] = [
  infoPage('terms-of-service', 'DEFAULT', 20, {
    title,
    linkText,
    content: [
      `${commonEnglish}

## Not medical advice
Information in the app helps you find and pay for care. It is not medical advice; always talk to a qualified provider about your health.`,
      `${commonSpanish}

## No es asesoramiento médico
La información de la aplicación le ayuda a encontrar y pagar la atención médica. No es asesoramiento médico; hable siempre con un proveedor calificado sobre su salud.`,
    ],
  }),
  infoPage('terms-of-service', 'HRA', 21, {
    title,
    linkText,
    content: [
      `${commonEnglish}

## Reimbursements
Reimbursements are paid from your employer's health reimbursement arrangement under the rules of your plan. You agree that the claims and documents you submit are accurate. We may ask you to repay amounts paid in error.`,
      `${commonSpanish}

## Reembolsos
Los reembolsos se pagan con el acuerdo de reembolso de salud de su empleador según las reglas de su plan. Usted acepta que los reclamos y documentos que envíe son correctos. Podemos pedirle que devuelva montos pagados por error.`,
    ],
  }),
  infoPage('terms-of-service', 'SEARCH', 22, {
    title,
    linkText,
    content: [
      `${commonEnglish}

## Provider information
Provider rankings and cost estimates are based on the data available to us and may change. Confirm network status and prices with the provider before your visit.`,
      `${commonSpanish}

## Información de proveedores
Las clasificaciones de proveedores y los costos estimados se basan en los datos disponibles y pueden cambiar. Confirme con el proveedor la red y los precios antes de su visita.`,
    ],
  }),
];
