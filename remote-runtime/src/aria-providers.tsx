import type { ReactNode } from 'react';
import { useHref, useNavigate } from '@member/router';
import { I18nProvider, RouterProvider } from '@member/ui';

/** `tel:`, `mailto:`, `https:`… and protocol-relative links are not app routes. */
const EXTERNAL_HREF = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** react-router's useHref for app paths; an external href is left exactly as written. */
function useLinkHref(href: string): string {
  const appHref = useHref(href);
  return EXTERNAL_HREF.test(href) ? href : appHref;
}

/**
 * react-aria's providers for one React root: links navigate through the router (no full page load) and
 * date/number formatting follows the member's locale. Each parcel is its own root, so each needs them.
 */
export function AriaProviders({ locale, children }: { locale: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <I18nProvider locale={locale}>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useLinkHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}
