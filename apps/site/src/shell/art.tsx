/**
 * Local imagery for the home page's design strips (the network is closed, and real photography
 * is a content decision): a small elevation drawing of a room (wall, window, floor boards and
 * the room's furniture), tinted by hue and varied by `variant`, with a fixed aspect ratio so
 * nothing shifts while the page loads. No text inside the drawing (docs/design.md).
 */
export type ArtRoom = 'bathroom' | 'kitchen' | 'living-room' | 'outdoor';

const INK = '#2F2E2C';

function Furniture({ room, accent, x }: { room: ArtRoom; accent: string; x: number }) {
  const line = { stroke: INK, strokeWidth: 1.5 };
  switch (room) {
    case 'bathroom':
      return (
        <g>
          <rect x={x + 10} y="40" width="60" height="52" rx="26" fill="#DDE6EA" {...line} />
          <rect x={x} y="108" width="84" height="44" rx="2" fill={accent} {...line} />
          <rect x={x - 4} y="102" width="92" height="8" rx="2" fill="#F4F2EE" {...line} />
          <path
            d={`M${x + 140} 152 V96 Q${x + 140} 88 ${x + 148} 88 H${x + 236}`}
            fill="none"
            {...line}
          />
          <path
            d={`M${x + 130} 112 H${x + 250} Q${x + 250} 152 ${x + 214} 152 H${x + 166} Q${x + 130} 152 ${x + 130} 112 Z`}
            fill="#FFFFFF"
            {...line}
          />
        </g>
      );
    case 'kitchen':
      return (
        <g>
          <rect x="20" y="96" width="280" height="8" fill="#EDEAE4" {...line} />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={24 + i * 69}
              y="106"
              width="64"
              height="46"
              rx="2"
              fill={accent}
              {...line}
            />
          ))}
          <path d={`M${x + 70} 0 V34`} stroke={INK} />
          <path
            d={`M${x + 52} 48 Q${x + 52} 34 ${x + 70} 34 Q${x + 88} 34 ${x + 88} 48 Z`}
            fill={INK}
          />
        </g>
      );
    case 'living-room':
      return (
        <g>
          <rect x={x} y="112" width="130" height="36" rx="8" fill={accent} {...line} />
          <rect x={x + 8} y="96" width="114" height="24" rx="8" fill={accent} {...line} />
          <path
            d={`M${x + 170} 152 V80 M${x + 156} 80 H${x + 184} L${x + 178} 62 H${x + 162} Z`}
            fill="#FFF1C9"
            {...line}
          />
        </g>
      );
    default:
      return (
        <g>
          {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
            <rect key={i} x={i * 40 + 1} y="70" width="38" height="82" fill="#B58E66" {...line} />
          ))}
          <path
            d="M0 74 Q50 44 100 70 Q160 40 220 68 Q270 46 320 70 V80 H0 Z"
            fill={accent}
            {...line}
          />
        </g>
      );
  }
}

export function RoomArt({
  hue,
  variant,
  label,
  room = 'living-room',
}: {
  hue: number;
  variant: number;
  label: string;
  room?: ArtRoom;
}) {
  const wall = room === 'outdoor' ? '#CFE6F3' : `hsl(${hue} 22% ${90 - (variant % 3) * 3}%)`;
  const floor = `hsl(${room === 'outdoor' ? 95 : 30} ${room === 'outdoor' ? 30 : 35}% ${46 + (variant % 4) * 6}%)`;
  const accent = `hsl(${(hue + 35 * variant) % 360} 30% 55%)`;
  const x = 30 + (variant % 3) * 20;
  const boards = Array.from({ length: 8 }, (_, i) => i);
  return (
    <svg
      className="site-art"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      role="img"
      aria-label={label}
    >
      <rect width="320" height="152" fill={wall} />
      {room === 'outdoor' ? null : (
        <g>
          <rect
            x={200 - (variant % 2) * 30}
            y="24"
            width="76"
            height="60"
            fill="#CFE3EC"
            stroke={INK}
            strokeWidth="2"
          />
          <path d={`M${238 - (variant % 2) * 30} 24 V84`} stroke={INK} strokeWidth="1.5" />
        </g>
      )}
      <rect y="152" width="320" height="48" fill={floor} />
      {boards.map((i) => (
        <path key={i} d={`M0 ${156 + i * 6} H320`} stroke={INK} strokeOpacity="0.18" />
      ))}
      {boards.map((i) => (
        <path
          key={`j${i}`}
          d={`M${((i * 53 + variant * 17) % 300) + 10} ${152 + (i % 8) * 6} v6`}
          stroke={INK}
          strokeOpacity="0.25"
        />
      ))}
      <rect y="150" width="320" height="3" fill={INK} fillOpacity="0.3" />
      <Furniture room={room} accent={accent} x={x} />
    </svg>
  );
}
