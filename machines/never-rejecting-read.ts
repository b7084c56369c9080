import { fromPromise, type PromiseActorLogic } from 'xstate';

declare const neverRejects: unique symbol;

/**
 * A read of what the browser keeps (storage, a permission) that never rejects: a failed read answers what an
 * empty browser answers ("nothing stored"). The charts that invoke one have no `onError` for it, so a flow only
 * accepts the events a diner can cause (issue 9's model gaps); the brand makes `provide` refuse a plain
 * `fromPromise`, so the app and the tests go through the same wrapper.
 */
export type NeverRejectingRead<TOutput, TInput = undefined> = PromiseActorLogic<TOutput, TInput> & {
  readonly [neverRejects]: true;
};

/**
 * Wraps `read` so that a failure (a thrown error, a rejected promise) is logged as a developer's warning naming
 * the flow and its reader ('signIn: readReturnPath: …') and resolves to `nothingStored`.
 */
export function neverRejectingRead<TOutput, TInput = undefined>(
  flow: string,
  reader: string,
  nothingStored: TOutput,
  read: (input: TInput) => TOutput | Promise<TOutput>,
): NeverRejectingRead<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async ({ input }) => {
    try {
      return await read(input);
    } catch (error) {
      console.warn(`${flow}: ${reader}: the read failed, taken as nothing stored`, error);
      return nothingStored;
    }
  }) as NeverRejectingRead<TOutput, TInput>;
}

/** A setup's default for a read the app must provide: nothing is read, and the warning says it was not provided. */
export const notProvidedRead = (flow: string, reader: string) => (): never => {
  throw new Error(`${flow}: actor "${reader}" was not provided`);
};
