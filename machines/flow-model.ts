import type { AnyActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/**
 * How a flow is explained to people and explored by tests. Each machine folder exports one `FlowModel`
 * (`<flow>.model.ts`), listed in `machines/registry.ts`. From it the toolchain generates the diagram
 * (docs/flows), the QA test paths (docs/test-paths) and the model-based tests (tests/model): the chart
 * decides the paths, the real runtime must agree.
 */
/** An event with its payload (user events carry data; done/error events carry output/error). */
export type FlowEvent = EventObject & Record<string, unknown>;

export interface FlowStep<TEvent extends FlowEvent = FlowEvent> {
  /**
   * The event the path generator may take. Besides user events this includes the internal ones:
   * `{ type: 'xstate.done.actor.<invokeId>', output }`, `{ type: 'xstate.error.actor.<invokeId>', error }`
   * and `{ type: 'xstate.after.<delayName>.<machineId>.<state.path>' }`.
   */
  event: TEvent;
  /**
   * A human step for QA, imperative, in the product's words, e.g. "Tap 'Explorar sin beneficios'",
   * "The server answers with the brand", "Wait 2 s".
   */
  step: string;
  /**
   * Where the step can be taken at all, when the chart accepts it in more places than a person can (a tap on
   * a screen that an overlay covers, signing in while signed in): the path generator offers the step only
   * where `holds` is true, and the QA text prints `text` beside it. Without it, the step is offered wherever
   * the machine accepts the event.
   */
  when?: StepCondition;
  /**
   * For a step that needs the server (or the device) to answer a certain way: how QA produces that answer for
   * real, printed under the step in docs/test-paths: the demo account or seed to use (server/db/seed), the dev
   * route (/api/dev/outbox, /api/dev/local/:id/status, /api/dev/pedido/:id/advance), the payment sandbox's
   * button, DevTools offline; or, where nothing real produces it (a 5xx), that it is only checked
   * automatically.
   */
  producedBy?: string;
}

/** Where a path is just before a step: what a step's `when` is asked. */
export interface StepPoint {
  snapshot: AnyMachineSnapshot;
  /** The active leaf states, each its path joined with dots ("welcome.prompting"), as in `expectations`. */
  stateIds: string[];
  /** The model's `keyContext` of the snapshot (the data the "check:" lines print). */
  keyContext: Record<string, unknown>;
  /** The events the path took before this step, oldest first. */
  events: FlowEvent[];
}

/** A step's condition: a predicate over where the path is, and the same in words for QA. */
export interface StepCondition {
  /**
   * What must hold for a person to take the step, as the end of "only possible when …" ("no welcome prompt
   * covers the screen").
   */
  text: string;
  holds: (at: StepPoint) => boolean;
}

/**
 * How QA pages name one piece of the key context: a label ("under Email"), or phrases for a boolean's two
 * values and for an empty value; `hidden` leaves out data a person cannot see.
 */
export type ContextWord =
  | string
  | { label?: string; yes?: string; no?: string; empty?: string; hidden?: boolean };

export interface FlowModel {
  /** The machine id and the file name of its docs: docs/flows/<id>.md, docs/test-paths/<id>.md. */
  id: string;
  /**
   * The id of the flow's main model when this one is a second model of the same machine from other starts
   * (checkoutPreferences supplements checkout): it need not reach every state (the main model does), and its
   * diagram is the main model's page; its QA paths are its own.
   */
  supplements?: string;
  /** A title for people: "App start-up and brand resolution". */
  title: string;
  /** One or two sentences: what the flow is for, and which spec sections it follows. */
  summary: string;
  machine: AnyStateMachine;
  /** Input given to the actor when a path is replayed. */
  input?: unknown;
  /** Stub implementations replacing the machine's real actors during replay (never-settling by default). */
  actors?: Record<string, AnyActorLogic>;
  /** Every event the generator explores, each with its human step. */
  steps: FlowStep[];
  /**
   * What a person should see in each state, keyed by the state's path joined with dots
   * ("resolvingBrand.fetching"). Used as the "expect:" line of QA paths and in the diagram's state table.
   */
  expectations: Record<string, string>;
  /** The context that matters, asserted after every replayed step and printed in QA paths. */
  keyContext?: (snapshot: AnyMachineSnapshot) => Record<string, unknown>;
  /**
   * Words for the key context in QA pages, by key path (nested keys joined with dots, list positions as `*`:
   * `errors.email`, `lines.*.name`). Unnamed keys are spelled out from their code name.
   */
  contextWords?: Record<string, ContextWord>;
  /** Bounds the traversal when context is unbounded: a coarser key for "the same state". */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * The text the QA path starts with ("Open the app on a phone-sized screen").
   */
  start: string;
}
