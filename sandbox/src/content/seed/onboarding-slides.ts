import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/** Onboarding modal slides (member-features §4 "Onboarding slide sequence"), configuration V1. */
const slide = (id: string, imageId: string, title: ReturnType<typeof bilingual>, description: ReturnType<typeof bilingual>) =>
  seedEntry(id, CONTENT_TYPE_IDS.layoutRow, { image: same(assetLink(imageId)), title, description });

export const onboardingSlides: StoredEntry[] = [
  slide('onboardingSlideExcitingUpdates', 'imageHomeScreen',
    bilingual('Exciting updates', 'Novedades emocionantes'),
    bilingual('We redesigned the app so everything you use most is one tap away.', 'Rediseñamos la aplicación para que todo lo que más usas esté a un toque de distancia.')),
  slide('onboardingSlideAccumulatorFeeds', 'imageCoverage',
    bilingual('Track your benefit', 'Sigue tu beneficio'),
    bilingual('Claims from your providers now update your benefit balance automatically.', 'Los reclamos de tus proveedores ahora actualizan automáticamente el saldo de tu beneficio.')),
  slide('onboardingSlideAccumulatorManual', 'imageCoverage',
    bilingual('Track your benefit', 'Sigue tu beneficio'),
    bilingual('Submit a claim and see how much of your benefit you have used so far this year.', 'Envía un reclamo y consulta cuánto de tu beneficio has usado en lo que va del año.')),
  slide('onboardingSlideCareTeam', 'imageCareTeam',
    bilingual('Meet your care team', 'Conoce a tu equipo de atención'),
    bilingual('Save the doctors you trust and find them again in seconds.', 'Guarda a los médicos en quienes confías y encuéntralos de nuevo en segundos.')),
  slide('onboardingSlideHomeScreen', 'imageHomeScreen',
    bilingual('Your new home screen', 'Tu nueva pantalla de inicio'),
    bilingual('Claims, messages and your plan details now live together on the home screen.', 'Los reclamos, los mensajes y los detalles de tu plan ahora están juntos en la pantalla de inicio.')),
  slide('onboardingSlideTopProvider', 'imageFindCare',
    bilingual('Look for the top provider badge', 'Busca la insignia de proveedor destacado'),
    bilingual('The badge marks providers with the best quality and cost in your area.', 'La insignia identifica a los proveedores con la mejor calidad y costo de tu zona.')),
];

export const onboardingFlows: StoredEntry[] = [
  seedEntry('userFlowOnboardingV1', CONTENT_TYPE_IDS.userFlow, {
    key: same('onboardingModal'),
    variant: same('V1'),
    title: bilingual('What is new', 'Novedades'),
    steps: same(onboardingSlides.map((step) => entryLink(step.id))),
  }),
];
