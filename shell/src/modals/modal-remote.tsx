import { useEffect, useState } from 'react';
import type { QueryModalRequest } from '@member/shared-contracts/modals';
import type { RemoteLifecyclesModule } from '@member/shared-contracts/mount';
import type { RemoteName } from '@member/shared-contracts/routes';
import type { ModalHost } from './modal-host';

/**
 * A remote mounted a second time to show a modal over the page (features §2 `?modal=…`). Unlike a page's
 * area it shows no loading state and no fallback: a modal that cannot load, or whose remote throws, is
 * logged and shows nothing — the page under it stays as it is.
 */
export function ModalRemote({ host, remote, modal }: { host: ModalHost; remote: RemoteName; modal: QueryModalRequest }) {
  const { logger, loadRemoteLifecycles, MountedRemote } = host;
  const [module, setModule] = useState<RemoteLifecyclesModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadRemoteLifecycles(remote)
      .then((loaded) => {
        if (!cancelled) setModule(loaded);
      })
      .catch(() => logger.warn('modal remote failed to load', { remote, modal: modal.name }));
    return () => {
      cancelled = true;
    };
  }, [remote, modal.name, logger, loadRemoteLifecycles]);

  if (!module || failed) return null;
  return (
    <MountedRemote
      remote={remote}
      module={module}
      modal={modal}
      onError={(error) => {
        logger.error('modal remote failed', { remote, modal: modal.name, error: error instanceof Error ? error.name : 'unknown' });
        setFailed(true);
      }}
    />
  );
}
