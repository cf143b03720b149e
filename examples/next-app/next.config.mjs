// The marketplace (the reference API, `pnpm start` in the SDK repository) this app talks to.
// Read at build time for the rewrite below and inlined into the client bundle; the build never
// calls it.
const marketplace = (process.env.NEXT_PUBLIC_BRAND_MARKETPLACE ?? 'http://127.0.0.1:3000').replace(
  /\/+$/,
  '',
);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The browser calls this app's own /api/...; Next forwards it to the marketplace, so the
  // API needs no CORS entry for this origin (the embed talks to the marketplace itself).
  async rewrites() {
    return [{ source: '/api/:path*', destination: `${marketplace}/api/:path*` }];
  },
  // No ESLint in this example; `next build` still type-checks with TypeScript.
  eslint: { ignoreDuringBuilds: true },
};

export default nextConfig;
