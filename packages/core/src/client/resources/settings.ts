import { settingsRoutes } from '../../contract/endpoint-routes';
import type { settingsEndpoints } from '../../contract/endpoints';
import type { SettingsCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Settings (spec 1 §7): settings. */
export function createSettingsResource(transport: Transport): SettingsResource {
  return bindRoutes<typeof settingsEndpoints>(transport, settingsRoutes);
}
/** The Settings calls (generated from the contract: api-types.ts). */
export type SettingsResource = SettingsCalls;
