import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { HttpError } from './errors.ts';

/**
 * The first file part named `field` of a multipart body, as a stream (busboy: nothing is
 * buffered beyond the stream's own chunks). Other parts are skipped. Null when the body has no
 * such part.
 */
export function multipartFile(
  input: Readable,
  contentType: string,
  field: string,
): Promise<{ stream: Readable; filename: string } | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fields: 20, parts: 25 },
      });
    } catch {
      reject(new HttpError(400, 'The request body could not be read as a form.'));
      return;
    }
    let found = false;
    parser.on('file', (name, stream, info) => {
      if (name === field && !found) {
        found = true;
        resolve({ stream, filename: info.filename ?? 'import.csv' });
      } else {
        stream.resume();
      }
    });
    parser.on('close', () => {
      if (!found) resolve(null);
    });
    parser.on('error', () => {
      if (!found) reject(new HttpError(400, 'The request body could not be read as a form.'));
    });
    input.on('error', (err) => parser.destroy(err));
    input.pipe(parser);
  });
}
