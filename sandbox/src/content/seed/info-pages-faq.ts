import type { StoredEntry } from '../content-model';
import { infoPage } from './info-page-entry';

/** FAQ: a default variant and the HRA and SEARCH product-feature variants. */
export const faqPages: StoredEntry[] = [
  infoPage('faq', 'DEFAULT', 10, {
    title: ['Frequently asked questions', 'Preguntas frecuentes'],
    linkText: ['FAQ', 'Preguntas frecuentes'],
    content: [
      `## How do I sign in?
Use the email address and password you chose when you signed up. If you turned on two-step verification, we also send a 6-digit code to your phone.

## I forgot my password. What now?
Select **Forgot password?** on the sign-in screen. We will send a code to your email so you can choose a new password.

## Who can see my information?
Only you and the people who administer your plan for your employer, as described in our privacy policy.

## How do I contact support?
Open **Messages** and start a conversation with our concierge team, or call the number shown in the app.`,
      `## ¿Cómo inicio sesión?
Use el correo electrónico y la contraseña que eligió al registrarse. Si activó la verificación en dos pasos, también le enviaremos un código de 6 dígitos a su teléfono.

## Olvidé mi contraseña. ¿Qué hago?
Seleccione **¿Olvidó su contraseña?** en la pantalla de inicio de sesión. Le enviaremos un código a su correo para que elija una contraseña nueva.

## ¿Quién puede ver mi información?
Solo usted y las personas que administran su plan para su empleador, como se describe en nuestra política de privacidad.

## ¿Cómo me comunico con soporte?
Abra **Mensajes** e inicie una conversación con nuestro equipo de conserjería, o llame al número que aparece en la aplicación.`,
    ],
  }),
  infoPage('faq', 'HRA', 11, {
    title: ['Frequently asked questions', 'Preguntas frecuentes'],
    linkText: ['FAQ', 'Preguntas frecuentes'],
    content: [
      `## What is my health reimbursement arrangement (HRA)?
Your employer sets aside money to pay part of your deductible when you visit eligible providers. You never pay into it and it does not affect your paycheck.

## How do I get reimbursed?
Set up direct deposit under **Reimbursements**. When a claim is approved we send the money to your bank account, usually within five business days. You can also choose a mailed check.

## Why was my claim denied?
Open the claim under **Claims** to see the reason. If you disagree, select **Appeal** and follow the steps; our team reviews every appeal.

## What counts toward my benefit?
Deductible costs at in-network providers count toward your benefit. See **Coverage details** for your remaining amount this plan year.`,
      `## ¿Qué es mi acuerdo de reembolso de salud (HRA)?
Su empleador reserva dinero para pagar parte de su deducible cuando usted visita proveedores elegibles. Usted nunca aporta dinero y no afecta su salario.

## ¿Cómo recibo un reembolso?
Configure el depósito directo en **Reembolsos**. Cuando se aprueba un reclamo, enviamos el dinero a su cuenta bancaria, normalmente en un plazo de cinco días hábiles. También puede elegir un cheque por correo.

## ¿Por qué se rechazó mi reclamo?
Abra el reclamo en **Reclamos** para ver el motivo. Si no está de acuerdo, seleccione **Apelar** y siga los pasos; nuestro equipo revisa cada apelación.

## ¿Qué cuenta para mi beneficio?
Los costos del deducible con proveedores de la red cuentan para su beneficio. Consulte **Detalles de cobertura** para ver el monto restante de este año del plan.`,
    ],
  }),
  infoPage('faq', 'SEARCH', 12, {
    title: ['Frequently asked questions', 'Preguntas frecuentes'],
    linkText: ['FAQ', 'Preguntas frecuentes'],
    content: [
      `## How are providers ranked?
We rank providers using quality measures and the typical cost of care in your area. Providers with the best results show a top provider badge.

## Are all providers in my network?
Search only shows providers in your plan's network. Call the provider before your visit to confirm they accept your plan.

## Can I book an appointment in the app?
Some providers offer online booking; look for the **Book online** filter. For the others, call the number on the provider's page.`,
      `## ¿Cómo se clasifican los proveedores?
Clasificamos a los proveedores según medidas de calidad y el costo típico de la atención en su zona. Los proveedores con mejores resultados muestran una insignia de proveedor destacado.

## ¿Todos los proveedores están en mi red?
La búsqueda solo muestra proveedores de la red de su plan. Llame al proveedor antes de su visita para confirmar que acepta su plan.

## ¿Puedo reservar una cita en la aplicación?
Algunos proveedores ofrecen reservas en línea; use el filtro **Reservar en línea**. Para los demás, llame al número que aparece en la página del proveedor.`,
    ],
  }),
];
