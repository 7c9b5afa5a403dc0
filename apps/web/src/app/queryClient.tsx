/**
 * TanStack Query for the signed-in screens and the driver page. Neither the sign-in page nor the
 * router's own files import this (issue 13, "First load"): the layouts that need it load it lazily.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../api/errors';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Answers that will not change by asking again are not retried.
        retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status < 500),
      },
    },
  });
}

/** A query client for what it holds, made once while it stays mounted (a sign-off unmounts it: no answer stays). */
export function QueryLayer({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
