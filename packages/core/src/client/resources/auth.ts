import { authRoutes } from '../../contract/endpoint-routes';
import type { authEndpoints } from '../../contract/endpoints';
import type { AuthCalls, OtpResponse } from '../api-types';
import type { RequestExtras, Transport } from '../transport';
import { bindRoutes } from './bind';

/**
 * Accounts (spec 1 §7 and ours): authUser, login, register, registerContractor, socialLogin,
 * logout, emailResend, emailVerify, verifyOtp, passwordResetRequest, passwordReset,
 * changePassword, approveUser; plus the two uses of GET /api/login/verify_otp by name.
 */
export function createAuthResource(transport: Transport): AuthResource {
  const bound = bindRoutes<typeof authEndpoints>(transport, authRoutes);
  return {
    ...bound,
    /** GET /api/login/verify_otp without parameters: emails a one-time code. */
    requestOneTimeCode: (extras: RequestExtras = {}) => bound.verifyOtp({ ...extras, query: {} }),
    /** GET /api/login/verify_otp?otp=: answers data.valid_otp (see `oneTimeCodeOutcome`). */
    checkOneTimeCode: (otp: string, extras: RequestExtras = {}) =>
      bound.verifyOtp({ ...extras, query: { otp } }),
  };
}
/** The auth calls (generated from the contract: api-types.ts) and the one-time code by name. */
export interface AuthResource extends AuthCalls {
  /** GET /api/login/verify_otp without parameters: emails a one-time code. */
  requestOneTimeCode(extras?: RequestExtras): Promise<OtpResponse>;
  /** GET /api/login/verify_otp?otp=: answers data.valid_otp (see `oneTimeCodeOutcome`). */
  checkOneTimeCode(otp: string, extras?: RequestExtras): Promise<OtpResponse>;
}
