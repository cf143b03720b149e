// Stylesheets imported for their side effect (`import '@brand/ui/styles.css'`): TypeScript 6
// checks side-effect imports (noUncheckedSideEffectImports), and Next bundles the CSS.
declare module '*.css';
