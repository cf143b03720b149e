import * as client from 'openid-client';
import type { Deps } from '../../env.ts';
import { notFound } from '../../errors.ts';

type OidcProvider = Deps['config']['oidc']['providers'][number];

/** The configured providers as the site lists them: id and button name, never a secret. */
export function listProviders(deps: Deps) {
  return deps.config.oidc.providers.map(({ id, name }) => ({ id, name }));
}

/** A configured provider by id; 404 for any other (unknown, or known but not configured). */
export function providerById(deps: Deps, id: string): OidcProvider {
  const provider = deps.config.oidc.providers.find((p) => p.id === id);
  if (!provider) throw notFound('This sign-in provider is not available on this server.');
  return provider;
}

/** Where the provider sends the browser back: PUBLIC_URL's origin, so the state cookie is there. */
export const redirectUri = (deps: Deps, provider: OidcProvider) =>
  `${deps.config.publicUrl}/api/auth/oidc/${provider.id}/callback`;

const discovered = new Map<string, Promise<client.Configuration>>();

/**
 * The provider's OpenID configuration (discovery), fetched once per process and kept; a failed
 * discovery is forgotten so the next sign-in tries again. Plain http is only accepted for a
 * loopback issuer outside production (config.ts refuses it otherwise): a local test issuer.
 */
export function providerConfiguration(provider: OidcProvider): Promise<client.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = provider.issuer.startsWith('http:');
    found = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      { execute: insecure ? [client.allowInsecureRequests] : [], timeout: 10 },
    );
    discovered.set(key, found);
    found.catch(() => discovered.delete(key));
  }
  return found;
}

/** POST /api/sociallogin/{provider}: where the browser starts signing in with a configured provider. */
export const startPath = (deps: Deps, id: string) =>
  `/api/auth/oidc/${providerById(deps, id).id}/start`;
