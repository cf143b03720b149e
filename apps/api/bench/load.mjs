// The bench's load generator, run in its own process (`bench/run.ts` forks it) so that the
// server's event loop measures only the server: autocannon in the server's process would share
// its single thread and add its own work to every latency. Reads one JSON job on argv, answers
// one JSON result on IPC.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let n = 0;

// Words of the seeded catalogue (src/seed/index.ts), so the texts find products as a shopper's do.
const STYLES = ['modern', 'classic', 'rustic', 'coastal', 'urban', 'heritage', 'nordic', 'desert'];
const COLORS = ['white', 'ivory', 'charcoal', 'walnut', 'oak', 'slate', 'sand', 'graphite', 'sage'];
const THINGS = ['tile', 'faucet', 'vanity', 'sink', 'flooring', 'stone', 'shower', 'light', 'fan'];
/**
 * The n-th search text: a style, a colour and a thing, the last word cut as while typing, and
 * every fifth text with a letter dropped; thousands of different texts before one repeats.
 */
function searchText(i) {
  const style = STYLES[i % STYLES.length];
  const color = COLORS[Math.floor(i / STYLES.length) % COLORS.length];
  const thing = THINGS[Math.floor(i / 72) % THINGS.length];
  const cut = thing.slice(0, 2 + (Math.floor(i / 648) % (thing.length - 1)));
  const words = [style, color, cut];
  if (i % 5 === 4) words[0] = style.slice(0, 2) + style.slice(3);
  return words.join(' ');
}

const result = await autocannon({
  url: job.url,
  method: job.method,
  body: job.body,
  headers: { 'content-type': 'application/json' },
  connections: job.connections,
  duration: job.duration,
  // `searchTemplate` (a POST body) or `searchPath` (a GET path with {q}): a new search text on
  // every request, as a typing shopper sends them, so no answer comes from a cache.
  ...(job.searchTemplate
    ? {
        requests: [
          {
            method: job.method,
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ ...job.searchTemplate, search: searchText(n++) }),
            }),
          },
        ],
      }
    : {}),
  ...(job.searchPath
    ? {
        requests: [
          {
            method: job.method,
            setupRequest: (req) => ({
              ...req,
              path: job.searchPath.replace('{q}', encodeURIComponent(searchText(n++))),
            }),
          },
        ],
      }
    : {}),
});
process.send?.({
  average: result.requests.average,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});
