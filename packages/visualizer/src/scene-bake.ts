/**
 * What the floor's and the wall's shadow bakes share (scene-shadows.tsx, scene-wall-shade.tsx):
 * the shadow map's size and blur, and drawing a catcher into a texture.
 */
import { useEffect, useMemo } from 'react';
import {
  Color,
  LinearFilter,
  MeshBasicMaterial,
  type OrthographicCamera,
  type Scene,
  ShadowMaterial,
  type WebGLRenderer,
  WebGLRenderTarget,
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

/**
 * A bake's texture (`width` x `height` texels), the shadow catcher drawn into it (darkening by at
 * most `opacity`) and the overlay that lays the texture over its surface (transparent, drawn just
 * in front of it), disposed with the component.
 */
export function useBakeTarget(width: number, height: number, opacity: number) {
  const target = useMemo(
    () =>
      new WebGLRenderTarget(width, height, {
        minFilter: LinearFilter,
        magFilter: LinearFilter,
        depthBuffer: false,
      }),
    [width, height],
  );
  const catcherMaterial = useMemo(() => new ShadowMaterial({ opacity }), [opacity]);
  const overlay = useMemo(
    () =>
      new MeshBasicMaterial({
        map: target.texture,
        transparent: true,
        depthWrite: false,
        toneMapped: false,
        polygonOffset: true,
        polygonOffsetFactor: -1,
        polygonOffsetUnits: -1,
      }),
    [target],
  );
  useEffect(
    () => () => {
      target.dispose();
      catcherMaterial.dispose();
      overlay.dispose();
    },
    [target, catcherMaterial, overlay],
  );
  return { target, catcherMaterial, overlay };
}
