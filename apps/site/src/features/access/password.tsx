import {
  ChangePasswordSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
} from '@brand/core/contract';
import { TextField, useSchemaForm } from '@brand/ui';
import { Link, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { FormFooter } from '../../lib/form-footer.tsx';
import { Page } from '../../shell/page.tsx';

/** /reset_password: request a password reset link (POST /api/password/email). */
export function ResetPasswordPage() {
  const client = useClient();
  const form = useSchemaForm({
    schema: PasswordResetRequestSchema,
    initialValues: { email: '' },
    clearOnEdit: false,
    submit: async (_input, values) => {
      const answer = await client.auth.passwordResetRequest({ body: values, quiet: true });
      return answer.message ?? 'If the email is registered, a reset link is on its way.';
    },
  });
  return (
    <Page title="Reset your password" lead="We will email you a link to choose a new password.">
      <form
        className="site-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Reset password"
      >
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <FormFooter form={form} label="Send reset link" />
      </form>
      <p>
        <Link to="/login">Back to Sign In</Link>
      </p>
    </Page>
  );
}

/** /password_reset?token=&email=: choose a new password from the emailed link. */
export function PasswordResetPage() {
  const client = useClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useSchemaForm({
    schema: PasswordResetSchema,
    initialValues: {
      token,
      email: params.get('email') ?? '',
      password: '',
      password_confirmation: '',
    },
    clearOnEdit: false,
    submit: async (_input, values) => {
      const answer = await client.auth.passwordReset({ body: values, quiet: true });
      return answer.message ?? 'Your password has been changed.';
    },
  });
  return (
    <Page title="Choose a new password">
      {token ? (
        <form
          className="site-form"
          noValidate
          onSubmit={form.handleSubmit}
          aria-label="New password"
        >
          <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...form.field('password')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...form.field('password_confirmation')}
          />
          {form.errors.token ? <p role="alert">{form.errors.token}</p> : null}
          <FormFooter form={form} label="Save new password">
            {form.status === 'success' ? (
              <p>
                <Link to="/login">Sign in with your new password</Link>
              </p>
            ) : null}
          </FormFooter>
        </form>
      ) : (
        <p role="alert">
          This page needs the link from your email.{' '}
          <Link to="/reset_password">Ask for a new one</Link>.
        </p>
      )}
    </Page>
  );
}

/** /change_password (sign-in required): POST /api/change_password. */
export function ChangePasswordPage() {
  const client = useClient();
  const form = useSchemaForm({
    schema: ChangePasswordSchema,
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    clearOnEdit: false,
    submit: async (_input, values) => {
      const answer = await client.auth.changePassword({ body: values, quiet: true });
      return answer.message ?? 'Your password has been changed.';
    },
  });
  return (
    <Page title="Change password">
      <form
        className="site-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="Change password"
      >
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...form.field('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <FormFooter form={form} label="Change password" />
      </form>
    </Page>
  );
}
