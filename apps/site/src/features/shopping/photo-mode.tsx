import '@brand/ui/visualizer/photo-mode/photo-mode.css';
import { PhotoMode as Mode, type PhotoSurfaceKind } from '@brand/ui/photo-mode';
import { useMemo, useState } from 'react';
import { usePhotoProducts } from './photo-products.ts';

/**
 * The studio's photo mode (issue 29 item 6): @brand/ui's PhotoMode (loaded with this lazy
 * chunk), given the showroom's floor or wall products as the customer switches the surface.
 */
export function PhotoMode({
  owner,
  vsdId,
  onClose,
}: {
  owner: number | null;
  vsdId: string | null;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<PhotoSurfaceKind>('floor');
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
      onClose={onClose}
    />
  );
}
