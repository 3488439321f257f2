import type { StoredEntry } from '../content-model';
import { infoPage } from './info-page-entry';

/**
 * The incentive pages (shared-contracts `incentive-pages.ts`): `benefit` (/benefit) in a
 * default and a tiered-deductible variant, `benefit-access` (/benefit-access), `benefit-external` (the
 * external benefit page /benefit-access shows with `showExternalPortal` on) and the info pages
 * `benefit-info-*` (/benefit/info/*). Spanish in the app's "usted" register.
 */
export const incentivePages: StoredEntry[] = [
  infoPage('benefit', 'DEFAULT', 60, {
    title: ['Your health benefit', 'Su beneficio de salud'],
    linkText: ['Your health benefit', 'Su beneficio de salud'],
    content: [
      `Your employer sets aside money each plan year to help pay your share of the cost of care. When you get covered care, the benefit pays toward your deductible and other costs, so you pay less yourself.

## How it works
1. You get care from a provider in your network.
2. The claim is processed and your benefit pays its part.
3. You pay only what is left, if anything.

## Learn more
- [How to use your benefit](/benefit-access)
- [What your benefit covers](/benefit/info/covered-expenses)
- [Paying with your benefit card](/benefit/info/card)
- [See what you have used this year](/coverage-details)`,
      `Su empleador reserva dinero cada año del plan para ayudarle a pagar su parte del costo de la atención. Cuando usted recibe atención cubierta, el beneficio paga parte de su deducible y de otros costos, así que usted paga menos.

## Cómo funciona
1. Usted recibe atención de un proveedor de su red.
2. Se procesa el reclamo y su beneficio paga su parte.
3. Usted paga solo lo que quede, si queda algo.

## Más información
- [Cómo usar su beneficio](/benefit-access)
- [Qué cubre su beneficio](/benefit/info/covered-expenses)
- [Cómo pagar con su tarjeta de beneficios](/benefit/info/card)
- [Vea lo que ha usado este año](/coverage-details)`,
    ],
  }),
  infoPage('benefit', 'TIERED_DEDUCTIBLE', 61, {
    title: ['Your tiered deductible benefit', 'Su beneficio de deducible escalonado'],
    linkText: ['Your health benefit', 'Su beneficio de salud'],
    content: [
      `Your plan lowers your deductible when you choose providers in the preferred tier of your network. Your benefit then pays toward what is left, so you pay less yourself.

## Learn more
- [How to use your benefit](/benefit-access)
- [What your benefit covers](/benefit/info/covered-expenses)
- [See your claims](/claims)`,
      `Su plan reduce su deducible cuando usted elige proveedores del nivel preferido de su red. Luego su beneficio paga parte de lo que quede, así que usted paga menos.

## Más información
- [Cómo usar su beneficio](/benefit-access)
- [Qué cubre su beneficio](/benefit/info/covered-expenses)
- [Vea sus reclamos](/claims)`,
    ],
  }),
  infoPage('benefit-access', 'DEFAULT', 62, {
    title: ['How to use your benefit', 'Cómo usar su beneficio'],
    linkText: ['How to use your benefit', 'Cómo usar su beneficio'],
    content: [
      `There is nothing to sign up for: your benefit is ready as soon as your plan year starts.

## At the doctor's office
Show your health plan ID card as usual. Your provider sends the claim and your benefit is applied automatically.

## If you paid yourself
Submit a claim in the app with your receipt and choose how you want to be paid back.

## Questions?
Message the concierge from the **Messages** tab and we will help.`,
      `No tiene que inscribirse: su beneficio está listo en cuanto empieza su año del plan.

## En el consultorio
Muestre su tarjeta de identificación del plan de salud como siempre. Su proveedor envía el reclamo y su beneficio se aplica automáticamente.

## Si usted pagó
Presente un reclamo en la aplicación con su recibo y elija cómo quiere recibir el reembolso.

## ¿Preguntas?
Envíe un mensaje al servicio de conserjería desde la pestaña **Mensajes** y le ayudaremos.`,
    ],
  }),
  infoPage('benefit-external', 'DEFAULT', 65, {
    title: ['Your benefits portal', 'Su portal de beneficios'],
    linkText: ['Your benefits portal', 'Su portal de beneficios'],
    content: [
      `Your employer's benefits administrator runs your benefit on its own website. Sign in there to see your balance, send receipts and get paid back.

[Go to your benefits portal](https://benefits.example.com/)

Questions about your care or your plan? Message the concierge from the **Messages** tab.`,
      `El administrador de beneficios de su empleador gestiona su beneficio en su propio sitio web. Inicie sesión allí para ver su saldo, enviar recibos y recibir reembolsos.

[Vaya a su portal de beneficios](https://benefits.example.com/)

¿Tiene preguntas sobre su atención o su plan? Envíe un mensaje al servicio de conserjería desde la pestaña **Mensajes**.`,
    ],
  }),
  infoPage('benefit-info-covered-expenses', 'DEFAULT', 63, {
    title: ['What your benefit covers', 'Qué cubre su beneficio'],
    linkText: ['What your benefit covers', 'Qué cubre su beneficio'],
    content: [
      `Your benefit pays toward your deductible, coinsurance and copays for covered services from providers in your network: primary care and specialist visits, urgent care, emergency care, hospital stays, labs and imaging.

It does not pay for premiums, cosmetic procedures or services your plan does not cover. Your **Coverage details** page lists exactly what your plan covers.`,
      `Su beneficio paga parte de su deducible, coseguro y copagos de los servicios cubiertos de proveedores de su red: consultas de atención primaria y con especialistas, atención de urgencia, atención de emergencia, hospitalizaciones, análisis de laboratorio e imágenes.

No paga primas, procedimientos estéticos ni servicios que su plan no cubre. Su página **Detalles de la cobertura** muestra exactamente lo que cubre su plan.`,
    ],
  }),
  infoPage('benefit-info-card', 'DEFAULT', 64, {
    title: ['Paying with your benefit card', 'Cómo pagar con su tarjeta de beneficios'],
    linkText: ['Paying with your benefit card', 'Cómo pagar con su tarjeta de beneficios'],
    content: [
      `If your plan includes a benefit card, use it to pay for covered care at the provider's office instead of paying first and asking to be paid back. Your card type and limit are on your **Coverage details** page.`,
      `Si su plan incluye una tarjeta de beneficios, úsela para pagar la atención cubierta en el consultorio en lugar de pagar primero y pedir el reembolso. El tipo y el límite de su tarjeta aparecen en su página **Detalles de la cobertura**.`,
    ],
  }),
];
