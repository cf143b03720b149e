/**
 * The environment light (issue 29 item 2), deferred past the first frame: three's procedural
 * `RoomEnvironment` (a lit studio room, no downloaded asset) drawn by a cube camera into a small
 * cube map whose box-filtered mip levels stand in for the roughness levels of a prefiltered
 * (PMREM) map. The metals (stainless appliances, faucets, hardware, light shades), the range's
 * glass, the mirror and glossy or polished surfaces reflect it (materials.ts `setEnvironment`);
 * the matte surfaces keep the hemisphere light: the map on every material cost 5 to 7 ms a frame
 * on software GL.
 *
 * Why not `PMREMGenerator`: its maps are at least 256 px a face (a smaller `size` is raised to
 * 256) and its GGX filter takes 256 samples a texel; with its shaders' compile that cost 1.7 s on
 * software GL, whatever the size asked. The cube camera's 32 px map and the GPU's own mipmaps
 * take 30-50 ms (docs/decisions/visualizer.md, "The environment light").
 *
 * Nothing of it is in the first frame: the map is drawn in idle time after the room's first
 * frame (and after the shadow bakes), the reflective shaders are compiled with `compileAsync`
 * (in parallel where the browser has KHR_parallel_shader_compile; SwiftShader has not, so there
 * they compile in the next frame), and the room is drawn again.
 */
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import {
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  WebGLCubeRenderTarget,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { setEnvironment } from './materials';

/** The environment cube map's face size in px: a room's blurred reflections need no more. */
export const ENVIRONMENT_SIZE = 32;
/** The roughest level's face size: its texels are the diffuse light of six directions. */
export const ENVIRONMENT_MIN_FACE = 4;
/** The mip levels the shaders read: `size` px faces halved down to `min` px. */
export function environmentLevels(size: number, min = ENVIRONMENT_MIN_FACE) {
  const levels: { width: number; height: number }[] = [];
  for (let s = size; s >= min; s = Math.floor(s / 2)) levels.push({ width: s, height: s });
  return levels;
}

/**
 * Draws three's RoomEnvironment into a `size` px cube map with mipmaps, marked as a prefiltered
 * map so the standard material reads its levels by roughness (level = max level x r(2 - r)).
 */
export function roomEnvironmentMap(gl: WebGLRenderer, size = ENVIRONMENT_SIZE) {
  const room = new RoomEnvironment();
  // Half float: the studio's lights are brighter than 1, the steel's highlights keep them.
  const target = new WebGLCubeRenderTarget(size, {
    type: HalfFloatType,
    generateMipmaps: true,
    minFilter: LinearMipmapLinearFilter,
  });
  target.texture.name = 'RoomEnvironment';
  const camera = new CubeCamera(0.1, 100, target);
  camera.update(gl, room);
  room.dispose();
  target.texture.isPMREMTexture = true;
  // Read by the shader's build only (the number of levels): the GPU made every level above.
  target.texture.mipmaps = environmentLevels(size) as unknown as typeof target.texture.mipmaps;
  return target;
}

/**
 * Draws the environment map once the room's first frame is drawn and hands it to the reflective
 * materials (materials.ts `setEnvironment`); their shaders with it are compiled in parallel
 * (`compileAsync`) and the room is drawn again when they are ready.
 */
export function SceneEnvironment() {
  const { gl, scene, camera, invalidate } = useThree();
  useEffect(() => {
    let cancelled = false;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let target: WebGLCubeRenderTarget | null = null;
    const start = () => {
      const t0 = performance.now();
      target = roomEnvironmentMap(gl);
      performance.measure('visualizer:environment-map', { start: t0 });
      setEnvironment(target.texture);
      void gl.compileAsync(scene, camera).then(() => {
        if (cancelled) return;
        invalidate();
        performance.measure('visualizer:environment', { start: t0 });
      });
    };
    // After the first frame (two animation frames), in idle time: after the shadow bakes, which
    // are tasks of their own. A second at most (a browser without requestIdleCallback: 100 ms).
    let idle = 0;
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (typeof requestIdleCallback === 'function') {
          idle = requestIdleCallback(start, { timeout: 1000 });
        } else {
          timer = setTimeout(start, 100);
        }
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      setEnvironment(null);
      target?.dispose();
    };
  }, [gl, scene, camera, invalidate]);
  return null;
}
