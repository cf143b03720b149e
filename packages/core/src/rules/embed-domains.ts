/**
 * A Pro's allowed embed domains (issue 3 "allowed domains", issue 13, issue 23 item 14): which
 * pages may show a showroom. The API answers a page on any other host 403; the embed's browser
 * tests exercise the same function.
 */

/** A host name as compared: lower case, without the trailing dot of a fully qualified name. */
const normalize = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/**
 * Whether a page on `host` may show a showroom whose Pro listed `domains`: `example.com`
 * matches that host exactly; `*.example.com` matches its subdomains at any depth
 * (`shop.example.com`, `a.b.example.com`) but not `example.com` itself. A look-alike never
 * matches: `evilexample.com`, `example.com.evil.test`, `example.co`, `xn--exmple-cua.com`.
 * An empty list allows no host here (the API treats an empty list as "any site" before asking).
 */
export function embedHostAllowed(host: string, domains: readonly string[]): boolean {
  const h = normalize(host);
  if (h === '') return false;
  return domains.some((raw) => {
    const domain = normalize(raw);
    if (domain.startsWith('*.')) {
      const parent = domain.slice(2);
      return parent !== '' && h.length > parent.length + 1 && h.endsWith(`.${parent}`);
    }
    return domain !== '' && h === domain;
  });
}
