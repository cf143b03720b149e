export { LeadFormPopup, type LeadFormPopupProps, type LeadFormResult } from './lead-form';
