/**
 * Photo mode in the Pro's embed (issue 29 item 7): @brand/ui's PhotoMode for the product the
 * dialog shows. Its own chunk, loaded when the visitor presses "See it in my room" (with
 * @brand/ui/photo-mode and the homography rules), so the first paint does not carry it. Its
 * classes (photo mode's, and the inputs') join the shadow root as the dialogs' do.
 */

import { PhotoMode, type PhotoSurfaceKind } from '@brand/ui/photo-mode';
import fieldCss from '@brand/ui/primitives/field/field.css?inline';
import photoCss from '@brand/ui/visualizer/photo-mode/photo-mode.css?inline';
import { useMemo } from 'react';
import { useEmbed } from './context.ts';

let sheet: CSSStyleSheet | undefined;

/** Adds photo mode's sheet to the shadow root `node` lives in (once per root). */
function adoptPhotoStyles(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(fieldCss + photoCss);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}

export default function PhotoPanel({
  product,
  kind,
  onClose,
}: {
  product: { id: number; name: string; categoryName: string; boxSqft: number | null };
  kind: PhotoSurfaceKind;
  onClose: () => void;
}) {
  adoptPhotoStyles(useEmbed().controller.portal);
  const { id, name, categoryName, boxSqft } = product;
  const products = useMemo(
    () => [{ id, name, category: categoryName, boxSqft }],
    [id, name, categoryName, boxSqft],
  );
  return (
    <PhotoMode
      kind={kind}
      products={products}
      defaultProductId={product.id}
      focusOnOpen
      onClose={onClose}
    />
  );
}
