export {
  type RegistrationFormValues,
  RegistrationWizard,
  type RegistrationWizardProps,
  registrationWizardVariants,
} from './registration-wizard';
