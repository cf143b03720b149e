/** Platform settings (spec 1 §7). */
import { SettingsResponseSchema } from '../settings';
import { defineEndpoint, SPEC1 } from './define';

export const settingsEndpoints = {
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/setting',
    auth: 'public',
    summary: 'Platform settings: fee, tax rates, AK/HI surcharge, support email, licence.',
    source: SPEC1,
    response: SettingsResponseSchema,
  }),
};
