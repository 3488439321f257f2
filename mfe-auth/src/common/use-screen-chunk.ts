import { useEffect, useState, type ComponentType } from 'react';

type Loaded<Props> = { kind: 'loading' } | { kind: 'loaded'; Screen: ComponentType<Props> } | { kind: 'failed' };

/**
 * A screen's own chunk, loaded once `wanted`, rendered as soon as it arrives. A state update rather than
 * `lazy` under Suspense: React holds a boundary's content back for up to 300 ms after any fallback on the
 * page has shown, and the welcome carousel's first slide is the first visit's largest paint — measured, its
 * content request left ~300 ms after the carousel's chunk had arrived (docs/performance.md).
 */
export function useScreenChunk<Props>(load: () => Promise<ComponentType<Props>>, wanted: boolean): Loaded<Props> {
  const [loaded, setLoaded] = useState<Loaded<Props>>({ kind: 'loading' });
  useEffect(() => {
    if (!wanted) return undefined;
    let mounted = true;
    load().then(
      (Screen) => mounted && setLoaded({ kind: 'loaded', Screen }),
      () => mounted && setLoaded({ kind: 'failed' }),
    );
    return () => {
      mounted = false;
    };
  }, [load, wanted]);
  return loaded;
}
