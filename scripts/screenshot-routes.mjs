// The routes `pnpm screenshots` photographs: every `path` of apps/site/src/app/routes.tsx (read
// from the source, so a new route is photographed without editing this file), each with the
// demo account it needs (docs/design.md "Screenshots of every route").

/** Route patterns of routes.tsx, in source order: '' is the index route ('/'); '*' is left out. */
export function routePatterns(source) {
  const patterns = [];
  if (/index:\s*true/.test(source)) patterns.push('');
  for (const match of source.matchAll(/path:\s*'([^']*)'/g)) {
    const path = match[1];
    if (path === '/' || path === '*' || patterns.includes(path)) continue;
    patterns.push(path);
  }
  return patterns;
}

/** The protected patterns: those listed in PROTECTED_ROUTES. */
export function protectedPatterns(source) {
  const block = /PROTECTED_ROUTES[^=]*=\s*\[([\s\S]*?)\n\];/.exec(source)?.[1] ?? '';
  return [...block.matchAll(/path:\s*'([^']*)'/g)].map((m) => m[1]);
}

/** A file name for a pattern: 'category/:category/product' -> 'category-product', '' -> 'home'. */
export function shotName(pattern) {
  const name = pattern
    .split('/')
    .filter((part) => part && !part.startsWith(':'))
    .join('-')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .toLowerCase();
  return name || 'home';
}

/** A concrete URL for a pattern; `params` gives each parameter's value (by name, no colon). */
export function concretePath(pattern, params) {
  const parts = pattern.split('/').filter(Boolean);
  const out = [];
  for (const part of parts) {
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined) {
      if (optional) continue;
      throw new Error(`No value for :${name} in ${pattern}`);
    }
    out.push(encodeURIComponent(value));
  }
  return `/${out.join('/')}`;
}

/** Accounts that see the account page differently: one shot each ('account-pro-1280'...). */
export const ACCOUNT_VARIANTS = [
  { suffix: '', email: 'customer@demo.test' },
  { suffix: '-pro', email: 'pro@demo.test' },
  { suffix: '-vendor', email: 'vendor@demo.test' },
  { suffix: '-admin', email: 'admin@demo.test' },
];

export const WIDTHS = [375, 768, 1280];

/** Protected pages of some roles only (a RequireRole in routes.tsx), taken as one of them. */
export const ROLE_PAGES = { payout_setup: 'pro@demo.test' };

/**
 * Every shot to take: { name, path, email? } (email: sign in as that demo account first).
 * Protected routes are taken as the customer (a role's own page as that role: ROLE_PAGES);
 * /account also as the Pro, vendor and admin.
 */
export function shotList(source, params) {
  const protectedOnes = new Set(protectedPatterns(source));
  const shots = [];
  for (const pattern of routePatterns(source)) {
    const base = { name: shotName(pattern), path: concretePath(pattern, params) };
    if (pattern === 'account') {
      for (const variant of ACCOUNT_VARIANTS) {
        shots.push({ ...base, name: `${base.name}${variant.suffix}`, email: variant.email });
      }
    } else if (protectedOnes.has(pattern)) {
      shots.push({ ...base, email: ROLE_PAGES[pattern] ?? 'customer@demo.test' });
    } else {
      shots.push(base);
    }
  }
  return shots;
}
