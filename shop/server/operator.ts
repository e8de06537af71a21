// Support tools: `npm run operator -- simulate <customer e-mail> [--staff <staff e-mail>]`
// prints a one-time link that opens the shop as that customer (isSimulated, in red).
import { ConfigError, loadConfig } from './config';
import { DEMO_STAFF } from './demo/demo-accounts';
import {
  createSimulationToken,
  operatorSecret,
  SIMULATION_LINK_MINUTES,
} from './services/operator';

const USAGE = 'Usage: npm run operator -- simulate <customer e-mail> [--staff <staff e-mail>]';

function main(argv: string[]): number {
  const [command, customer, ...rest] = argv;
  if (command !== 'simulate' || !customer || customer.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const staffFlag = rest.indexOf('--staff');
  const staff =
    staffFlag >= 0 ? rest[staffFlag + 1] : (process.env.OPERATOR_EMAIL ?? DEMO_STAFF.email);
  if (!staff) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // The server checks, when the link is opened, that both users exist and `staff` is staff.
  const token = createSimulationToken(operatorSecret(config.dataDir), staff, customer);
  console.log(`${config.publicUrl}/api/webshop/operator/simulate/${token}`);
  console.error(
    `One-time link for ${staff} acting as ${customer}, valid ${SIMULATION_LINK_MINUTES} minutes.`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
