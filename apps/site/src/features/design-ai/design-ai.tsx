import { AiDesignBodySchema } from '@brand/core/contract';
import { buttonVariants, TextField, useBrandStores, useSchemaForm, useSession } from '@brand/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { FormFooter } from '../../lib/form-footer.tsx';
import { Page } from '../../shell/page.tsx';
import { ProposeDesign } from './propose.tsx';

/** The AI credit balance (POST /api/AI/get_credits) while an AI token is stored. */
function useAiCredits(): {
  credits: number | null;
  error: string | null;
  setCredits: (credits: number) => void;
} {
  const client = useClient();
  const aiToken = useSession((s) => s.aiToken);
  const [credits, setCredits] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!aiToken) return;
    client.ai
      .aiCredits({ quiet: true })
      .then((answer) => setCredits(answer.data.credits))
      .catch((caught: unknown) => setError((caught as Error).message));
  }, [client, aiToken]);
  return { credits, error, setCredits };
}

/** AI design has its own account, login and credit balance (spec 1 §1). */
export function DesignAiPage() {
  const aiToken = useSession((s) => s.aiToken);
  const { credits, error, setCredits } = useAiCredits();
  return (
    <Page title="AI Design" lead="Create room designs with AI, using your AI design credits.">
      {aiToken ? (
        <section aria-labelledby="ai-credits">
          <h2 id="ai-credits">Your AI credits</h2>
          {error ? <p role="alert">{error}</p> : null}
          {!error && credits === null ? <p role="status">Loading credits…</p> : null}
          {credits !== null ? (
            <p>
              You have <strong>{credits}</strong> design {credits === 1 ? 'credit' : 'credits'}.
            </p>
          ) : null}
          {credits !== null && credits > 0 ? <ProposeDesign onSpent={setCredits} /> : null}
          {credits === 0 ? <p>You have no design credits left.</p> : null}
        </section>
      ) : (
        <ul className="site-links">
          <li>
            <Link to="/design-ai/login">Log in to AI Design</Link>
          </li>
          <li>
            <Link to="/design-ai/singup">Sign up for AI Design</Link>
          </li>
        </ul>
      )}
    </Page>
  );
}

/** POST /api/AI/design (login or register); core's session stores the AI token. */
function useAiAccountForm<Values extends Record<string, string>>(
  action: 'login' | 'register',
  initial: Values,
) {
  const client = useClient();
  const { session } = useBrandStores();
  const navigate = useNavigate();
  return useSchemaForm({
    schema: AiDesignBodySchema,
    initialValues: initial,
    clearOnEdit: false,
    prepare: (values) => ({ ...values, action }),
    submit: async (_input, values) => {
      const answer = await client.ai.aiDesign({
        body: { ...values, action } as never,
        quiet: true,
      });
      session.getState().signInAi({ token: answer.data.token, user: answer.data.user });
      void navigate(action === 'register' ? '/design-ai/welcome' : '/design-ai', { replace: true });
      return undefined;
    },
  });
}

export function DesignAiLoginPage() {
  const form = useAiAccountForm('login', { email: '', password: '' });
  return (
    <Page title="AI Design login" lead="AI Design uses its own account, separate from the shop.">
      <form
        className="site-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="AI Design login"
      >
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <FormFooter form={form} label="Log in" />
      </form>
      <p>
        New to AI Design? <Link to="/design-ai/singup">Create an AI Design account</Link>.
      </p>
    </Page>
  );
}

/** /design-ai/singup (spelled so, spec 1 §2). */
export function DesignAiSignupPage() {
  const form = useAiAccountForm('register', { name: '', email: '', password: '' });
  return (
    <Page title="AI Design sign up" lead="Create your AI Design account.">
      <form
        className="site-form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label="AI Design sign up"
      >
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <FormFooter form={form} label="Create account" />
      </form>
      <p>
        Already have one? <Link to="/design-ai/login">Log in to AI Design</Link>.
      </p>
    </Page>
  );
}

export function DesignAiWelcomePage() {
  const name = useSession((s) => (s.aiUser as { name?: string } | null)?.name ?? null);
  const { credits } = useAiCredits();
  return (
    <Page title="Welcome to AI Design">
      <p>
        {name ? `Welcome, ${name}. ` : ''}
        {credits !== null ? `Your account has ${credits} design credits to start with.` : ''}
      </p>
      <p>Check your email to verify your AI Design address.</p>
      <Link to="/design-ai" className={buttonVariants()}>
        Start designing
      </Link>
    </Page>
  );
}
