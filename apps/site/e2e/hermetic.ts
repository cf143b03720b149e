import { test as base, expect } from '@playwright/test';

/**
 * The stubbed suites' `test`: hermetic. Every `/api` request a test does not stub itself is
 * answered here with a fixed 503 (and named in the test's annotations), so no call ever
 * reaches a server outside the test, whatever listens on this machine. A test's own
 * `page.route` stubs take precedence over this context-wide fallback.
 */
export const test = base.extend<{ unstubbedApi: string[] }>({
  unstubbedApi: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = [];
      await context.route(/\/api(\/|\?|$)/, (route) => {
        const request = route.request();
        seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
        return route.fulfill({ status: 503, json: { message: 'Not stubbed in this suite.' } });
      });
      await use(seen);
      if (seen.length > 0) {
        testInfo.annotations.push({
          type: 'unstubbed /api (answered 503)',
          description: [...new Set(seen)].join(', '),
        });
      }
    },
    { auto: true },
  ],
});

export { expect };
