/**
 * A brand partner's logo (issue 30 item 6): a monogram badge over the brand's name set as a
 * wordmark, drawn in SVG so it is sharp at any size and costs no request. The partners are
 * fictional (lib/content.ts), so their logos are ours: each brand's colour comes from its name,
 * always the same.
 */
const PALETTE = ['#0f766e', '#1d4ed8', '#9a3412', '#4d7c0f', '#6d28d9', '#be123c', '#0e7490'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#0f766e';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

export function BrandLogo({ name }: { name: string }) {
  const colour = colourOf(name);
  return (
    <svg
      className="site-brand-logo__mark"
      viewBox="0 0 180 96"
      role="img"
      aria-label={name}
      width="180"
      height="96"
    >
      <circle cx="90" cy="32" r="24" fill={colour} />
      <text
        x="90"
        y="38"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="#ffffff"
        fontFamily="inherit"
      >
        {initials(name)}
      </text>
      <text
        x="90"
        y="82"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill={colour}
        fontFamily="inherit"
      >
        {name}
      </text>
    </svg>
  );
}
