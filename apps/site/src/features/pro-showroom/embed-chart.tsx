import type { EmbedStatsDay } from '@brand/core/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartColumns, EMBED_SERIES, shortDay } from './embed-stats.ts';

/**
 * The daily chart of the Pro's embed (uPlot on a canvas). It is a picture of the table beside
 * it (`Figures by day`), so it is one labelled image to assistive technology; its width follows
 * its box (a ResizeObserver), 375 px screens included.
 */
export default function EmbedChart({ days }: { days: readonly EmbedStatsDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(280, Math.floor(element.clientWidth));
    const chart = new uPlot(
      {
        width: width(),
        height: 220,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true } },
        axes: [
          {
            values: (_chart, ticks) =>
              ticks.map((t) => shortDay(new Date(t * 1000).toISOString().slice(0, 10))),
          },
          { size: 44 },
        ],
        series: [
          {},
          ...EMBED_SERIES.map((series) => ({
            label: series.label,
            stroke: series.color,
            width: 2,
            points: { show: false },
          })),
        ],
      },
      chartColumns(days) as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);
  return (
    <div
      ref={box}
      className="site-embed-stats__chart"
      role="img"
      aria-label={`Chart of ${EMBED_SERIES.map((s) => s.label.toLowerCase()).join(', ')} by day; the figures are in the table below.`}
    />
  );
}
