import { showroomSettingsRoutes } from '../../contract/endpoint-routes';
import type { showroomSettingsEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** A Pro's showroom settings (ours): showroomSettings, updateShowroomSettings, uploadShowroomLogo, coupons, createCoupon, deleteCoupon. */
export function createShowroomSettingsResource(transport: Transport) {
  return bindRoutes<typeof showroomSettingsEndpoints>(transport, showroomSettingsRoutes);
}
export type ShowroomSettingsResource = ReturnType<typeof createShowroomSettingsResource>;
