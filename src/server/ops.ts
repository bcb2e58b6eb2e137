import path from 'node:path';
import { openDatabase } from './db/client.js';
import { checkLedger } from './lib/ledger.js';

/**
 * Operator commands: `npm run ops -- <command>`, on the database the server uses (DATABASE_URL, else the embedded
 * database under DATA_DIR). Exit code 0 = all good, 1 = a breach was found, 2 = usage or connection error.
 *
 *   ledger:check   every account: balance = sum of its entries, post balances chain, nothing negative
 */
const commands: Record<string, () => Promise<number>> = {
  'ledger:check': async () => {
    const database = await openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      pgliteDir: path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'pglite'),
      poolSize: 1,
    });
    try {
      const breaches = await checkLedger(database.db);
      for (const b of breaches) console.error(`BREACH account ${b.userId} ${b.rule}: ${b.detail}`);
      if (breaches.length) {
        console.error(`ledger:check: ${breaches.length} breach(es) found`);
        return 1;
      }
      console.log(`ledger:check: OK (${database.kind})`);
      return 0;
    } finally {
      await database.close();
    }
  },
};

const name = process.argv[2] ?? '';
const command = commands[name];
if (!command) {
  console.error(`usage: npm run ops -- <command>\ncommands: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
command().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`ops ${name}: ${(err as Error).message}`);
    process.exit(2);
  },
);
