'use client';
import {
  type RegistrationFormValues,
  RegistrationWizardBase,
  type RegistrationWizardBaseProps,
  registrationWizardVariants,
} from './registration-wizard-base';
import { WizardDialogs } from './registration-wizard-dialogs';

type RegistrationWizardProps = Omit<RegistrationWizardBaseProps, 'renderDialogs'>;

/**
 * spec 1 §2 Registration page: RegistrationWizardBase with ui's WizardDialogs (terms, privacy,
 * thank you). Apps that load the dialogs on demand use RegistrationWizardBase with a lazy slot.
 */
function RegistrationWizard(props: RegistrationWizardProps) {
  return (
    <RegistrationWizardBase
      {...props}
      renderDialogs={(dialogs) => <WizardDialogs {...dialogs} />}
    />
  );
}

export {
  type RegistrationFormValues,
  RegistrationWizard,
  type RegistrationWizardProps,
  registrationWizardVariants,
};
