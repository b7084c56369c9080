import { isSameEvent } from '@/machines/app-model';
import { translationTelemetryModel } from '@/machines/language/translation-telemetry.model';
import type { FlowLevers } from './flow-levers';

/**
 * translationTelemetry in the browser (docs/browser-paths-plan.md W21), partly. The start is demo@demo.com (user-1)
 * signed in for real on PROFILE in English, with the consent stored; the e2e server translates with its own engine
 * (TRANSLATE_PROVIDER unset: Apertium where it is installed, server/config.ts). The steps that produce metrics are
 * cut, with the reason below.
 */

const [twoTexts, fiftyTexts] = [0, 1].map((i) => translationTelemetryModel.steps[i].event);

const MADE_UP_ORDERS =
  "the step opens /perfil/ordenes/telemetry-N, an order the model makes up with N dishes named 'Plato N-i' (a background answer in the vitest runner): the real server has no such order, and no real order has 50 different dishes; and the model's ledger stamps each metric with the step's own Date.now() after its 250 ms, which the app's real metric (stamped when its batch came back, in real time) does not equal, so the body-for-body check of POST /translation-metrics cannot hold. Not lifted with page.clock (a flow's `fakeClock`, 25 Nov): equal stamps need the page's clock paused between steps, and the page driver's own waits run on the page's timers; and the metrics carry the dishes' djb2 hashes and lengths, which no id map can translate, so real orders need the model's dishes to be seeded ones (ALIGN)";

export const translationTelemetryLevers: FlowLevers = {
  browserImpossible: (_before, { event }) =>
    [twoTexts, fiftyTexts].some((e) => isSameEvent(event, e)) ? MADE_UP_ORDERS : null,
};
