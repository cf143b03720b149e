/**
 * What the identity module offers the rest of the API: other modules, routes and the server
 * import these names from here, never its files (issue 24; `pnpm lint` checks it).
 */
export { checkAdminOtp, sendAdminOtp } from './admin-otp.ts';
export { setUserStatus } from './approve-user.ts';
export { changePassword, requestPasswordReset, resetPassword } from './passwords.ts';
export { applyAsPro, registerCustomer } from './register.ts';
export { signIn, signOut } from './sign-in.ts';
export { issueLinkToken, issueToken, useLinkToken } from './tokens.ts';
export { addon, latestSubscription, publicUser, subscriptionJson, userJson } from './user-json.ts';
export { isActiveStatus } from './user-status.ts';
export { resendVerification, verifyEmail } from './verify-email.ts';
