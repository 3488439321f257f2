import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/** Welcome carousel (access §2.5): four slides, a default and an alternate variant, both bilingual. */
const slide = (id: string, imageId: string, title: ReturnType<typeof bilingual>, description: ReturnType<typeof bilingual>) =>
  seedEntry(id, CONTENT_TYPE_IDS.layoutRow, { image: same(assetLink(imageId)), title, description });

export const welcomeSlides: StoredEntry[] = [
  slide('welcomeSlideFindCare', 'imageFindCare',
    bilingual('Find care that fits you', 'Encuentre la atención que se adapta a usted'),
    bilingual(
      'Search for doctors, specialists and facilities in your network, and see what a visit costs before you book.',
      'Busque médicos, especialistas y centros de su red, y consulte cuánto cuesta una visita antes de reservar.',
    )),
  slide('welcomeSlideCoverage', 'imageCoverage',
    bilingual('Know what is covered', 'Conozca su cobertura'),
    bilingual(
      'Your benefits, claims and this year’s spending are in one place, updated as claims are processed.',
      'Sus beneficios, reclamos y gastos de este año están en un solo lugar y se actualizan a medida que se procesan los reclamos.',
    )),
  slide('welcomeSlideReimbursement', 'imageReimbursement',
    bilingual('Get money back faster', 'Recupere su dinero más rápido'),
    bilingual(
      'Set up direct deposit once and get reimbursed for eligible care without paperwork.',
      'Configure el depósito directo una sola vez y reciba reembolsos por la atención elegible sin papeleo.',
    )),
  slide('welcomeSlideConcierge', 'imageConcierge',
    bilingual('Help when you need it', 'Ayuda cuando la necesite'),
    bilingual(
      'Message our concierge team with questions about providers, bills or your plan. Real people answer.',
      'Envíe un mensaje a nuestro equipo de conserjería con preguntas sobre proveedores, facturas o su plan. Le responden personas reales.',
    )),
];

export const alternateWelcomeSlides: StoredEntry[] = [
  slide('welcomeAltSlideEmployer', 'imageCoverage',
    bilingual('A benefit from your employer', 'Un beneficio de su empleador'),
    bilingual(
      'Your employer added this plan to help pay for care. Signing up takes about two minutes.',
      'Su empleador agregó este plan para ayudarle a pagar la atención médica. Registrarse toma unos dos minutos.',
    )),
  slide('welcomeAltSlideTopProviders', 'imageFindCare',
    bilingual('See top-rated providers', 'Consulte a los proveedores mejor calificados'),
    bilingual(
      'We rank providers by quality and cost so you can choose with confidence.',
      'Clasificamos a los proveedores por calidad y costo para que usted elija con confianza.',
    )),
  slide('welcomeAltSlidePayLess', 'imageReimbursement',
    bilingual('Pay less out of pocket', 'Pague menos de su bolsillo'),
    bilingual(
      'When you visit a top provider, your plan can cover costs that count toward your deductible.',
      'Cuando visita a un proveedor destacado, su plan puede cubrir costos que cuentan para su deducible.',
    )),
  slide('welcomeAltSlideTeam', 'imageConcierge',
    bilingual('We are here to help', 'Estamos aquí para ayudarle'),
    bilingual(
      'Questions about a bill or an appointment? Send a message and our team will follow up.',
      '¿Tiene preguntas sobre una factura o una cita? Envíe un mensaje y nuestro equipo le dará seguimiento.',
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
