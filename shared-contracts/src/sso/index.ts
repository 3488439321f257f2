export * from './amplify-token-storage';
export * from './hosted-ui';
export * from './identity-link-failure';
export * from './sso-providers';
export * from './sso-token-response';
export * from './federated-identity';
export * from './social-sign-in-providers';
export * from './pkce';
