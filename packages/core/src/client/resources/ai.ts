import { aiRoutes } from '../../contract/endpoint-routes';
import type { aiEndpoints } from '../../contract/endpoints';
import type { AiCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** AI design account (spec 1 §7): aiCredits, aiUser, aiDesign (login and registration), aiEmailResend, aiEmailVerify. */
export function createAiResource(transport: Transport): AiResource {
  return bindRoutes<typeof aiEndpoints>(transport, aiRoutes);
}
/** The Ai calls (generated from the contract: api-types.ts). */
export type AiResource = AiCalls;
