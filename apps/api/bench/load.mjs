// The bench's load generator, run in its own process (`bench/run.ts` forks it) so that the
// server's event loop measures only the server: autocannon in the server's process would share
// its single thread and add its own work to every latency. Reads one JSON job on argv, answers
// one JSON result on IPC.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let n = 0;

/**
 * The words texts are made of (bench/run.ts passes the catalogue's vocabulary from core, so the
 * texts find products as a shopper's do). `job.words`: words a product has (materials, colours,
 * finishes, product types); the fallback is the old catalogue's.
 */
const WORDS = job.words ?? ['oak', 'walnut', 'slate', 'white', 'glossy', 'matte', 'tile', 'sink'];
const W = WORDS.length;
const word = (i) => WORDS[((i % W) + W) % W];

/**
 * The n-th search text of a mix (issue 26), each request a text of its own:
 * - `pairs`: two catalogue words ("oak glossy"), every ordered pair before one repeats;
 * - `prefix`: a word and the start of another, as while typing ("oak gl");
 * - `unseen`: a word and a word no product has, as typos and part numbers are ("oak gl7",
 *   "walnut mat3k"): a new word on every request, never seen by the index before;
 * - `typing` (the default): a word, another, and the third cut as while typing, every fifth with
 *   a letter dropped ("oak glossy ti", "wlnut matte sin").
 */
function searchText(i) {
  const a = word(i);
  const b = word(Math.floor(i / W) + i + 1);
  const cutOf = (w, k) => w.slice(0, 2 + (k % Math.max(1, w.length - 1)));
  switch (job.mix) {
    case 'pairs':
      return `${a} ${b}`;
    case 'prefix':
      return `${a} ${cutOf(b, Math.floor(i / (W * W)))}`;
    case 'unseen':
      return `${a} ${b.slice(0, 2 + (i % 3))}${i.toString(36)}`;
    default: {
      const c = word(Math.floor(i / (W * 3)) + 2 * i + 5);
      const first = i % 5 === 4 ? a.slice(0, 1) + a.slice(2) : a;
      return `${first} ${b} ${cutOf(c, Math.floor(i / W))}`;
    }
  }
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
