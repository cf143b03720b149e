import { type RunDeps, runPayouts } from './run-payouts.ts';

/**
 * Runs the weekly payouts on a timer (every `everyMs`, first a minute after start): a run of a
 * period already done pays nothing and costs two queries, so checking often is cheap, and a
 * run interrupted by a crash or a provider error is resumed at the next tick. With several API
 * instances every one ticks; the database lease lets one run at a time. Returns a stop function.
 */
export function startPayoutSchedule(deps: RunDeps, everyMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runPayouts(deps);
      if (result.paid.length > 0 || result.failed.length > 0) {
        console.log(
          `Payouts ${result.period}: ${result.paid.length} paid, ${result.failed.length} failed (${result.status}).`,
        );
      }
    } catch (error) {
      console.error('Payout run failed; the next run resumes it:', error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(tick, Math.min(everyMs, 60_000));
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
