import { resetSignInFlow, signInFlowStore } from './sign-in-flow.store';

const flow = () => signInFlowStore.getState();

describe('sign-in flow store', () => {
  beforeEach(resetSignInFlow);

  it('holds the password only while the MFA step is open', () => {
    flow().beginAttempt('maria@example.com', true, { emailSource: 'remembered', password: true });
    flow().openMfa({ password: 'secret', codeDestination: '+***0107' });
    expect(flow()).toMatchObject({ step: 'mfa', mfaPassword: 'secret', codeDestination: '+***0107' });
    flow().backToSignIn();
    expect(flow()).toMatchObject({ step: 'sign-in', mfaPassword: null, codeDestination: null, email: 'maria@example.com', rememberEmail: true });
  });

  it('drops the password on failure, on clearPassword and when the remote leaves', () => {
    flow().openMfa({ password: 'secret', codeDestination: null });
    flow().failSignIn('errors.generic.body');
    expect(flow().mfaPassword).toBeNull();
    flow().openMfa({ password: 'secret', codeDestination: null });
    flow().clearPassword();
    expect(flow().mfaPassword).toBeNull();
    flow().openMfa({ password: 'secret', codeDestination: null });
    flow().leave();
    expect(flow()).toMatchObject({ step: 'sign-in', mfaPassword: null, banner: null });
  });

  it('holds the password only while the enable-biometrics prompt is open', () => {
    flow().openMfa({ password: 'secret', codeDestination: null });
    flow().openBiometricsPrompt('secret');
    expect(flow()).toMatchObject({ step: 'biometrics-prompt', biometricsPassword: 'secret', mfaPassword: null });
    flow().clearPassword();
    expect(flow().biometricsPassword).toBeNull();
    flow().openBiometricsPrompt('secret');
    flow().leave();
    expect(flow()).toMatchObject({ step: 'sign-in', biometricsPassword: null });
  });

  it('gives every failure a new banner id', () => {
    flow().failSignIn('errors.generic.body');
    const first = flow().banner?.id;
    flow().failSignIn('errors.generic.body');
    expect(flow().banner?.id).not.toBe(first);
  });

  it('keeps nothing in browser storage', () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    flow().beginAttempt('maria@example.com', true, { emailSource: 'remembered', password: true });
    flow().openMfa({ password: 'secret', codeDestination: null });
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });
});
