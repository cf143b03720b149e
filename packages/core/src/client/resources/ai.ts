import { aiRoutes } from '../../contract/endpoint-routes';
import type { aiEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** AI design account (spec 1 §7): aiCredits, aiUser, aiDesign (login and registration), aiEmailResend, aiEmailVerify. */
export function createAiResource(transport: Transport) {
  return bindRoutes<typeof aiEndpoints>(transport, aiRoutes);
}
export type AiResource = ReturnType<typeof createAiResource>;
