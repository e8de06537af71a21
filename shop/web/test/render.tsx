import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

/**
 * Renders a component as the shop does (a query cache, a router) and returns a user to drive it.
 * `seed` fills the cache first, so a component reads its data without a server; `at` is the
 * address the router starts at (a page that reads its path or query).
 */
export function renderInShop(ui: ReactElement, seed?: (client: QueryClient) => void, at = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  seed?.(client);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, client, ...result };
}
