import { leadRoutes } from '../../contract/endpoint-routes';
import type { leadEndpoints } from '../../contract/endpoints';
import type { LeadCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Leads (spec 1 §7): sampleRequest (multipart; lead_type defaults to 'Pop-Ups'). */
export function createLeadResource(transport: Transport): LeadResource {
  return bindRoutes<typeof leadEndpoints>(transport, leadRoutes);
}
/** The Lead calls (generated from the contract: api-types.ts). */
export type LeadResource = LeadCalls;
