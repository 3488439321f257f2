import type { IdentityStore } from '../identity';
import type { IdentityAdmin } from '../member-api/identity-admin';
import { federatedUsername } from '../seed/federated-identities';

/** The member API's admin view of the sandbox identity store. */
export function identityAdminOf(store: IdentityStore): IdentityAdmin {
  return {
    adminSetPassword: (login, password, options) => store.adminSetPassword(login, password, options),
    adminUpdateUserAttributes: (login, attributes) => store.adminUpdateUserAttributes(login, attributes),
    findUsername: (login) => store.users.find(login)?.username,
    linkFederatedIdentity: (idpIdentifier, providerUserId, memberLogin) => {
      store.linkFederatedIdentity(federatedUsername(idpIdentifier, providerUserId), memberLogin);
    },
    isTokenRevoked: (originJti) => store.refreshTokens.isOriginRevoked(originJti),
  };
}
