export {
  SignInForm,
  type SignInFormProps,
  type SignInValues,
  type SocialProvider,
  signInFormVariants,
} from './sign-in-form';
