// Support tools: `npm run operator -- simulate <customer e-mail> [--staff <staff e-mail>]`
// prints a one-time link that opens the shop as that customer (isSimulated, in red);
// `npm run operator -- staff <e-mail>` makes a staff account and prints a link to choose its
// password (it opens the database, so on the embedded one it refuses while a shop runs);
// `npm run operator -- orders list|show|advance|cancel|refund …` moves orders along;
// `npm run operator -- invoices list|paid|import|remind …` collects invoices.
import { loadConfig } from './config';
import { runTool, withShopDatabase } from './cli';
import { DEMO_STAFF } from './demo/demo-accounts';
import {
  createSimulationToken,
  operatorSecret,
  SIMULATION_LINK_MINUTES,
} from './services/identity/operator';
import { ORDERS_USAGE, ordersCommand } from './services/fulfilment/orders-command';
import { INVOICES_USAGE, invoicesCommand } from './services/invoicing/invoices-command';
import { createMailer } from './services/mail/mail';
import { RESET_HOURS } from './services/identity/password-reset';
import { makeStaffAccount } from './services/identity/staff-accounts';

const USAGE = [
  'Usage: npm run operator -- simulate <customer e-mail> [--staff <staff e-mail>]',
  '       npm run operator -- staff <e-mail>',
  ORDERS_USAGE,
  INVOICES_USAGE,
].join('\n');

/** Staff move orders along: list, show, advance, cancel, refund (see ORDERS_USAGE). */
async function ordersCli(args: string[]): Promise<number> {
  const config = loadConfig();
  return withShopDatabase(config, async (database) => {
    const mailer = createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
    try {
      const staffFlag = args.indexOf('--staff');
      const staff =
        (staffFlag >= 0 ? args[staffFlag + 1] : undefined) ??
        config.operatorEmail ??
        DEMO_STAFF.email;
      return await ordersCommand(
        {
          db: database.db,
          mailer,
          staff,
          publicUrl: config.publicUrl,
          print: (l) => console.log(l),
        },
        args,
      );
    } finally {
      await mailer.close();
    }
  });
}

/** Staff collect invoices: list, paid, import a bank statement, remind (see INVOICES_USAGE). */
async function invoicesCli(args: string[]): Promise<number> {
  const config = loadConfig();
  return withShopDatabase(config, (database) =>
    invoicesCommand(
      {
        db: database.db,
        staff: config.operatorEmail ?? DEMO_STAFF.email,
        publicUrl: config.publicUrl,
        now: new Date(),
        print: (l) => console.log(l),
      },
      args,
    ),
  );
}

async function staffCommand(email: string): Promise<number> {
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  return withShopDatabase(config, async (database) => {
    const { link, created } = await makeStaffAccount(database.db, email, config.publicUrl);
    console.log(link);
    console.error(
      `${created ? 'New staff account' : 'Now staff'}: ${email}. Open the link within ${RESET_HOURS} hours to choose its password.`,
    );
    return 0;
  });
}

async function main(argv: string[]): Promise<number> {
  const [command, customer, ...rest] = argv;
  if (command === 'staff' && customer) return staffCommand(customer);
  if (command === 'orders') return ordersCli(argv.slice(1));
  if (command === 'invoices') return invoicesCli(argv.slice(1));
  if (command !== 'simulate' || !customer || customer.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const staffFlag = rest.indexOf('--staff');
  const staff = staffFlag >= 0 ? rest[staffFlag + 1] : (config.operatorEmail ?? DEMO_STAFF.email);
  if (!staff) {
    console.error(USAGE);
    return 2;
  }
  // The server checks, when the link is opened, that both users exist and `staff` is staff.
  const token = createSimulationToken(operatorSecret(config.dataDir), staff, customer);
  console.log(`${config.publicUrl}/api/webshop/operator/simulate/${token}`);
  console.error(
    `One-time link for ${staff} acting as ${customer}, valid ${SIMULATION_LINK_MINUTES} minutes.`,
  );
  return 0;
}

runTool(() => main(process.argv.slice(2)));
