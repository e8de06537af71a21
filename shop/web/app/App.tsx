import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ApiError } from '../api/client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 4xx answers are the server's word; only network trouble and 5xx are worth a retry.
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

interface Props {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/** Providers: react-query around the data router (both made in main.tsx, before the first render). */
export function App({ queryClient, router }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
