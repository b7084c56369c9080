import type { SimulatedPath } from './paths-json';

/**
 * docs/test-paths/<id>.paths.json (`npm run paths`) for the /__flows stepper, each a chunk of its own loaded
 * only when its flow is simulated. Vite-only (import.meta.glob): never imported by the node tools.
 */
const FILES = import.meta.glob<SimulatedPath[]>('../../docs/test-paths/*.paths.json', { import: 'default' });

export function loadSimulatedPaths(flowId: string): Promise<SimulatedPath[]> {
  const load = FILES[`../../docs/test-paths/${flowId}.paths.json`];
  return load ? load() : Promise.resolve([]);
}
