/**
 * spec 2 §3 "Product or order item size": "The size is shown as pattern if present, else
 * width X height, else width X length."
 */

type Dimension = string | number | null | undefined;

/** The size fields of a product or an order item (spec 2 §3). */
export interface SizeInput {
  width_size?: Dimension;
  height_size?: Dimension;
  length_size?: Dimension;
  pattern?: string | null;
}

/** A dimension as text, or null when missing (ours: null, '', blank and 0 count as missing). */
function dimension(value: Dimension): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || Number(text) === 0) return null;
  return text;
}

/**
 * The size label: '12 X 24'. Pattern first, then width X height, then width X length; ''
 * when none of these is complete (ours).
 */
export function sizeLabel(size: SizeInput | null | undefined): string {
  if (!size) return '';
  const pattern = size.pattern?.trim();
  if (pattern) return pattern;
  const width = dimension(size.width_size);
  if (width === null) return '';
  const height = dimension(size.height_size);
  if (height !== null) return `${width} X ${height}`;
  const length = dimension(size.length_size);
  if (length !== null) return `${width} X ${length}`;
  return '';
}
