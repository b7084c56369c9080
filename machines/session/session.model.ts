import type { FlowModel } from '../flow-model';
import { sessionMachine } from './session.machine';

const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };
const registered = { _id: 'user-1', idMarca: 'brand-1', name: 'Lucía Fernández', email: 'lucia@example.com' };

export const sessionModel: FlowModel = {
  id: 'session',
  title: 'Session: no user, guest, registered',
  summary:
    'Who is using the app decides which routes exist (accounts.md §2.2, §4.2, §4.5). Guests are created per brand by "Explorar sin beneficios".',
  machine: sessionMachine,
  input: { brandId: 'brand-1', user: null },
  start: 'Open the app with no saved session (a fresh browser)',
  steps: [
    {
      event: { type: 'session.guestRequested' },
      step: "On the welcome screen, tap 'Explorar sin beneficios'",
    },
    {
      event: { type: 'xstate.done.actor.createGuest', output: guest },
      step: 'The server creates the guest',
    },
    {
      event: { type: 'xstate.error.actor.createGuest', error: new Error('offline') },
      step: 'The server fails to create the guest (e.g. no connection)',
    },
    { event: { type: 'session.signedIn', user: registered }, step: 'Sign in with e-mail and password' },
    { event: { type: 'session.loggedOut' }, step: "Log out ('Cerrar sesión', then confirm)" },
  ],
  expectations: {
    routing: 'nothing visible yet (the session is being decided)',
    noUser: 'the welcome screen (AUTH); any other address redirects there keeping the query string',
    creatingGuest: 'the guest entry is in progress',
    'active.guest': 'the branch selection (BASE) as a guest; auth addresses redirect to BASE',
    'active.registered': 'the branch selection (BASE) as a registered user',
  },
  keyContext: (s) => ({ userId: s.context.user?._id ?? null, typeUser: s.context.user?.typeUser ?? null }),
};
