// `npm run operator -- invoices …`: staff list open invoices, mark one paid, import a bank
// statement and send the reminders of overdue ones. Prints to stdout; returns the exit code.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import {
  findInvoice,
  importBankStatement,
  InvoiceError,
  listInvoices,
  markInvoicePaid,
  remindOverdueInvoices,
} from './invoices';

export const INVOICES_USAGE = [
  'npm run operator -- invoices list [--all]',
  'npm run operator -- invoices paid <invoice>',
  'npm run operator -- invoices import <statement.csv>',
  'npm run operator -- invoices remind',
  '  <invoice>: its number, KID or the order reference; the CSV has lines KID;amount (499.00)',
].join('\n');

export interface InvoicesCommandContext {
  db: Db;
  /** The staff member's e-mail: recorded as who marked an invoice paid. */
  staff: string;
  publicUrl: string;
  now: Date;
  print: (line: string) => void;
}

const kroner = (n: number) => (n / 100).toFixed(2);

export async function invoicesCommand(
  ctx: InvoicesCommandContext,
  args: string[],
): Promise<number> {
  const [sub, target] = args;
  try {
    if (sub === 'list') {
      for (const { invoice: i, email } of await listInvoices(ctx.db, {
        all: args.includes('--all'),
      }))
        ctx.print(
          [
            i.number,
            i.kid,
            i.orderUuid.slice(0, 8),
            i.status,
            `due ${i.dueDate}`,
            `${kroner(i.amount)} ${i.currency}`,
            email ?? '-',
          ].join('\t'),
        );
      return 0;
    }
    if (sub === 'remind') {
      ctx.print(
        `${await remindOverdueInvoices(ctx.db, ctx.now, ctx.publicUrl)} reminder(s) queued`,
      );
      return 0;
    }
    if (sub === 'paid' && target) {
      const invoice = await findInvoice(ctx.db, target);
      const paid = await markInvoicePaid(ctx.db, invoice.orderUuid, ctx.staff, ctx.now);
      ctx.print(
        paid ? `invoice ${invoice.number} paid` : `invoice ${invoice.number} was already paid`,
      );
      return paid ? 0 : 1;
    }
    if (sub === 'import' && target) {
      const csv = await readFile(target, 'utf8');
      const result = await importBankStatement(ctx.db, csv, path.basename(target), ctx.now);
      for (const p of result.paid)
        ctx.print(`paid\tinvoice ${p.number}\tKID ${p.kid}\t${kroner(p.amount)}`);
      for (const p of result.problems)
        ctx.print(`NOT APPLIED\tline ${p.line}\t${p.text}\t${p.reason}`);
      return result.problems.length > 0 ? 1 : 0;
    }
    ctx.print(INVOICES_USAGE);
    return 2;
  } catch (error) {
    if (!(error instanceof InvoiceError)) throw error;
    ctx.print(error.message);
    return 1;
  }
}
