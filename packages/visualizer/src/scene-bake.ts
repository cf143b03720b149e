/**
 * What the floor's and the wall's shadow bakes share (scene-shadows.tsx, scene-wall-shade.tsx):
 * the shadow map's size and blur, and drawing a catcher into a texture.
 */
import {
  Color,
  type OrthographicCamera,
  type Scene,
  type WebGLRenderer,
  type WebGLRenderTarget,
} from 'three';

/** The shadow map's side in texels: soft edges need no more. */
export const SHADOW_MAP_SIZE = 1024;
/** The blur radius in shadow-map texels (about 3 in at a kitchen's scale). */
export const SHADOW_RADIUS = 5;
/**
 * Draws the scene as `camera` sees it (the bake's layer: a shadow catcher) into `target`, on a
 * transparent background, with a fresh shadow map, and puts the renderer back as it was.
 */
export function bakeInto(
  gl: WebGLRenderer,
  scene: Scene,
  camera: OrthographicCamera,
  target: WebGLRenderTarget,
) {
  gl.shadowMap.needsUpdate = true;
  const background = scene.background;
  const previous = gl.getRenderTarget();
  const autoClear = gl.autoClear;
  const clearColor = gl.getClearColor(new Color());
  const clearAlpha = gl.getClearAlpha();
  scene.background = null;
  gl.autoClear = true;
  gl.setRenderTarget(target);
  gl.setClearColor(0x000000, 0);
  gl.clear();
  gl.render(scene, camera);
  gl.setRenderTarget(previous);
  gl.setClearColor(clearColor, clearAlpha);
  gl.autoClear = autoClear;
  scene.background = background;
}
