import type { SqlExecutor } from '../database/sql-database';
import type { NotificationRuleCopy } from './notification-rules-migration';

/** Seeded rules: Maria's claim, coverage and direct-deposit notifications; Lucía's in Spanish and English; Kevin's. */
const SEEDED_NOTIFICATION_RULES: { id: string; accountId: string; redirectUrl: string | null; copy: NotificationRuleCopy }[] = [
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

export async function seedNotificationRules(tx: SqlExecutor, now = new Date()): Promise<void> {
  for (const rule of SEEDED_NOTIFICATION_RULES) {
    await tx.query('INSERT INTO notification_rules (id, account_id, copy, redirect_url, created_at) VALUES ($1, $2, $3::jsonb, $4, $5)', [
      rule.id, rule.accountId, JSON.stringify(rule.copy), rule.redirectUrl, now.toISOString(),
    ]);
  }
}
