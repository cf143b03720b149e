import { randomUUID } from 'node:crypto';
import { fileExtension, validateImageUpload } from '@brand/core/rules';
import type { Deps } from '../../env.ts';
import { invalid } from '../../errors.ts';
import { imageSize, sanitizeSvg } from '../../services/images.ts';

/**
 * An uploaded image checked and stored the one way every upload is (spec 1 §5's image rule,
 * core `validateImageUpload`: jpg, svg, jpeg, png, bmp, gif, minimum size; SVG through the
 * allowlist sanitiser), then written through the storage adapter under `<folder>/<uuid>.<ext>`.
 * Problems are 422s on `field`. Answers the public path (`/storage/<key>`).
 */
export async function storeImage(
  deps: Deps,
  file: File | undefined,
  { field, folder }: { field: string; folder: string },
): Promise<string> {
  if (!file) throw invalid(field, 'Please choose a file.');
  let data: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const ext = fileExtension(file.name);
  const size = ext === 'svg' ? null : imageSize(data);
  const problem = validateImageUpload({
    name: file.name,
    type: file.type,
    size: file.size,
    width: size?.width,
    height: size?.height,
  });
  if (problem) throw invalid(field, problem);
  if (ext === 'svg') {
    const clean = await sanitizeSvg(data);
    if (!clean) throw invalid(field, 'This file is not a readable SVG image.');
    data = clean;
  }
  const key = `${folder}/${randomUUID()}.${ext}`;
  await deps.storage.put(key, data, file.type);
  return `/storage/${key}`;
}
