import type { Readable } from 'node:stream';
import { controlCharacterPath } from '@brand/core/rules';
import type busboy from 'busboy';
import { HttpError } from './errors.ts';
import { type FormLimits, formParser, formTooLarge, LIMIT_EVENTS } from './multipart.ts';

/**
 * The first file part named `field` of a multipart body, as a stream (busboy: nothing is
 * buffered beyond the stream's own chunks). Other parts are skipped. Null when the body has no
 * such part. The form limits hold here too (issue 23 item 4): before the file, a flood of fields
 * or parts is a 413 at once; the file itself may be as large as `limits.fileBytes`.
 */
export function multipartFile(
  input: Readable,
  contentType: string,
  field: string,
  limits: FormLimits,
): Promise<{ stream: Readable; filename: string } | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = formParser(contentType, { ...limits, files: 1 });
    } catch (err) {
      reject(err);
      return;
    }
    let settled = false;
    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      input.unpipe(parser);
      input.resume();
      reject(err);
    };
    parser.on('file', (name, stream, info) => {
      if (name === field && !settled) {
        settled = true;
        const filename = info.filename ?? 'import.csv';
        resolve({
          stream,
          // A control character in a file name is dropped (the name is only shown back).
          filename: controlCharacterPath(filename) === null ? filename : 'import.csv',
        });
      } else {
        stream.resume();
      }
    });
    parser.on('field', (_name, _value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        fail(formTooLarge(`a field over ${limits.fieldBytes} bytes`));
      }
    });
    for (const [event, what] of Object.entries(LIMIT_EVENTS)) {
      parser.on(event, () => fail(formTooLarge(what(limits))));
    }
    parser.on('close', () => {
      if (!settled) {
        settled = true;
        resolve(null);
      }
    });
    parser.on('error', () => {
      fail(new HttpError(400, 'The request body could not be read as a form.'));
    });
    input.on('error', (err) => parser.destroy(err));
    input.pipe(parser);
  });
}
