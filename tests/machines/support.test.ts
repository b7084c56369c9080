import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import { type SupportMessage, supportMachine } from '@/machines/support/support.machine';
import {
  selectCanSendSupport,
  selectSupportErrors,
  selectSupportMessage,
  selectSupportSubject,
  selectSupportView,
} from '@/machines/support/support.selectors';
import type { NavigateParams } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const LONG = `${'Mi pedido llegó frío y sin la bebida que había pedido. '.repeat(3)}`;
const SHORT = 'Mi pedido llegó frío';

type Send = (message: SupportMessage) => Promise<unknown>;

function startSupport(send: Send = async () => ({ _id: 'm1' })) {
  const sendSupportMessage = vi.fn(send);
  const navigate = vi.fn((_: unknown, _params: NavigateParams) => {});
  const machine = supportMachine.provide({
    actors: { sendSupportMessage: fromPromise(({ input }) => sendSupportMessage(input as SupportMessage)) },
    actions: { navigate },
  });
  const actor = createActor(machine).start();
  actor.send({ type: 'support.opened', email: 'demo@demo.com' });
  return { actor, sendSupportMessage, navigate };
}

function fill(actor: AnyActorRef, subject: string, message: string) {
  actor.send({ type: 'support.subjectChanged', value: subject });
  actor.send({ type: 'support.messageChanged', value: message });
}

/** The messages shown, in the spec's Spanish (the flow keeps catalogue keys). */
function spanishErrors(actor: AnyActorRef) {
  const { subject, message } = selectSupportErrors(actor.getSnapshot());
  return {
    subject: subject === undefined ? undefined : textIn(es, subject),
    message: message === undefined ? undefined : textIn(es, message),
  };
}

let running: AnyActorRef | undefined;
afterEach(() => running?.stop());

describe('when editing', () => {
  it('starts empty, without messages, and with Enviar disabled', () => {
    const { actor } = startSupport();
    running = actor;
    expect(selectSupportView(actor.getSnapshot())).toBe('form');
    expect(spanishErrors(actor)).toEqual({ subject: undefined, message: undefined });
    expect(selectCanSendSupport(actor.getSnapshot())).toBe(false);
  });

  it('shows the spec messages for a short subject and message, keeping what was typed', () => {
    const { actor } = startSupport();
    running = actor;
    fill(actor, '  Ho  ', SHORT);
    expect(spanishErrors(actor)).toEqual({
      subject: 'Por favor ingresa un asunto',
      message: 'El mensaje debe tener al menos 100 caracteres.',
    });
    expect(selectSupportSubject(actor.getSnapshot())).toBe('  Ho  ');
    expect(selectSupportMessage(actor.getSnapshot())).toBe(SHORT);
    expect(selectCanSendSupport(actor.getSnapshot())).toBe(false);
  });

  it('counts the message without whitespace: 99 letters with spaces is still too short', () => {
    const { actor } = startSupport();
    running = actor;
    fill(actor, 'Pedido', 'a '.repeat(99));
    expect(spanishErrors(actor).message).toBe('El mensaje debe tener al menos 100 caracteres.');
    actor.send({ type: 'support.messageChanged', value: `${'a '.repeat(99)}a` });
    expect(spanishErrors(actor).message).toBeUndefined();
    expect(selectCanSendSupport(actor.getSnapshot())).toBe(true);
  });

  it('refuses a submit with errors and reveals the messages of untouched fields', () => {
    const { actor, sendSupportMessage } = startSupport();
    running = actor;
    actor.send({ type: 'support.subjectChanged', value: 'Pedido demorado' });
    actor.send({ type: 'support.submitted' });
    expectState(actor, 'editing');
    expect(sendSupportMessage).not.toHaveBeenCalled();
    expect(spanishErrors(actor).message).toBe('El mensaje debe tener al menos 100 caracteres.');
  });
});

describe('when sending', () => {
  it('posts {email, subject, description} and shows the success state', async () => {
    const { actor, sendSupportMessage } = startSupport();
    running = actor;
    fill(actor, 'Pedido demorado', LONG);
    actor.send({ type: 'support.submitted' });
    expect(selectSupportView(actor.getSnapshot())).toBe('sending');
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendSupportMessage).toHaveBeenCalledWith({
      email: 'demo@demo.com',
      subject: 'Pedido demorado',
      description: LONG,
    });
  });

  it('"Volver a mi cuenta" goes to PROFILE with a fresh form', async () => {
    const { actor, navigate } = startSupport();
    running = actor;
    fill(actor, 'Pedido demorado', LONG);
    actor.send({ type: 'support.submitted' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'support.accountRequested' });
    expect(navigate.mock.calls[0][1]).toEqual({ to: '/perfil' });
    expectState(actor, 'editing');
    expect(selectSupportSubject(actor.getSnapshot())).toBe('');
  });

  it('on failure shows the error state; "Intentar nuevamente" resends the same message', async () => {
    let fail = true;
    const { actor, sendSupportMessage } = startSupport(async () => {
      if (fail) throw new Error('offline');
      return {};
    });
    running = actor;
    fill(actor, 'Pedido demorado', LONG);
    actor.send({ type: 'support.submitted' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectSupportView(actor.getSnapshot())).toBe('failed');
    fail = false;
    actor.send({ type: 'support.retryRequested' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(sendSupportMessage).toHaveBeenCalledTimes(2);
    expect(sendSupportMessage.mock.calls[1][0]).toEqual(sendSupportMessage.mock.calls[0][0]);
  });

  it('"Enviar otro mensaje" after a failure starts an empty form', async () => {
    const { actor } = startSupport(async () => {
      throw new Error('offline');
    });
    running = actor;
    fill(actor, 'Pedido demorado', LONG);
    actor.send({ type: 'support.submitted' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'support.newMessageRequested' });
    expectState(actor, 'editing');
    expect(selectSupportMessage(actor.getSnapshot())).toBe('');
    expect(spanishErrors(actor)).toEqual({ subject: undefined, message: undefined });
  });

  it('reopening the screen resets the form', () => {
    const { actor } = startSupport();
    running = actor;
    fill(actor, 'Pedido', SHORT);
    actor.send({ type: 'support.opened', email: 'otra@demo.com' });
    expect(selectSupportSubject(actor.getSnapshot())).toBe('');
    expect(actor.getSnapshot().context.email).toBe('otra@demo.com');
  });
});
