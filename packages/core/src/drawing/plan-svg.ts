/**
 * The floor-plan drawing (issue 17 item 2): walls, doors with their swing arcs, windows, room
 * names and every wall's length in feet and inches, as an SVG string. The API serves it as the
 * plan's image (GET /demo/floorplans/:id.svg) and the site's 2-D plan view (no WebGL) draws the
 * same string, with the floor in the chosen product's colour.
 */
import type { PlanPoint } from '../rules/room-measure';
import { wallLength } from '../rules/room-measure';
import { kitchenIsland } from './kitchen-layout';
import type { PlanGeometry } from './plan-geometry';

export interface PlanSvgOptions {
  width?: number;
  height?: number;
  /** The floor's fill (a CSS colour); a warm paper tone by default. */
  floorColor?: string;
  /** An accessible name (a <title>); none by default. */
  title?: string;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (m) => `&#${m.charCodeAt(0)};`);
const safeColor = (c: string | undefined, fallback: string) =>
  c && /^(#[0-9a-fA-F]{3,8}|[a-z]+|(rgb|hsl)a?\([0-9.,% ]+\))$/.test(c) ? c : fallback;

/** 12.5 -> 12' 6"; whole feet -> 12'. */
export function formatFeet(feet: number): string {
  const inches = Math.round(feet * 12);
  const ft = Math.floor(inches / 12);
  const rest = inches % 12;
  return rest === 0 ? `${ft}'` : `${ft}' ${rest}"`;
}

const n = (v: number) => String(Math.round(v * 10) / 10);

/** The drawing of a plan's geometry. */
export function planSvg(plan: PlanGeometry, options: PlanSvgOptions = {}): string {
  const width = options.width ?? 400;
  const height = options.height ?? 300;
  const margin = 44;
  const xs = plan.walls.map((p) => p.x);
  const ys = plan.walls.map((p) => p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const spanX = Math.max(1, Math.max(...xs) - minX);
  const spanY = Math.max(1, Math.max(...ys) - minY);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  const ox = (width - spanX * scale) / 2;
  const oy = (height - spanY * scale) / 2;
  const px = (p: PlanPoint) => ({ x: ox + (p.x - minX) * scale, y: oy + (p.y - minY) * scale });
  const corners = plan.walls.map(px);
  const poly = corners.map((c) => `${n(c.x)},${n(c.y)}`).join(' ');
  const paper = '#fbfaf7';
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="${paper}"/>`);
  parts.push(
    `<polygon points="${poly}" fill="${safeColor(options.floorColor, '#efe8da')}" stroke="#26231f" stroke-width="6" stroke-linejoin="miter"/>`,
  );
  // Each wall: a direction, its outward normal (walls run clockwise on screen).
  const wallFrame = (i: number) => {
    const p = corners[i] as { x: number; y: number };
    const q = corners[(i + 1) % corners.length] as { x: number; y: number };
    const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
    const u = { x: (q.x - p.x) / len, y: (q.y - p.y) / len };
    return { p, q, u, out: { x: u.y, y: -u.x } };
  };
  if (plan.run && corners[plan.run.wall]) {
    // The cabinet run (kitchen) or vanity (bathroom): a counter 2 ft deep inside the wall.
    const { p, u, out } = wallFrame(plan.run.wall);
    const a = { x: p.x + u.x * plan.run.offset * scale, y: p.y + u.y * plan.run.offset * scale };
    const along = plan.run.length * scale;
    const depth = 2 * scale;
    const c = [
      a,
      { x: a.x + u.x * along, y: a.y + u.y * along },
      { x: a.x + u.x * along - out.x * depth, y: a.y + u.y * along - out.y * depth },
      { x: a.x - out.x * depth, y: a.y - out.y * depth },
    ];
    parts.push(
      `<polygon points="${c.map((k) => `${n(k.x)},${n(k.y)}`).join(' ')}" fill="#d8cfbf" stroke="#6b645a" stroke-width="1"/>`,
    );
  }
  const island = kitchenIsland(plan);
  if (island && plan.run && corners[plan.run.wall]) {
    // A kitchen's island (`kitchenIsland`): its counter, in front of the run across the aisle.
    const { p, u, out } = wallFrame(plan.run.wall);
    const at = (along: number, inward: number) => ({
      x: p.x + (u.x * along - out.x * inward) * scale,
      y: p.y + (u.y * along - out.y * inward) * scale,
    });
    const [a, b] = [island.start, island.start + island.length];
    const [near, far] = [island.from, island.from + island.depth];
    const c = [at(a, near), at(b, near), at(b, far), at(a, far)];
    parts.push(
      `<polygon points="${c.map((k) => `${n(k.x)},${n(k.y)}`).join(' ')}" fill="#d8cfbf" stroke="#6b645a" stroke-width="1"/>`,
    );
  }
  for (const o of plan.openings) {
    if (!corners[o.wall]) continue;
    const { p, u, out } = wallFrame(o.wall);
    const a = { x: p.x + u.x * o.offset * scale, y: p.y + u.y * o.offset * scale };
    const b = {
      x: p.x + u.x * (o.offset + o.width) * scale,
      y: p.y + u.y * (o.offset + o.width) * scale,
    };
    parts.push(
      `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="${paper}" stroke-width="8"/>`,
    );
    if (o.kind === 'door') {
      const r = o.width * scale;
      const leaf = { x: a.x - out.x * r, y: a.y - out.y * r };
      const cross = (b.x - a.x) * (leaf.y - a.y) - (b.y - a.y) * (leaf.x - a.x);
      parts.push(
        `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(leaf.x)}" y2="${n(leaf.y)}" stroke="#26231f" stroke-width="2"/>`,
        `<path d="M${n(b.x)} ${n(b.y)} A${n(r)} ${n(r)} 0 0 ${cross > 0 ? 1 : 0} ${n(leaf.x)} ${n(leaf.y)}" fill="none" stroke="#26231f" stroke-width="1" stroke-dasharray="4 3"/>`,
      );
    } else {
      for (const k of [-3, 0, 3]) {
        parts.push(
          `<line x1="${n(a.x + out.x * k)}" y1="${n(a.y + out.y * k)}" x2="${n(b.x + out.x * k)}" y2="${n(b.y + out.y * k)}" stroke="#3b6e8f" stroke-width="1.5"/>`,
        );
      }
    }
  }
  plan.walls.forEach((_, i) => {
    const feet = wallLength(plan.walls, i);
    if (feet < 2) return;
    const { p, q, u, out } = wallFrame(i);
    const d = 16;
    const a = { x: p.x + out.x * d, y: p.y + out.y * d };
    const b = { x: q.x + out.x * d, y: q.y + out.y * d };
    const mid = { x: (a.x + b.x) / 2 + out.x * 9, y: (a.y + b.y) / 2 + out.y * 9 };
    const tick = (c: { x: number; y: number }) =>
      `<line x1="${n(c.x - out.x * 4 - u.x * 3)}" y1="${n(c.y - out.y * 4 - u.y * 3)}" x2="${n(c.x + out.x * 4 + u.x * 3)}" y2="${n(c.y + out.y * 4 + u.y * 3)}" stroke="#6b645a" stroke-width="1"/>`;
    const vertical = Math.abs(u.y) > Math.abs(u.x);
    parts.push(
      `<line x1="${n(a.x)}" y1="${n(a.y)}" x2="${n(b.x)}" y2="${n(b.y)}" stroke="#6b645a" stroke-width="1"/>`,
      tick(a),
      tick(b),
      `<text x="${n(mid.x)}" y="${n(mid.y)}" font-family="sans-serif" font-size="11" fill="#3d3831" text-anchor="middle" dominant-baseline="middle"${vertical ? ` transform="rotate(-90 ${n(mid.x)} ${n(mid.y)})"` : ''}>${escapeXml(formatFeet(feet))}</text>`,
    );
  });
  for (const room of plan.rooms) {
    const c = px(room);
    parts.push(
      `<text x="${n(c.x)}" y="${n(c.y)}" font-family="sans-serif" font-size="13" font-weight="600" fill="#26231f" text-anchor="middle" dominant-baseline="middle">${escapeXml(room.name)}</text>`,
    );
  }
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${title}${parts.join('')}</svg>`;
}
