/**
 * What the projects module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { addCartLines } from './add-cart-lines.ts';
export { cartJson } from './cart-json.ts';
export { attachTempCart, removeCartLine, setCartLineQty } from './cart-lines.ts';
export { createProject } from './create-project.ts';
export { type CartRef, findCart, latestCart } from './find-cart.ts';
export { listProjects } from './list-projects.ts';
export {
  chatProject,
  inviterProject,
  ownProject,
  type Project,
  participantProject,
  participants,
} from './project-access.ts';
export { projectJson, showroomOf } from './project-json.ts';
export {
  deleteProjectPhoto,
  getProjectPhoto,
  listProjectPhotos,
  saveProjectPhoto,
} from './project-photos.ts';
export { currentProject, designJson, saveDesign } from './save-design.ts';
export { updateProject } from './update-project.ts';
