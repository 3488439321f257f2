import { environmentForEmail } from './environment-override';

describe('environmentForEmail (access §5 "Environment override")', () => {
  it.each([
    ['qa@dev.member.example', 'development'],
    ['QA@Team.Dev.Member.Example ', 'development'],
    ['qa@staging.member.example', 'staging'],
    ['ana@member.example', 'production'],
    ['ana@support.member.example', 'production'],
  ])('%s switches to %s', (email, environment) => {
    expect(environmentForEmail(email)).toBe(environment);
  });

  it.each(['maria@example.com', 'x@notmember.example', 'x@member.example.com', 'no-at-sign', ''])('%s switches nothing', (email) => {
    expect(environmentForEmail(email)).toBeNull();
  });
});
