import { visualizerRoutes } from '../../contract/endpoint-routes';
import type { visualizerEndpoints } from '../../contract/endpoints';
import type { VisualizerCalls } from '../api-types';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Visualizer (ours): floorPlans, floorPlan, floorTemplates. */
export function createVisualizerResource(transport: Transport): VisualizerResource {
  return bindRoutes<typeof visualizerEndpoints>(transport, visualizerRoutes);
}
/** The Visualizer calls (generated from the contract: api-types.ts). */
export type VisualizerResource = VisualizerCalls;
