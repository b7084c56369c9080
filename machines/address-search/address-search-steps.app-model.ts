// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { addressFormSteps } from './address-form-on-the-app';
import { addressSearchModel } from './address-search.model';
import {
  ADDRESS_FIXTURES,
  CHIP,
  combobox,
  field,
  NO_RESULTS,
  path,
  remember,
  remembered,
  replaceText,
  requestsTo,
  SEARCH_URL,
  savedAlready,
  searchRequests,
} from './address-search-on-the-app';

/**
 * The address search's steps of the addressSearch executable model (address-search.app-model.ts, whose comment says
 * what they walk): the search opened, typed into, its 300 ms, its answers and the place chosen; then the new address
 * form's (address-form-on-the-app.ts).
 */
export const addressSearchSteps: AppStep[] = [
  {
    event: addressSearchModel.steps[9].event,
    action: {
      kind: 'navigation',
      run: async (app) => {
        savedAlready.set(app, false);
        if (path(app) === SEARCH_URL) await app.navigate('/');
        await app.navigate(SEARCH_URL);
      },
    },
    expectAfter: (app) => {
      app.expect(path(app)).toBe(SEARCH_URL);
      app.expect(combobox(app)?.value).toBe('');
    },
  },
  {
    event: addressSearchModel.steps[10].event,
    action: {
      kind: 'local',
      fixture: "no browser maps key: the server's routes need no script",
      arrange: () => {},
    },
    expectAfter: (app) => app.expect(combobox(app)?.getAttribute('placeholder')).toBe('Buscar dirección'),
  },
  {
    event: addressSearchModel.steps[12].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, searchRequests(app).length);
        await replaceText(app, combobox(app) as HTMLInputElement, 'Hond');
      },
    },
    expectAfter: (app) => {
      app.expect(combobox(app)?.value).toBe('Hond');
      app.expect(searchRequests(app).length).toBe(remembered(app));
    },
  },
  {
    event: addressSearchModel.steps[13].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, searchRequests(app).length);
        await replaceText(app, combobox(app) as HTMLInputElement, 'Honduras 48');
      },
    },
    // Not yet: the query waits 300 ms.
    expectAfter: (app) => app.expect(searchRequests(app).length).toBe(remembered(app)),
  },
  {
    event: addressSearchModel.steps[14].event,
    action: { kind: 'clock', ms: 300 },
    expectAfter: (app) => {
      app.expect(searchRequests(app).length).toBe(remembered(app) + 1);
      app
        .expect(new URLSearchParams(searchRequests(app).at(-1)?.path.split('?')[1]).get('input'))
        .toBe('Honduras 48');
    },
  },
  {
    event: addressSearchModel.steps[15].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'honduras',
      answer: ADDRESS_FIXTURES.honduras,
    },
    expectAfter: (app) => {
      app.screen.getByRole('option', { name: /Honduras 4850/ });
      app
        .expect(
          app.screen.getByRole('option', { name: 'Seleccionar en el mapa' }).getAttribute('aria-disabled'),
        )
        .toBe('true');
    },
  },
  {
    event: addressSearchModel.steps[16].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'nothingFound',
      answer: ADDRESS_FIXTURES.nothingFound,
    },
    expectAfter: (app) => app.screen.getByRole('option', { name: NO_RESULTS }),
  },
  {
    event: addressSearchModel.steps[17].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/autocomplete\?/,
      fixture: 'noConnection',
      answer: ADDRESS_FIXTURES.noConnection,
    },
    // Said under the search; what was typed stays.
    expectAfter: (app) => {
      app.screen.getByText('No se pudo buscar la dirección. Por favor, inténtalo de nuevo.');
      app.expect(combobox(app)?.value).toBe('Honduras 48');
    },
  },
  {
    event: addressSearchModel.steps[18].event,
    action: {
      kind: 'gesture',
      run: async (app) => app.user.click(app.screen.getByRole('option', { name: /Honduras 4850/ })),
    },
    expectAfter: (app) =>
      app.expect(requestsTo(app, 'GET', /^\/maps\/place\/gz-honduras-4850/).length).toBeGreaterThan(0),
  },
  {
    event: addressSearchModel.steps[19].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/place\//,
      fixture: 'place',
      answer: ADDRESS_FIXTURES.place,
    },
    expectAfter: (app) => {
      savedAlready.set(app, false);
      app.screen.getByText(CHIP);
      app.screen.getByRole('button', { name: `Quitar la dirección ${CHIP}` });
      app.expect(field(app, 'Código de país').value).toBe('+54');
    },
  },
  {
    event: addressSearchModel.steps[20].event,
    action: {
      kind: 'server',
      method: 'GET',
      path: /^\/maps\/place\//,
      fixture: 'noConnection',
      answer: ADDRESS_FIXTURES.noConnection,
    },
    // Back to the search with its text, the message under it; no form.
    expectAfter: (app) => {
      app.screen.getByText('No se pudo buscar la dirección. Por favor, inténtalo de nuevo.');
      app.expect(combobox(app)?.value).toBe('Honduras 48');
      app.expect(app.screen.queryByText(CHIP)).toBeNull();
    },
  },
  {
    event: addressSearchModel.steps[21].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        savedAlready.set(app, false);
        await app.user.click(app.screen.getByRole('button', { name: `Quitar la dirección ${CHIP}` }));
      },
    },
    expectAfter: (app) => {
      app.expect(app.screen.queryByText(CHIP)).toBeNull();
      app.expect(combobox(app)?.value).toBe('');
    },
  },
  ...addressFormSteps,
];
