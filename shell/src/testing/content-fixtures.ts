import type { ContentEntry } from '@member/shared-contracts/mount';
import type { InfoPageFields } from '@member/shared-contracts/content';
import type { Locale } from '@member/shared-contracts/i18n';
import type { ProductFeature } from '@member/shared-contracts/account';
import type { MemberContext } from '../session/use-member-context';

const copy: Record<string, Record<Locale, { title: string; linkText: string; content: string }>> = {
  'terms-of-service.DEFAULT': {
    'en-US': { title: 'Terms of service', linkText: 'Terms of service', content: '## Not medical advice\nTalk to a **qualified** provider. <script>alert(1)</script> [Privacy](/privacy-policy)' },
    'es-US': { title: 'Términos del servicio', linkText: 'Términos del servicio', content: '## No es asesoramiento médico\nHabla con un proveedor.' },
  },
  'terms-of-service.HRA': {
    'en-US': { title: 'Terms of service', linkText: 'Terms of service', content: '## Reimbursements\nPaid from your HRA.' },
    'es-US': { title: 'Términos del servicio', linkText: 'Términos del servicio', content: '## Reembolsos\nSe pagan con su HRA.' },
  },
  'faq.DEFAULT': {
    'en-US': { title: 'Frequently asked questions', linkText: 'FAQ', content: '## How do I sign in?\nUse your email.' },
    'es-US': { title: 'Preguntas frecuentes', linkText: 'Preguntas frecuentes', content: '## ¿Cómo inicio sesión?\nUse su correo.' },
  },
};
const ranks: Record<string, number> = { faq: 10, 'terms-of-service': 20 };

/** infoPage entries like the sandbox seed's, in one locale. */
export function infoPageEntries(locale: Locale): ContentEntry<InfoPageFields>[] {
  return Object.entries(copy).map(([key, byLocale]) => {
    const [context, variant] = key.split('.') as [string, string];
    return { id: `infoPage.${key}`, contentType: 'infoPage', fields: { context, variant, rank: (ranks[context] ?? 0) + (variant === 'DEFAULT' ? 0 : 1), clientOrgId: 'default', ...byLocale[locale] } };
  });
}

/** The member context a test needs: anonymous, or signed in with these product features. */
export function memberContext(productFeatures: ProductFeature[] | null): MemberContext {
  const signedIn = productFeatures !== null;
  return {
    session: { status: signedIn ? 'authenticated' : 'unauthenticated', accountId: signedIn ? 'acc-1' : null, clientId: null, mfaEnabled: false, accountRefreshCounter: 0, claims: null },
    account: signedIn ? ({ id: 'acc-1', clientOrgId: 1003, status: 'active', productFeatures: new Set(productFeatures) } as never) : null,
    client: null,
    flags: {} as never,
    features: new Set(productFeatures ?? []),
    pageLoading: false,
    accountError: null,
  } as unknown as MemberContext;
}
