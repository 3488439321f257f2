import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '@member/i18n';
import { FallbackState, LoadingState } from '@member/ui';
import { ANALYTICS_EVENTS } from '@member/shared-contracts/analytics';
import { type QueryModalRequest } from '@member/shared-contracts/modals';
import { acceptsMissingQueryClient, type RemoteLifecyclesModule } from '@member/shared-contracts/mount';
import { type RemoteName } from '@member/shared-contracts/routes';
import { loadRemoteLifecycles, RemoteLoadError } from './remote-loader';
import { useMountProps } from './use-mount-props';
import { mountParcel, type MountedParcel } from './mount-parcel';
import { useShellServices } from '../platform/shell-services';
import { loadHostQueries, useHostQueryClient } from '../queries/host-queries';

type AreaState =
  | { kind: 'loading' }
  | { kind: 'ready'; module: RemoteLifecyclesModule; generation: number }
  | { kind: 'failed'; reason: string };

/**
 * The area one remote renders into. Loading, a remote that is down, a chunk that fails, a lifecycle
 * that throws, or a remote speaking another contract major all end here in a localized fallback with a
 * retry; the rest of the app (another React root) is untouched. Retry reloads the remote without a
 * page reload.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  const { logger, analytics } = useShellServices();
  const [state, setState] = useState<AreaState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadRemoteLifecycles(remote, { fresh: attempt > 0 })
      .then((module) => {
        analytics.track(ANALYTICS_EVENTS.moduleLoad, { remote, attempt });
        if (!cancelled) setState({ kind: 'ready', module, generation: attempt });
      })
      .catch((error: unknown) => {
        const reason = error instanceof RemoteLoadError ? error.reason : 'unavailable';
        logger.warn('remote failed to load', { remote, reason });
        if (!cancelled) setState({ kind: 'failed', reason });
      });
    return () => {
      cancelled = true;
    };
  }, [remote, attempt, logger, analytics]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const handleParcelError = useCallback(
    (error: unknown) => {
      const name = error instanceof Error ? error.name : 'unknown';
      logger.error('remote lifecycle failed', { remote, error: name });
      // The remote checks the contract too (remote-runtime's ContractMismatchError): same fallback.
      setState({ kind: 'failed', reason: name === 'ContractMismatchError' ? 'contract-mismatch' : 'lifecycle' });
    },
    [logger, remote],
  );

  return (
    <section data-remote={remote} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' && <LoadingState label={t('loading')} />}
      {state.kind === 'failed' && (
        <FallbackState
          heading={t(state.reason === 'contract-mismatch' ? 'remoteFallback.outdatedHeading' : 'remoteFallback.heading')}
          body={t('remoteFallback.body')}
          retryLabel={t('remoteFallback.retry')}
          onRetry={retry}
        />
      )}
      {state.kind === 'ready' && (
        <MountedRemote key={state.generation} remote={remote} module={state.module} onError={handleParcelError} />
      )}
    </section>
  );
}

/** One mounted parcel of a loaded remote: for a page, or (with `modal`) for a modal over it (modals/modal-remote.tsx). */
interface MountedRemoteProps {
  remote: RemoteName;
  module: RemoteLifecyclesModule;
  onError: (error: unknown) => void;
  modal?: QueryModalRequest | null;
}

/**
 * A remote built before contract 1.6.0 reads the host's QueryClient as it mounts: on a visitor's page
 * the query library loads first (the tree renders again once it has).
 */
export function MountedRemote(props: MountedRemoteProps) {
  const waitsForQueries = useHostQueryClient() === null && !acceptsMissingQueryClient(props.module.contractVersion);
  useEffect(() => {
    if (waitsForQueries) void loadHostQueries();
  }, [waitsForQueries]);
  return waitsForQueries ? null : <MountedParcelArea {...props} />;
}

function MountedParcelArea({ remote, module, onError, modal = null }: MountedRemoteProps) {
  const mountProps = useMountProps(remote, modal);
  // A modal's parcel has a name of its own: a remote keeps one React root per parcel.
  const name = modal ? `${remote}:${modal.name}` : remote;
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);
  const reportError = useEffectEvent(onError);
  // The props of the render that mounts: later ones arrive through the update effect below.
  const mountWith = useEffectEvent((domElement: HTMLElement) =>
    mountParcel(module, { name, domElement }, mountProps, (error) => reportError(error)),
  );

  useEffect(() => {
    // An element per mount, as single-spa-react's <Parcel> made: a remount never renders into a root
    // the last unmount has not finished with.
    const domElement = document.createElement('div');
    container.current!.append(domElement);
    const mounted = mountWith(domElement);
    parcel.current = mounted;
    return () => {
      parcel.current = null;
      void mounted.unmount().then(() => domElement.remove());
    };
  }, [module, name]);

  useEffect(() => {
    parcel.current?.update(mountProps);
  }, [mountProps]);

  return <div ref={container} />;
}
