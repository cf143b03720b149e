/**
 * The layers (docs/architecture.md), checked by `pnpm lint` with dependency-cruiser (issue 24):
 * core is plain TypeScript (no React, no app); ui and the embed build on core, never on an app;
 * the site never reaches the API's code; in the API routes call modules and never the database
 * schema, modules and services never call routes, services never call modules, modules, services
 * and auth never import http/ (they throw src/errors.ts's typed errors); a site feature never
 * imports another feature; an API module is used through its index.ts only; no file takes part
 * in an import cycle, and no two folders of an app (two API modules, say) import each other.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split out what both files need (types go in a file of their own).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-is-plain-typescript',
      severity: 'error',
      comment: '@brand/core has no React and no app: ui, the embed and the apps build on it.',
      from: { path: '^packages/core/src' },
      to: {
        path: [
          '(^|/)node_modules/(react|react-dom)/',
          '^react(-dom)?(/|$)',
          '^@brand/(ui|showroom-embed)',
          '^packages/(ui|showroom-embed)/',
          '^apps/',
        ],
      },
    },
    {
      name: 'packages-never-import-apps',
      severity: 'error',
      comment:
        'ui, the embed and the visualizer are packages: they cannot depend on the reference apps.',
      from: { path: '^packages/(ui|showroom-embed|visualizer)/src' },
      to: { path: '^apps/' },
    },
    {
      name: 'site-never-imports-api-code',
      severity: 'error',
      comment: 'The site talks to the API over HTTP through @brand/core, never through its code.',
      from: { path: '^apps/site/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-routes-never-touch-the-database',
      severity: 'error',
      comment: 'A route validates, calls a module and serialises: queries live in src/modules.',
      from: { path: '^apps/api/src/routes/' },
      to: { path: '^apps/api/src/db/' },
    },
    {
      name: 'api-routes-never-import-routes',
      severity: 'error',
      from: { path: '^apps/api/src/routes/(?!index[.]ts$)' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-modules-and-services-never-import-routes',
      severity: 'error',
      from: { path: '^apps/api/src/(modules|services)/' },
      to: { path: '^apps/api/src/routes/' },
    },
    {
      name: 'api-services-never-import-modules',
      severity: 'error',
      comment: 'Services are the adapters (mail, storage, payments) modules use, not the reverse.',
      from: { path: '^apps/api/src/services/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-domain-never-imports-http',
      severity: 'error',
      comment:
        'Modules, services and auth throw the typed errors of src/errors.ts; only http/errors.ts turns them into status codes.',
      from: { path: '^apps/api/src/(modules|services|auth|db|seed)/' },
      to: { path: '^apps/api/src/(http|routes)/' },
    },
    {
      name: 'api-modules-are-used-through-their-index',
      severity: 'error',
      comment:
        "A module's index.ts is what it offers the rest of the API: import from there, not from its files.",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'api-routes-and-server-use-modules-through-their-index',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/modules/' },
      to: { path: '^apps/api/src/modules/[^/]+/(?!index[.]ts$)' },
    },
    {
      name: 'api-and-site-folders-never-form-a-cycle',
      severity: 'error',
      scope: 'folder',
      comment:
        'Two folders of an app import each other (two API modules, a module and http/): move what both need into a lower folder, or merge them if they are one use case.',
      from: { path: '^apps/' },
      to: { circular: true },
    },
    {
      name: 'site-features-never-import-features',
      severity: 'error',
      comment: 'Features share through src/lib or @brand/*; the app (src/app) composes them.',
      from: { path: '^apps/site/src/features/([^/]+)/' },
      to: { path: '^apps/site/src/features/', pathNot: '^apps/site/src/features/$1/' },
    },
    {
      name: 'site-lib-and-shell-never-import-features',
      severity: 'error',
      from: { path: '^apps/site/src/(lib|shell)/' },
      to: { path: '^apps/site/src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'],
    },
  },
};
