import { type AppStep, isSameEvent } from '@/machines/app-model';
import { B2B_OPENING } from '@/machines/order-preparation/order-preparation.app-model-b2b';
import type { PathState } from '@/tools/flow-graph/paths';
import type { RealFixture } from './accounts';

/**
 * orderPreparation in the browser (W18, b2c paths): a guest on '/' opens the product overlay /menu/product/PAR-001,
 * and GET /menu/product/… is held until its step. The model's start has no current branch (its saved state is the
 * guest alone), so the real app asks GET /menu/product/{brand}//PAR-001 (no storeId) and the real server answers
 * 404 (measured on 25 Nov). So `notFound` is a real 404, and `product` cannot be produced until the app-model's
 * start restores a branch (Brasa Palermo Soho; its scripted server then needs the branch and menu as background
 * answers) and its MODEL_PRODUCT matches the seed's PAR-001 (the seed's steak also has a required 'guarnicion'
 * group, server/db/seed/data/menu-b2c.ts, which the model's product lacks).
 */
export const orderPreparationFixtures: Record<string, RealFixture> = {
  product: {
    cannot:
      "the model's start has no current branch, so the app asks GET /menu/product/brand-1//PAR-001 (no storeId) and the real server answers 404; the runner's scripted server answers any storeId",
  },
};

/** The b2b diner's paths open on a b2b brand (start.brand); the real server at localhost serves only the b2c one. */
export const orderPreparationImpossible = (_before: PathState, step: AppStep): string | null =>
  isSameEvent(step.event, B2B_OPENING)
    ? "the b2b diner's paths need a b2b brand, served at another domain; the real server at localhost is the seeded b2c brand (no b2b host is wired for the e2e run)"
    : null;
