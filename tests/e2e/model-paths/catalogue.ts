import type { AppStep } from '@/machines/app-model';
import type { PathState } from '@/tools/flow-graph/paths';
import type { RealFixture } from './accounts';

/**
 * catalogue in the browser (W18): a guest on MENU of Brasa Palermo Soho (b-1 ↔ the seeded Palermo). The app's
 * real IndexedDB is watched, not replaced (model-paths/catalogue-cache.ts): a fresh browser context has nothing
 * saved, so 'nothing saved' is the real read's answer; the menu calls GET /menu/brand-1/brasa-palermo/{viewer}
 * are held until their step and answered by the real server.
 */
export const catalogueFixtures: Record<string, RealFixture> = {
  offline: { connection: 'none' },
};

/** The `storage` answers a real IndexedDB read cannot give (it is not held: it answers as the app asks). */
export const catalogueImpossible = (_before: PathState, step: AppStep): string | null => {
  if (step.action.kind !== 'storage') return null;
  if (step.action.fixture === 'the menu saved on an earlier visit')
    return "a real IndexedDB read is not held: it answers as the app opens, and a fresh browser context has nothing saved (the model's older saved menu, without Provoleta, is not there)";
  if (step.action.fixture === 'a failed read')
    return 'Chromium cannot be made to fail one IndexedDB read on demand';
  return null;
};
