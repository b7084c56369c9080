import type { FlowModel } from '../flow-model';
import { currentBranchMachine } from './current-branch.machine';

const palermo = {
  id: 'b-1',
  storeId: 'brasa-palermo',
  name: 'Brasa Palermo Soho',
  address: 'Honduras 4850, Palermo, CABA',
  status: 'open',
};
const belgrano = {
  ...palermo,
  id: 'b-2',
  storeId: 'brasa-belgrano',
  name: 'Brasa Belgrano',
  status: 'close',
};
const notFound = Object.assign(new Error('Sucursal no encontrada'), { status: 404 });
const offline = Object.assign(new Error('network error'), { status: null });

/** Starts with Brasa Palermo Soho restored from the saved state, as after a reload. */
export const currentBranchModel: FlowModel = {
  id: 'currentBranch',
  title: 'Current branch: restored, chosen, or loaded from the route',
  summary:
    'The branch the diner is ordering from (ordering.md §2 "Branch home", §4 "Branch status and guards", §7, §8): restored from the saved `branch` slice, set when a branch is picked on BASE, loaded with GET /local/{brandId}/{storeId} when a HOME/MENU/product link names another one; an unknown branch shows \'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.\' and a way back. The cart hears every branch or status change.',
  machine: currentBranchMachine,
  // The language flow reports the diner's language (Spanish) as the app starts (the flow's watchLanguage): the
  // model starts after that report.
  input: { brandId: 'brand-1', restored: palermo, language: 'es' },
  start: 'Reload the app on a phone with Brasa Palermo Soho chosen before',
  steps: [
    { event: { type: 'currentBranch.selected', branch: belgrano }, step: "Pick 'Brasa Belgrano' on BASE" },
    {
      event: { type: 'currentBranch.routeOpened', id: 'b-1', storeId: 'brasa-palermo' },
      step: 'Open /sucursal/b-1/brasa-palermo (the current branch)',
    },
    {
      event: { type: 'currentBranch.routeOpened', id: 'b-2', storeId: 'brasa-belgrano' },
      step: 'Open a link to /menu/b-2/brasa-belgrano (another branch)',
    },
    {
      event: { type: 'currentBranch.statusCheckRequested' },
      step: 'Open a product (or ORDER_SUMMARY): the branch is checked again in the background',
    },
    {
      event: { type: 'xstate.done.actor.refreshBranch', output: { ...palermo, status: 'close' } },
      step: 'The server answers the branch, now closed',
      producedBy:
        'before reloading, PUT /api/dev/local/<the branch\'s id>/status with {"status":"close"} (send {"status":null} afterwards to follow the schedule again)',
    },
    {
      event: { type: 'xstate.done.actor.refreshBranch', output: palermo },
      step: 'The server answers the branch again',
      producedBy: 'the demo server answers the branch by itself, as it is now',
    },
    {
      event: { type: 'xstate.error.actor.refreshBranch', error: offline },
      step: 'Refreshing the branch fails (no connection)',
    },
    {
      event: { type: 'xstate.done.actor.fetchBranch', output: belgrano },
      step: 'The server answers Brasa Belgrano',
      producedBy:
        'open /menu/64b7f0a1c2d3e4f510000002/brasa-belgrano: the demo server answers Brasa Belgrano, open or closed by its schedule (PUT /api/dev/local/64b7f0a1c2d3e4f510000002/status with {"status":"close"} closes it)',
    },
    {
      event: { type: 'xstate.error.actor.fetchBranch', error: notFound },
      step: 'The server answers 404 (no such branch)',
      producedBy:
        "open /menu/64b7f0a1c2d3e4f5100000ff/brasa-nada (a branch no one has): the demo server answers 404 'Sucursal no encontrada'",
    },
    {
      event: { type: 'xstate.error.actor.fetchBranch', error: offline },
      step: 'Loading the branch fails (no connection)',
    },
    { event: { type: 'currentBranch.retryRequested' }, step: "Tap 'Intentar nuevamente'" },
    {
      event: { type: 'currentBranch.languageChanged', language: 'en' },
      step: "Choose 'English' in PROFILE's language selector: the branch is asked for again in English",
      when: {
        text: 'at the start, on PROFILE (where the language selector is)',
        holds: ({ events }) => events.length === 0,
      },
    },
  ],
  expectations: {
    idle: "the branch's name in the header of HOME/MENU (or BASE when none is chosen)",
    'refreshing.checking': 'the current branch stays shown',
    'refreshing.fetching': 'the current branch stays shown while its status is checked again',
    loading: "skeletons instead of the branch's page",
    failed:
      "the toast 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.', 'Intentar nuevamente' and 'Volver'",
    notFound:
      "the toast 'No se pudo obtener la información de la sucursal. Por favor, inténtalo de nuevo.' and 'Volver' to the branch list (never a blank screen)",
  },
  keyContext: (s) => ({
    branchId: (s.context as { branch: { id: string } | null }).branch?.id ?? null,
    status: (s.context as { branch: { status: string } | null }).branch?.status ?? null,
  }),
};
