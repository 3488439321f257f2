import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/**
 * Onboarding modal slides (member-features §4 "Onboarding slide sequence"), configuration V1. The app picks
 * which of them show (shared-contracts onboardingSlideSequence) by the end of each entry id (onboardingSlideOfEntryId).
 * Spanish in the app's "usted" register.
 */
const slide = (id: string, imageId: string, title: ReturnType<typeof bilingual>, description: ReturnType<typeof bilingual>) =>
  seedEntry(id, CONTENT_TYPE_IDS.layoutRow, { image: same(assetLink(imageId)), title, description });

export const onboardingSlides: StoredEntry[] = [
  slide('onboardingSlideExcitingUpdates', 'imageHomeScreen',
    bilingual('Exciting updates', 'Novedades emocionantes'),
    bilingual('We redesigned the app so everything you use most is one tap away.', 'Rediseñamos la aplicación para que todo lo que más usa esté a un toque de distancia.')),
  slide('onboardingSlideAccumulatorFeeds', 'imageCoverage',
    bilingual('Track your benefit', 'Consulte su beneficio'),
    bilingual('Claims from your providers now update your benefit balance automatically.', 'Los reclamos de sus proveedores ahora actualizan automáticamente el saldo de su beneficio.')),
  slide('onboardingSlideAccumulatorManual', 'imageCoverage',
    bilingual('Track your benefit', 'Consulte su beneficio'),
    bilingual('Submit a claim and see how much of your benefit you have used so far this year.', 'Envíe un reclamo y consulte cuánto de su beneficio ha usado en lo que va del año.')),
  slide('onboardingSlideCareTeam', 'imageCareTeam',
    bilingual('Meet your care team', 'Conozca a su equipo de atención'),
    bilingual('Save the doctors you trust and find them again in seconds.', 'Guarde a los médicos en quienes confía y encuéntrelos de nuevo en segundos.')),
  slide('onboardingSlideHomeScreen', 'imageHomeScreen',
    bilingual('Your new home screen', 'Su nueva pantalla de inicio'),
    bilingual('Claims, messages and your plan details now live together on the home screen.', 'Los reclamos, los mensajes y los detalles de su plan ahora están juntos en la pantalla de inicio.')),
  slide('onboardingSlideTopProvider', 'imageFindCare',
    bilingual('Look for the top provider badge', 'Busque la insignia de proveedor destacado'),
    bilingual('The badge marks providers with the best quality and cost in your area.', 'La insignia identifica a los proveedores con la mejor calidad y costo de su zona.')),
];

export const onboardingFlows: StoredEntry[] = [
  seedEntry('userFlowOnboardingV1', CONTENT_TYPE_IDS.userFlow, {
    key: same('onboardingModal'),
    variant: same('V1'),
    title: bilingual('What is new', 'Novedades'),
    steps: same(onboardingSlides.map((step) => entryLink(step.id))),
  }),
];
