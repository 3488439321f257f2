import { isNotificationRuleId, notificationApiPaths, notificationRuleTargetPath } from './notification-rules';

describe('notification rules', () => {
  it('accepts rule ids of lowercase letters, digits and hyphens only', () => {
    expect(isNotificationRuleId('claim-needs-info-200001')).toBe(true);
    expect(isNotificationRuleId('a')).toBe(true);
    for (const bad of ['', 'Claim', 'a_b', '-a', 'a-', 'a/b', '../x', 'a'.repeat(65)]) expect([bad, isNotificationRuleId(bad)]).toEqual([bad, false]);
  });

  it('encodes the rule id in the path', () => {
    expect(notificationApiPaths.rule('a b')).toBe('/notification-rules/a%20b');
  });

  it('leads where a tapped notification would: in-app paths, our links; nowhere for anything else', () => {
    const origin = 'https://app.member.example';
    expect(notificationRuleTargetPath({ redirectUrl: '/claims' }, origin)).toBe('/claims');
    expect(notificationRuleTargetPath({ redirectUrl: 'https://app.member.example/coverage-details' }, origin)).toBe('/coverage-details');
    expect(notificationRuleTargetPath({ redirectUrl: 'member://reimbursements' }, origin)).toBe('/reimbursements');
    expect(notificationRuleTargetPath({ redirectUrl: 'https://evil.example/claims' }, origin)).toBeNull();
    expect(notificationRuleTargetPath({ redirectUrl: 'javascript:alert(1)' }, origin)).toBeNull();
    expect(notificationRuleTargetPath({ redirectUrl: null }, origin)).toBeNull();
  });
});
