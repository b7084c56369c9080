import type { FlowModel } from '../flow-model';
import { pointsMachine } from './points.machine';

const registered = {
  _id: 'user-1',
  idMarca: 'brand-1',
  typeUser: 'registered',
  name: 'Martina González',
  email: 'demo@demo.com',
};
const refreshed = { ...registered, name: 'Martina G.' };
const other = { _id: 'user-2', idMarca: 'brand-1', typeUser: 'registered', name: 'Lucía Fernández' };
const guest = { _id: 'guest-1', idMarca: 'brand-1', typeUser: 'guest' };

/** Starts with a registered user restored from the saved state, as the app does after a reload. */
export const pointsModel: FlowModel = {
  id: 'points',
  title: 'Points badge: the registered diner’s available points',
  summary:
    'A registered diner’s availablePoints are loaded with GET /points/{id} and shown in the header badge with the language’s unit (PTS, PKT, PNT, 分) on screens that ask for it; guests and signed-out visitors see no badge, and a failed load is logged only (accounts.md §2.3 "Points badge", §3, §7.4, §8, §9).',
  machine: pointsMachine,
  input: { user: registered },
  start: 'Sign in as demo@demo.com and open the branch selection (the header shows the points badge there)',
  steps: [
    {
      event: { type: 'xstate.done.actor.fetchPoints', output: { availablePoints: 2525.5 } },
      step: 'The server answers 2525.5 available points',
      producedBy:
        'sign in as the seeded demo@demo.com (Demo1234): its approved points history adds up to 2525.5 (server/db/seed/users.ts)',
    },
    {
      event: { type: 'xstate.error.actor.fetchPoints', error: new Error('offline') },
      step: 'Loading the points fails (e.g. no connection)',
    },
    { event: { type: 'points.refreshRequested' }, step: 'The points are asked for again' },
    {
      event: { type: 'points.userChanged', user: refreshed },
      step: 'The same user is refreshed (e.g. come back to the tab: the session asks for the diner again)',
      when: {
        text: 'demo@demo.com is signed in (the refresh is of the diner signed in)',
        holds: (at) => at.keyContext.userId === 'user-1',
      },
    },
    {
      event: { type: 'points.userChanged', user: other },
      step: 'Another registered user signs in (lucia@…)',
    },
    { event: { type: 'points.userChanged', user: null }, step: "Log out ('Cerrar sesión', then confirm)" },
    {
      event: { type: 'points.userChanged', user: guest },
      step: "Enter as a guest ('Explorar sin beneficios')",
    },
    { event: { type: 'points.userChanged', user: registered }, step: 'Sign in again as demo@demo.com' },
  ],
  expectations: {
    evaluating: 'nothing yet (the flow decides from the user)',
    signedOut: 'no points badge in the header',
    loading: 'no points badge yet on a first load; on a refresh the last number stays until the answer',
    loaded:
      'the header badge shows "★ 2.525 PTS" (PKT in Deutsch, PNT in Italiano, 分 in 中文); pressing it opens Puntos',
    failed: 'no points badge and no message (the failure is only logged in the console)',
  },
  keyContext: (s) => ({
    userId: s.context.user?._id ?? null,
    availablePoints: s.context.availablePoints,
  }),
};
