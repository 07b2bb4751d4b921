// What the federation share scope provides under `@tanstack/react-query` (decision 0039, like the
// router's facade of decision 0019): exactly the TanStack Query API the host and the remotes use, so
// that the page's one copy is tree-shaken to it (a shared package is otherwise bundled whole). It
// re-exports through the kit's package import `#tanstack-react-query` (package.json `imports`),
// because an import of `@tanstack/react-query` here would itself be taken from the share scope.
//
// A name the apps import from @tanstack/react-query must be listed here, or it is undefined at run
// time: `tools/webpack/shared-scope.test.ts` fails when one is missing. Names stay once listed, since
// releases built earlier may use them.
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '#tanstack-react-query';
