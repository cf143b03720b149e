import type { VendorImport } from '@brand/core/contract';
import { Button, Field, FieldInput, FieldLabel, useAction } from '@brand/ui';
import { useId, useRef, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { errorMessage } from '../../lib/use-load.ts';

/** How often the import's progress is read while the file uploads. */
const POLL_MS = 400;

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ??
  `imp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * CSV import (POST /api/vendor/product_imports?key=...): the file is streamed to the server,
 * which writes the import's progress to its row; this polls the row by its key while the upload
 * runs and shows a progress bar, then the report (created, updated, unchanged, rejected rows
 * with their line numbers).
 */
export function VendorCatalogImport({ onImported }: { onImported: () => void }) {
  const client = useClient();
  const ids = { file: useId(), progress: useId(), hint: useId() };
  const input = useRef<HTMLInputElement>(null);
  const [job, setJob] = useState<VendorImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Streams the file; meanwhile polls the import's progress by its key until the answer comes.
  const importer = useAction({
    perform: async (file: File) => {
      const key = newKey();
      let done = false;
      const poll = async () => {
        while (!done) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (done) return;
          try {
            const answer = await client.vendorCatalog.vendorProductImport({
              params: { key },
              quiet: true,
            });
            if (!done) setJob(answer.data);
          } catch {
            // Not started yet (404) or a network blip: the next poll tries again.
          }
        }
      };
      void poll();
      const form = new FormData();
      form.append('file', file, file.name);
      // The polling stops once the upload answered, either way.
      const answer = client.vendorCatalog.importVendorProducts({ query: { key }, body: form });
      const stop = () => {
        done = true;
      };
      answer.then(stop, stop);
      return (await answer).data;
    },
    onSuccess: (report) => {
      setJob(report);
      onImported();
    },
    onError: (caught) => setError(errorMessage(caught)),
  });
  const running = importer.isPending;

  const start = (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setError('Please choose a CSV file.');
      return;
    }
    setError(null);
    setJob(null);
    void importer.run(file);
  };

  const percent = job?.percent ?? (running ? 0 : null);
  return (
    <form className="site-vendor-import" onSubmit={start} aria-labelledby={`${ids.file}-title`}>
      <h3 id={`${ids.file}-title`}>Import products from CSV</h3>
      <p id={ids.hint} className="site-field__hint">
        The first line names the columns: sku, name, category (name or id), price; optionally
        description, uom, box_sqft, sizes (12x24|24x48) and has_3d (1 or 0). Rows are matched by
        SKU: importing the same file again changes nothing.
      </p>
      <Field id={ids.file}>
        <FieldLabel>CSV file</FieldLabel>
        <FieldInput ref={input} type="file" accept=".csv,text/csv" aria-describedby={ids.hint} />
      </Field>
      <Button type="submit" disabled={running}>
        {running ? 'Importing…' : 'Import'}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
      {percent !== null ? (
        <p>
          <label htmlFor={ids.progress}>Import progress</label>{' '}
          <progress id={ids.progress} max={100} value={percent}>
            {percent}%
          </progress>{' '}
          <span aria-live="polite">
            {job?.status === 'done' ? 'Done' : job?.status === 'failed' ? 'Stopped' : `${percent}%`}
            {job ? ` · ${job.rows_read} rows read` : ''}
          </span>
        </p>
      ) : null}
      {job && job.status !== 'running' ? <ImportReport job={job} /> : null}
    </form>
  );
}

function ImportReport({ job }: { job: VendorImport }) {
  return (
    <div role="status" className="site-vendor-import__report">
      {job.message ? <p role="alert">{job.message}</p> : null}
      <p>
        {job.created} created, {job.updated} updated, {job.unchanged} unchanged, {job.rejected}{' '}
        rejected.
      </p>
      {job.errors.length ? (
        <table className="site-vendor-table">
          <caption>Rejected rows</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Problem</th>
            </tr>
          </thead>
          <tbody>
            {job.errors.map((e) => (
              <tr key={e.line}>
                <td className="bui-tabular">{e.line}</td>
                <td>{e.messages.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {job.rejected > job.errors.length ? (
        <p>Only the first {job.errors.length} rejected rows are listed.</p>
      ) : null}
    </div>
  );
}
