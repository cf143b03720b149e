import { visualizerRoutes } from '../../contract/endpoint-routes';
import type { visualizerEndpoints } from '../../contract/endpoints';
import type { Transport } from '../transport';
import { bindRoutes } from './bind';

/** Visualizer (ours): floorPlans, floorPlan, floorTemplates. */
export function createVisualizerResource(transport: Transport) {
  return bindRoutes<typeof visualizerEndpoints>(transport, visualizerRoutes);
}
export type VisualizerResource = ReturnType<typeof createVisualizerResource>;
