import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/** Welcome carousel (access §2.5): four slides, a default and an alternate variant, both bilingual. */
const slide = (id: string, imageId: string, title: ReturnType<typeof bilingual>, description: ReturnType<typeof bilingual>) =>
  seedEntry(id, CONTENT_TYPE_IDS.layoutRow, { image: same(assetLink(imageId)), title, description });

export const welcomeSlides: StoredEntry[] = [
  slide('welcomeSlideFindCare', 'imageFindCare',
    bilingual('Find care that fits you', 'Encuentra la atención que se adapta a ti'),
    bilingual(
      'Search for doctors, specialists and facilities in your network, and see what a visit costs before you book.',
      'Busca médicos, especialistas y centros de tu red, y consulta cuánto cuesta una visita antes de reservar.',
    )),
  slide('welcomeSlideCoverage', 'imageCoverage',
    bilingual('Know what is covered', 'Conoce tu cobertura'),
    bilingual(
      'Your benefits, claims and this year’s spending are in one place, updated as claims are processed.',
      'Tus beneficios, reclamos y gastos de este año están en un solo lugar y se actualizan a medida que se procesan los reclamos.',
    )),
  slide('welcomeSlideReimbursement', 'imageReimbursement',
    bilingual('Get money back faster', 'Recupera tu dinero más rápido'),
    bilingual(
      'Set up direct deposit once and get reimbursed for eligible care without paperwork.',
      'Configura el depósito directo una sola vez y recibe reembolsos por la atención elegible sin papeleo.',
    )),
  slide('welcomeSlideConcierge', 'imageConcierge',
    bilingual('Help when you need it', 'Ayuda cuando la necesitas'),
    bilingual(
      'Message our concierge team with questions about providers, bills or your plan. Real people answer.',
      'Envía un mensaje a nuestro equipo de conserjería con preguntas sobre proveedores, facturas o tu plan. Te responden personas reales.',
    )),
];

export const alternateWelcomeSlides: StoredEntry[] = [
  slide('welcomeAltSlideEmployer', 'imageCoverage',
    bilingual('A benefit from your employer', 'Un beneficio de tu empleador'),
    bilingual(
      'Your employer added this plan to help pay for care. Signing up takes about two minutes.',
      'Tu empleador agregó este plan para ayudarte a pagar la atención médica. Registrarte toma unos dos minutos.',
    )),
  slide('welcomeAltSlideTopProviders', 'imageFindCare',
    bilingual('See top-rated providers', 'Consulta a los proveedores mejor calificados'),
    bilingual(
      'We rank providers by quality and cost so you can choose with confidence.',
      'Clasificamos a los proveedores por calidad y costo para que elijas con confianza.',
    )),
  slide('welcomeAltSlidePayLess', 'imageReimbursement',
    bilingual('Pay less out of pocket', 'Paga menos de tu bolsillo'),
    bilingual(
      'When you visit a top provider, your plan can cover costs that count toward your deductible.',
      'Cuando visitas a un proveedor destacado, tu plan puede cubrir costos que cuentan para tu deducible.',
    )),
  slide('welcomeAltSlideTeam', 'imageConcierge',
    bilingual('We are here to help', 'Estamos aquí para ayudarte'),
    bilingual(
      'Questions about a bill or an appointment? Send a message and our team will follow up.',
      '¿Tienes preguntas sobre una factura o una cita? Envía un mensaje y nuestro equipo te dará seguimiento.',
    )),
];

const flow = (id: string, key: string, variant: string, title: ReturnType<typeof bilingual>, steps: StoredEntry[]) =>
  seedEntry(id, CONTENT_TYPE_IDS.userFlow, {
    key: same(key),
    variant: same(variant),
    title,
    steps: same(steps.map((step) => entryLink(step.id))),
  });

export const welcomeCarouselFlows: StoredEntry[] = [
  flow('userFlowWelcomeCarousel', 'welcomeCarousel', 'default',
    bilingual('Welcome', 'Bienvenida'), welcomeSlides),
  flow('userFlowWelcomeCarouselAlternate', 'welcomeCarousel', 'alternate',
    bilingual('Welcome', 'Bienvenida'), alternateWelcomeSlides),
];
