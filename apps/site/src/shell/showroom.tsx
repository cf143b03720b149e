import type { ShopProfileData } from '@brand/core/contract';
import type { ShowroomIdEntryProps } from '@brand/ui';
import { useBrandStores, useShowroom } from '@brand/ui';
import { useNavigate } from 'react-router';
import { useClient } from '../lib/brand.tsx';

export const SHOWROOM_HOME = '/visualize/contractor/all';

/**
 * ui's ShowroomIdEntry / ShowroomModal wired to core (spec 1 §4 "Showroom entry"): the search
 * and the profile go through core's client; Next stores the showroom item and goes shopping.
 */
export function useShowroomEntry(
  options: { stay?: boolean } = {},
): Omit<ShowroomIdEntryProps, 'className'> {
  const client = useClient();
  const { showroom } = useBrandStores();
  const item = useShowroom((s) => s.item);
  const navigate = useNavigate();
  return {
    search: async (s) => (await client.showrooms.searchShowrooms({ query: { s } })).data.data,
    loadProfile: async (hit) =>
      (await client.showrooms.shopProfile({ query: { showroom: hit.vsd_id } })).data,
    onEnter: (_hit, data) => {
      const { profile } = data as ShopProfileData;
      showroom.getState().setItem({
        showroom: profile.user_id,
        vsd_id: profile.vsd_id,
        company_name: profile.company_name,
        shop_profile_id: profile.id,
        theme_color: profile.theme_color,
        business_logo: profile.business_logo,
        basic_addon: profile.basic_addon,
        custom_addon: profile.custom_addon,
        latest_subscription: profile.latest_subscription,
      });
      // A page that needs a showroom (a category, say) stays where it is once one is entered.
      if (!options.stay) void navigate(SHOWROOM_HOME);
    },
    current: item?.vsd_id ? { company_name: item.company_name ?? null, vsd_id: item.vsd_id } : null,
    onContinueShopping: () => void navigate(SHOWROOM_HOME),
  };
}
