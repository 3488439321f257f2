import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { bilingual, same, seedEntry } from './seed-helpers';

/** Styled texts; `variant` is "<size>.<weight>" (member-features §5 content typography). */
export const styledTexts: StoredEntry[] = [
  seedEntry('styledTextHomeGreeting', CONTENT_TYPE_IDS.styledText, {
    stringValue: bilingual('Your health benefits, all in one place', 'Sus beneficios de salud, todos en un solo lugar'),
    color: same('#1F2A44'),
    variant: same('xlarge.bold'),
  }),
  seedEntry('styledTextHomeSubheading', CONTENT_TYPE_IDS.styledText, {
    stringValue: bilingual('Find care, check claims and get help from our team.', 'Encuentre atención, revise sus reclamos y reciba ayuda de nuestro equipo.'),
    color: same('#4A5568'),
    variant: same('base.regular'),
  }),
  seedEntry('styledTextSignUpHint', CONTENT_TYPE_IDS.styledText, {
    stringValue: bilingual('Use the email address you want us to contact you at.', 'Use el correo electrónico en el que desea recibir nuestros mensajes.'),
    color: same('#4A5568'),
    variant: same('small.italic'),
  }),
];
