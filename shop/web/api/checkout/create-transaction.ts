import type { z } from 'zod';
import type { TransactionPayload } from '../../../contract/checkout';
import { call } from '../client';
import { wrapped } from './create-checkout';
import { checkoutAddresses } from '../../../contract/addresses/checkout';

export async function createTransaction(
  checkoutUuid: string,
  body: z.input<typeof TransactionPayload>,
): Promise<{ uuid: string; orderUuid: string }> {
  const answer = await wrapped(
    call(checkoutAddresses.transaction, { params: { checkoutUuid }, body }),
    'createTransaction',
  );
  return { uuid: answer.transaction.uuid, orderUuid: answer.order.uuid };
}
