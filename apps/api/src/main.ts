import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { acquireLock, openDatabase, StartupError } from './datadir.ts';
import type { Deps } from './env.ts';
import { expireHolds, retryDueRefunds } from './modules/orders/index.ts';
import { retryDueOperations } from './modules/payments/index.ts';
import { startPayoutSchedule } from './modules/payouts/index.ts';
import { renewSandboxPlans } from './modules/plans/index.ts';
import { productIndex } from './modules/search/index.ts';
import { accountsWithDemoPassword, demoPasswordRefusal } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/index.ts';
import { outboxMailer, smtpMailer } from './services/mailer.ts';
import { createProviders } from './services/providers.ts';
import { type FileStorage, localDiskStorage, s3Storage } from './services/storage.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireLock(config.dataDir);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, (db) =>
      seedIfEmpty(db, { products: config.seedProducts, demo: config.seedDemo }),
    );
  } catch (err) {
    lock.release();
    throw err;
  }
  if (config.nodeEnv === 'production') {
    // Issue 13: no account of a production marketplace signs in with the public demo password.
    const exposed = await accountsWithDemoPassword(database.db);
    if (exposed.length > 0) {
      await database.close().catch(() => {});
      lock.release();
      throw new StartupError(demoPasswordRefusal(exposed));
    }
    if (config.payments === 'sandbox') {
      console.warn(
        'PAYMENTS=sandbox: card payments, payouts and plans use the sandbox (test cards only, nobody is charged or paid).',
      );
    } else {
      console.log(
        `PAYMENTS=stripe: cards, payouts and plans through Stripe (${config.stripe?.secretKey.includes('_live_') ? 'live' : 'test'} mode${config.stripe?.apiBase ? `, API at ${config.stripe.apiBase.origin}` : ''}).`,
      );
    }
    if (!config.smtpUrl) {
      console.warn(
        'No SMTP_URL: verification links, reset links and one-time codes stay in the database outbox, which production does not show. Set SMTP_URL.',
      );
    }
  }
  let storage: FileStorage;
  if (config.s3) {
    storage = s3Storage(config.s3);
    console.log(
      `Uploads: S3-compatible bucket ${config.s3.bucket} (${config.s3.endpoint ?? `AWS ${config.s3.region}`}).`,
    );
  } else {
    storage = localDiskStorage(join(config.dataDir, 'uploads'));
    if (config.databaseUrl) {
      console.warn(
        `Uploads: on this machine's disk (${join(config.dataDir, 'uploads')}). With several instances, set S3_BUCKET so every instance sees every file.`,
      );
    }
  }
  const providers = createProviders(config, database.db);
  const shutdown = new AbortController();
  const deps: Deps = {
    config,
    database,
    mailer: config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(database.db),
    storage,
    payments: providers.payments,
    payouts: providers.payouts,
    stripe: providers.stripe,
    now: () => new Date(),
    shutdownSignal: shutdown.signal,
    staticRoots: {
      site: join(repoRoot, 'apps/site/dist'),
      embed: join(repoRoot, 'packages/showroom-embed/dist/embed'),
      storybook: join(repoRoot, 'storybook-static'),
    },
  };
  const app = createApp(deps);
  // Issue 12 item 5: the weekly payout run (idempotent; one instance at a time by a lease).
  const stopPayouts =
    config.payoutCheckMinutes > 0
      ? startPayoutSchedule(deps, config.payoutCheckMinutes * 60_000)
      : () => {};
  // Issue 12: failed refunds are retried with backoff (the job takes each refund before calling
  // the processor, so several instances running it never refund twice); issue 22: so are the
  // card operations (captures, releases) whose call failed or never ran after a crash.
  // Issue 27: items still waiting when a card hold is about to lapse are cancelled (Stripe).
  const refundJob = setInterval(() => {
    retryDueOperations(deps)
      .then(() => retryDueRefunds(deps))
      .then(() => expireHolds(deps))
      .catch((err) => console.error('Payment retry job failed:', err));
  }, 60_000);
  refundJob.unref();
  // Issue 27: sandbox plans renew (or end, when cancelled) by date; often enough for a short
  // SANDBOX_PLAN_PERIOD_SECONDS to show in a demo.
  const planPeriodMs = config.sandboxPlanPeriodSeconds * 1000;
  const planJob = setInterval(
    () => {
      renewSandboxPlans(deps).catch((err) => console.error('Plan renewal failed:', err));
    },
    planPeriodMs > 0 ? Math.max(1_000, Math.min(60_000, planPeriodMs / 4)) : 60_000,
  );
  planJob.unref();
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `API (${database.kind}) listening on http://localhost:${info.port} (bound to ${info.address}; data: ${config.dataDir})`,
    );
    if (info.address === '127.0.0.1' || info.address === '::1') {
      console.log('Only this machine can connect; set HOST=0.0.0.0 to serve other machines.');
    }
    // The product search index builds in the background; searches wait for it (under a second).
    void productIndex(database)
      .start()
      .catch((err) => console.warn(`Search index: building failed: ${err}`));
  });
  server.on('error', (err: NodeJS.ErrnoException) => {
    console.error(
      err.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: set PORT to a free port.`
        : err,
    );
    void database.close().finally(() => {
      lock.release();
      process.exit(1);
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `${signal}: stopping (draining requests for up to ${config.shutdownTimeoutMs} ms)...`,
    );
    shutdown.abort(); // ends live streams
    stopPayouts();
    clearInterval(refundJob);
    clearInterval(planJob);
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await database.close().catch(() => {});
      lock.release();
      console.log('Stopped.');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof StartupError || err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
