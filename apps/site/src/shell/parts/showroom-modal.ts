// Loaded when first opened (../lazy-controls.tsx): the home page's showroom Dialog.
export { ShowroomModal } from '@brand/ui';
