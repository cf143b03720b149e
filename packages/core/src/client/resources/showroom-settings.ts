import { showroomSettingsRoutes } from '../../contract/endpoint-routes';
import type { showroomSettingsEndpoints } from '../../contract/endpoints';
import type { ShowroomSettingsCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** A Pro's showroom settings (ours): showroomSettings, updateShowroomSettings, uploadShowroomLogo, coupons, createCoupon, deleteCoupon. */
export function createShowroomSettingsResource(transport: Transport): ShowroomSettingsResource {
  return bindRoutes<typeof showroomSettingsEndpoints>(transport, showroomSettingsRoutes);
}
/** The ShowroomSettings calls (generated from the contract: api-types.ts). */
export type ShowroomSettingsResource = ShowroomSettingsCalls;
