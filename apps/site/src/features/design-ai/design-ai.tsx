import { ApiError } from '@brand/core/client';
import { AiDesignBodySchema, type AiUser } from '@brand/core/contract';
import {
  Button,
  buttonVariants,
  TextField,
  useAction,
  useBrandStores,
  useSchemaForm,
  useSession,
  useToast,
} from '@brand/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useClient } from '../../lib/brand.tsx';
import { FormFooter } from '../../lib/form-footer.tsx';
import { errorMessage } from '../../lib/use-load.ts';
import { Page } from '../../shell/page.tsx';
import './design-ai.css';
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

/**
 * The signed-in AI user (GET /api/AI/get_user, spec 1 §7), read once per AI token. A server
 * refusal (an expired or revoked token) removes the stale token through core's session
 * (`loadAiUser`), so the page offers the login again; a network failure keeps it.
 */
function useAiUser(): AiUser | null {
  const refresh = useRefreshAiUser();
  const aiToken = useSession((s) => s.aiToken);
  const aiUser = useSession((s) => s.aiUser as AiUser | null);
  useEffect(() => {
    if (aiToken) refresh();
  }, [refresh, aiToken]);
  return aiToken ? aiUser : null;
}

/** Reads the AI user again into core's session (after sign-in, verification). */
function useRefreshAiUser() {
  const client = useClient();
  const { session } = useBrandStores();
  return useCallback(
    () =>
      void session
        .getState()
        .loadAiUser(async () => (await client.ai.aiUser({ quiet: true })).data),
    [client, session],
  );
}

/** Resend the verification mail (GET /api/AI/design/email/resend): the server's answer as a toast. */
function ResendVerification() {
  const client = useClient();
  const { toast } = useToast();
  const resend = useAction({
    perform: async () => (await client.ai.aiEmailResend({ quiet: true })).message,
    onSuccess: (message) =>
      toast({ variant: 'success', message: message ?? 'We sent you a new verification link.' }),
    onError: (error) => toast({ variant: 'error', message: errorMessage(error) }),
  });
  return (
    <Button
      type="button"
      variant="secondary"
      loading={resend.isPending}
      onClick={() => void resend.run()}
    >
      Resend the verification email
    </Button>
  );
}

/**
 * Who is signed in to AI Design, whether their address is verified (with a new link on
 * request) and the AI sign-out, which leaves the shop's own session as it is.
 */
function AiAccount({ user }: { user: AiUser | null }) {
  const { session } = useBrandStores();
  const { toast } = useToast();
  return (
    <section aria-labelledby="ai-account" className="site-ai-account">
      <h2 id="ai-account">Your AI Design account</h2>
      {user ? (
        <>
          <p>
            Signed in to AI Design as <strong>{user.name}</strong> ({user.email}).
          </p>
          <p>
            {user.email_verified_at
              ? 'Your email address is verified.'
              : 'Your email address is not verified yet: follow the link we emailed you.'}
          </p>
        </>
      ) : (
        <p role="status">Loading your AI Design account…</p>
      )}
      <div className="site-ai-actions">
        {user && !user.email_verified_at ? <ResendVerification /> : null}
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            session.getState().signOutAi();
            toast({ variant: 'success', message: 'You are logged out of AI Design.' });
          }}
        >
          Log out of AI Design
        </Button>
      </div>
    </section>
  );
}

/** AI design has its own account, login and credit balance (spec 1 §1). */
export function DesignAiPage() {
  const aiToken = useSession((s) => s.aiToken);
  const user = useAiUser();
  const { credits, error, setCredits } = useAiCredits();
  return (
    <Page title="AI Design" lead="Create room designs with AI, using your AI design credits.">
      {aiToken ? (
        <>
          <AiAccount user={user} />
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
        </>
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

type Verification =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

/**
 * The emailed link's token (`?verify=`) sent once to GET /api/AI/design/email/verify/:token;
 * the link is then taken out of the address, so a reload does not spend it again.
 */
function useVerification(): Verification {
  const client = useClient();
  const { session } = useBrandStores();
  const refresh = useRefreshAiUser();
  const [params, setParams] = useSearchParams();
  const token = params.get('verify');
  const [state, setState] = useState<Verification>(
    token ? { status: 'pending' } : { status: 'none' },
  );
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setState({ status: 'pending' });
    client.ai
      .aiEmailVerify({ params: { token }, quiet: true })
      .then((answer) => {
        setState({ status: 'done', message: answer.message ?? 'Your email address is verified.' });
        // The account now reads verified (when this browser is signed in to AI Design).
        if (session.getState().aiToken) {
          refresh();
        }
      })
      .catch((error: unknown) =>
        setState({
          status: 'error',
          // The catalogue's 422 names the field: its message says what is wrong with the link.
          message:
            (error instanceof ApiError ? error.fieldError('token') : undefined) ??
            errorMessage(error),
        }),
      )
      .finally(() => setParams({}, { replace: true }));
  }, [client, session, refresh, token, setParams]);
  return state;
}

/** /design-ai/welcome: after registration, and where the verification link lands (spec 1 §2). */
export function DesignAiWelcomePage() {
  const aiToken = useSession((s) => s.aiToken);
  const user = useAiUser();
  const { credits } = useAiCredits();
  const verification = useVerification();
  return (
    <Page title="Welcome to AI Design">
      {verification.status === 'pending' ? (
        <p role="status">Verifying your email address…</p>
      ) : null}
      {verification.status === 'done' ? <p role="status">{verification.message}</p> : null}
      {verification.status === 'error' ? (
        <div role="alert">
          <p>{verification.message}</p>
        </div>
      ) : null}
      <p>
        {user ? `Welcome, ${user.name}. ` : ''}
        {credits !== null ? `Your account has ${credits} design credits to start with.` : ''}
      </p>
      {aiToken && user && !user.email_verified_at && verification.status !== 'done' ? (
        <p>Check your email to verify your AI Design address.</p>
      ) : null}
      <div className="site-ai-actions">
        {aiToken ? (
          <Link to="/design-ai" className={buttonVariants()}>
            Start designing
          </Link>
        ) : (
          <Link to="/design-ai/login" className={buttonVariants()}>
            Log in to AI Design
          </Link>
        )}
        {aiToken && user && !user.email_verified_at && verification.status !== 'done' ? (
          <ResendVerification />
        ) : null}
      </div>
    </Page>
  );
}
