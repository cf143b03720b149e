import '@brand/ui/visualizer/photo-mode/photo-mode.css';
import { ApiError, toFormData } from '@brand/core/client';
import { PhotoMode as Mode, type PhotoModeSave, type PhotoSurfaceKind } from '@brand/ui/photo-mode';
import { useMemo, useState } from 'react';
import { useClient } from '../../lib/brand.tsx';
import { usePhotoProducts } from './photo-products.ts';

/** A refused save's words: the field's message (a full project, a bad image), else the error's. */
function saveProblem(error: unknown): Error {
  if (error instanceof ApiError) {
    const field = error.fieldError('image') ?? error.fieldError('product_id');
    return new Error(field ?? error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The studio's photo mode (issue 29 item 6): @brand/ui's PhotoMode (loaded with this lazy
 * chunk), given the showroom's floor or wall products as the customer switches the surface.
 * With `projectId` (a signed-in customer's current project) it offers "Save to project".
 */
export function PhotoMode({
  owner,
  vsdId,
  projectId,
  onClose,
}: {
  owner: number | null;
  vsdId: string | null;
  projectId: number | null;
  onClose: () => void;
}) {
  const client = useClient();
  const [kind, setKind] = useState<PhotoSurfaceKind>('floor');
  const save =
    projectId === null
      ? undefined
      : async ({ image, productId, surface }: PhotoModeSave) => {
          const file = new File([image], 'photo-mode.png', { type: 'image/png' });
          try {
            const answer = await client.visualizer.saveProjectPhoto({
              params: { projectId },
              body: toFormData({ image: file, product_id: productId, surface }),
              quiet: true,
            });
            return answer.message;
          } catch (error) {
            throw saveProblem(error);
          }
        };
  const products = usePhotoProducts(owner, vsdId, kind);
  const list = useMemo(
    () =>
      products.data?.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        boxSqft: p.box_sqft,
      })) ?? null,
    [products.data],
  );
  const note =
    owner === null || vsdId === null
      ? 'Enter a showroom ID above to choose from its products.'
      : products.status === 'error' && !products.data
        ? products.error
        : null;
  return (
    <Mode
      kind={kind}
      onKindChange={setKind}
      products={list}
      productsNote={note}
      onSave={save}
      onClose={onClose}
    />
  );
}
