/**
 * What the ai module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export {
  aiSignIn,
  aiSignUp,
  aiUserJson,
  resendAiVerification,
  verifyAiEmail,
} from './ai-account.ts';
export { proposeDesign } from './propose-design.ts';
