/**
 * The showroom ID entry the listing shows only to a visitor without a showroom: its own chunk
 * (with the form field it is built from), loaded when that visitor arrives (issue 26).
 */
export { ShowroomIdEntry as default } from '@brand/ui';
