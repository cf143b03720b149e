export {
  SignInForm,
  type SignInFormProps,
  type SignInValues,
  type SocialProvider,
  type SocialProviderOption,
  signInFormVariants,
} from './sign-in-form';
