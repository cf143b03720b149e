import type { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { receiveStripeWebhook } from '../modules/webhooks/index.ts';

/**
 * POST /api/webhooks/stripe (issue 27): not a contract endpoint (Stripe calls it, with its own
 * payloads): the signature is verified on the raw body before anything else is read.
 */
export function registerWebhookRoutes(app: Hono<AppEnv>) {
  app.post('/api/webhooks/stripe', async (c) => {
    const answer = await receiveStripeWebhook(c.get('deps'), c.req.header('stripe-signature'), () =>
      c.req.text(),
    );
    return c.json(answer.body, answer.status);
  });
}
