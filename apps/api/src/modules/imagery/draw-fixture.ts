/**
 * Fixtures and appliances as line drawings (issue 17): each kind a recognisable elevation
 * (side or front view) in the product's colour with a dark outline, in the 400 x 300 view.
 * Metal kinds (faucet, hardware, light, fan) take the colour on their metal.
 */
import type { ProductLook } from '@brand/core/rules';
import { formObject, formVariant } from './draw-form.ts';
import { n, rect, shade } from './svg.ts';

const INK = '#2F2E2C';
const WALL = '#EEEAE3';
const FLOOR = '#D8D0C2';
const FLOOR_Y = 258;
const line = (w = 2.5) =>
  `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const body = (fill: string, w = 2.5) => `fill="${fill}" ${line(w)}`;

/** A thick metal tube: a dark wide stroke under a coloured narrower one. */
const tube = (d: string, color: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${n(width + 5)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${n(width * 0.25)}" stroke-linecap="round" transform="translate(-${n(width * 0.2)} -${n(width * 0.2)})"/>`;

function room(ceiling = false) {
  return `${rect(0, 0, 400, 300, `fill="${WALL}"`)}${rect(0, FLOOR_Y, 400, 42, `fill="${FLOOR}"`)}${rect(0, FLOOR_Y, 400, 2, `fill="${INK}" fill-opacity="0.25"`)}${ceiling ? rect(0, 0, 400, 22, `fill="#E2DDD4"`) + rect(0, 22, 400, 2, `fill="${INK}" fill-opacity="0.2"`) : ''}`;
}

function counter(y: number) {
  return `${rect(0, y, 400, 300 - y, `fill="#D9D4CB"`)}${rect(0, y, 400, 12, `fill="#BDB6AA"`)}${rect(0, y, 400, 2, `fill="${INK}" fill-opacity="0.35"`)}`;
}

function toilet(look: ProductLook) {
  const c = look.color;
  const hi = shade(c, -0.3);
  return `<rect x="120" y="70" width="70" height="100" rx="8" ${body(c)}/><rect x="112" y="62" width="86" height="14" rx="5" ${body(c)}/><rect x="170" y="84" width="14" height="5" rx="2" ${body('#B9BCBF', 1.5)}/><path d="M150 170 H300 Q306 170 304 182 Q296 232 236 236 L226 258 H170 L176 232 Q150 214 150 190 Z" ${body(c)}/><path d="M150 168 H302" ${line(3)}/><path d="M158 162 H296 Q300 162 298 168 H158 Z" ${body(hi, 2)}/><path d="M170 205 Q210 222 262 214" fill="none" stroke="${INK}" stroke-opacity="0.3" stroke-width="2"/>`;
}

function vanity(look: ProductLook) {
  const c = look.color;
  return `<rect x="150" y="34" width="100" height="92" rx="46" ${body('#DDE6EA')}/><path d="M172 60 L186 48 M178 78 L206 52" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/><rect x="70" y="160" width="260" height="98" rx="3" ${body(c)}/><rect x="60" y="148" width="280" height="14" rx="3" ${body('#E9E6E0')}/><rect x="80" y="172" width="240" height="22" rx="2" ${body(shade(c, 0.06), 2)}/><rect x="80" y="200" width="117" height="50" rx="2" ${body(shade(c, 0.06), 2)}/><rect x="203" y="200" width="117" height="50" rx="2" ${body(shade(c, 0.06), 2)}/>${rect(185, 181, 30, 4, `fill="${INK}"`)}${rect(184, 214, 4, 22, `fill="${INK}"`)}${rect(212, 214, 4, 22, `fill="${INK}"`)}<ellipse cx="200" cy="148" rx="48" ry="7" ${body('#FFFFFF', 2)}/>${tube('M200 146 V122 Q200 112 212 112', '#B9BCBF', 5)}`;
}

function faucet(look: ProductLook) {
  const c = look.color;
  const kitchen = look.variant % 2 === 0;
  const spout = kitchen
    ? 'M200 236 V110 Q200 60 250 60 Q292 60 292 104 V128'
    : 'M200 236 V176 Q200 160 216 160 H262';
  const head = kitchen
    ? `<rect x="282" y="124" width="20" height="26" rx="5" ${body(c)}/>`
    : `<rect x="256" y="156" width="18" height="12" rx="3" ${body(c)}/>`;
  return `<ellipse cx="200" cy="238" rx="34" ry="6" ${body(c)}/><rect x="184" y="196" width="32" height="42" rx="6" ${body(c)}/>${tube(spout, c, 12)}${head}${tube('M214 206 L250 186', c, 7)}${kitchen ? '' : `<path d="M266 172 V230" stroke="#7FB6D6" stroke-width="4" stroke-dasharray="6 6" stroke-linecap="round"/>`}`;
}

function sink(look: ProductLook) {
  const c = look.color;
  const inner = shade(c, 0.12);
  const double = look.variant % 2 === 1;
  const basins = double
    ? `<rect x="66" y="86" width="128" height="150" rx="18" ${body(inner)}/><rect x="206" y="86" width="128" height="150" rx="18" ${body(inner)}/><circle cx="130" cy="160" r="9" ${body('#9AA0A6', 2)}/><circle cx="270" cy="160" r="9" ${body('#9AA0A6', 2)}/>`
    : `<rect x="70" y="86" width="260" height="150" rx="22" ${body(inner)}/><circle cx="200" cy="168" r="10" ${body('#9AA0A6', 2)}/><path d="M90 106 Q95 96 110 94" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return `<rect x="46" y="46" width="308" height="208" rx="24" ${body(c)}/>${basins}<circle cx="200" cy="64" r="8" ${body('#B9BCBF', 2)}/>`;
}

function tub(look: ProductLook) {
  const c = look.color;
  const feet = `<path d="M100 226 l-8 32 h18 l6 -30 Z" ${body('#B5A05A', 2)}/><path d="M300 226 l8 32 h-18 l-6 -30 Z" ${body('#B5A05A', 2)}/>`;
  return `${feet}<path d="M52 128 H348 Q352 128 350 138 Q336 236 250 236 H150 Q64 236 50 138 Q48 128 52 128 Z" ${body(c)}/><path d="M52 128 H348" ${line(4)}/><path d="M80 150 Q100 206 160 212" fill="none" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>${tube('M320 258 V96 Q320 80 304 80 H290', '#B9BCBF', 7)}`;
}

function shower(look: ProductLook) {
  const c = look.color;
  let tiles = '';
  for (let y = 0; y < FLOOR_Y; y += 24) {
    for (let x = (y / 24) % 2 ? -4 : 20; x < 380; x += 48) {
      tiles += rect(
        Math.max(x, 20) + 1,
        y + 1,
        Math.min(x + 48, 380) - Math.max(x, 20) - 2,
        22,
        `fill="#F1EFEA"`,
      );
    }
  }
  let drops = '';
  for (let i = 0; i < 7; i++) {
    drops += `<path d="M${140 + i * 9} 96 L${128 + i * 12} 230" stroke="#7FB6D6" stroke-width="2" stroke-dasharray="8 10" stroke-linecap="round"/>`;
  }
  return `${rect(20, 0, 360, FLOOR_Y, `fill="#D6D2CB"`)}${tiles}${tube('M60 60 H150 V78', c, 6)}<path d="M122 78 H178 L168 92 H132 Z" ${body(c)}/>${drops}<rect x="210" y="150" width="14" height="40" rx="4" ${body(c, 2)}/><rect x="246" y="20" width="110" height="238" ${body('#CFE3EC', 3)} fill-opacity="0.45"/><path d="M262 40 L300 90 M262 70 L290 108" stroke="#FFFFFF" stroke-width="4" stroke-linecap="round" stroke-opacity="0.8"/>${rect(244, 18, 114, 8, `fill="${c}" ${line(2)}`)}${rect(252, 120, 6, 50, `fill="${c}" ${line(1.5)}`)}${rect(40, 250, 320, 10, `fill="#FFFFFF" ${line(2)}`)}`;
}

function fan(look: ProductLook) {
  const c = look.color;
  const blades = look.variant % 2 === 0 ? 3 : 5;
  let out = '';
  for (let i = 0; i < blades; i++) {
    const a = (360 / blades) * i + 15;
    out += `<g transform="translate(200 116) scale(1 0.32) rotate(${n(a)})"><path d="M10 -10 L160 -26 Q176 0 160 26 L10 10 Z" fill="${c}" stroke="${INK}" stroke-width="5"/></g>`;
  }
  return `${rect(194, 22, 12, 70, `fill="${shade(c, 0.2)}" ${line(2)}`)}<path d="M170 92 H230 L236 112 H164 Z" ${body(shade(c, 0.1))}/>${out}<ellipse cx="200" cy="116" rx="38" ry="12" ${body(shade(c, 0.1))}/><path d="M178 128 Q200 160 222 128 Z" ${body('#FBF3D9')}/>`;
}

function light(look: ProductLook) {
  const c = look.color;
  const count = look.variant % 2 === 0 ? 3 : 1;
  let out = `<defs><radialGradient id="glow"><stop offset="0" stop-color="#FFE8A8" stop-opacity="0.9"/><stop offset="1" stop-color="#FFE8A8" stop-opacity="0"/></radialGradient></defs>`;
  for (let i = 0; i < count; i++) {
    const x = count === 1 ? 200 : 100 + i * 100;
    const drop = count === 1 ? 120 : 96 + (i % 2) * 30;
    out += `<ellipse cx="${x}" cy="${drop + 70}" rx="70" ry="60" fill="url(#glow)"/><path d="M${x} 22 V${drop}" stroke="${INK}" stroke-width="2"/><path d="M${x - 42} ${drop + 44} Q${x - 40} ${drop} ${x} ${drop} Q${x + 40} ${drop} ${x + 42} ${drop + 44} Z" ${body(c)}/><ellipse cx="${x}" cy="${drop + 44}" rx="42" ry="6" ${body('#FFF4CF', 2)}/>`;
  }
  return out;
}

function hardware(look: ProductLook) {
  const c = look.color;
  const door = '#E6E1D8';
  const pull = look.variant % 2 === 0;
  const doors = `<rect x="40" y="30" width="152" height="240" rx="3" ${body(door)}/><rect x="58" y="48" width="116" height="204" rx="2" ${body(shade(door, 0.04), 1.5)}/><rect x="208" y="30" width="152" height="240" rx="3" ${body(door)}/><rect x="226" y="48" width="116" height="204" rx="2" ${body(shade(door, 0.04), 1.5)}/>`;
  const metal = pull
    ? `${tube('M170 110 V190', c, 9)}${tube('M230 110 V190', c, 9)}${rect(162, 104, 16, 10, `fill="${c}" ${line(2)}`)}${rect(162, 186, 16, 10, `fill="${c}" ${line(2)}`)}${rect(222, 104, 16, 10, `fill="${c}" ${line(2)}`)}${rect(222, 186, 16, 10, `fill="${c}" ${line(2)}`)}`
    : `<circle cx="172" cy="150" r="14" ${body(c)}/><circle cx="228" cy="150" r="14" ${body(c)}/><circle cx="168" cy="145" r="4" fill="#FFFFFF" fill-opacity="0.5"/><circle cx="224" cy="145" r="4" fill="#FFFFFF" fill-opacity="0.5"/>`;
  return `${doors}${metal}`;
}

function appliance(look: ProductLook) {
  const c = look.color;
  const handle = shade(c, 0.35);
  switch (look.variant % 3) {
    case 0: // refrigerator, French doors over a freezer drawer
      return `<rect x="110" y="20" width="180" height="238" rx="6" ${body(c)}/><path d="M200 20 V170 M110 170 H290" ${line(2.5)}/>${rect(186, 70, 6, 70, `fill="${handle}" ${line(1.5)}`)}${rect(208, 70, 6, 70, `fill="${handle}" ${line(1.5)}`)}${rect(160, 186, 80, 6, `fill="${handle}" ${line(1.5)}`)}<path d="M122 34 L150 34" stroke="#FFFFFF" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/>`;
    case 1: {
      // range: cooktop, knobs, oven door with window
      let knobs = '';
      for (let i = 0; i < 5; i++)
        knobs += `<circle cx="${130 + i * 35}" cy="118" r="7" ${body(handle, 2)}/>`;
      return `<rect x="100" y="100" width="200" height="158" rx="4" ${body(c)}/><rect x="96" y="92" width="208" height="10" rx="2" ${body('#3A3D40', 2)}/><ellipse cx="150" cy="92" rx="22" ry="4" fill="#1F2022"/><ellipse cx="250" cy="92" rx="22" ry="4" fill="#1F2022"/>${knobs}<rect x="118" y="148" width="164" height="92" rx="4" ${body(shade(c, 0.08), 2)}/><rect x="138" y="166" width="124" height="54" rx="3" ${body('#2B2D30', 2)}/>${rect(138, 138, 124, 6, `fill="${handle}" ${line(1.5)}`)}`;
    }
    default: {
      // dishwasher under a counter
      return `${rect(0, 96, 400, 14, `fill="#BDB6AA" ${line(2)}`)}<rect x="20" y="110" width="110" height="148" ${body('#E6E1D8')}/><rect x="270" y="110" width="110" height="148" ${body('#E6E1D8')}/><rect x="136" y="110" width="128" height="148" rx="3" ${body(c)}/><rect x="136" y="110" width="128" height="22" ${body(shade(c, 0.12), 2)}/><circle cx="156" cy="121" r="3" fill="#7FD18B"/>${rect(166, 140, 68, 7, `fill="${handle}" ${line(1.5)}`)}`;
    }
  }
}

function cabinet(look: ProductLook) {
  const c = look.color;
  let doors = '';
  for (let i = 0; i < 3; i++) {
    const x = 50 + i * 100;
    doors += `<rect x="${x}" y="110" width="96" height="140" rx="2" ${body(c, 2)}/><rect x="${x + 12}" y="122" width="72" height="116" ${body(shade(c, 0.05), 1.5)}/>${rect(x + 80, 150, 4, 30, `fill="${INK}"`)}`;
  }
  return `${rect(44, 96, 312, 14, `fill="#CFC8BC" ${line(2)}`)}${doors}`;
}

/** Where an object stands: on the floor, on a counter, from the ceiling, on a wall or flat. */
export type Mount = 'floor' | 'counter' | 'ceiling' | 'wall' | 'top';

export function mountOf(look: ProductLook): Mount {
  switch (look.kind) {
    case 'fan':
    case 'light':
      return 'ceiling';
    case 'faucet':
      return 'counter';
    case 'sink':
      return 'top';
    case 'hardware':
      return 'wall';
    default:
      return 'floor';
  }
}

/** The fixture's setting in a product image: a wall and floor, a ceiling, a counter. */
function setting(look: ProductLook): string {
  switch (mountOf(look)) {
    case 'ceiling':
      return room(true);
    case 'counter':
      return `${rect(0, 0, 400, 300, `fill="${WALL}"`)}${counter(236)}`;
    case 'top':
      return rect(0, 0, 400, 300, `fill="#D9D4CB"`);
    case 'wall':
      return rect(0, 0, 400, 300, `fill="${WALL}"`);
    default:
      return room();
  }
}

/** A fixture's product image: its setting and the object, a whole 400 x 300 scene. */
export function fixtureScene(look: ProductLook): string {
  return setting(look) + fixtureObject(look);
}

/** The object alone in the 400 x 300 view (floor line y=258, counter y=236), for rooms. */
export function fixtureObject(shown: ProductLook): string {
  // The product's type first (issue 25): a refrigerator is drawn as one (draw-form.ts).
  const own = formObject(shown);
  if (own !== null) return own;
  const look = formVariant(shown);
  switch (look.kind) {
    case 'toilet':
      return toilet(look);
    case 'vanity':
      return vanity(look);
    case 'faucet':
      return faucet(look);
    case 'sink':
      return sink(look);
    case 'tub':
      return tub(look);
    case 'shower':
      return shower(look);
    case 'fan':
      return fan(look);
    case 'light':
      return light(look);
    case 'hardware':
      return hardware(look);
    case 'appliance':
      return appliance(look);
    default:
      return cabinet(look);
  }
}
