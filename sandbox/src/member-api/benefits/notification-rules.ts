import type { FastifyInstance } from 'fastify';
import { LOCALES, type Locale } from '@member/shared-contracts/i18n';
import { isNotificationRuleId, type NotificationRule } from '@member/shared-contracts/notifications';
import { z } from '../../zod';
import { badRequest, forbidden, notFound } from '../api-error';
import type { Migration } from '../database/migrations';
import type { SqlExecutor } from '../database/sql-database';
import type { MemberApiContext } from '../member-api-context';
import { benefitsAccount, invalid } from './benefits-account';

/** Issue 14 item 7: the notification rules members' notifications point at, copy in both languages. */
export const NOTIFICATION_RULES_MIGRATION: Migration = {
  id: '403_notification_rules',
  sql: `
    CREATE TABLE notification_rules (
      id text PRIMARY KEY,
      account_id text NOT NULL REFERENCES accounts(account_id) ON DELETE CASCADE,
      copy jsonb NOT NULL,
      redirect_url text,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX notification_rules_account ON notification_rules (account_id);
  `,
};

type Copy = Record<Locale, { title: string; body: string; actionLabel: string }>;

/** Seeded rules: Maria's claim, coverage and direct-deposit notifications; Lucía's in Spanish and English; Kevin's. */
export const SEEDED_NOTIFICATION_RULES: { id: string; accountId: string; redirectUrl: string | null; copy: Copy }[] = [
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

const RULE_ID_MESSAGE = 'ruleId must be 1–64 lowercase letters, digits or hyphens';
const ruleQuery = z.strictObject({
  account_id: z.string({ error: 'account_id is required' }).check(z.minLength(1, 'account_id is required')),
  locale: z.optional(z.enum(LOCALES, `locale must be one of ${LOCALES.join(', ')}`)),
});

/**
 * `GET /notification-rules/{ruleId}?account_id&locale` (shared-contracts notification-rules.ts): the rule
 * in the asked language (default en-US). Another account (token or rule) 403, unknown rule 404, a bad
 * rule id, account id, locale or an unknown key 400 with a message. Needs no product feature (features §2).
 */
export function registerNotificationRules(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Params: { ruleId: string } }>('/notification-rules/:ruleId', { onRequest: context.authenticate }, async (request): Promise<NotificationRule> => {
    const query = ruleQuery.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    if (!isNotificationRuleId(request.params.ruleId)) throw invalid(RULE_ID_MESSAGE);
    const account = await benefitsAccount(context, request, query.data.account_id, false);
    const [row] = await context.db.query<{ id: string; account_id: string; copy: Copy; redirect_url: string | null }>(
      'SELECT id, account_id, copy, redirect_url FROM notification_rules WHERE id = $1',
      [request.params.ruleId],
    );
    if (!row) throw notFound('No such notification rule');
    if (row.account_id !== account.account_id) throw forbidden('The notification rule belongs to another account');
    const copy = row.copy[query.data.locale ?? 'en-US'];
    return { id: row.id, title: copy.title, body: copy.body, actionLabel: copy.actionLabel, redirectUrl: row.redirect_url };
  });
}
