import type { ReactNode } from 'react';
import { useHref, useNavigate } from 'react-router';
import { I18nProvider, RouterProvider } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';

/**
 * React context does not cross parcels: the UI primitives' router (client-side `TextLink`s through the
 * host's history) and locale must be provided again inside this remote's root.
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  const { locale } = useRemoteProps();
  const navigate = useNavigate();
  return (
    <I18nProvider locale={locale}>
      <RouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
}
