import type { StoredEntry } from '../content-model';
import { ONBOARDING_SLIDES, type OnboardingSlide } from '@member/shared-contracts/onboarding';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

type Bilingual = ReturnType<typeof bilingual>;

/**
 * Onboarding modal slides (member-features §4 "Onboarding slide sequence"), one flow per configuration
 * (`onboardingSlideConfiguration`, §9: V1, V2). The app picks which of a flow's slides show
 * (shared-contracts onboardingSlideSequence) by the end of each entry id (onboardingSlideOfEntryId); the
 * configuration picks the flow, its title and copy (onboardingContentVariants). V1 tells what is new in
 * the app; V2 is a tour of the redesigned navigation. Spanish in the app's "usted" register.
 */

/** The image each slide of §4 shows, whichever flow it is in. */
const SLIDE_IMAGES: Record<OnboardingSlide, string> = {
  excitingUpdates: 'imageHomeScreen',
  accumulatorFeeds: 'imageCoverage',
  accumulatorManual: 'imageCoverage',
  careTeam: 'imageCareTeam',
  homeScreen: 'imageHomeScreen',
  topProvider: 'imageFindCare',
};

/**
 * One flow's slides, one entry per slide of §4 in the spec's order; each entry id ends with its slide's
 * name, which is how the app knows it (onboardingSlideOfEntryId).
 */
const flowSlides = (entryIdPrefix: string, copy: Record<OnboardingSlide, { title: Bilingual; description: Bilingual }>): StoredEntry[] =>
  ONBOARDING_SLIDES.map((name) =>
    seedEntry(`${entryIdPrefix}${name.charAt(0).toUpperCase()}${name.slice(1)}`, CONTENT_TYPE_IDS.layoutRow, { image: same(assetLink(SLIDE_IMAGES[name])), ...copy[name] }),
  );

export const onboardingSlides: StoredEntry[] = flowSlides('onboardingSlide', {
  excitingUpdates: {
    title: bilingual('Exciting updates', 'Novedades emocionantes'),
    description: bilingual('We redesigned the app so everything you use most is one tap away.', 'Rediseñamos la aplicación para que todo lo que más usa esté a un toque de distancia.'),
  },
  accumulatorFeeds: {
    title: bilingual('Track your benefit', 'Consulte su beneficio'),
    description: bilingual('Claims from your providers now update your benefit balance automatically.', 'Los reclamos de sus proveedores ahora actualizan automáticamente el saldo de su beneficio.'),
  },
  accumulatorManual: {
    title: bilingual('Track your benefit', 'Consulte su beneficio'),
    description: bilingual('Submit a claim and see how much of your benefit you have used so far this year.', 'Envíe un reclamo y consulte cuánto de su beneficio ha usado en lo que va del año.'),
  },
  careTeam: {
    title: bilingual('Meet your care team', 'Conozca a su equipo de atención'),
    description: bilingual('Save the doctors you trust and find them again in seconds.', 'Guarde a los médicos en quienes confía y encuéntrelos de nuevo en segundos.'),
  },
  homeScreen: {
    title: bilingual('Your new home screen', 'Su nueva pantalla de inicio'),
    description: bilingual('Claims, messages and your plan details now live together on the home screen.', 'Los reclamos, los mensajes y los detalles de su plan ahora están juntos en la pantalla de inicio.'),
  },
  topProvider: {
    title: bilingual('Look for the top provider badge', 'Busque la insignia de proveedor destacado'),
    description: bilingual('The badge marks providers with the best quality and cost in your area.', 'La insignia identifica a los proveedores con la mejor calidad y costo de su zona.'),
  },
});

export const onboardingSlidesV2: StoredEntry[] = flowSlides('onboardingSlideV2', {
  excitingUpdates: {
    title: bilingual('A new way around', 'Una nueva forma de moverse'),
    description: bilingual('Five tabs at the bottom take you to home, search, your care team, claims and the concierge.', 'Cinco pestañas en la parte inferior le llevan al inicio, la búsqueda, su equipo de atención, sus reclamos y la conserjería.'),
  },
  accumulatorFeeds: {
    title: bilingual('Your benefit at a glance', 'Su beneficio de un vistazo'),
    description: bilingual('Your plan sends us your claims, so your balance stays up to date without any paperwork.', 'Su plan nos envía sus reclamos, así que su saldo se mantiene al día sin papeleo.'),
  },
  accumulatorManual: {
    title: bilingual('Your benefit at a glance', 'Su beneficio de un vistazo'),
    description: bilingual('Submit claims from the Claims tab and watch your balance change as they are paid.', 'Envíe reclamos desde la pestaña Reclamos y vea cómo cambia su saldo a medida que se pagan.'),
  },
  careTeam: {
    title: bilingual('Your doctors, one tab away', 'Sus médicos, a una pestaña'),
    description: bilingual('Keep the providers you see in your care team, then call or find them in a moment.', 'Guarde en su equipo de atención a los proveedores que consulta y llámelos o encuéntrelos en un momento.'),
  },
  homeScreen: {
    title: bilingual('Start at home', 'Empiece en el inicio'),
    description: bilingual('Home shows your next step first: a claim to finish, a reply from the concierge or your benefit.', 'El inicio le muestra primero su próximo paso: un reclamo por completar, una respuesta de la conserjería o su beneficio.'),
  },
  topProvider: {
    title: bilingual('Top providers stand out', 'Los proveedores destacados resaltan'),
    description: bilingual('Look for the badge in search: it marks the best quality and cost near you.', 'Busque la insignia en la búsqueda: identifica la mejor calidad y costo cerca de usted.'),
  },
});

const onboardingFlow = (variant: 'V1' | 'V2', title: Bilingual, slides: StoredEntry[]) =>
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
