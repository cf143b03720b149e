/** Vite's `?inline` CSS imports (stories and the embed read the stylesheet as text). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** Vite's asset imports (the stories' product drawings): the file's URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}
