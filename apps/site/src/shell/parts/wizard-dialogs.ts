// Loaded when the first one opens (../lazy-controls.tsx): RegistrationWizard's terms, privacy
// and thank-you dialogs (Radix Dialog and the scroll lock).
export { WizardDialogs } from '@brand/ui';
