/**
 * Materials from the products (issue 15 item 1): core's `productLook` gives each product its
 * colour, finish, laying pattern and real unit size (the catalogue's swatches use the same
 * look); a laid surface gets a canvas texture of one repeat of its pattern, repeated at real
 * scale (the geometry's UVs are in feet), a fixture its colour.
 */
import type { ProductLook } from '@brand/core/rules';
import {
  CanvasTexture,
  type Material,
  MeshStandardMaterial,
  RepeatWrapping,
  ShaderChunk,
  SRGBColorSpace,
  type Texture,
} from 'three';

/** A surface's material when no product is chosen: plaster walls, a pale floor. */
export const NEUTRAL_LOOK = { color: '#d9d4cb', sheen: 0.1 } as const;

/** One repeat of the pattern in inches: [across, along]. */
export function patternCell(look: Pick<ProductLook, 'pattern' | 'unit'>): [number, number] | null {
  if (!look.unit) return null;
  const { width, length } = look.unit;
  switch (look.pattern) {
    case 'offset':
    case 'ledger':
    case 'herringbone':
    case 'chevron':
      return [length, width * 2];
    case 'basketweave':
      return [length * 2, length * 2];
    case 'hexagon':
      return [width * 1.5, width * Math.sqrt(3)];
    default:
      return [width, length];
  }
}

function drawCell(look: ProductLook, canvas: HTMLCanvasElement) {
  const ctx = canvas.getContext('2d');
  if (!ctx || !look.unit) return;
  const [cw, ch] = patternCell(look) ?? [1, 1];
  const px = canvas.width / cw;
  const py = canvas.height / ch;
  const joint = Math.max(1, (look.groutWidth || 0.06) * px);
  ctx.fillStyle = look.grout ?? '#3a332b';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const { width, length } = look.unit;
  const unit = (x: number, y: number, w: number, h: number, shade: number) => {
    ctx.fillStyle = look.color;
    ctx.globalAlpha = 1;
    ctx.fillRect(x * px + joint / 2, y * py + joint / 2, w * px - joint, h * py - joint);
    ctx.fillStyle = shade > 0 ? '#ffffff' : '#000000';
    ctx.globalAlpha = Math.abs(shade);
    ctx.fillRect(x * px + joint / 2, y * py + joint / 2, w * px - joint, h * py - joint);
    ctx.globalAlpha = 1;
  };
  const shade = (i: number) => (((i * 7919 + look.variant) % 5) - 2) * 0.025;
  switch (look.pattern) {
    case 'offset':
    case 'ledger':
    case 'herringbone':
    case 'chevron':
      unit(0, 0, length, width, shade(1));
      unit(-length / 2, width, length, width, shade(2));
      unit(length / 2, width, length, width, shade(3));
      break;
    case 'basketweave':
      for (let k = 0; k < length / width; k++) {
        unit(k * width, 0, width, length, shade(k));
        unit(length, k * width, length, width, shade(k + 3));
        unit(0, length + k * width, length, width, shade(k + 5));
        unit(length + k * width, length, width, length, shade(k + 7));
      }
      break;
    default:
      unit(0, 0, width, length, shade(1));
  }
}

/**
 * How a material takes the environment map (scene-environment.tsx) once it is drawn: how strong
 * its reflection is, and its metalness without and with it. A metal has no diffuse colour and
 * reflects its surroundings: with only the hemisphere light to reflect it read dark, so it is
 * less metallic until the environment arrives (after the first frame), then metallic.
 */
export interface Reflection {
  intensity: number;
  metalness?: { bare: number; lit: number };
}

export const REFLECTIONS = {
  /** Faucets, cabinet hardware, light shades. */
  fixture: { intensity: 1, metalness: { bare: 0.6, lit: 0.9 } },
  /** The stainless appliances, chosen or not. */
  stainless: { intensity: 1, metalness: { bare: 0.3, lit: 0.85 } },
  /** A glossy or polished surface (tile, stone, countertop): a sheen of the room, no metal. */
  glossy: { intensity: 0.45 },
  /** The range's glass top. */
  glass: { intensity: 1 },
  /** The bathroom's mirror. */
  mirror: { intensity: 1, metalness: { bare: 0, lit: 0.9 } },
} as const satisfies Record<string, Reflection>;

/** The sheen from which a surface is glossy enough to reflect (core's polished and glossy). */
export const GLOSSY_SHEEN = 0.8;

let environment: Texture | null = null;
const reflective = new Map<MeshStandardMaterial, Reflection>();

/** The light of the environment map the reflective materials leave out: its diffuse light. */
export const IBL_IRRADIANCE = 'iblIrradiance += getIBLIrradiance( geometryNormal );';
/** three's `lights_fragment_maps` without the environment's diffuse light. */
export const REFLECTIONS_ONLY = ShaderChunk.lights_fragment_maps.replace(IBL_IRRADIANCE, '');

/**
 * The environment map gives these materials their reflections only: its diffuse light (the
 * RoomEnvironment's bright panels, averaged) turned a tan countertop cream; the hemisphere
 * light stays their diffuse light, as it is every other surface's, so the colours stay true.
 */
function reflectionsOnly(shader: { fragmentShader: string }) {
  shader.fragmentShader = shader.fragmentShader.replace(
    '#include <lights_fragment_maps>',
    REFLECTIONS_ONLY,
  );
}

function takeEnvironment(material: MeshStandardMaterial, reflection: Reflection) {
  material.envMap = environment;
  material.envMapIntensity = reflection.intensity;
  if (reflection.metalness) {
    material.metalness = environment ? reflection.metalness.lit : reflection.metalness.bare;
  }
}

function reflects(material: MeshStandardMaterial, reflection: Reflection) {
  reflective.set(material, reflection);
  material.onBeforeCompile = reflectionsOnly;
  material.customProgramCacheKey = () => 'reflections-only';
  takeEnvironment(material, reflection);
  return material;
}

/**
 * The environment map is drawn (or gone): the metals, glass, mirror and glossy surfaces take it.
 * Only they do: on every material it cost 5 to 7 ms a frame on software GL, half again the
 * frame (docs/decisions/visualizer.md); the matte walls, floors and cabinets, most of the
 * picture, keep the hemisphere light.
 */
export function setEnvironment(map: Texture | null) {
  environment = map;
  for (const [material, reflection] of reflective) takeEnvironment(material, reflection);
}

/** The materials that take the environment map (for tests). */
export function reflectiveMaterials(): readonly MeshStandardMaterial[] {
  return [...reflective.keys()];
}

const cache = new Map<string, Material>();

/** The material of a product's look (cached by look): textured when laid in units. */
export function lookMaterial(look: ProductLook | null, selected = false): Material {
  const key = look ? `${JSON.stringify(look)}:${selected}` : `neutral:${selected}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const material = new MeshStandardMaterial({
    color: look?.color ?? NEUTRAL_LOOK.color,
    roughness: 1 - 0.75 * (look?.sheen ?? NEUTRAL_LOOK.sheen),
    // The selected surface glows in its own colour (a blue glow turned espresso floors royal
    // blue and walnut purple: issue 29 item 2); what is selected is also said in the page's form.
    emissive: selected ? (look?.color ?? NEUTRAL_LOOK.color) : '#000000',
    emissiveIntensity: selected ? 0.18 : 0,
  });
  if (look && ['faucet', 'hardware', 'light'].includes(look.kind)) {
    reflects(material, REFLECTIONS.fixture);
  } else if (
    (look?.kind === 'appliance' || look?.kind === 'sink') &&
    look.colorName === 'stainless'
  ) {
    // A stainless appliance or sink chosen is the same steel as the unchosen appliances.
    reflects(material, REFLECTIONS.stainless);
  } else if (look && look.sheen >= GLOSSY_SHEEN) {
    reflects(material, REFLECTIONS.glossy);
  }
  const cell = look ? patternCell(look) : null;
  if (look?.surface && cell && typeof document !== 'undefined') {
    const canvas = document.createElement('canvas');
    const ratio = cell[0] / cell[1];
    canvas.width = ratio >= 1 ? 256 : Math.max(16, Math.round(256 * ratio));
    canvas.height = ratio >= 1 ? Math.max(16, Math.round(256 / ratio)) : 256;
    drawCell(look, canvas);
    const texture = new CanvasTexture(canvas);
    texture.colorSpace = SRGBColorSpace;
    texture.wrapS = RepeatWrapping;
    texture.wrapT = RepeatWrapping;
    // UVs are in feet: one repeat of the pattern spans its real size.
    texture.repeat.set(12 / cell[0], 12 / cell[1]);
    texture.anisotropy = 4;
    material.map = texture;
    material.color.set('#ffffff');
  }
  cache.set(key, material);
  return material;
}

const finishCache = new Map<string, Material>();

/**
 * A finish's material (issue 29 item 3: wall paint, cabinet paint), cached by colour: matte
 * paint (roughness 0.85) or a satin cabinet finish (0.5).
 */
export function finishMaterial(hex: string, roughness = 0.85): Material {
  const key = `${hex}:${roughness}`;
  const hit = finishCache.get(key);
  if (hit) return hit;
  const material = new MeshStandardMaterial({ color: hex, roughness });
  finishCache.set(key, material);
  return material;
}

/**
 * What is not a chosen product: the cabinets' painted doors and their carcass, stainless
 * appliances, the range's glass top, the toe kick, the skirting and frames (painted trim).
 */
export const FIXED = {
  cabinet: new MeshStandardMaterial({ color: '#ece8df', roughness: 0.55 }),
  carcass: new MeshStandardMaterial({ color: '#d8d2c6', roughness: 0.7 }),
  stainless: reflects(
    new MeshStandardMaterial({ color: '#c9ccce', roughness: 0.4 }),
    REFLECTIONS.stainless,
  ),
  glass: reflects(
    new MeshStandardMaterial({ color: '#1c1d1f', roughness: 0.15, metalness: 0.1 }),
    REFLECTIONS.glass,
  ),
  shadow: new MeshStandardMaterial({ color: '#3b3833', roughness: 0.9 }),
  trim: new MeshStandardMaterial({ color: '#f7f5f0', roughness: 0.5 }),
  mirror: reflects(
    new MeshStandardMaterial({ color: '#cdd6db', roughness: 0.08 }),
    REFLECTIONS.mirror,
  ),
  cord: new MeshStandardMaterial({ color: '#2a2a2a', roughness: 0.6 }),
  bulb: new MeshStandardMaterial({ color: '#fff6e0', emissive: '#ffe9b8', emissiveIntensity: 1.4 }),
} as const;
