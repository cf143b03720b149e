/** The pagination's chunk (lazy-parts.tsx). */
export { Pagination as default } from '@brand/ui';
