import { type ProductLook, productLook } from '@brand/core/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { fixtureObject, mountOf } from './draw-fixture.ts';
import { lookInputs } from './draw-product-image.ts';
import { type Region, surfaceElements } from './draw-surface.ts';
import { cachedDrawing, type Drawing } from './drawing-cache.ts';
import { detailFor } from './look-image.ts';
import { type Detail, n, rect, seeded, shade, svgDocument } from './svg.ts';

/** The room is 12 ft wide in the 400 px view: real scale for floors and wall tile. */
const PX_PER_IN = 400 / 144;
const FLOOR_Y = 226;
const INK = '#2F2E2C';

/** Wall paint per template style (ours), calm showroom neutrals. */
const WALL_PAINT: Record<string, string> = {
  Modern: '#ECEAE6',
  Classic: '#EFE8DC',
  Rustic: '#E8DCCB',
  Coastal: '#E3ECEE',
  Urban: '#DCDCDA',
  Heritage: '#E9E1D1',
  Nordic: '#F1F0EC',
  Desert: '#EBD9C3',
  Loft: '#D9D4CD',
  Garden: '#E2E8DC',
};

const FLOOR_KINDS = new Set(['tile', 'wood', 'laminate', 'vinyl', 'hardscape', 'turf', 'coping']);
const WALL_KINDS = new Set(['tile', 'stone']);

interface TemplateRoom {
  id: number;
  room: string;
  style: string;
  looks: ProductLook[];
}

function clipped(id: string, r: Region, inner: string) {
  return `<clipPath id="${id}">${rect(r.x, r.y, r.w, r.h, '')}</clipPath><g clip-path="url(#${id})">${inner}</g>`;
}

/** The floor seen in elevation: the material foreshortened to a band below the wall. */
function floorBand(look: ProductLook, rnd: () => number, detail: Detail) {
  const inner = surfaceElements(look, { x: 0, y: 0, w: 400, h: 160 }, PX_PER_IN, rnd, detail);
  return `${clipped('floor', { x: 0, y: FLOOR_Y, w: 400, h: 300 - FLOOR_Y }, `<g transform="translate(0 ${FLOOR_Y}) scale(1 0.46)">${inner}</g>`)}${rect(0, FLOOR_Y, 400, 3, `fill="${INK}" fill-opacity="0.3"`)}<rect x="0" y="${FLOOR_Y}" width="400" height="${300 - FLOOR_Y}" fill="url(#depth)"/>`;
}

function wallBand(look: ProductLook, r: Region, rnd: () => number, detail: Detail, id: string) {
  return clipped(id, r, surfaceElements(look, r, PX_PER_IN, rnd, detail));
}

function kitchen(
  wall: ProductLook | null,
  counter: ProductLook | null,
  rnd: () => number,
  detail: Detail,
) {
  const top = counter?.color ?? '#E8E4DC';
  const doors = '#F4F1EA';
  let base = '';
  for (let x = 30; x < 370; x += 85) {
    base += `<rect x="${x + 3}" y="152" width="79" height="70" rx="2" fill="${doors}" stroke="${INK}" stroke-width="1.5"/>${rect(x + 38, 160, 10, 3, `fill="${INK}"`)}`;
  }
  let uppers = '';
  for (const x of [30, 95, 265, 330]) {
    uppers += `<rect x="${x}" y="26" width="62" height="62" rx="2" fill="${doors}" stroke="${INK}" stroke-width="1.5"/>`;
  }
  const splash = wall
    ? wallBand(wall, { x: 30, y: 88, w: 340, h: 52 }, rnd, detail, 'splash')
    : rect(30, 88, 340, 52, `fill="#F6F4F0"`);
  return `${splash}${uppers}<rect x="170" y="30" width="70" height="50" fill="#CFE3EC" stroke="${INK}" stroke-width="2"/><path d="M205 30 V80" stroke="${INK}" stroke-width="1.5"/>${rect(26, 140, 348, 12, `fill="${top}" stroke="${INK}" stroke-width="1.5"`)}${rect(26, 150, 348, 2, `fill="${shade(top, 0.25)}"`)}${base}${rect(30, 222, 340, 4, `fill="${INK}" fill-opacity="0.6"`)}`;
}

function bathroom(wall: ProductLook | null, rnd: () => number, detail: Detail) {
  const band = wall
    ? wallBand(wall, { x: 0, y: 120, w: 400, h: FLOOR_Y - 120 }, rnd, detail, 'wainscot')
    : rect(0, 120, 400, FLOOR_Y - 120, `fill="#F4F3EF"`);
  return `${band}${rect(0, 118, 400, 3, `fill="${INK}" fill-opacity="0.3"`)}<rect x="160" y="30" width="80" height="70" rx="35" fill="#DDE6EA" stroke="${INK}" stroke-width="2"/><path d="M178 52 L192 42 M182 70 L206 48" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/>`;
}

function livingRoom(wall: ProductLook | null, rnd: () => number, detail: Detail) {
  const feature = wall
    ? wallBand(wall, { x: 250, y: 0, w: 150, h: FLOOR_Y }, rnd, detail, 'feature')
    : '';
  return `${feature}<rect x="60" y="36" width="130" height="110" fill="#CFE3EC" stroke="${INK}" stroke-width="2.5"/><path d="M125 36 V146 M60 91 H190" stroke="${INK}" stroke-width="2"/><path d="M70 136 Q100 100 140 120 T190 112 V146 H70 Z" fill="#A9C7A0" fill-opacity="0.7"/><rect x="40" y="170" width="190" height="46" rx="10" fill="#8A8F8C" stroke="${INK}" stroke-width="2"/><rect x="52" y="150" width="166" height="30" rx="10" fill="#9A9F9B" stroke="${INK}" stroke-width="2"/>${rect(50, 216, 8, 10, `fill="${INK}"`)}${rect(212, 216, 8, 10, `fill="${INK}"`)}${rect(0, 218, 400, 8, `fill="#FFFFFF" stroke="${INK}" stroke-width="1"`)}`;
}

function outdoor(wall: ProductLook | null, rnd: () => number, detail: Detail) {
  let fence = '';
  for (let x = 0; x < 400; x += 20)
    fence += rect(x + 1, 120, 18, FLOOR_Y - 120, `fill="#B58E66" stroke="${INK}" stroke-width="1"`);
  const low = wall
    ? wallBand(wall, { x: 0, y: 170, w: 400, h: FLOOR_Y - 170 }, rnd, detail, 'lowwall')
    : '';
  return `<rect width="400" height="${FLOOR_Y}" fill="url(#sky)"/><circle cx="330" cy="48" r="20" fill="#FFE7A3"/>${fence}<path d="M0 120 Q40 84 80 112 Q120 80 170 110 Q220 78 270 108 Q320 84 400 112 V124 H0 Z" fill="#6F9A5E" stroke="${INK}" stroke-width="1.5"/>${low}`;
}

/** The room in elevation: wall, its tile or stone, the room's furniture, the floor, the objects. */
export function templateScene(room: TemplateRoom, width: number) {
  const detail = detailFor(width);
  const rnd = seeded(room.id * 7919);
  const floor =
    room.looks.find(
      (l) =>
        FLOOR_KINDS.has(l.kind) &&
        (room.room === 'Outdoor' || (l.kind !== 'turf' && l.kind !== 'coping')),
    ) ??
    productLook({
      id: room.id,
      name: room.room === 'Outdoor' ? 'Sand Natural' : 'Oak Natural',
      category: room.room === 'Outdoor' ? 'Hardscaping' : 'Hardwood Flooring',
      size:
        room.room === 'Outdoor'
          ? { width_size: 12, length_size: 24 }
          : { width_size: 6, length_size: 48 },
    });
  const wall = room.looks.find((l) => WALL_KINDS.has(l.kind) && l !== floor) ?? null;
  const counter = room.looks.find((l) => l.kind === 'countertop') ?? null;
  const paint = WALL_PAINT[room.style] ?? '#ECEAE6';
  let scene = rect(0, 0, 400, FLOOR_Y, `fill="${paint}"`);
  if (room.room === 'Kitchen') scene += kitchen(wall, counter, rnd, detail);
  else if (room.room === 'Bathroom') scene += bathroom(wall, rnd, detail);
  else if (room.room === 'Outdoor') scene += outdoor(wall, rnd, detail);
  else scene += livingRoom(wall, rnd, detail);
  scene += floorBand(floor, rnd, detail);
  // Up to two objects on the floor, two from the ceiling, a faucet on a kitchen's counter; wall
  // hardware and sinks (drawn from above) stay out of an elevation.
  const placed = { floor: 0, ceiling: 0, counter: 0 };
  for (const look of room.looks) {
    if (look.surface) continue;
    const mount = mountOf(look);
    let at: [number, number, number] | null = null;
    if (mount === 'floor' && placed.floor < 2) {
      at = [placed.floor === 0 ? 220 : 20, FLOOR_Y + 10 - 258 * 0.42, 0.42];
      placed.floor++;
    } else if (mount === 'ceiling' && placed.ceiling < 2) {
      at = [placed.ceiling === 0 ? 10 : 210, -12, 0.45];
      placed.ceiling++;
    } else if (mount === 'counter' && room.room === 'Kitchen' && placed.counter < 1) {
      at = [80, 140 - 236 * 0.42, 0.42];
      placed.counter++;
    }
    if (at) {
      scene += `<g transform="translate(${n(at[0])} ${n(at[1])}) scale(${at[2]})">${fixtureObject(look)}</g>`;
    }
  }
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#BFDDF0"/><stop offset="1" stop-color="#EAF4F8"/></linearGradient><linearGradient id="depth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  return svgDocument(width, defs, scene);
}

/**
 * GET /demo/templates/:id.svg: the template's room drawn with its products (cached by that
 * content); null if none.
 */
export async function drawTemplateImage(
  db: Db,
  id: number,
  width: number,
): Promise<Drawing | null> {
  const [template] = await db.select().from(t.templates).where(eq(t.templates.id, id)).limit(1);
  if (!template) return null;
  const inputs = await lookInputs(db, template.productIds.slice(0, 8));
  const room = {
    id: template.id,
    room: template.room,
    style: template.style,
    looks: inputs.map(productLook),
  };
  return cachedDrawing(['template', room, width], () => templateScene(room, width));
}
