import type { StyleQuestion } from '@brand/core/rules';

/**
 * The style profile's pictures (issue 15 item 4): generated drawings like the catalogue's
 * imagery, no text inside; the alt text is the option's `alt` (role="img" + aria-label).
 */
export function StylePicture({
  picture,
  colors,
  alt,
}: {
  picture: StyleQuestion['picture'];
  colors: readonly string[];
  alt: string;
}) {
  const [a = '#D8D2C6', b = a, c = b] = colors;
  return (
    <svg
      viewBox="0 0 120 80"
      width={120}
      height={80}
      role="img"
      aria-label={alt}
      className="style-picture"
    >
      {picture === 'room' ? (
        <>
          <rect x="0" y="0" width="120" height="56" fill={a} />
          <polygon points="0,80 120,80 104,56 16,56" fill={b} />
          <rect x="44" y="12" width="32" height="24" fill={c} opacity="0.85" />
          <rect x="16" y="38" width="28" height="18" fill={c} />
        </>
      ) : picture === 'swatch' ? (
        <>
          <rect x="0" y="0" width="120" height="80" fill={b} />
          {[0, 1, 2, 3].map((row) =>
            [0, 1, 2].map((col) => (
              <rect
                key={`${row}-${col}`}
                x={col * 40 + (row % 2) * 20 - 20 + 1}
                y={row * 20 + 1}
                width="38"
                height="18"
                fill={a}
              />
            )),
          )}
        </>
      ) : (
        <>
          <rect x="0" y="0" width="120" height="80" fill="#FAF9F7" />
          {colors.map((color, i) => {
            const w = 104 / colors.length;
            const h =
              colors.length > 1 && color === colors[0] && colors.every((x) => x === color)
                ? 20 + i * 14
                : 56;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
              <rect key={i} x={8 + i * w} y={72 - h} width={w - 6} height={h} rx="4" fill={color} />
            );
          })}
        </>
      )}
    </svg>
  );
}
