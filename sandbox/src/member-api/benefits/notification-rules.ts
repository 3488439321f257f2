import type { FastifyInstance } from 'fastify';
import { LOCALES } from '@member/shared-contracts/i18n';
import { isNotificationRuleId, type NotificationRule, notificationApiPaths, notificationRuleStatus } from '@member/shared-contracts/notifications';
import { routePattern } from '../../http/route-pattern';
import { z } from '../../zod';
import { badRequest, forbidden, notFound } from '../api-error';
import type { MemberApiContext } from '../member-api-context';
import { benefitsAccount, invalid } from './benefits-account';
import type { NotificationRuleCopy } from './notification-rules-migration';

const RULE_ID_MESSAGE = 'ruleId must be 1–64 lowercase letters, digits or hyphens';
const ruleQuery = z.strictObject({
  account_id: z.string({ error: 'account_id is required' }).check(z.minLength(1, 'account_id is required')),
  locale: z.optional(z.enum(LOCALES, `locale must be one of ${LOCALES.join(', ')}`)),
});

/**
 * `GET /notification-rules/{ruleId}?account_id&locale` (shared-contracts notification-rules.ts): the rule
 * in the asked language (default en-US), with its status (a population-health link can be expired or completed). Another account (token or rule) 403, unknown rule 404, a bad
 * rule id, account id, locale or an unknown key 400 with a message. Needs no product feature (features §2).
 */
export function registerNotificationRules(app: FastifyInstance, context: MemberApiContext): void {
  app.get<{ Params: { ruleId: string } }>(routePattern(notificationApiPaths.rule, 'ruleId'), { onRequest: context.authenticate }, async (request): Promise<NotificationRule> => {
    const query = ruleQuery.safeParse(request.query);
    if (!query.success) throw badRequest(query.error);
    if (!isNotificationRuleId(request.params.ruleId)) throw invalid(RULE_ID_MESSAGE);
    const account = await benefitsAccount(context, request, query.data.account_id, false);
    const [row] = await context.db.query<{ id: string; account_id: string; copy: NotificationRuleCopy; redirect_url: string | null; expires_at: Date | string | null; completed_at: Date | string | null }>(
      'SELECT id, account_id, copy, redirect_url, expires_at, completed_at FROM notification_rules WHERE id = $1',
      [request.params.ruleId],
    );
    if (!row) throw notFound('No such notification rule');
    if (row.account_id !== account.account_id) throw forbidden('The notification rule belongs to another account');
    const copy = row.copy[query.data.locale ?? 'en-US'];
    const status = notificationRuleStatus({ expiresAt: row.expires_at === null ? null : new Date(row.expires_at), completedAt: row.completed_at === null ? null : new Date(row.completed_at) }, new Date());
    return { id: row.id, status, title: copy.title, body: copy.body, actionLabel: copy.actionLabel, redirectUrl: row.redirect_url };
  });
}
