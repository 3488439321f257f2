import type { SqlExecutor } from '../database/sql-database';
import type { NotificationRuleCopy } from './notification-rules-migration';

interface SeededRule {
  id: string;
  accountId: string;
  redirectUrl: string | null;
  copy: NotificationRuleCopy;
  /** A population-health link's campaign: days from the seeding to its end (negative: ended), and whether the member completed it. */
  campaign?: { expiresInDays: number; completed: boolean };
}

/** Seeded rules: Maria's claim, coverage and direct-deposit notifications; Lucía's in Spanish and English; Kevin's. */
const SEEDED_NOTIFICATION_RULES: SeededRule[] = [
  {
    id: 'claim-needs-information-200001',
    accountId: '200001',
    redirectUrl: '/claims',
    copy: {
      'en-US': { title: 'A claim needs more information', body: 'We need one more document before we can finish reviewing a claim you submitted. Open your claims to see which one and add it.', actionLabel: 'Go to your claims' },
      'es-US': { title: 'Un reclamo necesita más información', body: 'Necesitamos un documento más antes de terminar de revisar un reclamo que usted presentó. Abra sus reclamos para ver cuál es y agréguelo.', actionLabel: 'Ir a sus reclamos' },
    },
  },
  {
    id: 'benefit-renewal-200001',
    accountId: '200001',
    redirectUrl: 'member://coverage-details',
    copy: {
      'en-US': { title: 'Your benefit renews soon', body: 'Your benefit starts again with the new plan year. See what you have used this year and when it renews.', actionLabel: 'See your coverage details' },
      'es-US': { title: 'Su beneficio se renueva pronto', body: 'Su beneficio vuelve a empezar con el nuevo año del plan. Vea lo que ha usado este año y cuándo se renueva.', actionLabel: 'Ver los detalles de su cobertura' },
    },
  },
  {
    id: 'direct-deposit-200001',
    accountId: '200001',
    redirectUrl: '/reimbursements',
    copy: {
      'en-US': { title: 'Get paid back faster', body: 'Set up direct deposit and reimbursements go straight to your bank account instead of arriving as a mailed check.', actionLabel: 'Set up reimbursements' },
      'es-US': { title: 'Reciba sus reembolsos más rápido', body: 'Configure el depósito directo y sus reembolsos irán directamente a su cuenta bancaria en lugar de llegar como un cheque por correo.', actionLabel: 'Configurar reembolsos' },
    },
  },
  {
    id: 'benefit-renewal-200010',
    accountId: '200010',
    redirectUrl: '/benefit',
    copy: {
      'en-US': { title: 'Your benefit renews soon', body: 'Your benefit starts again with the new plan year. Learn how it works.', actionLabel: 'Learn about your benefit' },
      'es-US': { title: 'Su beneficio se renueva pronto', body: 'Su beneficio vuelve a empezar con el nuevo año del plan. Conozca cómo funciona.', actionLabel: 'Conozca su beneficio' },
    },
  },
  {
    id: 'find-care-200006',
    accountId: '200006',
    redirectUrl: '/search',
    copy: {
      'en-US': { title: 'Find care in your network', body: 'Search for doctors and facilities in your network before your next visit.', actionLabel: 'Search for care' },
      'es-US': { title: 'Encuentre atención en su red', body: 'Busque médicos y centros de su red antes de su próxima consulta.', actionLabel: 'Buscar atención' },
    },
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Maria's population-health links (access §2.7): one valid (its campaign runs another 30 days), one whose
 * campaign ended 30 days ago (the link-expired prompt), one she already completed (the already-completed
 * prompt). Dates are relative to the seeding, so the states hold on any day.
 */
const SEEDED_POPULATION_HEALTH_LINKS: SeededRule[] = [
  {
    id: 'annual-checkup-200001',
    accountId: '200001',
    redirectUrl: '/search',
    campaign: { expiresInDays: 30, completed: false },
    copy: {
      'en-US': { title: 'Time for your annual checkup', body: 'A yearly visit with your primary care provider is covered by your plan. Find a provider near you and book it.', actionLabel: 'Find a provider' },
      'es-US': { title: 'Es hora de su chequeo anual', body: 'Su plan cubre una consulta anual con su proveedor de atención primaria. Busque un proveedor cerca de usted y reserve su cita.', actionLabel: 'Buscar un proveedor' },
    },
  },
  {
    id: 'flu-shot-200001',
    accountId: '200001',
    redirectUrl: '/search',
    campaign: { expiresInDays: -30, completed: false },
    copy: {
      'en-US': { title: 'Get your flu shot', body: 'Flu shots are covered at no cost this season. Find a pharmacy or clinic near you.', actionLabel: 'Find a clinic' },
      'es-US': { title: 'Vacúnese contra la gripe', body: 'La vacuna contra la gripe no tiene costo esta temporada. Busque una farmacia o clínica cerca de usted.', actionLabel: 'Buscar una clínica' },
    },
  },
  {
    id: 'health-check-in-200001',
    accountId: '200001',
    redirectUrl: '/messages/new',
    campaign: { expiresInDays: 30, completed: true },
    copy: {
      'en-US': { title: 'Tell us how you are doing', body: 'Answer a few questions about your health so our team can help you get the care you need.', actionLabel: 'Start the check-in' },
      'es-US': { title: 'Cuéntenos cómo está', body: 'Responda algunas preguntas sobre su salud para que nuestro equipo le ayude a recibir la atención que necesita.', actionLabel: 'Empezar' },
    },
  },
];

export async function seedNotificationRules(tx: SqlExecutor, now = new Date()): Promise<void> {
  for (const rule of [...SEEDED_NOTIFICATION_RULES, ...SEEDED_POPULATION_HEALTH_LINKS]) {
    const { campaign } = rule;
    await tx.query('INSERT INTO notification_rules (id, account_id, copy, redirect_url, created_at, expires_at, completed_at) VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)', [
      rule.id, rule.accountId, JSON.stringify(rule.copy), rule.redirectUrl, now.toISOString(),
      campaign ? new Date(now.getTime() + campaign.expiresInDays * DAY_MS).toISOString() : null,
      campaign?.completed ? now.toISOString() : null,
    ]);
  }
}
