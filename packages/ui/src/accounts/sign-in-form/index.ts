export {
  defaultRenderLink,
  type FormErrors,
  firstServerError,
  type LinkProps,
  type RenderLink,
  type StandardSchema,
  validateWith,
} from './form-kit';
export {
  SignInForm,
  type SignInFormProps,
  type SignInValues,
  type SocialProvider,
  signInFormVariants,
} from './sign-in-form';
