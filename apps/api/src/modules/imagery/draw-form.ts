/**
 * Drawings follow the product's type (issue 25 item 1): the look's `form` (core's catalogue:
 * the type a product's name names) picks what is drawn, so a refrigerator is drawn as a
 * refrigerator and a cabinet knob as a knob, whatever the product id. Forms the kind's own
 * drawings already have (draw-fixture.ts: refrigerator, range, dishwasher; knob, pull; kitchen
 * and bath faucets; one or two basins; a pendant) set the variant those drawings read; the
 * others are drawn here, in the same 400 x 300 view, floor line y=258, counter y=236, as
 * objects only (the setting, a room, wall or counter, is the kind's: a template's room scene
 * places the object alone).
 */
import type { ProductLook } from '@brand/core/rules';
import { rect, shade } from './svg.ts';

const INK = '#2F2E2C';
const line = (w = 2.5) =>
  `stroke="${INK}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"`;
const body = (fill: string, w = 2.5) => `fill="${fill}" ${line(w)}`;
const GLASS = '#2B2D30';
const CABINET = '#E6E1D8';

/** The variant the kind's own drawing reads for a form it already draws (else the look's). */
const FORM_VARIANT: Partial<Record<NonNullable<ProductLook['form']>, number>> = {
  refrigerator: 0,
  range: 1,
  dishwasher: 2,
  pull: 0,
  knob: 1,
  'kitchen-faucet': 0,
  'bath-faucet': 1,
  'single-basin': 0,
  'double-basin': 1,
  pendant: 1,
  'ceiling-fan': 0,
};

/** The look with the variant its form asks of the kind's own drawing. */
export function formVariant(look: ProductLook): ProductLook {
  const variant = look.form ? FORM_VARIANT[look.form] : undefined;
  return variant === undefined ? look : { ...look, variant };
}

function cabinets(y = 110) {
  return `${rect(0, y - 14, 400, 14, `fill="#BDB6AA" ${line(2)}`)}<rect x="20" y="${y}" width="110" height="${258 - y}" ${body(CABINET)}/><rect x="270" y="${y}" width="110" height="${258 - y}" ${body(CABINET)}/>`;
}

function wallOven(look: ProductLook) {
  const c = look.color;
  const handle = shade(c, 0.35);
  const door = (y: number) =>
    `<rect x="136" y="${y}" width="128" height="84" rx="3" ${body(shade(c, 0.06), 2)}/><rect x="152" y="${y + 22}" width="96" height="48" rx="3" ${body(GLASS, 2)}/>${rect(150, y + 8, 100, 6, `fill="${handle}" ${line(1.5)}`)}`;
  return `<rect x="120" y="20" width="160" height="238" ${body(CABINET)}/><rect x="130" y="40" width="140" height="196" rx="4" ${body(c)}/>${rect(136, 44, 128, 14, `fill="${GLASS}"`)}${door(62)}${door(150)}`;
}

function cooktop(look: ProductLook) {
  const c = look.color;
  let burners = '';
  for (const [x, y, r] of [
    [140, 150, 30],
    [260, 150, 30],
    [160, 210, 22],
    [240, 210, 22],
  ] as const) {
    burners += `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${shade(c, 0.5)}" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${r / 3}" fill="${shade(c, 0.3)}"/>`;
  }
  return `<rect x="70" y="110" width="260" height="140" rx="10" ${body(c === '#C4C7C9' ? GLASS : c)}/>${burners}`;
}

function rangeHood(look: ProductLook) {
  const c = look.color;
  return `<rect x="180" y="0" width="40" height="90" ${body(shade(c, -0.05))}/><path d="M180 90 H220 L300 160 H100 Z" ${body(c)}/><rect x="96" y="158" width="208" height="16" rx="3" ${body(shade(c, 0.1))}/><circle cx="150" cy="166" r="3" fill="${INK}"/><circle cx="162" cy="166" r="3" fill="${INK}"/><path d="M130 190 V220 M200 190 V224 M270 190 V220" stroke="#FFE8A8" stroke-width="3" stroke-dasharray="4 6" stroke-linecap="round"/>`;
}

function microwave(look: ProductLook) {
  const c = look.color;
  return `${cabinets()}<rect x="110" y="40" width="180" height="110" rx="6" ${body(c)}/><rect x="124" y="54" width="116" height="82" rx="4" ${body(GLASS, 2)}/><rect x="250" y="58" width="28" height="20" rx="2" ${body('#9FD3A8', 1.5)}/><circle cx="264" cy="100" r="5" ${body(shade(c, 0.3), 1.5)}/><circle cx="264" cy="120" r="5" ${body(shade(c, 0.3), 1.5)}/>`;
}

function wineCooler(look: ProductLook) {
  const c = look.color;
  let bottles = '';
  for (let row = 0; row < 5; row++) {
    for (let i = 0; i < 4; i++) {
      bottles += `<circle cx="${166 + i * 22}" cy="${128 + row * 24}" r="8" fill="#6B2A33" stroke="${INK}" stroke-width="1.5"/>`;
    }
  }
  return `${cabinets()}<rect x="140" y="110" width="120" height="148" rx="3" ${body(c)}/><rect x="150" y="118" width="100" height="124" rx="3" ${body('#3A4A52', 2)}/>${bottles}${rect(252, 130, 5, 90, `fill="${shade(c, 0.35)}" ${line(1.5)}`)}`;
}

function chandelier(look: ProductLook) {
  const c = look.color;
  let arms = '';
  for (let i = 0; i < 5; i++) {
    const x = 110 + i * 45;
    arms += `<path d="M200 130 Q${(200 + x) / 2} 170 ${x} 140" fill="none" stroke="${c}" stroke-width="5"/><path d="M${x - 10} 140 H${x + 10} L${x + 7} 112 H${x - 7} Z" ${body('#FFF4CF', 2)}/><ellipse cx="${x}" cy="106" rx="5" ry="9" fill="#FFD36B"/>`;
  }
  return `<path d="M200 22 V118" stroke="${INK}" stroke-width="2"/><circle cx="200" cy="128" r="12" ${body(c)}/>${arms}<path d="M180 150 L200 190 L220 150" fill="none" stroke="${c}" stroke-width="4"/>`;
}

function sconce(look: ProductLook) {
  const c = look.color;
  return `<ellipse cx="200" cy="190" rx="90" ry="70" fill="#FFE8A8" fill-opacity="0.45"/><rect x="186" y="120" width="28" height="70" rx="6" ${body(c)}/><path d="M200 140 Q240 140 240 110" fill="none" stroke="${c}" stroke-width="6"/><path d="M214 110 H266 L256 70 H224 Z" ${body('#FFF4CF')}/>`;
}

function flushMount(look: ProductLook) {
  const c = look.color;
  return `<ellipse cx="200" cy="140" rx="140" ry="90" fill="#FFE8A8" fill-opacity="0.45"/><rect x="110" y="38" width="180" height="10" rx="3" ${body(c)}/><path d="M116 48 H284 Q280 92 200 96 Q120 92 116 48 Z" ${body('#FFF4CF')}/>`;
}

function exhaustFan(look: ProductLook) {
  const c = look.color === '#F4F3EF' ? '#FFFFFF' : look.color;
  let slats = '';
  for (let i = 0; i < 7; i++) slats += rect(130, 98 + i * 16, 140, 6, `fill="${shade(c, -0.2)}"`);
  return `<rect x="110" y="80" width="180" height="140" rx="10" ${body(c)}/>${slats}`;
}

function hinge(look: ProductLook) {
  const c = look.color;
  return `<rect x="60" y="40" width="150" height="220" ${body(CABINET)}/><rect x="210" y="40" width="12" height="220" ${body('#D2CBBE', 2)}/><rect x="150" y="90" width="110" height="34" rx="8" ${body(c)}/><circle cx="170" cy="107" r="5" fill="${INK}"/><circle cx="240" cy="107" r="5" fill="${INK}"/><rect x="150" y="176" width="110" height="34" rx="8" ${body(c)}/><circle cx="170" cy="193" r="5" fill="${INK}"/><circle cx="240" cy="193" r="5" fill="${INK}"/>`;
}

function alcoveTub(look: ProductLook) {
  const c = look.color;
  return `<rect x="20" y="170" width="360" height="88" rx="4" ${body(c)}/><rect x="20" y="170" width="360" height="14" ${body(shade(c, 0.08), 2)}/><path d="M330 120 V100 Q330 90 318 90 H300" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M330 120 V100 Q330 90 318 90 H300" fill="none" stroke="#B9BCBF" stroke-width="5" stroke-linecap="round"/>`;
}

/** The drawing of a form this file draws, or null (the kind's own drawing applies). */
export function formObject(look: ProductLook): string | null {
  switch (look.form) {
    case 'wall-oven':
      return wallOven(look);
    case 'cooktop':
      return cooktop(look);
    case 'range-hood':
      return rangeHood(look);
    case 'microwave':
      return microwave(look);
    case 'wine-cooler':
      return wineCooler(look);
    case 'chandelier':
      return chandelier(look);
    case 'sconce':
      return sconce(look);
    case 'flush-mount':
      return flushMount(look);
    case 'exhaust-fan':
      return exhaustFan(look);
    case 'hinge':
      return hinge(look);
    case 'alcove-tub':
      return alcoveTub(look);
    default:
      return null;
  }
}
