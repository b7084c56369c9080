// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppStep } from '../app-model';
import { addressSearchModel } from './address-search.model';
import {
  ADDRESS_FIXTURES,
  CHIP,
  estimateRequests,
  estimatesBefore,
  field,
  HONDURAS_4850,
  isBusy,
  MESSAGES,
  path,
  remember,
  remembered,
  replaceText,
  SEARCH_URL,
  saveButton,
  savedAlready,
  saveRequests,
} from './address-search-on-the-app';

/**
 * CHECKOUT_SEARCH_ADDRESS's new address form on the rendered app (ordering.md §5 "New address form", §7
 * POST /pedido/direccion, §8): its fields with their messages, 'Guardar' (sent with exactly §7's fields, or
 * refused with each empty field's message), the saved address's estimate, and the server's refusal under the form.
 */
export const addressFormSteps: AppStep[] = [
  ...(
    [
      [22, 'Etiqueta tu dirección', 'Casa', 'tag'],
      [23, 'Teléfono', '1155550000', 'phone'],
      [24, 'Instrucciones de entrega', 'Timbre 3B', 'instructions'],
    ] as const
  ).map(
    ([index, label, value, key]): AppStep => ({
      event: addressSearchModel.steps[index].event,
      action: { kind: 'gesture', run: async (app) => replaceText(app, field(app, label), value) },
      expectAfter: (app) => {
        app.expect(field(app, label).value).toBe(value);
        app.expect(app.descriptionOf(field(app, label))).not.toContain(MESSAGES[key]);
      },
    }),
  ),
  {
    event: addressSearchModel.steps[25].event,
    action: {
      kind: 'gesture',
      run: async (app) => {
        remember(app, saveRequests(app).length);
        estimatesBefore.set(app, estimateRequests(app).length);
        await app.user.click(saveButton(app));
      },
    },
    expectAfter: (app) => {
      if (savedAlready.get(app)) {
        // No second address: the saved one's estimate is asked again.
        app.expect(saveRequests(app).length).toBe(remembered(app));
        app.expect(estimateRequests(app).length).toBe((estimatesBefore.get(app) ?? 0) + 1);
        return;
      }
      const tag = field(app, 'Etiqueta tu dirección').value;
      const phone = field(app, 'Teléfono').value;
      const instructions = field(app, 'Instrucciones de entrega').value;
      if (tag && phone && instructions) {
        // §7: exactly these fields; the guest's own name; the phone with its country code.
        app.expect(saveRequests(app).length).toBe(remembered(app) + 1);
        app.expect(saveRequests(app).at(-1)?.body).toEqual({
          idCliente: 'guest-1',
          idMarca: 'brand-1',
          deliveryAddress: CHIP,
          coordinates: { dropoff: HONDURAS_4850 },
          customerName: 'Invitado',
          customerPhone: `+54${phone}`,
          deliveryInstructions: instructions,
          etiqueta: tag,
          isDefault: true,
        });
        app.expect(isBusy(saveButton(app))).toBe(true);
      } else {
        // §5: nothing is sent; each empty field shows its message.
        app.expect(saveRequests(app).length).toBe(remembered(app));
        if (!tag) app.expect(app.descriptionOf(field(app, 'Etiqueta tu dirección'))).toContain(MESSAGES.tag);
        if (!phone) app.expect(app.descriptionOf(field(app, 'Teléfono'))).toContain(MESSAGES.phone);
        if (!instructions)
          app
            .expect(app.descriptionOf(field(app, 'Instrucciones de entrega')))
            .toContain(MESSAGES.instructions);
      }
    },
  },
  {
    event: addressSearchModel.steps[26].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/direccion$/,
      fixture: 'saved',
      answer: ADDRESS_FIXTURES.saved,
    },
    // The saved address's estimate is asked at once.
    expectAfter: (app) => {
      savedAlready.set(app, true);
      app.expect(estimateRequests(app).length).toBeGreaterThan(0);
      app.expect(estimateRequests(app).at(-1)?.body).toEqual({
        idLocal: 'b-1',
        lat: HONDURAS_4850.lat,
        lon: HONDURAS_4850.lon,
        cantidad: 1,
        total: 18900,
      });
    },
  },
  {
    event: addressSearchModel.steps[27].event,
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/pedido\/direccion$/,
      fixture: 'phoneRefused',
      answer: ADDRESS_FIXTURES.phoneRefused,
    },
    // §8: the server's message under the form; what was typed stays.
    expectAfter: (app) => {
      const alert = app.screen
        .getAllByRole('alert')
        .find((a) => a.textContent === 'El teléfono no es válido');
      app.expect(alert).toBeDefined();
      app
        .expect(app.screen.getByRole('form', { name: 'Nueva dirección' }).getAttribute('aria-describedby'))
        .toBe(alert?.id);
      app.expect(path(app)).toBe(SEARCH_URL);
      app.screen.getByText(CHIP);
    },
  },
];
