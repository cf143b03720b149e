// A local OpenID Connect issuer for tests and local trials only (oidc-provider, a devDependency):
// never part of a deployment. Its sign-in page asks for an email and signs that person in; an
// email starting with "unverified" gets email_verified false. It keeps everything in memory.
//
//   node apps/api/scripts/oidc-test-issuer.mjs   (OIDC_TEST_PORT, OIDC_TEST_REDIRECT_URIS)
//
// then start the API with OIDC_ISSUER_URL=http://127.0.0.1:<port> OIDC_CLIENT_ID=showroom-test
// OIDC_CLIENT_SECRET=test-secret-not-for-production OIDC_NAME="Demo ID (test issuer)".
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const TEST_CLIENT = {
  clientId: 'showroom-test',
  clientSecret: 'test-secret-not-for-production',
};

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(uid, error = '') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test issuer: sign in</title></head>
<body><main>
<h1>Test issuer (not a real provider)</h1>
<p>This local issuer signs in whoever you say. An email starting with "unverified" is sent as not verified.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<button type="submit">Sign in at the test issuer</button>
</form></main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

/** Starts the issuer on `port` (0: a free one); answers its issuer URL and `close`. */
export async function startTestIssuer({ port = 0, redirectUris }) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['test-issuer-cookie-key'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const local = sub.split('@')[0] ?? sub;
          return {
            sub,
            email: sub,
            email_verified: !sub.startsWith('unverified'),
            name: `Test ${local}`,
            given_name: 'Test',
            family_name: local,
          };
        },
      };
    },
    // Consent is not asked: the test client gets the scopes it asks for.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();
  server.on('request', async (req, res) => {
    try {
      const match = /^\/interaction\/([^/?]+)/.exec(req.url ?? '');
      if (!match) return handle(req, res);
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'POST') {
        const email = (await readForm(req)).get('email')?.trim() ?? '';
        if (!email.includes('@')) {
          res.writeHead(422, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page(details.uid, 'Enter an email.'));
        }
        return await provider.interactionFinished(req, res, { login: { accountId: email } });
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page(details.uid));
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(err?.message ?? err));
    }
  });
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.OIDC_TEST_PORT ?? 4911);
  const redirectUris = (process.env.OIDC_TEST_REDIRECT_URIS ?? '').split(',').filter(Boolean);
  if (!redirectUris.length) {
    console.error('OIDC_TEST_REDIRECT_URIS: the API callback URL(s), comma-separated.');
    process.exit(1);
  }
  const { issuer } = await startTestIssuer({ port, redirectUris });
  console.log(`test issuer at ${issuer}`);
  for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
}
