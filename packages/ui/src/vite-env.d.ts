/** Vite's `?inline` CSS imports (stories and the embed read the stylesheet as text). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
