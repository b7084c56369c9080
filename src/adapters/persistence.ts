import { get, set } from 'idb-keyval';
import type { AnyActorRef } from 'xstate';
import type { AppSnapshot } from '@/machines/app/app.selectors';
import {
  selectCarriedSlices,
  selectFlowRef,
  selectStartingConsumePreferences,
} from '@/machines/app/app.selectors';
import type { PersistedState } from '@/machines/app/persisted-state';
import { EMPTY_CONSUME_PREFERENCES } from '@/machines/branches/branch-selection.rules';
import { selectChangedConsumePreferences } from '@/machines/branches/consume-preferences.selectors';
import { selectPersistedCart } from '@/machines/cart/cart.selectors';
import { selectPersistedBranch } from '@/machines/current-branch/current-branch.selectors';
import { selectPersistedLanguage } from '@/machines/language/language.selectors';
import { selectPersistedLayout } from '@/machines/layout/layout.selectors';
import { PERSISTED_STATE_KEY } from '@/machines/rules/storage-keys';
import { selectPersistedUser, selectTableConsumePreferences } from '@/machines/session/session.selectors';
import type { AppActor } from '../app/app-context';

export interface PersistedStorage {
  load(): Promise<unknown>;
  save(state: PersistedState): Promise<void>;
}

/** IndexedDB through idb-keyval, under the fixed key `persist:root`. */
export const indexedDbStorage: PersistedStorage = {
  load: () => get(PERSISTED_STATE_KEY),
  save: (state) => set(PERSISTED_STATE_KEY, state),
};

/** The persisted slices of the running app, from the root actor and its long-lived children. */
export function selectPersistedState(app: AppSnapshot): PersistedState | null {
  const session = selectFlowRef('session')(app);
  const layout = selectFlowRef('layout')(app);
  if (!session || !layout) return null;
  const sessionSnapshot = session.getSnapshot();
  const user = selectPersistedUser(sessionSnapshot);
  const carried = selectCarriedSlices(app);
  const language = selectFlowRef('language')(app);
  const branchSelection = selectFlowRef('branchSelection')(app);
  const cart = selectFlowRef('cart')(app);
  const currentBranch = selectFlowRef('currentBranch')(app);
  return {
    ...carried,
    user,
    layout: selectPersistedLayout(layout.getSnapshot()),
    // The language, the switch and the translations cache (a reload does not translate again).
    language: language ? selectPersistedLanguage(language.getSnapshot()) : carried.language,
    branch: currentBranch ? selectPersistedBranch(currentBranch.getSnapshot()) : carried.branch,
    // Logging out (or a forced logout) resets the order with the user (accounts.md §4.2).
    // The cart flow's order once it runs (it clears itself on logout too).
    order: user ? (cart ? selectPersistedCart(cart.getSnapshot()) : carried.order) : null,
    // The branch selection's own choice once it made one (a mode chosen, or cleared without multipleMenu: cleared
    // before the flow runs too, as it starts from the same slice); until then a table QR on a multipleMenu brand
    // sets the table mode (accounts.md §4.6).
    consumePreferences:
      (branchSelection
        ? selectChangedConsumePreferences(branchSelection.getSnapshot())
        : selectStartingConsumePreferences(app).cleared
          ? EMPTY_CONSUME_PREFERENCES
          : undefined) ??
      selectTableConsumePreferences(sessionSnapshot) ??
      carried.consumePreferences,
  } as PersistedState;
}

/**
 * Saves the slices after every change (deduplicated by content). Subscribes to the root actor and to each
 * long-lived child once it exists. Save failures are logged: the app keeps working without persistence.
 */
export function startPersisting(app: AppActor, storage: PersistedStorage = indexedDbStorage): () => void {
  let lastSaved = '';
  const watched = new Set<AnyActorRef>();
  const subscriptions: Array<{ unsubscribe(): void }> = [];

  const saveIfChanged = () => {
    const state = selectPersistedState(app.getSnapshot());
    if (!state) return;
    const serialized = JSON.stringify(state);
    if (serialized === lastSaved) return;
    lastSaved = serialized;
    storage.save(state).catch((error) => console.error('persistence: could not save the state', error));
  };

  const watchChildren = () => {
    const snapshot = app.getSnapshot();
    const children: Array<AnyActorRef | null> = [
      selectFlowRef('session')(snapshot),
      selectFlowRef('layout')(snapshot),
      selectFlowRef('language')(snapshot),
      selectFlowRef('branchSelection')(snapshot),
      selectFlowRef('cart')(snapshot),
      selectFlowRef('currentBranch')(snapshot),
    ];
    for (const child of children) {
      if (child && !watched.has(child)) {
        watched.add(child);
        subscriptions.push(child.subscribe(saveIfChanged));
      }
    }
    saveIfChanged();
  };

  subscriptions.push(app.subscribe(watchChildren));
  watchChildren();
  return () => {
    for (const s of subscriptions) s.unsubscribe();
  };
}
