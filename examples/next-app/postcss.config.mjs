// Tailwind CSS v4 through PostCSS, as Next.js's Tailwind guide sets it up.
export default {
  plugins: { '@tailwindcss/postcss': {} },
};
