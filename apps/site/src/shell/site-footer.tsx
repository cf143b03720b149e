import type { LeadForm } from '@brand/core/contract';
import { FooterBase, useShowroom } from '@brand/ui';
import { useClient } from '../lib/brand.tsx';
import { LICENCE_NUMBER } from '../lib/site-info.ts';
import { LazyLeadForm } from './lazy-controls.tsx';
import { renderRouterLink } from './router-link.tsx';

/**
 * ui's Footer with the "Save up to 30%" lead form sent through core's client; the form's dialog
 * loads on intent (lazy-controls.tsx).
 */
export function SiteFooter() {
  const client = useClient();
  const shopProfileId = useShowroom((s) => s.item?.shop_profile_id ?? null);
  const onLeadSubmit = (lead: LeadForm) => client.leads.sampleRequest({ body: lead });
  return (
    <FooterBase
      licenseNumber={LICENCE_NUMBER}
      onLeadSubmit={onLeadSubmit}
      shopProfileId={shopProfileId}
      renderLink={renderRouterLink}
      renderLeadForm={(lead) => <LazyLeadForm {...lead} />}
    />
  );
}
