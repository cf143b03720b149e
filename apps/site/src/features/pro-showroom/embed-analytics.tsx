import type { EmbedStatsDay } from '@brand/core/contract';
import { Button } from '@brand/ui';
import { lazy, Suspense, useId } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { EMBED_SERIES, embedTotals, shortDay } from './embed-stats.ts';
import './embed-analytics.css';

// The chart library (uPlot) loads with the chart, not with the showroom settings.
const EmbedChart = lazy(() => import('./embed-chart.tsx'));

const DAYS = 30;

/**
 * Issue 28 item 4: what the Pro's embed did over the last 30 days, counted by the API without
 * third-party trackers or personal data (docs/embed.md): totals, a daily chart (uPlot, drawn on
 * a canvas, so the same figures are also a table for screen readers and keyboards) and the
 * orders placed from its hand-offs.
 */
export function EmbedAnalytics() {
  const client = useClient();
  const ids = { heading: useId(), table: useId() };
  const stats = useLoad<EmbedStatsDay[]>(
    'embed-stats',
    async () => (await client.leads.embedStats({ query: { days: DAYS } })).data,
  );
  const days = stats.data ?? [];
  const totals = embedTotals(days);
  return (
    <section className="site-embed-stats" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>Your embed, last {DAYS} days</h3>
      {stats.status === 'error' && !stats.data ? (
        <div role="alert" className="site-embed-stats__state">
          <p>{stats.error}</p>
          <Button variant="secondary" onClick={() => void stats.reload()}>
            Try again
          </Button>
        </div>
      ) : stats.status === 'loading' && !stats.data ? (
        <p className="site-embed-stats__state" aria-busy="true">
          Loading your embed's figures…
        </p>
      ) : (
        <>
          <dl className="site-embed-stats__totals">
            {EMBED_SERIES.map((series) => (
              <div key={series.key}>
                <dt>
                  <span
                    className="site-embed-stats__swatch"
                    style={{ background: series.color }}
                    aria-hidden="true"
                  />
                  {series.label}
                </dt>
                <dd className="bui-tabular">{totals[series.key].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {totals.view === 0 ? (
            <p className="site-embed-stats__state">
              No visits yet. Paste the embed code on your site: views, product opens, adds to cart,
              hand-offs to checkout and orders show here by day.
            </p>
          ) : (
            <Suspense fallback={<div className="site-embed-stats__chart" aria-hidden="true" />}>
              <EmbedChart days={days} />
            </Suspense>
          )}
          <details className="site-embed-stats__details">
            <summary>Figures by day</summary>
            <table aria-labelledby={ids.table}>
              <caption id={ids.table}>Your embed by day, the last {DAYS} days</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  {EMBED_SERIES.map((series) => (
                    <th scope="col" key={series.key}>
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...days].reverse().map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{shortDay(day.date)}</th>
                    {EMBED_SERIES.map((series) => (
                      <td key={series.key} className="bui-tabular">
                        {day[series.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
