/**
 * `use-sync-external-store/shim/with-selector` (what @xstate/react's `useSelector` is built on) as an ES module
 * on React's API: the package ships CommonJS only, whose `require('react')` the tests' alias cannot rewrite (it
 * would load React beside preact/compat, tools/preact-compat-alias.ts). The build and the tests both use this
 * module, so they run the same code. A line-for-line port of React's own
 * use-sync-external-store-shim/with-selector.production.js (MIT, Copyright (c) Meta Platforms, Inc. and
 * affiliates), without the server-rendering and debug-value parts this app does not use.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // The last selection committed, so a new selection equal to it keeps its identity.
  const instRef = useRef<{ hasValue: boolean; value: Selection | null } | null>(null);
  if (instRef.current === null) instRef.current = { hasValue: false, value: null };
  const inst = instRef.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `inst` is the ref's object, the same for the hook's life (as in React's source).
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const currentSelection = inst.value as Selection;
          if (isEqual(currentSelection, nextSelection)) {
            memoizedSelection = currentSelection;
            return currentSelection;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);

  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `inst` is the ref's object, the same for the hook's life.
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [value]);
  return value;
}
