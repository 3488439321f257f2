import type { LifecycleProps, RemoteLifecyclesModule, RemoteMountProps } from '@member/shared-contracts/mount';

type Lifecycle = RemoteLifecyclesModule['mount'];

async function run(lifecycle: Lifecycle | undefined, props: LifecycleProps): Promise<void> {
  for (const step of [lifecycle ?? []].flat()) await step(props);
}

export interface MountedParcel {
  /** Hands the remote new props (its `update` lifecycle); nothing when they are the ones it has. */
  update(props: RemoteMountProps): void;
  /** Unmounts once the mount (and any update before it) has finished. */
  unmount(): Promise<void>;
}

/**
 * Mounts a remote's lifecycles into an element the way single-spa's `mountRootParcel` does — bootstrap,
 * mount, then each update and the unmount in order, with the parcel `name` and `domElement` beside the
 * mount props — so a remote built with single-spa-react mounts unchanged. A lifecycle that fails is
 * reported once; nothing runs on that parcel after it.
 */
export function mountParcel(
  module: RemoteLifecyclesModule,
  parcel: { name: string; domElement: HTMLElement },
  initialProps: RemoteMountProps,
  onError: (error: unknown) => void,
): MountedParcel {
  let current = initialProps;
  let broken = false;
  const withParcel = (props: RemoteMountProps): LifecycleProps => ({ ...props, ...parcel });
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    queue = queue.then(async () => {
      if (broken) return;
      try {
        await work();
      } catch (error) {
        broken = true;
        onError(error);
      }
    });
    return queue;
  };

  enqueue(async () => {
    await run(module.bootstrap, withParcel(initialProps));
    await run(module.mount, withParcel(initialProps));
  });

  return {
    update(props) {
      if (props === current) return;
      current = props;
      void enqueue(() => run(module.update, withParcel(props)));
    },
    unmount: () => enqueue(() => run(module.unmount, withParcel(current))),
  };
}
