import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCH_IDS as BRANCHES, STORE_IDS } from '@/server/db/seed/branches';
import { routeTable } from '@/server/routes';
import type { RunningServer } from '@/server/start';
import {
  type ApiResponse,
  B2C_ID,
  Client,
  signUp,
  startTestServer,
  UNKNOWN_ID,
  uniqueEmail,
} from './helpers';
import { BRANCH_IDS, payload as orderPayload } from './order-helpers';

/**
 * Every registered route gets malformed JSON, wrong types, missing fields, an oversize body,
 * unknown ids and another user's ids, and must answer 4xx with a Spanish `message`, never 5xx.
 * A route added to server/routes without a case here fails the coverage test.
 */
let server: RunningServer;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  server = await startTestServer();
  a = await signUp(server.url);
  b = await signUp(server.url);
});
afterAll(() => server?.close());

interface Probe {
  path: string;
  body?: unknown;
  /** Raw body (form routes). */
  raw?: string;
}

interface Case {
  /** A path that reaches the handler (ids filled in). */
  path: () => string;
  /** Sign in as user A first. */
  session?: boolean;
  wrongTypes?: unknown;
  missing?: unknown;
  /** Query strings the route must reject. */
  badQuery?: () => string[];
  /** Unknown ids (path or body), answered 404 (or 401/403 where the id is a credential). */
  unknownIds?: () => Probe[];
  /** User B's resources requested by user A: 403/404. */
  foreign?: () => Probe[];
  /** Why a category does not apply. */
  note?: string;
}

/** The translation client key the server accepts by default (TRANSLATE_CLIENT_KEYS). */
const TRANSLATE_KEY = 'local-sandbox-key';
/** A seeded order of demo@demo.com: "another user's order" for users A and B. */
const DEMO_ORDER_ID = '64b7f0a1c2d3e4f5a6b7f001';
const dominio = encodeURIComponent('http://localhost:5173');
const addressBody = (idCliente: string) => ({
  idCliente,
  idMarca: B2C_ID,
  deliveryAddress: 'Honduras 4850, C1414 CABA, Argentina',
  coordinates: { dropoff: { lat: -34.586912, lon: -58.430621 } },
  customerName: 'Lucía Pérez',
  customerPhone: '+5491144445555',
  deliveryInstructions: 'Timbre 3B',
  etiqueta: 'Casa',
  isDefault: true,
});
const validProfile = {
  birthDate: { year: 1990, month: 1, day: 2 },
  phoneNumber: '+5491133334444',
  gender: 'Male',
};
const activity = (extra: Record<string, unknown>) => ({
  session: true,
  wrongTypes: { idUser: 1, idMarca: 2, storeId: {} },
  missing: {},
  unknownIds: () => [{ path: '', body: { idUser: a.user._id, idMarca: UNKNOWN_ID, storeId: 's', ...extra } }],
  foreign: () => [{ path: '', body: { idUser: b.user._id, idMarca: B2C_ID, storeId: 's', ...extra } }],
});

const cases: Record<string, Case> = {
  'GET /api/marca/:domain': {
    path: () => '/api/marca/localhost',
    badQuery: () => ['/api/marca/localhost?lang=klingon', '/api/marca/localhost?lang=EN'],
    unknownIds: () => [{ path: '/api/marca/desconocida.example' }, { path: `/api/marca/${'x'.repeat(300)}` }],
  },
  'POST /api/login': {
    path: () => '/api/login',
    wrongTypes: { email: 1, password: [] },
    missing: {},
    unknownIds: () => [
      { path: '', body: { email: uniqueEmail(), password: 'Clave1234' } },
      { path: '', body: { email: 'demo@demo.com', password: 'Demo1234', idMarca: UNKNOWN_ID } },
    ],
  },
  'POST /api/logout': { path: () => '/api/logout', note: 'no input besides the session cookie' },
  'GET /api/session/:idMarca': {
    path: () => `/api/session/${B2C_ID}`,
    session: true,
    unknownIds: () => [{ path: `/api/session/${UNKNOWN_ID}` }],
  },
  'POST /api/user/guest/:idMarca': {
    path: () => `/api/user/guest/${B2C_ID}`,
    wrongTypes: { idMarca: 5 },
    note: 'the body is optional: {} is valid',
    unknownIds: () => [{ path: `/api/user/guest/${UNKNOWN_ID}` }],
  },
  'POST /api/user/guest': {
    path: () => '/api/user/guest',
    wrongTypes: { idMarca: 5 },
    missing: {},
    unknownIds: () => [{ path: '', body: { idMarca: UNKNOWN_ID } }],
  },
  'POST /api/register/checkemail': {
    path: () => '/api/register/checkemail',
    wrongTypes: { email: 5 },
    missing: {},
    unknownIds: () => [{ path: '', body: { email: uniqueEmail(), idMarca: UNKNOWN_ID } }],
  },
  'POST /api/register': {
    path: () => '/api/register',
    wrongTypes: { name: 1, email: true, password: {}, birthDate: 5, identificationNumber: [] },
    missing: {},
    unknownIds: () => [
      {
        path: '',
        body: { name: 'Ana Torres', email: uniqueEmail(), password: 'Clave1234', idMarca: UNKNOWN_ID },
      },
    ],
  },
  'POST /api/register/sentMail': {
    path: () => '/api/register/sentMail',
    wrongTypes: { email: [] },
    missing: {},
    unknownIds: () => [{ path: '', body: { email: uniqueEmail() } }],
  },
  'POST /api/register/mailVerified': {
    path: () => '/api/register/mailVerified',
    wrongTypes: { email: 1, codigoValidacion: {} },
    missing: {},
    unknownIds: () => [{ path: '', body: { email: uniqueEmail(), codigoValidacion: '1234' } }],
  },
  'POST /api/forgotpassword': {
    path: () => '/api/forgotpassword',
    wrongTypes: { email: 1 },
    missing: {},
    unknownIds: () => [{ path: '', body: { email: uniqueEmail() } }],
  },
  'POST /api/forgotpassword/resetpassword/:id/:token': {
    path: () => `/api/forgotpassword/resetpassword/${a.user._id}/token`,
    wrongTypes: { password: 1, password2: 2 },
    missing: {},
    unknownIds: () => [
      {
        path: `/api/forgotpassword/resetpassword/${UNKNOWN_ID}/token`,
        body: { password: 'Clave1234', password2: 'Clave1234' },
      },
      {
        path: `/api/forgotpassword/resetpassword/${a.user._id}/unknown`,
        body: { password: 'Clave1234', password2: 'Clave1234' },
      },
    ],
  },
  'GET /api/forgotpassword/resetpassword/:id/:token': {
    path: () => `/api/forgotpassword/resetpassword/${a.user._id}/token`,
    unknownIds: () => [
      { path: `/api/forgotpassword/resetpassword/${UNKNOWN_ID}/token` },
      { path: `/api/forgotpassword/resetpassword/${a.user._id}/unknown` },
    ],
  },
  'POST /api/forgotpassword/sentMail/:id/:token': {
    path: () => `/api/forgotpassword/sentMail/${a.user._id}/token`,
    note: 'no body',
    unknownIds: () => [
      { path: `/api/forgotpassword/sentMail/${UNKNOWN_ID}/token` },
      { path: `/api/forgotpassword/sentMail/${a.user._id}/unknown` },
    ],
  },
  'GET /api/auth/:method': {
    path: () => `/api/auth/google?idMarca=${B2C_ID}&dominio=${dominio}`,
    badQuery: () => [
      '/api/auth/google',
      `/api/auth/google?idMarca=${B2C_ID}`,
      `/api/auth/google?idMarca=${B2C_ID}&dominio=nada`,
    ],
    unknownIds: () => [
      { path: `/api/auth/google?idMarca=${UNKNOWN_ID}&dominio=${dominio}` },
      { path: `/api/auth/tiktok?idMarca=${B2C_ID}&dominio=${dominio}` },
    ],
  },
  'POST /api/auth/sandbox/consent': {
    path: () => '/api/auth/sandbox/consent',
    wrongTypes: `method=google&idMarca=${B2C_ID}&dominio=${dominio}&decision=quizas`,
    missing: '',
    unknownIds: () => [
      {
        path: '',
        raw: `method=google&idMarca=${UNKNOWN_ID}&dominio=${dominio}&decision=accept&account=martina`,
      },
      { path: '', raw: `method=google&idMarca=${B2C_ID}&dominio=${dominio}&decision=accept&account=nadie` },
    ],
  },
  'GET /api/auth/google/callback': {
    path: () => '/api/auth/google/callback?state=x&code=y',
    badQuery: () => ['/api/auth/google/callback', `/api/auth/google/callback?state=${'x'.repeat(300)}`],
    unknownIds: () => [{ path: '/api/auth/google/callback?state=desconocido&code=y' }],
  },
  'GET /api/auth/login/success': {
    path: () => '/api/auth/login/success',
    badQuery: () => [`/api/auth/login/success?auth_token=${'x'.repeat(300)}`],
    unknownIds: () => [{ path: '/api/auth/login/success?auth_token=desconocido' }],
  },
  'GET /api/user/:id': {
    path: () => `/api/user/${a.user._id}`,
    session: true,
    unknownIds: () => [
      { path: `/api/user/${UNKNOWN_ID}` },
      { path: `/api/user/${a.user._id}?idMarca=${UNKNOWN_ID}` },
    ],
    foreign: () => [{ path: `/api/user/${b.user._id}` }],
  },
  'PUT /api/user/:id': {
    path: () => `/api/user/${a.user._id}`,
    session: true,
    wrongTypes: { gender: 5, birthDate: [] },
    missing: {},
    unknownIds: () => [{ path: `/api/user/${UNKNOWN_ID}`, body: { gender: 'Male' } }],
    foreign: () => [{ path: `/api/user/${b.user._id}`, body: { gender: 'Male' } }],
  },
  'PUT /api/user/:brandId/:userId': {
    path: () => `/api/user/${B2C_ID}/${a.user._id}`,
    session: true,
    wrongTypes: { birthDate: 'ayer', phoneNumber: 5, gender: 1 },
    missing: {},
    unknownIds: () => [
      { path: `/api/user/${B2C_ID}/${UNKNOWN_ID}`, body: validProfile },
      { path: `/api/user/${UNKNOWN_ID}/${a.user._id}`, body: validProfile },
    ],
    foreign: () => [{ path: `/api/user/${B2C_ID}/${b.user._id}`, body: validProfile }],
  },
  'PUT /api/setting/:userId': {
    path: () => `/api/setting/${a.user._id}`,
    session: true,
    wrongTypes: { notifications: 'si', preferredLanguage: 3 },
    missing: {},
    unknownIds: () => [{ path: `/api/setting/${UNKNOWN_ID}`, body: { notifications: true } }],
    foreign: () => [{ path: `/api/setting/${b.user._id}`, body: { notifications: true } }],
  },
  'GET /api/points/:id': {
    path: () => `/api/points/${a.user._id}`,
    session: true,
    unknownIds: () => [{ path: `/api/points/${UNKNOWN_ID}` }],
    foreign: () => [{ path: `/api/points/${b.user._id}` }],
  },
  'GET /api/points/transaction/:id': {
    path: () => `/api/points/transaction/${UNKNOWN_ID}`,
    session: true,
    unknownIds: () => [{ path: `/api/points/transaction/${UNKNOWN_ID}` }],
    foreign: () => [{ path: '/api/points/transaction/64b7f0a1c2d3e4f5a6b7e001' }],
  },
  'POST /api/support/add': {
    path: () => '/api/support/add',
    wrongTypes: { email: 1, subject: 2, description: 3 },
    missing: {},
    note: 'no ids in the payload',
  },
  'POST /api/activities/record-banner-view': {
    path: () => '/api/activities/record-banner-view',
    ...activity({ bannerId: 'b' }),
  },
  'POST /api/activities/record-story-view': {
    path: () => '/api/activities/record-story-view',
    ...activity({ storyId: 's' }),
  },
  'POST /api/activities/record-product-visit': {
    path: () => '/api/activities/record-product-visit',
    ...activity({ idProduct: 'p' }),
  },
  'POST /api/activities/record-menu-visit': {
    path: () => '/api/activities/record-menu-visit',
    ...activity({}),
  },
  'POST /api/activities/update-cart': {
    path: () => '/api/activities/update-cart',
    ...activity({ products: [] }),
  },
  'POST /api/utm/marketing/register-visit': {
    path: () => '/api/utm/marketing/register-visit',
    wrongTypes: { urlUTM: 1, brandId: 2 },
    missing: {},
    unknownIds: () => [
      { path: '', body: { urlUTM: 'http://localhost/?utm_campaign=x', brandId: UNKNOWN_ID } },
    ],
  },
  'POST /api/user/notification/subscription': {
    path: () => '/api/user/notification/subscription',
    session: true,
    wrongTypes: { pushSubscriptonId: 'x', id: 1 },
    missing: {},
    unknownIds: () => [
      { path: '', body: { pushSubscriptonId: { endpoint: 'https://push.example/x' }, id: UNKNOWN_ID } },
    ],
    foreign: () => [
      { path: '', body: { pushSubscriptonId: { endpoint: 'https://push.example/x' }, id: b.user._id } },
    ],
  },
  // Orders and payments (server/routes/orders.ts, payments.ts).
  'POST /api/pedido/sendorder': {
    path: () => '/api/pedido/sendorder',
    session: true,
    wrongTypes: { idCliente: 1, idLocal: [], storeId: {}, idMarca: true, type: 'avion', orderPayment: 'x' },
    missing: {},
    unknownIds: () => [
      { path: '', body: { ...orderPayload(a.user._id), idLocal: UNKNOWN_ID } },
      { path: '', body: { ...orderPayload(a.user._id), idMarca: UNKNOWN_ID } },
      { path: '', body: { ...orderPayload(a.user._id), orderPayment: [{ sku: 'NO-EXISTE', quantity: 1 }] } },
    ],
    foreign: () => [{ path: '', body: { ...orderPayload(b.user._id), total: 5800 } }],
  },
  'POST /api/pedido/quote': {
    path: () => '/api/pedido/quote',
    session: true,
    wrongTypes: { idCliente: 1, idLocal: [], storeId: {}, idMarca: true, type: 'avion', orderPayment: 'x' },
    missing: {},
    unknownIds: () => [
      { path: '', body: { ...orderPayload(a.user._id), idLocal: UNKNOWN_ID } },
      { path: '', body: { ...orderPayload(a.user._id), idMarca: UNKNOWN_ID } },
      { path: '', body: { ...orderPayload(a.user._id), orderPayment: [{ sku: 'NO-EXISTE', quantity: 1 }] } },
    ],
    foreign: () => [{ path: '', body: orderPayload(b.user._id) }],
  },
  'GET /api/pedido/active/:userId': {
    path: () => `/api/pedido/active/${a.user._id}`,
    session: true,
    unknownIds: () => [{ path: `/api/pedido/active/${UNKNOWN_ID}` }],
    foreign: () => [{ path: `/api/pedido/active/${b.user._id}` }],
  },
  'PUT /api/pedido/updateOrder/:id': {
    path: () => `/api/pedido/updateOrder/${UNKNOWN_ID}`,
    session: true,
    wrongTypes: { activeOrder: 'quizas', valoracion: 'diez', orderPayment: {} },
    missing: {},
    unknownIds: () => [{ path: `/api/pedido/updateOrder/${UNKNOWN_ID}`, body: { valoracion: 3 } }],
    foreign: () => [{ path: `/api/pedido/updateOrder/${DEMO_ORDER_ID}`, body: { valoracion: 3 } }],
  },
  'GET /api/pedido/usuario/:userId': {
    path: () => `/api/pedido/usuario/${a.user._id}`,
    session: true,
    unknownIds: () => [{ path: `/api/pedido/usuario/${UNKNOWN_ID}` }],
    foreign: () => [{ path: `/api/pedido/usuario/${b.user._id}` }],
  },
  'GET /api/pedido/detalles/:id': {
    path: () => `/api/pedido/detalles/${UNKNOWN_ID}`,
    session: true,
    unknownIds: () => [{ path: `/api/pedido/detalles/${UNKNOWN_ID}` }],
    foreign: () => [{ path: `/api/pedido/detalles/${DEMO_ORDER_ID}` }],
  },
  'GET /api/pedido/tracking/:id': {
    path: () => `/api/pedido/tracking/${UNKNOWN_ID}`,
    unknownIds: () => [
      { path: `/api/pedido/tracking/${UNKNOWN_ID}` },
      { path: '/api/pedido/tracking/no-es-un-id' },
    ],
    note: 'a public page: the order id is the credential',
  },
  'POST /api/dev/kitchen/tick': {
    path: () => '/api/dev/kitchen/tick',
    wrongTypes: { now: 5 },
    note: 'the body is optional: {} is valid; no ids',
  },
  'POST /api/pedido/verificationordersend': {
    path: () => '/api/pedido/verificationordersend',
    session: true,
    wrongTypes: { idPayment: {}, idLocal: 1 },
    missing: {},
    unknownIds: () => [{ path: '', body: { idPayment: UNKNOWN_ID, idLocal: BRANCH_IDS.palermo } }],
    foreign: () => [{ path: '', body: { idPayment: DEMO_ORDER_ID, idLocal: BRANCH_IDS.palermo } }],
  },
  'GET /api/payments/config': {
    path: () => '/api/payments/config',
    badQuery: () => [`/api/payments/config?idMarca=${'x'.repeat(300)}`],
    unknownIds: () => [{ path: `/api/payments/config?idMarca=${UNKNOWN_ID}` }],
  },
  // Catalogue: branches, menu, marketing, addresses, delivery estimate, maps.
  'POST /api/local/all': {
    path: () => '/api/local/all',
    wrongTypes: { idMarca: 1, latitude: 'norte', longitude: {} },
    missing: {},
    unknownIds: () => [{ path: '', body: { idMarca: UNKNOWN_ID } }],
  },
  'GET /api/local/:id': {
    path: () => `/api/local/${BRANCHES.palermo}`,
    unknownIds: () => [{ path: `/api/local/${UNKNOWN_ID}` }, { path: `/api/local/${'x'.repeat(300)}` }],
    note: 'public branch data, no user ids',
  },
  'GET /api/local/:brandId/:storeId': {
    path: () => `/api/local/${B2C_ID}/${STORE_IDS.palermo}`,
    unknownIds: () => [
      { path: `/api/local/${UNKNOWN_ID}/${STORE_IDS.palermo}` },
      { path: `/api/local/${B2C_ID}/no-existe` },
    ],
    note: 'public branch data, no user ids',
  },
  'PUT /api/user/local/:brandId/:userId': {
    path: () => `/api/user/local/${B2C_ID}/${a.user._id}`,
    session: true,
    wrongTypes: { idLocal: 5 },
    missing: {},
    unknownIds: () => [
      { path: '', body: { idLocal: UNKNOWN_ID } },
      { path: `/api/user/local/${B2C_ID}/${UNKNOWN_ID}`, body: { idLocal: BRANCHES.palermo } },
      { path: `/api/user/local/${UNKNOWN_ID}/${a.user._id}`, body: { idLocal: BRANCHES.palermo } },
    ],
    foreign: () => [{ path: `/api/user/local/${B2C_ID}/${b.user._id}`, body: { idLocal: BRANCHES.palermo } }],
  },
  'PUT /api/dev/local/:id/status': {
    path: () => `/api/dev/local/${BRANCHES.palermo}/status`,
    wrongTypes: { status: 5, note: [] },
    missing: {},
    unknownIds: () => [{ path: `/api/dev/local/${UNKNOWN_ID}/status`, body: { status: 'open' } }],
    note: 'demo/test tool, no user ids',
  },
  'PUT /api/dev/local/:id/systems': {
    path: () => `/api/dev/local/${BRANCHES.palermo}/systems`,
    wrongTypes: { tableSystem: 'no', takeawaySystem: 1, deliverySystem: null },
    missing: {},
    unknownIds: () => [
      {
        path: `/api/dev/local/${UNKNOWN_ID}/systems`,
        body: { tableSystem: true, takeawaySystem: true, deliverySystem: true },
      },
    ],
    note: 'demo/test tool, no user ids',
  },
  'PUT /api/dev/marca/:brandId/producto/:sku/precio': {
    path: () => `/api/dev/marca/${B2C_ID}/producto/PAR-011/precio`,
    wrongTypes: { price: 'mucho' },
    missing: {},
    unknownIds: () => [
      { path: `/api/dev/marca/${B2C_ID}/producto/NO-EXISTE/precio`, body: { price: 10 } },
      { path: `/api/dev/marca/${UNKNOWN_ID}/producto/PAR-011/precio`, body: { price: 10 } },
    ],
    note: 'demo/test tool, no user ids',
  },
  'PUT /api/dev/marca/:brandId/producto/:sku/activo': {
    path: () => `/api/dev/marca/${B2C_ID}/producto/PAR-011/activo`,
    wrongTypes: { active: 'no' },
    missing: {},
    unknownIds: () => [
      { path: `/api/dev/marca/${B2C_ID}/producto/NO-EXISTE/activo`, body: { active: true } },
    ],
    note: 'demo/test tool, no user ids',
  },
  'POST /api/dev/faults': {
    path: () => '/api/dev/faults',
    wrongTypes: { method: 1, path: [], status: 'mucho', message: {}, times: 'dos' },
    missing: {},
    note: 'demo/test tool, no ids: nothing is planted by a refused body',
  },
  'DELETE /api/dev/faults': {
    path: () => '/api/dev/faults',
    badQuery: () => ['/api/dev/faults?path=login', `/api/dev/faults?path=/api/${'x'.repeat(300)}`],
    note: 'demo/test tool without a body or ids',
  },
  'POST /api/dev/user/:id/incomplete': {
    path: () => `/api/dev/user/${a.user._id}/incomplete`,
    wrongTypes: { fields: 'phoneNumber' },
    unknownIds: () => [{ path: `/api/dev/user/${UNKNOWN_ID}/incomplete`, body: {} }],
    note: 'demo/test tool; its body is optional (no `missing`): the user id is any account, no session',
  },
  'POST /api/dev/pedido/:id/advance': {
    path: () => `/api/dev/pedido/${UNKNOWN_ID}/advance`,
    unknownIds: () => [{ path: `/api/dev/pedido/${UNKNOWN_ID}/advance` }],
    note: 'demo/test tool without a body, no user ids',
  },
  'POST /api/dev/pedido/:id/age': {
    path: () => `/api/dev/pedido/${UNKNOWN_ID}/age`,
    wrongTypes: { minutes: 'una hora' },
    missing: {},
    unknownIds: () => [{ path: `/api/dev/pedido/${UNKNOWN_ID}/age`, body: { minutes: 60 } }],
    note: 'demo/test tool, no user ids',
  },
  'GET /api/menu/activecategories/:brandId/:storeId': {
    path: () => `/api/menu/activecategories/${B2C_ID}/${STORE_IDS.palermo}`,
    unknownIds: () => [
      { path: `/api/menu/activecategories/${UNKNOWN_ID}/${STORE_IDS.palermo}` },
      { path: `/api/menu/activecategories/${B2C_ID}/no-existe` },
    ],
    badQuery: () => [`/api/menu/activecategories/${B2C_ID}/${STORE_IDS.palermo}?lang=xx`],
  },
  'GET /api/menu/hourly/:storeId': {
    path: () => `/api/menu/hourly/${STORE_IDS.palermo}`,
    badQuery: () => [
      `/api/menu/hourly/${STORE_IDS.palermo}?hour=25`,
      `/api/menu/hourly/${STORE_IDS.palermo}?hour=tarde`,
      `/api/menu/hourly/${STORE_IDS.palermo}?limit=0`,
    ],
    unknownIds: () => [{ path: '/api/menu/hourly/no-existe' }],
  },
  'GET /api/menu/hourlyRandom/:storeId': {
    path: () => `/api/menu/hourlyRandom/${STORE_IDS.palermo}`,
    badQuery: () => [
      `/api/menu/hourlyRandom/${STORE_IDS.palermo}?limit=99`,
      `/api/menu/hourlyRandom/${STORE_IDS.palermo}?hour=-1`,
    ],
    unknownIds: () => [{ path: '/api/menu/hourlyRandom/no-existe' }],
  },
  'GET /api/menu/product/:brandId/:storeId/:sku': {
    path: () => `/api/menu/product/${B2C_ID}/${STORE_IDS.palermo}/PAR-001`,
    badQuery: () => [
      `/api/menu/product/${B2C_ID}/${STORE_IDS.palermo}/PAR-001?consumeType=avion`,
      `/api/menu/product/${B2C_ID}/${STORE_IDS.palermo}/PAR-001?lang=xx`,
    ],
    unknownIds: () => [
      { path: `/api/menu/product/${B2C_ID}/${STORE_IDS.palermo}/NO-EXISTE` },
      { path: `/api/menu/product/${UNKNOWN_ID}/${STORE_IDS.palermo}/PAR-001` },
      { path: `/api/menu/product/${B2C_ID}/no-existe/PAR-001` },
    ],
  },
  'GET /api/menu/:brandId/:storeId/:userId': {
    path: () => `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/${a.user._id}`,
    session: true,
    badQuery: () => [
      `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest?consumeType=avion`,
      `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest?search=${'x'.repeat(300)}`,
      `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/guest?lang=xx`,
    ],
    unknownIds: () => [
      { path: `/api/menu/${UNKNOWN_ID}/${STORE_IDS.palermo}/guest` },
      { path: `/api/menu/${B2C_ID}/no-existe/guest` },
      { path: `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/${UNKNOWN_ID}` },
    ],
    foreign: () => [{ path: `/api/menu/${B2C_ID}/${STORE_IDS.palermo}/${b.user._id}` }],
  },
  'POST /api/menu/complementaryprodorder': {
    path: () => '/api/menu/complementaryprodorder',
    wrongTypes: { storeId: {}, idMarca: 1, products: 'bife' },
    missing: {},
    unknownIds: () => [
      { path: '', body: { storeId: STORE_IDS.palermo, idMarca: UNKNOWN_ID, products: [] } },
      { path: '', body: { storeId: 'no-existe', idMarca: B2C_ID, products: [] } },
    ],
    note: 'cart contents only, no user ids',
  },
  'POST /api/menu/complementaryprod': {
    path: () => '/api/menu/complementaryprod',
    wrongTypes: { storeId: [], idMarca: 1, sku: 2 },
    missing: {},
    unknownIds: () => [
      { path: '', body: { storeId: STORE_IDS.palermo, idMarca: B2C_ID, sku: 'NO-EXISTE' } },
      { path: '', body: { storeId: STORE_IDS.palermo, idMarca: UNKNOWN_ID, sku: 'PAR-001' } },
    ],
    note: 'no user ids',
  },
  'GET /api/marketing/storie/:brandId/:storeId/:userId': {
    path: () => `/api/marketing/storie/${B2C_ID}/${STORE_IDS.palermo}/${a.user._id}`,
    session: true,
    unknownIds: () => [
      { path: `/api/marketing/storie/${UNKNOWN_ID}/${STORE_IDS.palermo}/guest` },
      { path: `/api/marketing/storie/${B2C_ID}/no-existe/guest` },
      { path: `/api/marketing/storie/${B2C_ID}/${STORE_IDS.palermo}/${UNKNOWN_ID}` },
    ],
    foreign: () => [{ path: `/api/marketing/storie/${B2C_ID}/${STORE_IDS.palermo}/${b.user._id}` }],
  },
  'GET /api/marketing/banner/:brandId/:storeId/:userId': {
    path: () => `/api/marketing/banner/${B2C_ID}/${STORE_IDS.palermo}/${a.user._id}`,
    session: true,
    unknownIds: () => [
      { path: `/api/marketing/banner/${UNKNOWN_ID}/${STORE_IDS.palermo}/guest` },
      { path: `/api/marketing/banner/${B2C_ID}/no-existe/guest` },
    ],
    foreign: () => [{ path: `/api/marketing/banner/${B2C_ID}/${STORE_IDS.palermo}/${b.user._id}` }],
  },
  'GET /api/pedido/direccion/:brandId/:userId': {
    path: () => `/api/pedido/direccion/${B2C_ID}/${a.user._id}`,
    session: true,
    unknownIds: () => [
      { path: `/api/pedido/direccion/${B2C_ID}/${UNKNOWN_ID}` },
      { path: `/api/pedido/direccion/${UNKNOWN_ID}/${a.user._id}` },
    ],
    foreign: () => [{ path: `/api/pedido/direccion/${B2C_ID}/${b.user._id}` }],
  },
  'POST /api/pedido/direccion': {
    path: () => '/api/pedido/direccion',
    session: true,
    wrongTypes: {
      etiqueta: 1,
      deliveryInstructions: [],
      idCliente: {},
      coordinates: 'aqui',
      isDefault: 'si',
    },
    missing: {},
    unknownIds: () => [
      { path: '', body: { ...addressBody(a.user._id), idCliente: UNKNOWN_ID } },
      { path: '', body: { ...addressBody(a.user._id), idMarca: UNKNOWN_ID } },
    ],
    foreign: () => [{ path: '', body: addressBody(b.user._id) }],
  },
  'POST /api/pedido/delivery/estimate': {
    path: () => '/api/pedido/delivery/estimate',
    wrongTypes: { idLocal: 1, lat: 'norte', lon: {}, cantidad: 'dos', total: [] },
    missing: {},
    unknownIds: () => [
      { path: '', body: { idLocal: UNKNOWN_ID, lat: -34.6, lon: -58.4, cantidad: 1, total: 1000 } },
    ],
    note: 'no user ids',
  },
  'GET /api/maps/autocomplete': {
    path: () => '/api/maps/autocomplete?input=Honduras',
    badQuery: () => ['/api/maps/autocomplete', `/api/maps/autocomplete?input=${'x'.repeat(300)}`],
    note: 'no ids',
  },
  'GET /api/maps/place/:placeId': {
    path: () => '/api/maps/place/gz-honduras-4850',
    badQuery: () => [`/api/maps/place/gz-honduras-4850?sessiontoken=${'x'.repeat(300)}`],
    unknownIds: () => [{ path: '/api/maps/place/gz-nada-1' }, { path: `/api/maps/place/${'x'.repeat(400)}` }],
  },
  'GET /api/dev/outbox': {
    path: () => '/api/dev/outbox',
    badQuery: () => [
      '/api/dev/outbox?limit=abc',
      '/api/dev/outbox?limit=0',
      `/api/dev/outbox?email=${'x'.repeat(300)}`,
    ],
    note: 'no ids',
  },
  'POST /api/translations': {
    path: () => '/api/translations',
    wrongTypes: { texts: 'Hola', targetLang: 5, apiKey: 1 },
    missing: {},
    unknownIds: () => [
      { path: '', body: { texts: ['Hola'], targetLang: 'en' } },
      { path: '', body: { texts: ['Hola'], targetLang: 'en', apiKey: 'clave-desconocida' } },
      { path: '', body: { texts: ['Hola'], targetLang: 'en', apiKey: TRANSLATE_KEY, idMarca: UNKNOWN_ID } },
      { path: '', body: { texts: [], targetLang: 'en', apiKey: TRANSLATE_KEY } },
      { path: '', body: { texts: ['x'.repeat(5001)], targetLang: 'en', apiKey: TRANSLATE_KEY } },
      { path: '', body: { texts: Array(101).fill('Hola'), targetLang: 'en', apiKey: TRANSLATE_KEY } },
      { path: '', body: { texts: ['Hola'], targetLang: 'klingon', apiKey: TRANSLATE_KEY } },
    ],
    note: 'no user ids; the key is the credential (missing 400, wrong 403)',
  },
  'POST /api/mt': {
    path: () => `/api/mt?key=${TRANSLATE_KEY}`,
    wrongTypes: { q: 5, target: [] },
    missing: {},
    badQuery: () => [`/api/mt?key=${'x'.repeat(300)}`],
    unknownIds: () => [
      { path: '/api/mt', body: { q: 'Hola', target: 'en' } },
      { path: '/api/mt?key=clave-desconocida', body: { q: 'Hola', target: 'en' } },
      { path: '', body: { q: 'Hola', target: 'tlh' } },
    ],
    note: 'no user ids; the key is the credential',
  },
  'POST /api/mt/detect': {
    path: () => `/api/mt/detect?key=${TRANSLATE_KEY}`,
    wrongTypes: { q: {} },
    missing: {},
    badQuery: () => [`/api/mt/detect?key=${'x'.repeat(300)}`],
    unknownIds: () => [
      { path: '/api/mt/detect', body: { q: 'Hola' } },
      { path: '/api/mt/detect?key=clave-desconocida', body: { q: 'Hola' } },
    ],
    note: 'no user ids; the key is the credential',
  },
  'POST /api/translation-metrics': {
    path: () => '/api/translation-metrics',
    wrongTypes: { metrics: 'muchas' },
    missing: {},
    note: 'brand-less telemetry: no ids',
  },
};

function expect4xx(res: ApiResponse, label: string, statuses?: number[]) {
  const info = `${label} → ${res.status} ${res.text.slice(0, 200)}`;
  expect(res.status, info).toBeGreaterThanOrEqual(400);
  expect(res.status, info).toBeLessThan(500);
  if (statuses) expect(statuses, info).toContain(res.status);
  expect(res.body?.status, info).toBe('error');
  expect(typeof res.body?.message, info).toBe('string');
  expect(res.body.message.length, info).toBeGreaterThan(3);
}

const clientFor = (c: Case) => (c.session ? a.client : new Client(server.url));

describe('route table coverage', () => {
  it('has a bad-input case for every registered route, and no stale cases', () => {
    const keys = routeTable.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k) => !cases[k])).toEqual([]);
    expect(Object.keys(cases).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('every body route declares wrong types, and missing fields unless the body is optional', () => {
    for (const r of routeTable.filter((x) => x.hasBody)) {
      const c = cases[`${r.method} ${r.path}`];
      expect(c.wrongTypes, r.key).toBeDefined();
      expect(c.missing !== undefined || c.note !== undefined, r.key).toBe(true);
    }
  });
});

describe.each(routeTable.map((r) => [r.key, r] as const))('%s', (key, route) => {
  const c = cases[key];
  const method = route.method;
  const isForm = route.bodyType === 'form';
  const send = (probe: Probe | undefined, path: string, body: unknown, raw?: string) => {
    const headers = isForm ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
    const target = probe?.path || path;
    if (raw !== undefined || isForm)
      return clientFor(c).call(method, target, { raw: raw ?? String(body ?? ''), headers });
    return clientFor(c).call(method, target, body === undefined ? {} : { body });
  };

  if (route.hasBody && !isForm) {
    it('answers 400 to malformed JSON', async () => {
      expect4xx(await send(undefined, c.path(), undefined, '{"email": "a@b.com",'), 'malformed', [400]);
    });
    it('answers 4xx to a JSON body that is not an object', async () => {
      expect4xx(await send(undefined, c.path(), undefined, '"texto"'), 'string body');
      expect4xx(await send(undefined, c.path(), undefined, '42'), 'number body');
    });
  }
  if (c?.wrongTypes !== undefined) {
    it('answers 400 to wrong types', async () => {
      expect4xx(await send(undefined, c.path(), c.wrongTypes), 'wrong types', [400]);
    });
  }
  if (c?.missing !== undefined) {
    it('answers 400 to missing fields', async () => {
      expect4xx(await send(undefined, c.path(), c.missing), 'missing', [400]);
    });
  }
  if (method === 'POST' || method === 'PUT') {
    // Translation batches take up to 1 MB (100 texts of 5000 characters); every other route 100 KB.
    const limit = route.maxBodyBytes ?? 100 * 1024;
    it(`answers 413 to a body over ${limit / 1024} KB`, async () => {
      const big = JSON.stringify({ email: 'a@b.com', padding: 'x'.repeat(limit + 10 * 1024) });
      // The server answers before reading a 1 MB body and drops the connection: do not reuse it.
      const headers = { connection: 'close' };
      expect4xx(await clientFor(c).call(method, c.path(), { raw: big, headers }), 'oversize', [413]);
    });
  }
  if (c?.badQuery) {
    it('answers 400 to a bad query', async () => {
      for (const path of c.badQuery!()) expect4xx(await clientFor(c).call(method, path), path, [400]);
    });
  }
  if (c?.unknownIds) {
    it('answers 4xx to unknown ids', async () => {
      for (const probe of c.unknownIds!()) {
        expect4xx(
          await send(probe, c.path(), probe.body, probe.raw),
          `unknown ${probe.path}`,
          [400, 401, 403, 404],
        );
      }
    });
  }
  if (c?.foreign) {
    it("answers 403/404 to another user's ids", async () => {
      for (const probe of c.foreign!()) {
        expect4xx(await send(probe, c.path(), probe.body), `foreign ${probe.path}`, [403, 404]);
      }
    });
  }
  if (c?.session) {
    it('answers 401 without a session', async () => {
      const res = await new Client(server.url).call(method, c.path(), route.hasBody ? { body: {} } : {});
      expect4xx(res, 'anonymous', [401]);
    });
  }
});
