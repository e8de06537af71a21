// `npm run operator -- orders …`: staff list, show and move orders (the same service the studio
// dashboard will call). Prints to stdout; returns the process exit code.
import type { Db } from '../../db/client';
import { ORDER_STATUSES, type OrderStatus } from '../../db/schema';
import type { Mailer } from '../mail/mail';
import {
  changeOrderStatus,
  findOrder,
  listStaffOrders,
  OrderStatusError,
  staffOrder,
} from './status';

export const ORDERS_USAGE = [
  'npm run operator -- orders list [--status <status>]',
  'npm run operator -- orders show <order>',
  'npm run operator -- orders advance <order> <status> [--tracking <reference>] [--note <text>]',
  'npm run operator -- orders cancel <order> [--note <text>]',
  'npm run operator -- orders refund <order> [--note <text>]',
  `  <order>: the 8-character reference or the uuid; <status>: ${ORDER_STATUSES.join(', ')}`,
].join('\n');

const isStatus = (s: string | undefined): s is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(s ?? '');

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

export interface OrdersCommandContext {
  db: Db;
  mailer: Mailer;
  /** The staff member's e-mail: recorded as who made each change. */
  staff: string;
  publicUrl: string;
  print: (line: string) => void;
}

export async function ordersCommand(ctx: OrdersCommandContext, args: string[]): Promise<number> {
  const [sub, reference, target] = args;
  try {
    if (sub === 'list') {
      const status = flag(args, '--status');
      if (status !== undefined && !isStatus(status)) {
        ctx.print(ORDERS_USAGE);
        return 2;
      }
      for (const o of await listStaffOrders(ctx.db, { statuses: status ? [status] : undefined }))
        ctx.print(
          [
            o.reference,
            o.status,
            o.confirmedAt.slice(0, 16),
            o.email ?? '-',
            `${o.total} ${o.currency}`,
            o.delivery,
          ].join('\t'),
        );
      return 0;
    }
    if (!reference) {
      ctx.print(ORDERS_USAGE);
      return 2;
    }
    const orderUuid = await findOrder(ctx.db, reference);
    if (sub === 'show') {
      const { order: row, history } = await staffOrder(ctx.db, orderUuid);
      ctx.print(`order ${orderUuid} (${row.reference}): ${row.status}`);
      if (row.trackingReference) ctx.print(`tracking ${row.trackingReference}`);
      for (const h of history)
        ctx.print(
          `${h.at.toISOString()}\t${h.fromStatus ?? '-'} -> ${h.toStatus}\t${h.actor}${h.note ? `\t${h.note}` : ''}`,
        );
      return 0;
    }
    const to: string | undefined =
      sub === 'advance'
        ? target
        : sub === 'cancel'
          ? 'cancelled'
          : sub === 'refund'
            ? 'refunded'
            : undefined;
    if (!isStatus(to)) {
      ctx.print(ORDERS_USAGE);
      return 2;
    }
    const result = await changeOrderStatus(ctx.db, {
      orderUuid,
      to,
      actor: ctx.staff,
      trackingReference: flag(args, '--tracking') ?? null,
      note: flag(args, '--note') ?? null,
      publicUrl: ctx.publicUrl,
    });
    ctx.print(`${reference}: ${result.from} -> ${result.to}`);
    if (result.mail) {
      // Queued with the change: sent now if it can be, else retried by the running shop.
      await ctx.mailer.deliverQueued();
      ctx.print(`mail to ${result.mail.to} queued`);
    }
    return 0;
  } catch (error) {
    if (error instanceof OrderStatusError) {
      ctx.print(`${error.code}: ${error.message}`);
      return 1;
    }
    throw error;
  }
}
