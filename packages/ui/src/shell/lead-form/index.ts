export {
  LeadFields,
  type LeadFormResult,
  type LeadValues,
  type UseLeadFormOptions,
  type UseLeadFormResult,
  useLeadForm,
} from './lead-fields';
export { LeadFormPopup, type LeadFormPopupProps } from './lead-form';
