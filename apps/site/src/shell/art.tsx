/**
 * Lightweight local placeholder imagery (the network is closed, and real photography is a
 * content decision): an inline SVG "room" tinted by hue, with fixed aspect ratio so nothing
 * shifts while the page loads.
 */
export function RoomArt({ hue, variant, label }: { hue: number; variant: number; label: string }) {
  const floor = `hsl(${hue} 25% ${38 + (variant % 3) * 6}%)`;
  const wall = `hsl(${hue} 30% ${82 - (variant % 4) * 4}%)`;
  const accent = `hsl(${(hue + 40 * variant) % 360} 35% 45%)`;
  return (
    <svg
      className="site-art"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-label={label}
    >
      <rect width="320" height="200" fill={wall} />
      <polygon points="0,140 320,140 320,200 0,200" fill={floor} />
      <rect x={30 + (variant % 3) * 60} y="60" width="90" height="80" rx="6" fill={accent} />
      <rect
        x={200 - (variant % 2) * 40}
        y="40"
        width="70"
        height="50"
        rx="4"
        fill="#fff"
        opacity="0.7"
      />
      <circle cx={260 - variant * 12} cy="120" r="18" fill={accent} opacity="0.6" />
    </svg>
  );
}
