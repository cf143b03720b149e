// `pnpm db:backup [file]` and `pnpm db:restore <file> [--force]`: the embedded database (PGlite,
// DATA_DIR) or PostgreSQL (DATABASE_URL). Paths are relative to where pnpm was started.
// `pnpm --filter @brand/api db:lock-demo-accounts`: deactivates the accounts that still hold
// the public demo password (a production start refuses to run while any does).
// `ADMIN_PASSWORD=... pnpm --filter @brand/api db:create-admin <email>`: the first Admin of a
// marketplace seeded without the demo.
// `pnpm --filter @brand/api payouts:run`: this week's payout run now (the API also runs it on
// a schedule); idempotent, resumes an interrupted run.
// `pnpm --filter @brand/api money:check`: every order's money against its invariants (issue 22).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  backupPglite,
  backupPostgres,
  defaultBackupFile,
  restorePglite,
  restorePostgres,
} from '../src/backup.ts';
import { loadConfig } from '../src/config.ts';
import { acquireLock, StartupError } from '../src/datadir.ts';
import type { Db } from '../src/db/client.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { walkOrders } from '../src/modules/orders/money-report.ts';
import { orderNumber } from '../src/modules/orders/order-json.ts';
import { runPayouts } from '../src/modules/payouts/run-payouts.ts';
import { createAdmin } from '../src/seed/admin.ts';
import { lockDemoAccounts } from '../src/seed/demo-accounts.ts';
import { createProviders } from '../src/services/providers.ts';

const USAGE = `Usage:
  pnpm db:backup [file]             back up DATA_DIR (PGlite) or DATABASE_URL (pg_dump)
  pnpm db:restore <file> [--force]  restore into DATA_DIR or DATABASE_URL (--force replaces a database)
  pnpm --filter @brand/api db:lock-demo-accounts   deactivate accounts that still hold the demo password
  ADMIN_PASSWORD=... pnpm --filter @brand/api db:create-admin <email>   add an Admin
  pnpm --filter @brand/api payouts:run   run this week's payouts now (idempotent)
  pnpm --filter @brand/api money:check   list the orders whose money does not add up (exit 1 if any)`;

/** Runs `work` on the existing database of DATA_DIR (API stopped) or DATABASE_URL. */
async function withDatabase<T>(
  config: ReturnType<typeof loadConfig>,
  work: (db: Db) => Promise<T>,
) {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const dbDir = join(config.dataDir, 'pgdata');
  if (!existsSync(join(dbDir, 'PG_VERSION'))) {
    throw new StartupError(`There is no database in ${dbDir}: start the API once first.`);
  }
  const lock = acquireLock(
    config.dataDir,
    (holder) =>
      `The API (PID ${holder}) is running on ${config.dataDir}: stop it first, then run this again.`,
  );
  try {
    const database = await openPglite(dbDir);
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}

async function main() {
  // pnpm runs package scripts in the package folder; INIT_CWD is where the user typed the command.
  const cwd = process.env.INIT_CWD || process.cwd();
  // These commands touch the database only: the production start checks (PAYMENTS, SEED_DEMO)
  // do not apply to them.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development', SEED_DEMO: '0' }, cwd);
  const [command, ...rest] = process.argv.slice(2);
  const force = rest.includes('--force');
  const unknown = rest.filter((a) => a.startsWith('-') && a !== '--force');
  const [file, ...extra] = rest.filter((a) => !a.startsWith('-'));
  if (unknown.length > 0 || extra.length > 0) throw new StartupError(USAGE);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  if (command === 'backup') {
    const target = file ? resolve(cwd, file) : defaultBackupFile(config, cwd);
    const started = Date.now();
    const out = config.databaseUrl
      ? await backupPostgres(config, target)
      : await backupPglite(config, target);
    console.log(
      `Backed up ${where} to ${out.file} (${kb(out.bytes)}, ${out.orders} orders, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    return;
  }
  if (command === 'restore') {
    if (!file) throw new StartupError(USAGE);
    const source = resolve(cwd, file);
    const started = Date.now();
    if (config.databaseUrl) {
      const out = await restorePostgres(config, source, { force });
      console.log(`Restored ${out.file} into ${where} (${out.orders} orders).`);
    } else {
      const out = await restorePglite(config, source, { force });
      console.log(
        `Restored ${out.file} into ${where} (${out.orders} orders, ${((Date.now() - started) / 1000).toFixed(1)} s).` +
          (out.replaced ? ` The previous database is kept in ${out.replaced}.` : ''),
      );
    }
    return;
  }
  if (command === 'lock-demo-accounts') {
    const emails = await withDatabase(config, lockDemoAccounts);
    console.log(
      emails.length
        ? `Locked ${emails.length} account(s) in ${where}: ${emails.join(', ')} (status Deactive, random password).`
        : `No account in ${where} holds the demo password.`,
    );
    return;
  }
  if (command === 'create-admin') {
    if (!file) throw new StartupError(USAGE);
    const email = await withDatabase(config, (db) =>
      createAdmin(db, file, process.env.ADMIN_PASSWORD),
    );
    console.log(`Created the Admin ${email} in ${where}. It signs in with the one-time code.`);
    return;
  }
  if (command === 'payouts-run') {
    const result = await withDatabase(config, (db) =>
      runPayouts(
        {
          database: { db },
          // PAYMENTS=stripe: Transfers through Stripe Connect (issue 27); else the sandbox, where
          // SANDBOX_PAYOUT_DELAY_MS makes each transfer take this long (the crash test).
          payouts: createProviders(config, db, {
            payoutDelayMs: Number(process.env.SANDBOX_PAYOUT_DELAY_MS) || 0,
          }).payouts,
          now: () => new Date(),
        },
        {
          // PAYOUT_LEASE_MS: how long a killed run keeps others waiting (default 60 s).
          ...(process.env.PAYOUT_LEASE_MS ? { leaseMs: Number(process.env.PAYOUT_LEASE_MS) } : {}),
          onPaid: (p) => console.log(`paid user ${p.userId}: ${p.amountCents} cents`),
        },
      ),
    );
    console.log(
      `Payouts ${result.period} in ${where}: ${result.status}, ${result.paid.length} paid, ${result.failed.length} failed, ${result.overdue.length} overdue negative balance(s).`,
    );
    return;
  }
  if (command === 'money-check') {
    // Issue 22: every order against the money invariants, the payees' ledger and the
    // processor's own books; exit 1 when any order does not add up.
    let orders = 0;
    let broken = 0;
    await withDatabase(config, (db) =>
      walkOrders(
        db,
        (reports) => {
          for (const report of reports) {
            orders++;
            if (report.problems.length === 0) continue;
            broken++;
            console.log(`${orderNumber(report.order.id)} (order ${report.order.id}):`);
            for (const problem of report.problems) console.log(`  - ${problem}`);
          }
        },
        createProviders(config, db).payments,
      ),
    );
    console.log(
      broken === 0
        ? `money:check: all ${orders} order(s) in ${where} add up.`
        : `money:check: ${broken} of ${orders} order(s) in ${where} do not add up.`,
    );
    if (broken > 0) process.exitCode = 1;
    return;
  }
  throw new StartupError(USAGE);
}

main().catch((err) => {
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
