import type { FlowWords } from '../flow-words';

/** support: its states and guards in the product's words (docs/flows, /__flows). */
export const supportWords: FlowWords = {
  states: {
    editing: "Writing the message ('Envíanos tu consulta')",
    sending: 'Sending the message',
    sent: 'Message sent',
    failed: 'Message could not be sent',
  },
  guards: {
    isSendable: 'Asunto and Mensaje are valid',
  },
  events: {
    'support.subjectChanged': 'Type in Asunto',
    'support.messageChanged': 'Type in Mensaje',
  },
};
