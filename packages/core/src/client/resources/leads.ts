import { leadRoutes } from '../../contract/endpoint-routes';
import type { leadEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Leads (spec 1 §7): sampleRequest (multipart; lead_type defaults to 'Pop-Ups'). */
export function createLeadResource(transport: Transport) {
  return bindRoutes<typeof leadEndpoints>(transport, leadRoutes);
}
export type LeadResource = ReturnType<typeof createLeadResource>;
