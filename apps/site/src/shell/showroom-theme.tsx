import type { ShowroomProfile } from '@brand/core/contract';
import { ThemeLogo, ThemeProvider, useShowroom } from '@brand/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useClient } from '../lib/brand.tsx';

/**
 * Inside a Pro's showroom the marketplace's own pages wear the Pro's theme colour and logo
 * (issue 10 item 7), by the rule the embed follows: ui's ThemeProvider applies them only when
 * core's entitlement allows (custom add-on or Premium) and keeps the colours readable (AA).
 * The profile is read again (the API caches it) so a stored showroom item cannot go stale.
 * A plain effect, not the data-loading hook: this shell part is in every route's first script.
 */
export function ShowroomTheme({ children }: { children: ReactNode }) {
  const client = useClient();
  const item = useShowroom((s) => s.item);
  const vsdId = item?.vsd_id ?? null;
  const [profile, setProfile] = useState<{ vsdId: string; data: ShowroomProfile | null } | null>(
    null,
  );
  useEffect(() => {
    if (!vsdId) return;
    let live = true;
    client.showrooms
      .shopProfile({ query: { showroom: vsdId }, quiet: true })
      .then((answer) => {
        if (live) setProfile({ vsdId, data: answer.data?.profile ?? null });
      })
      .catch(() => undefined); // the stored item's theme stays
    return () => {
      live = false;
    };
  }, [client, vsdId]);
  const source = (profile?.vsdId === vsdId ? profile.data : null) ?? item;
  if (!vsdId || !source) return <>{children}</>;
  const pro = {
    type: 'Contractor' as const,
    custom_addon: source.custom_addon ?? null,
    latest_subscription: source.latest_subscription ?? null,
  };
  return (
    <ThemeProvider pro={pro} themeColor={source.theme_color} logo={source.business_logo}>
      <div className="site-showroom-brand">
        <ThemeLogo alt={`${source.company_name ?? 'Showroom'} logo`} height={40} />
      </div>
      {children}
    </ThemeProvider>
  );
}
