import type { IdentityStore } from '../identity';
import type { IdentityAdmin } from '../member-api/identity-admin';
import { federatedUsername } from '../seed/federated-identities';

/** The member API's admin view of the sandbox identity store. */
export function identityAdminOf(store: IdentityStore): IdentityAdmin {
  return {
    adminSetPassword: (login, password, options) => store.adminSetPassword(login, password, options),
    adminUpdateUserAttributes: (login, attributes) => store.adminUpdateUserAttributes(login, attributes),
    findUsername: (login) => store.users.find(login)?.username,
    sendEmailChangeCode: (login) => {
      const user = store.users.find(login);
      if (!user) throw new Error('No such identity user');
      store.codes.send({ username: user.username, purpose: 'verify_email', deliveryMedium: 'EMAIL', attributeName: 'email', now: new Date() });
    },
    checkEmailChangeCode: (login, code) => {
      const user = store.users.find(login);
      if (!user) return 'none';
      const result = store.codes.check(user.username, 'verify_email', code, new Date());
      if (result === 'match') store.codes.consume(user.username, 'verify_email');
      // A code spent by wrong answers is, to the member, a code to ask again for, like an expired one.
      return result === 'spent' ? 'expired' : result;
    },
    linkFederatedIdentity: (idpIdentifier, providerUserId, memberLogin) => {
      store.linkFederatedIdentity(federatedUsername(idpIdentifier, providerUserId), memberLogin);
    },
    isTokenRevoked: (originJti) => store.refreshTokens.isOriginRevoked(originJti),
  };
}
