import type { FlowModel } from '../flow-model';
import { supportMachine } from './support.machine';

const LONG_MESSAGE =
  'Hice un pedido para retirar en el local de Palermo y al llegar me dijeron que no figuraba en el sistema. ¿Pueden revisarlo?';

export const supportModel: FlowModel = {
  id: 'support',
  title: 'Support form',
  summary:
    'The support form of PROFILE_HELP_SUPPORT: subject and message with the spec\'s messages, POST /support/add, then "Tu mensaje se envió correctamente" or the error state with a retry (accounts.md §2.6, §5.3, §7.3).',
  machine: supportMachine,
  start: 'Signed in as demo@demo.com, open /perfil/ayuda/soporte',
  steps: [
    { event: { type: 'support.opened', email: 'demo@demo.com' }, step: 'Open the support screen' },
    { event: { type: 'support.subjectChanged', value: 'Ho' }, step: "Type 'Ho' in Asunto" },
    {
      event: { type: 'support.subjectChanged', value: 'Pedido no registrado' },
      step: "Type 'Pedido no registrado' in Asunto",
    },
    {
      event: { type: 'support.messageChanged', value: 'Mi pedido no llegó' },
      step: "Type 'Mi pedido no llegó' in Mensaje",
    },
    {
      event: { type: 'support.messageChanged', value: LONG_MESSAGE },
      step: 'Type a message of more than 100 characters in Mensaje',
    },
    { event: { type: 'support.submitted' }, step: "Press 'Enviar' (or Enter in Asunto)" },
    {
      event: { type: 'xstate.done.actor.sendSupportMessage', output: {} },
      step: 'The server stores the message',
      producedBy: 'signed in as the seeded demo@demo.com (Demo1234), the demo server stores it by itself',
    },
    {
      event: { type: 'xstate.error.actor.sendSupportMessage', error: new Error('offline') },
      step: 'Sending fails (e.g. no connection)',
      producedBy: "Chrome DevTools → Network → 'Offline' before pressing 'Enviar'",
    },
    { event: { type: 'support.retryRequested' }, step: "Press 'Intentar nuevamente'" },
    { event: { type: 'support.newMessageRequested' }, step: "Press 'Enviar otro mensaje'" },
    { event: { type: 'support.accountRequested' }, step: "Press 'Volver a mi cuenta'" },
  ],
  expectations: {
    editing:
      '"Envíanos tu consulta" with Asunto and Mensaje; messages under edited fields; "Enviar" disabled while a field is empty or has a message',
    sending: 'the form stays with "Enviar" busy',
    sent: '"Tu mensaje se envió correctamente" with "Enviar otro mensaje" and "Volver a mi cuenta"',
    failed: '"Hubo un error al enviar el mensaje" with "Intentar nuevamente" and "Enviar otro mensaje"',
  },
  contextWords: {
    subject: { label: 'Asunto', empty: 'Asunto empty' },
    messageLength: 'characters in Mensaje',
    shown: { label: 'messages shown under', empty: 'no message under the fields' },
  },
  keyContext: (s) => ({
    subject: s.context.subject,
    messageLength: s.context.message.length,
    shown: Object.entries(s.context.shown as Record<string, boolean>)
      .filter(([, shown]) => shown)
      .map(([field]) => field),
  }),
};
