import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine } from 'xstate';
import { paymentEventsActor } from '@/src/adapters/payment-events';
import { startPendingPaymentCheck } from '@/src/adapters/pending-payment';
import type { AppActor } from '@/src/app/app-context';

/** Runs the callback actor inside a parent that records what it sends back. */
function listen(target: EventTarget, doc: EventTarget & { visibilityState: string }) {
  const received: AnyEventObject[] = [];
  const parent = createActor(
    createMachine({
      invoke: { src: paymentEventsActor(target as never, doc as never), input: { providerName: 'X' } },
      on: { '*': { actions: ({ event }) => received.push(event) } },
    }),
  ).start();
  return { received, parent };
}

const messageEvent = (data: unknown, origin: string) => Object.assign(new Event('message'), { data, origin });

describe('payment events adapter (src/adapters/payment-events.ts)', () => {
  it("passes {type:'close'} messages with their origin, drops other messages, reports visible and storage changes", () => {
    const target = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    const { received, parent } = listen(target, doc);
    target.dispatchEvent(messageEvent({ type: 'close' }, 'https://evil.example'));
    target.dispatchEvent(messageEvent({ type: 'other' }, 'http://sandbox'));
    target.dispatchEvent(messageEvent('close', 'http://sandbox'));
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'idOrderX', newValue: null }));
    expect(received).toEqual([
      { type: 'paymentVerification.providerClosed', origin: 'https://evil.example' },
      { type: 'paymentVerification.pageShown' },
      { type: 'paymentVerification.storageChanged', key: 'idOrderX', newValue: null },
    ]);
    parent.stop();
    target.dispatchEvent(messageEvent({ type: 'close' }, 'http://sandbox'));
    expect(received).toHaveLength(3);
  });
});

describe('pending payment on load (src/adapters/pending-payment.ts)', () => {
  const fakeApp = (branch: unknown) => {
    const sent: AnyEventObject[] = [];
    const app = createActor(
      createMachine({
        context: { restored: { branch } },
        initial: 'restoring',
        states: { restoring: { on: { go: 'ready' } }, ready: {} },
        on: { 'app.flowOpened': { actions: ({ event }) => sent.push(event) } },
      }),
    );
    return { app, sent };
  };
  const storage = (entries: Record<string, string>) => () =>
    Object.assign(Object.create({ getItem: (k: string) => entries[k] ?? null }), entries) as Storage;

  it("opens paymentVerification in background mode with the stored id, the key's provider and the saved branch", () => {
    const { app, sent } = fakeApp({ id: 'branch-1', storeId: 'brasa-palermo', name: 'Palermo' });
    startPendingPaymentCheck(
      app as unknown as AppActor,
      storage({ 'idOrderMercado Pago': 'abc123', other: 'x' }),
    );
    app.start();
    expect(sent).toEqual([]);
    app.send({ type: 'go' });
    expect(sent).toEqual([
      {
        type: 'app.flowOpened',
        flow: 'paymentVerification',
        event: {
          type: 'paymentVerification.started',
          orderId: 'abc123',
          idLocal: 'branch-1',
          providerName: 'Mercado Pago',
          checkoutOrigin: '',
          mode: 'background',
          // The branch home, where a processing screen showing this run goes on success.
          homePath: '/sucursal/branch-1/brasa-palermo',
        },
      },
    ]);
  });

  it('does nothing without an idOrder key; no saved branch gives an empty idLocal', () => {
    const none = fakeApp(null);
    startPendingPaymentCheck(none.app as unknown as AppActor, storage({ other: 'x' }));
    none.app.start();
    none.app.send({ type: 'go' });
    expect(none.sent).toEqual([]);
    const noBranch = fakeApp(null);
    startPendingPaymentCheck(noBranch.app as unknown as AppActor, storage({ idOrderX: 'abc' }));
    noBranch.app.start();
    noBranch.app.send({ type: 'go' });
    expect((noBranch.sent[0]?.event as { idLocal: string } | undefined)?.idLocal).toBe('');
  });
});
