import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { MULTIPART_LIMITS } from '@brand/core/rules';
import busboy from 'busboy';
import { HttpError } from './errors.ts';

/** The limits of one form body (core MULTIPART_LIMITS, and the largest file). */
export interface FormLimits {
  fields: number;
  parts: number;
  files: number;
  fieldBytes: number;
  fieldNameBytes: number;
  fileBytes: number;
}

export const formLimits = (fileBytes: number): FormLimits => ({ ...MULTIPART_LIMITS, fileBytes });

/** A 413 naming the limit a form body passed. */
export const formTooLarge = (what: string) =>
  new HttpError(413, `This form is too large: ${what}. Please send a smaller form.`);

const unreadable = () => new HttpError(400, 'The request body could not be read as a form.');

/** A busboy parser with the form limits (issue 23 item 4), or a 400 for a bad content type. */
export function formParser(contentType: string, limits: FormLimits): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: limits.fields,
        parts: limits.parts,
        files: limits.files,
        fieldSize: limits.fieldBytes,
        fieldNameSize: limits.fieldNameBytes,
        fileSize: limits.fileBytes,
      },
    });
  } catch {
    throw unreadable();
  }
}

/** Says which limit a parser event means, for the 413's message. */
export const LIMIT_EVENTS = {
  fieldsLimit: (l: FormLimits) => `more than ${l.fields} fields`,
  partsLimit: (l: FormLimits) => `more than ${l.parts} parts`,
  filesLimit: (l: FormLimits) => `more than ${l.files} files`,
} as const;

/**
 * A multipart or form-encoded body read with limits (issue 23 item 4): at most `fields` text
 * fields, `parts` parts, `files` files, `fieldBytes` a field, `fieldNameBytes` a name, 16 KB of
 * headers a part (busboy's own limit) and `fileBytes` a file. The first limit passed stops the
 * reading and answers 413; nothing after it is parsed, so a flood of 85,000 fields costs what
 * the first 50 cost. Field names ending in `[]` are lists (`file[]`); a repeated name is a list.
 */
export function readForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: FormLimits,
): Promise<{ fields: Record<string, string[]>; files: Record<string, File[]> }> {
  const parser = formParser(contentType, limits);
  const fields: Record<string, string[]> = {};
  const files: Record<string, File[]> = {};
  if (!body) return Promise.resolve({ fields, files });
  const input = Readable.fromWeb(body as unknown as NodeReadableStream<Uint8Array>);
  return new Promise((resolve, reject) => {
    let done = false;
    const fail = (err: HttpError) => {
      if (done) return;
      done = true;
      // The rest of the body is read and dropped unparsed (cheap), so the connection stays
      // usable and the client sees the answer rather than a reset.
      input.unpipe(parser);
      input.resume();
      parser.removeAllListeners();
      parser.on('error', () => {});
      reject(err);
    };
    const add = <T>(into: Record<string, T[]>, name: string, value: T) => {
      const key = name.replace(/\[\]$/, '');
      if (!Object.hasOwn(into, key)) into[key] = [];
      (into[key] as T[]).push(value);
    };
    const pending: Promise<void>[] = [];
    // busboy truncates long names of form-encoded fields only: multipart names are checked here.
    const nameTooLong = (name: string, truncated = false) =>
      truncated || Buffer.byteLength(name) > limits.fieldNameBytes;
    const longName = () => formTooLarge(`a field name over ${limits.fieldNameBytes} bytes`);
    parser.on('field', (name, value, info) => {
      if (nameTooLong(name, info.nameTruncated)) fail(longName());
      else if (info.valueTruncated) fail(formTooLarge(`a field over ${limits.fieldBytes} bytes`));
      else add(fields, name, value);
    });
    parser.on('file', (name, stream, info) => {
      if (nameTooLong(name)) {
        stream.resume();
        fail(longName());
        return;
      }
      const chunks: Buffer[] = [];
      pending.push(
        new Promise<void>((fileDone) => {
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('limit', () => fail(formTooLarge(`a file over ${limits.fileBytes} bytes`)));
          stream.on('error', () => fileDone());
          stream.on('end', () => {
            add(
              files,
              name,
              new File([new Uint8Array(Buffer.concat(chunks))], info.filename ?? 'file', {
                type: info.mimeType ?? 'application/octet-stream',
              }),
            );
            fileDone();
          });
        }),
      );
    });
    for (const [event, what] of Object.entries(LIMIT_EVENTS)) {
      parser.on(event, () => fail(formTooLarge(what(limits))));
    }
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      void Promise.all(pending).then(() => {
        if (done) return;
        done = true;
        resolve({ fields, files });
      });
    });
    input.on('error', () => fail(unreadable()));
    input.pipe(parser);
  });
}
