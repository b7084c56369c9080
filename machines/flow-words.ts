/**
 * A flow's states and guards in the product's words, for the diagrams (docs/flows, /__flows). Each machine
 * folder has a `<flow>.words.ts` next to its model, listed in machines/words-registry.ts. It is oracle text
 * for people, not code: `npm run flows -- --check` fails while a state or a guard of the chart has none.
 */
export interface FlowWords {
  /** A short label per state, keyed by its path joined with dots ("signingIn", "open.quote.quoting"). */
  states: Record<string, string>;
  /**
   * What a guard means, one line, keyed by the guard's name ("isFormValid"). `!x` and `and(a, b)` are read
   * from their parts unless given here themselves.
   */
  guards: Record<string, string>;
  /** A short label for an event whose model has several steps (or none), keyed by the event type. */
  events?: Record<string, string>;
}
