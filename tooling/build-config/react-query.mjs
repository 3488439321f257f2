/**
 * `@tanstack/react-query` as the apps use it. Module Federation cannot tree-shake a shared package (any
 * remote might use any export), so the whole of TanStack Query — hydration, infinite and parallel
 * queries, suspense hooks, their observers — was on every first load. Webpack resolves the shared
 * `@tanstack/react-query` here (index.cjs `resolve.alias`), so the singleton is this list, tree-shaken
 * to it: 3.1 KiB gzip less on sign-in, the welcome screen and /home (docs/performance.md).
 * `react-query.test.mjs` fails when the apps import anything not listed: add it here.
 */
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-react-query-whole';
