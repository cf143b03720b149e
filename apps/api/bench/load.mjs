// The bench's load generator, run in its own process (`bench/run.ts` forks it) so that the
// server's event loop measures only the server: autocannon in the server's process would share
// its single thread and add its own work to every latency. Reads one JSON job on argv, answers
// one JSON result on IPC.
import autocannon from 'autocannon';

const job = JSON.parse(process.argv[2]);
let n = 0;
const result = await autocannon({
  url: job.url,
  method: job.method,
  body: job.body,
  headers: { 'content-type': 'application/json' },
  connections: job.connections,
  duration: job.duration,
  // `searchTemplate`: a new search text on every request ("tile 0", "tile 1", ...), as a typing
  // shopper sends them, so no answer comes from a cache.
  ...(job.searchTemplate
    ? {
        requests: [
          {
            method: job.method,
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({ ...job.searchTemplate, search: `tile ${n++}` }),
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
