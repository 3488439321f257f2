import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, bilingual, entryLink, same, seedEntry } from './seed-helpers';

/**
 * The content-managed rows of /home — a userFlow `homeScreen` (variant `default`) whose
 * steps are styledText entries (their `variant` is the §5 typography) and layoutRow entries, shown in order.
 */
export const homeRows: StoredEntry[] = [
  seedEntry('homeRowSavedDoctors', CONTENT_TYPE_IDS.layoutRow, {
    image: same(assetLink('imageCareTeam')),
    title: bilingual('Keep your doctors close', 'Tenga a sus médicos a la mano'),
    description: bilingual('Save the doctors you see to your care team and reach them in one tap.', 'Guarde en su equipo de atención a los médicos que consulta y encuéntrelos con un toque.'),
  }),
];

export const homeFlows: StoredEntry[] = [
  seedEntry('userFlowHomeScreen', CONTENT_TYPE_IDS.userFlow, {
    key: same('homeScreen'),
    variant: same('default'),
    title: bilingual('For you', 'Para usted'),
    steps: same([entryLink('styledTextHomeGreeting'), entryLink('styledTextHomeSubheading'), entryLink('homeRowSavedDoctors')]),
  }),
];
