'use client';
import { LoginPayloadSchema } from '@brand/core/contract';
import type * as React from 'react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import { useSchemaForm } from '../../lib/use-schema-form';
import { Button } from '../../primitives/button/button';
import { Checkbox } from '../../primitives/checkbox/checkbox';
import { TextField } from '../../primitives/field/field';
import { signInFormVariants } from './sign-in-form-variants';

/** What the form hands to `onSubmit` (spec 1 §3 Login payload plus the Remember me box). */
export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The social sign-on providers with a known button label. */
export type SocialProvider = 'google' | 'facebook' | 'apple';

/**
 * Any provider the server lists (GET /api/auth/oidc/providers): its id and name; the button
 * says "Continue with <name>".
 */
export interface SocialProviderOption {
  id: string;
  name: string;
}

const SOCIAL_LABELS: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  facebook: 'Continue with Facebook',
  apple: 'Continue with Apple',
};

type SignInFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Called with valid values; a rejected promise shows its first server error under the fields. */
  onSubmit: (values: SignInValues) => unknown;
  /** The remembered email (spec 1 §3 cookie), pre-filled. */
  defaultEmail?: string;
  defaultRemember?: boolean;
  /** A server error to show under the fields, when the caller handles the call itself. */
  error?: string | undefined;
  /** Social sign-on; the buttons show only when this is given. Called with the provider's id. */
  onSocialLogin?: (provider: string) => void;
  socialProviders?: (SocialProvider | SocialProviderOption)[];
  /** Your router's link; plain anchors by default. */
  renderLink?: RenderLink;
  layout?: 'card' | 'plain';
};

/**
 * spec 1 §2 Sign-in page: email, password, Remember me, "Forgot your password?", Sign In,
 * "Sign up for free as a homeowner", Continue Shopping and social sign-on; spec 1 §5: the first
 * server error shows under the email and password fields.
 */
function SignInForm({
  onSubmit,
  defaultEmail = '',
  defaultRemember = false,
  error: errorProp,
  onSocialLogin,
  socialProviders = ['google'],
  renderLink = defaultRenderLink,
  layout,
  className,
  ...props
}: SignInFormProps) {
  // spec 1 §5: the server's error shows once, as the form's message (never beside a field),
  // and is reset before every request (also one a client check stops).
  const form = useSchemaForm<SignInValues, SignInValues>({
    schema: LoginPayloadSchema,
    initialValues: { email: defaultEmail, password: '', remember: defaultRemember },
    clearOnEdit: false,
    serverFieldErrors: false,
    submit: (_input, values) => onSubmit({ ...values, email: values.email.trim() }),
  });
  const { values } = form;
  const serverErrorId = useId();
  const shownServerError = errorProp ?? form.formError;
  const state = form.isPending ? 'submitting' : form.status === 'error' ? 'error' : 'idle';

  const describedByServer = shownServerError ? serverErrorId : undefined;

  return (
    <form
      data-slot="sign-in-form"
      data-state={shownServerError ? 'error' : state}
      aria-label="Sign in"
      noValidate
      className={cn(signInFormVariants({ layout }), className)}
      onSubmit={form.handleSubmit}
      {...props}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
        aria-describedby={describedByServer}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
        aria-describedby={describedByServer}
      />
      {shownServerError ? (
        <p id={serverErrorId} role="alert" className="bui-field-error bui-sign-in__server-error">
          {shownServerError}
        </p>
      ) : null}
      <div className="bui-sign-in__row">
        <Checkbox
          label="Remember me"
          name="remember"
          checked={values.remember}
          onChange={(event) => form.setValue('remember', event.target.checked)}
        />
        {renderLink({
          href: '/reset_password',
          className: 'bui-sign-in__link',
          children: 'Forgot your password?',
        })}
      </div>
      <Button type="submit" block loading={state === 'submitting'}>
        Sign In
      </Button>
      {onSocialLogin && socialProviders.length > 0 ? (
        <div className="bui-sign-in__social">
          <p className="bui-sign-in__divider">
            <span>or</span>
          </p>
          {socialProviders.map((provider) => {
            const { id, label } =
              typeof provider === 'string'
                ? { id: provider, label: SOCIAL_LABELS[provider] }
                : { id: provider.id, label: `Continue with ${provider.name}` };
            return (
              <Button
                key={id}
                variant="secondary"
                block
                disabled={state === 'submitting'}
                onClick={() => onSocialLogin(id)}
              >
                {label}
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="bui-sign-in__footer">
        {renderLink({
          href: '/register',
          className: 'bui-sign-in__link',
          children: 'Sign up for free as a homeowner',
        })}
        {renderLink({
          href: '/',
          className: 'bui-sign-in__link bui-sign-in__link--muted',
          children: 'Continue Shopping',
        })}
      </div>
    </form>
  );
}

export { SignInForm, type SignInFormProps, signInFormVariants };
