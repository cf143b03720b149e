export {
  type RegistrationFormValues,
  RegistrationWizard,
  type RegistrationWizardProps,
  registrationWizardVariants,
} from './registration-wizard';
export {
  RegistrationWizardBase,
  type RegistrationWizardBaseProps,
} from './registration-wizard-base';
export { WizardDialogs, type WizardDialogsProps } from './registration-wizard-dialogs';
