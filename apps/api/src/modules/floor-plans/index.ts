/**
 * What the floor-plans module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { createOwnRoom } from './create-own-room.ts';
export { deleteOwnRoom } from './delete-own-room.ts';
export { planGeometryOf } from './floor-plan-json.ts';
export { floorPlan, listFloorPlans, listTemplates } from './floor-plans.ts';
export { getOwnRoom } from './get-own-room.ts';
export { listOwnRooms } from './list-own-rooms.ts';
export { planImage } from './plan-image.ts';
export { updateOwnRoom } from './update-own-room.ts';
export { uploadTraceImage } from './upload-trace-image.ts';
export { NOT_THE_PLANS_TEMPLATE, usablePlan } from './usable-plan.ts';
