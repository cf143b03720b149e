/**
 * What the ai module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { aiUserJson } from './ai-user-json.ts';
export { proposeDesign } from './propose-design.ts';
export { aiSignIn } from './sign-in-ai-account.ts';
export { aiSignUp } from './sign-up-ai-account.ts';
export { resendAiVerification, verifyAiEmail } from './verify-ai-email.ts';
