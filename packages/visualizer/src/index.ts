export type { CameraPose, CameraView } from './camera';
export { CAMERA_VIEWS, cameraPose, planBounds } from './camera';
export { lookMaterial, patternCell } from './materials';
export type { RoomSceneProps } from './room-scene';
export { RoomScene } from './room-scene';
