import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/**
 * Onboarding modal slides (member-features §4 "Onboarding slide sequence"), one flow per configuration
 * (`onboardingSlideConfiguration`, §9: V1, V2). The app picks which of a flow's slides show
 * (shared-contracts onboardingSlideSequence) by the end of each entry id (onboardingSlideOfEntryId); the
 * configuration picks the flow, its title and copy (onboardingContentVariants). V1 tells what is new in
 * the app; V2 is a tour of the redesigned navigation. Spanish in the app's "usted" register.
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

export const onboardingSlidesV2: StoredEntry[] = [
  slide('onboardingSlideV2ExcitingUpdates', 'imageHomeScreen',
    bilingual('A new way around', 'Una nueva forma de moverse'),
    bilingual('Five tabs at the bottom take you to home, search, your care team, claims and the concierge.', 'Cinco pestañas en la parte inferior le llevan al inicio, la búsqueda, su equipo de atención, sus reclamos y la conserjería.')),
  slide('onboardingSlideV2AccumulatorFeeds', 'imageCoverage',
    bilingual('Your benefit at a glance', 'Su beneficio de un vistazo'),
    bilingual('Your plan sends us your claims, so your balance stays up to date without any paperwork.', 'Su plan nos envía sus reclamos, así que su saldo se mantiene al día sin papeleo.')),
  slide('onboardingSlideV2AccumulatorManual', 'imageCoverage',
    bilingual('Your benefit at a glance', 'Su beneficio de un vistazo'),
    bilingual('Submit claims from the Claims tab and watch your balance change as they are paid.', 'Envíe reclamos desde la pestaña Reclamos y vea cómo cambia su saldo a medida que se pagan.')),
  slide('onboardingSlideV2CareTeam', 'imageCareTeam',
    bilingual('Your doctors, one tab away', 'Sus médicos, a una pestaña'),
    bilingual('Keep the providers you see in your care team, then call or find them in a moment.', 'Guarde en su equipo de atención a los proveedores que consulta y llámelos o encuéntrelos en un momento.')),
  slide('onboardingSlideV2HomeScreen', 'imageHomeScreen',
    bilingual('Start at home', 'Empiece en el inicio'),
    bilingual('Home shows your next step first: a claim to finish, a reply from the concierge or your benefit.', 'El inicio le muestra primero su próximo paso: un reclamo por completar, una respuesta de la conserjería o su beneficio.')),
  slide('onboardingSlideV2TopProvider', 'imageFindCare',
    bilingual('Top providers stand out', 'Los proveedores destacados resaltan'),
    bilingual('Look for the badge in search: it marks the best quality and cost near you.', 'Busque la insignia en la búsqueda: identifica la mejor calidad y costo cerca de usted.')),
];

const onboardingFlow = (variant: 'V1' | 'V2', title: ReturnType<typeof bilingual>, slides: StoredEntry[]) =>
  seedEntry(`userFlowOnboarding${variant}`, CONTENT_TYPE_IDS.userFlow, {
    key: same('onboardingModal'),
    variant: same(variant),
    title,
    steps: same(slides.map((step) => entryLink(step.id))),
  });

export const onboardingFlows: StoredEntry[] = [
  onboardingFlow('V1', bilingual('What is new', 'Novedades'), onboardingSlides),
  onboardingFlow('V2', bilingual('Your app, reorganized', 'Su aplicación, reorganizada'), onboardingSlidesV2),
];
