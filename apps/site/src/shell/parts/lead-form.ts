// Loaded on intent only (../lazy-controls.tsx): the footer's Radix Dialog with the lead form.
export { LeadFormPopup } from '@brand/ui';
