import { isSigningOutMessage, signingOutMessage } from './cross-tab-message';

describe('cross-tab signing-out message', () => {
  it('round-trips both causes', () => {
    expect(isSigningOutMessage(signingOutMessage('idle'))).toBe(true);
    expect(isSigningOutMessage(signingOutMessage('member'))).toBe(true);
  });

  it.each([null, 'member.signing-out', {}, { type: 'member.signing-out' }, { type: 'member.signing-out', cause: 'other' }, { type: 'x', cause: 'idle' }])(
    'rejects %p',
    (data) => {
      expect(isSigningOutMessage(data)).toBe(false);
    },
  );
});
