import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CardPayment } from '../../../contract/checkout';
import { call } from '../client';
import { queryKeys } from '../query-keys';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

const key = (uuid: string) => ['payment', uuid] as const;

export function transactionQueryOptions(transactionUuid: string) {
  return queryOptions({
    queryKey: key(transactionUuid),
    queryFn: () => call(checkoutAddresses.transactionStatus, { params: { transactionUuid } }),
  });
}

/** The transaction of the payment page; a pending mobile payment is polled every 2 s. */
export function useTransaction(transactionUuid: string) {
  return useQuery({
    ...transactionQueryOptions(transactionUuid),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });
}

export function usePayWithCard(transactionUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: z.input<typeof CardPayment>) =>
      call(checkoutAddresses.payWithCard, { params: { transactionUuid }, body: card }),
    onSuccess: (state) => {
      client.setQueryData(key(transactionUuid), state);
      return client.invalidateQueries({ queryKey: queryKeys.cart });
    },
    // A refused payment (the cart changed, already paid) declined the transaction: show it.
    onError: () => client.invalidateQueries({ queryKey: key(transactionUuid) }),
  });
}

export function useMobileAnswer(transactionUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: 'approve' | 'decline') =>
      call(checkoutAddresses.mobileAnswer, { params: { transactionUuid }, body: { answer } }),
    onSuccess: (state) => {
      client.setQueryData(key(transactionUuid), state);
      return client.invalidateQueries({ queryKey: queryKeys.cart });
    },
    // A refused payment (the cart changed, already paid) declined the transaction: show it.
    onError: () => client.invalidateQueries({ queryKey: key(transactionUuid) }),
  });
}

/** The parent gave up at the provider: the shop cancels its payment there. */
export function useCancelPayment(transactionUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(checkoutAddresses.cancelPayment, { params: { transactionUuid } }),
    onSuccess: (state) => {
      client.setQueryData(key(transactionUuid), state);
      return client.invalidateQueries({ queryKey: queryKeys.cart });
    },
    onError: () => client.invalidateQueries({ queryKey: key(transactionUuid) }),
  });
}
