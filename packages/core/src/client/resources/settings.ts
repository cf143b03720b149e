import { settingsRoutes } from '../../contract/endpoint-routes';
import type { settingsEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Settings (spec 1 §7): settings. */
export function createSettingsResource(transport: Transport) {
  return bindRoutes<typeof settingsEndpoints>(transport, settingsRoutes);
}
export type SettingsResource = ReturnType<typeof createSettingsResource>;
