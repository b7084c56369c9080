/**
 * What `react` resolves to in the build and the tests (tools/preact-compat-alias.ts): preact/compat, with one
 * hook replaced. Preact's `useId` counts per render root ('P0-0', 'P0-1', …), and a subtree that its Suspense
 * resumed, or a portal opened before the page's first id, starts a count of its own: the checkout's 'Tipo de
 * consumición' section and the modal over it both got 'P0-0', and the dialog was named by the section's heading
 * (tests/e2e/checkout.spec.ts). React's ids are unique in the document; so are these: one counter for the page,
 * the id kept for the component's life. react-aria reads `useId` from here too.
 * JavaScript, not TypeScript: preact/compat's types are `export =`, which `export *` cannot re-export; the code
 * type-checks against @types/react as before.
 */
import compat, { useState } from 'preact/compat';

export * from 'preact/compat';

let nextId = 0;

/** @returns {string} */
export function useId() {
  const [id] = useState(() => {
    nextId += 1;
    return `r${nextId.toString(36)}`;
  });
  return id;
}

export default { ...compat, useId };
