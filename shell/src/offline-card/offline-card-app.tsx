import type { ShellServices } from '../platform/shell-services';
import { ShellProviders } from '../platform/shell-providers';
import { AppLayout } from '../layout/app-layout';
import { OfflineCardRoute } from './offline-card-route';

/**
 * The offline card's document: the app's frame (header, navigation) around the member's ID cards, with
 * the same services and mount props a remote gets in the app. No route gate, state pages or idle
 * guard: every other address is the app's own document (offline-card-route.tsx).
 */
export function OfflineCardApp({ services, cardsKept }: { services: ShellServices; cardsKept: boolean }) {
  return (
    <ShellProviders services={services} loadQueries={cardsKept}>
      <AppLayout>
        <OfflineCardRoute cardsKept={cardsKept} />
      </AppLayout>
    </ShellProviders>
  );
}
