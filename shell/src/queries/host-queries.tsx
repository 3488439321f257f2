import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type * as TanStackQuery from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

type QueryLibrary = typeof TanStackQuery;
interface LoadedQueries {
  library: QueryLibrary;
  client: QueryClient;
}

/**
 * The host's one QueryClient, and TanStack Query itself, load only for a member: a signed-out visitor's
 * pages (sign-in, the welcome carousel, sign-up, recovery) run no query, and the library (10.6 KiB gzip)
 * was the largest part of their first load that they never used (docs/performance.md). The shell's
 * components call `useQuery` from here: before the library has loaded it answers "not fetching" without
 * a hook of its own; `HostQueriesProvider` renders the tree again from the top once it has, so no
 * component ever changes the hooks it calls.
 */
let loaded: LoadedQueries | null = null;
let loading: Promise<QueryClient> | undefined;
/** The provider's: it renders the tree again once the library is there. */
let onLoaded: (() => void) | undefined;

export function loadHostQueries(): Promise<QueryClient> {
  loading ??= import('@tanstack/react-query').then((library) => {
    const client = new library.QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
    loaded = { library, client };
    onLoaded?.();
    return client;
  });
  return loading;
}

/**
 * A lazy chunk that needs the query library, loaded side by side with it. It settles only once the library
 * has too, even when the chunk fails: the library's arrival renders the tree afresh, and an error page
 * already showing for the failed chunk would mount a second time and be counted twice (access §8 "an
 * error metric is counted", once per error page a member sees).
 */
export async function alongWithHostQueries<T>(chunk: Promise<T>, library: Promise<unknown> = loadHostQueries()): Promise<T> {
  const [loadedChunk, loadedLibrary] = await Promise.allSettled([chunk, library]);
  if (loadedChunk.status === 'rejected') throw loadedChunk.reason;
  if (loadedLibrary.status === 'rejected') throw loadedLibrary.reason;
  return loadedChunk.value;
}

/** The client once loaded, for work outside React (clearing the member's caches at sign-out). */
export function currentQueryClient(): QueryClient | null {
  return loaded?.client ?? null;
}

const LoadedQueriesContext = createContext<LoadedQueries | null>(null);

/**
 * Above everything that queries: without the library, the children as they are; with it, under its
 * provider. `load` asks for it (a member is signed in); a page that never asks never downloads it.
 */
export function HostQueriesProvider({ load, children }: { load: boolean; children: ReactNode }) {
  const queries = useSyncExternalStore(
    (listener) => {
      onLoaded = listener;
      return () => (onLoaded = undefined);
    },
    () => loaded,
  );
  useEffect(() => {
    if (load) void loadHostQueries();
  }, [load]);
  if (!queries) return <LoadedQueriesContext.Provider value={null}>{children}</LoadedQueriesContext.Provider>;
  // Another element type at the top: the tree below mounts afresh, its hooks now TanStack's.
  return <LoadedQueriesProvider queries={queries}>{children}</LoadedQueriesProvider>;
}

/** The children under a loaded library and client (the provider above, and tests that bring their own). */
export function LoadedQueriesProvider({ queries, children }: { queries: LoadedQueries; children: ReactNode }) {
  const { QueryClientProvider } = queries.library;
  return (
    <QueryClientProvider client={queries.client}>
      <LoadedQueriesContext.Provider value={queries}>{children}</LoadedQueriesContext.Provider>
    </QueryClientProvider>
  );
}

/** The host's QueryClient inside the provider (the mount props' `queryClient`): null until loaded. */
export function useHostQueryClient(): QueryClient | null {
  return useContext(LoadedQueriesContext)?.client ?? null;
}

/** What a query answers before the library is there: nothing yet, nothing fetching. */
const NOT_LOADED = { isPending: true };

/**
 * TanStack's `useQuery` once loaded; before that a query that has not started (only signed-out pages
 * render then, and they query nothing). Without a `queryFn`, a query only read from the cache (TanStack's
 * `skipToken`): this reader never fetches it.
 */
export const useQuery = ((options: Parameters<QueryLibrary['useQuery']>[0]) => {
  const queries = useContext(LoadedQueriesContext);
  return queries ? queries.library.useQuery({ queryFn: queries.library.skipToken, ...options }) : NOT_LOADED;
}) as QueryLibrary['useQuery'];
