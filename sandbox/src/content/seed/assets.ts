import type { StoredAsset } from '../content-model';
import { bilingual, SEED_TIMESTAMP } from './seed-helpers';
import {
  agentPortrait,
  careTeamIllustration,
  conciergeIllustration,
  coverageIllustration,
  findCareIllustration,
  homeScreenIllustration,
  reimbursementIllustration,
} from './illustrations';

const svgAsset = (id: string, fileName: string, body: string, title: ReturnType<typeof bilingual>, description: ReturnType<typeof bilingual>, size = { width: 640, height: 480 }): StoredAsset => ({
  id,
  title,
  description,
  file: { fileName, contentType: 'image/svg+xml', width: size.width, height: size.height, body },
  createdAt: SEED_TIMESTAMP,
  updatedAt: SEED_TIMESTAMP,
});

export const assets: StoredAsset[] = [
  svgAsset('imageFindCare', 'find-care.svg', findCareIllustration,
    bilingual('Find care', 'Encontrar atención'),
    bilingual('A magnifying glass over a medical cross', 'Una lupa sobre una cruz médica')),
  svgAsset('imageCoverage', 'coverage.svg', coverageIllustration,
    bilingual('Your coverage', 'Su cobertura'),
    bilingual('A shield with a check mark', 'Un escudo con una marca de verificación')),
  svgAsset('imageReimbursement', 'reimbursement.svg', reimbursementIllustration,
    bilingual('Reimbursements', 'Reembolsos'),
    bilingual('A bank card', 'Una tarjeta bancaria')),
  svgAsset('imageConcierge', 'concierge.svg', conciergeIllustration,
    bilingual('Concierge', 'Conserjería'),
    bilingual('Two speech bubbles', 'Dos globos de conversación')),
  svgAsset('imageCareTeam', 'care-team.svg', careTeamIllustration,
    bilingual('Care team', 'Equipo de atención'),
    bilingual('Two people side by side', 'Dos personas una al lado de la otra')),
  svgAsset('imageHomeScreen', 'home-screen.svg', homeScreenIllustration,
    bilingual('Home screen', 'Pantalla de inicio'),
    bilingual('A phone showing the home screen', 'Un teléfono con la pantalla de inicio')),
  svgAsset('photoAgentAlexRivera', 'agent-alex-rivera.svg', agentPortrait,
    bilingual('Alex Rivera', 'Alex Rivera'),
    bilingual('Portrait of concierge agent Alex Rivera', 'Retrato del agente de conserjería Alex Rivera'),
    { width: 256, height: 256 }),
];
