/**
 * spec 1 §2: the footer's pop-up lead form "Save up to 30%" (name, email, phone); spec 1 §7:
 * lead_type 'Pop-Ups'. Its validation ("name, email (valid) and phone required", spec 1 §5)
 * is the contract's LeadFormSchema, shared by the form and the server.
 */

/** spec 1 §2: the pop-up's title. */
export const LEAD_FORM_TITLE = 'Save up to 30%';
/** spec 1 §7: POST /api/sample_request sends lead_type 'Pop-Ups'. */
export const LEAD_TYPE_POPUP = 'Pop-Ups';
