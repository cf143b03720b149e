import { type ClassValue, clsx } from 'clsx';

/** Joins class names; falsy values drop out. `bui-` classes never collide, so no merging. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
