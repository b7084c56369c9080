// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep, ServerAnswer } from '../app-model';
import { supportModel } from './support.model';

/**
 * PROFILE_HELP_SUPPORT on the rendered app (accounts.md §2.6, §5.3, §7.3, §8), written from the spec: its route
 * `/perfil/ayuda/soporte`, its Spanish texts, its rules (Asunto at least 3 characters after trimming, Mensaje
 * at least 100 characters not counting whitespace, Enviar disabled while a field is empty or has a message)
 * and POST /support/add {email, subject, description}. The diner is signed in as demo@demo.com (restored from
 * the saved state), as the human model's start says.
 */

const SUPPORT_URL = '/perfil/ayuda/soporte';
const PROFILE_URL = '/perfil';
const EMAIL = 'demo@demo.com';
/** A registered diner with a complete profile (an incomplete one is asked to complete it 1 s after load). */
const diner = {
  _id: 'user-1',
  typeUser: 'registered',
  idMarca: 'brand-1',
  name: 'Demo',
  email: EMAIL,
  birthDate: { year: 1990, month: 5, day: 14 },
  gender: 'Female',
  phoneNumber: '+5491123456789',
};
const LONG_MESSAGE =
  'Hice un pedido para retirar en el local de Palermo y al llegar me dijeron que no figuraba en el sistema. ¿Pueden revisarlo?';

/** Named server answers (the scripted HTTP layer returns them). */
export const SUPPORT_FIXTURES = {
  messageStored: { status: 200, body: { status: 'success', data: {} } },
  noConnection: { status: 0, networkError: true },
} satisfies Record<string, ServerAnswer>;

const SUBJECT_MESSAGE = 'Por favor ingresa un asunto';
const MESSAGE_MESSAGE = 'El mensaje debe tener al menos 100 caracteres.';
const SENT_TITLE = 'Tu mensaje se envió correctamente';
const SENT_TEXT = 'El equipo de soporte analizará tu mensaje y se pondrá en contacto de ser necesario.';
const FAILED_TITLE = 'Hubo un error al enviar el mensaje';

/** §5.3, written out: the subject trimmed has at least 3 characters; the message 100 without whitespace. */
const subjectValid = (value: string) => value.trim().length >= 3;
const messageValid = (value: string) => value.replace(/\s/g, '').length >= 100;

const onSupportScreen = (app: AppDriver) => app.url() === SUPPORT_URL;
const subject = (app: AppDriver) => app.screen.getByLabelText('Asunto') as HTMLInputElement;
const message = (app: AppDriver) => app.screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
const send = (app: AppDriver) => app.screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
const isBusy = (button: HTMLElement) =>
  button.getAttribute('aria-disabled') === 'true' || button.getAttribute('aria-busy') === 'true';
const noResult = (app: AppDriver) => {
  app.expect(app.screen.queryByText(SENT_TITLE)).toBeNull();
  app.expect(app.screen.queryByText(FAILED_TITLE)).toBeNull();
};
const supportRequests = (app: AppDriver) =>
  app.requests().filter((r) => r.method === 'POST' && r.path === '/support/add');

/** An empty form, as the screen opens and after 'Enviar otro mensaje'. */
const emptyForm = (app: AppDriver) => {
  app.expect(app.url()).toBe(SUPPORT_URL);
  app.expect(subject(app).value).toBe('');
  app.expect(message(app).value).toBe('');
  app.expect(app.descriptionOf(subject(app))).toBe('');
  app.expect(app.descriptionOf(message(app))).toBe('');
  app.expect(send(app).disabled).toBe(true);
};

const typeInto = (field: 'Asunto' | 'Mensaje', value: string) => async (app: AppDriver) => {
  const element = app.screen.getByLabelText(field);
  await app.user.clear(element);
  await app.user.type(element, value);
};

/** A long text is pasted, as a person would (typing it key by key only makes the walk slower). */
const pasteInto = (field: 'Asunto' | 'Mensaje', value: string) => async (app: AppDriver) => {
  const element = app.screen.getByLabelText(field);
  await app.user.clear(element);
  await app.user.paste(value);
};

/** What a tap on 'Enviar' (or Enter in Asunto) last sent, per running app. */
const sentBefore = new WeakMap<AppDriver, number>();

const steps: AppStep[] = [
  {
    event: { type: 'support.opened', email: EMAIL },
    action: {
      kind: 'navigation',
      // PROFILE's 'Ayuda' entry opens the screen; on the screen already, the diner comes back to it.
      run: async (app) => {
        if (onSupportScreen(app)) await app.navigate(PROFILE_URL);
        await app.navigate(SUPPORT_URL);
      },
    },
    expectAfter: (app) => {
      emptyForm(app);
      noResult(app);
    },
  },
  {
    event: { type: 'support.subjectChanged', value: 'Ho' },
    action: { kind: 'gesture', run: typeInto('Asunto', 'Ho') },
    expectAfter: (app) => {
      app.expect(subject(app).value).toBe('Ho');
      app.expect(app.descriptionOf(subject(app))).toBe(SUBJECT_MESSAGE);
      app.expect(send(app).disabled).toBe(true);
    },
  },
  {
    event: { type: 'support.subjectChanged', value: 'Pedido no registrado' },
    action: { kind: 'gesture', run: typeInto('Asunto', 'Pedido no registrado') },
    expectAfter: (app) => {
      app.expect(subject(app).value).toBe('Pedido no registrado');
      app.expect(app.descriptionOf(subject(app))).toBe('');
    },
  },
  {
    event: { type: 'support.messageChanged', value: 'Mi pedido no llegó' },
    action: { kind: 'gesture', run: typeInto('Mensaje', 'Mi pedido no llegó') },
    expectAfter: (app) => {
      app.expect(message(app).value).toBe('Mi pedido no llegó');
      app.expect(app.descriptionOf(message(app))).toBe(MESSAGE_MESSAGE);
      app.expect(send(app).disabled).toBe(true);
    },
  },
  {
    event: { type: 'support.messageChanged', value: LONG_MESSAGE },
    action: { kind: 'gesture', run: pasteInto('Mensaje', LONG_MESSAGE) },
    expectAfter: (app) => {
      app.expect(message(app).value).toBe(LONG_MESSAGE);
      app.expect(app.descriptionOf(message(app))).toBe('');
    },
  },
  {
    event: { type: 'support.submitted' },
    action: {
      kind: 'gesture',
      // 'Enviar' when it can be pressed; otherwise Enter in Asunto (a disabled button cannot be pressed).
      run: async (app) => {
        sentBefore.set(app, supportRequests(app).length);
        if (!send(app).disabled) await app.user.click(send(app));
        else {
          await app.user.click(subject(app));
          await app.user.keyboard('{Enter}');
        }
      },
    },
    expectAfter: (app) => {
      const typedSubject = subject(app).value;
      const typedMessage = message(app).value;
      const sent = supportRequests(app);
      if (subjectValid(typedSubject) && messageValid(typedMessage)) {
        // §7.3: POST /support/add {email, subject, description}; Enviar busy meanwhile.
        app.expect(sent.length).toBe((sentBefore.get(app) ?? 0) + 1);
        app
          .expect(sent.at(-1)?.body)
          .toEqual({ email: EMAIL, subject: typedSubject, description: typedMessage });
        app.expect(isBusy(send(app))).toBe(true);
      } else {
        // §5.3: nothing is sent while a field is empty or has a message; what is typed stays.
        app.expect(sent.length).toBe(sentBefore.get(app) ?? 0);
        app.expect(send(app).disabled).toBe(true);
        if (typedSubject !== '' && !subjectValid(typedSubject))
          app.expect(app.descriptionOf(subject(app))).toBe(SUBJECT_MESSAGE);
        if (typedMessage !== '' && !messageValid(typedMessage))
          app.expect(app.descriptionOf(message(app))).toBe(MESSAGE_MESSAGE);
      }
    },
  },
  {
    event: { type: 'xstate.done.actor.sendSupportMessage', output: {} },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/support\/add$/,
      fixture: 'messageStored',
      answer: SUPPORT_FIXTURES.messageStored,
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SUPPORT_URL);
      app.screen.getByText(SENT_TITLE);
      app.screen.getByText(SENT_TEXT);
    },
  },
  {
    event: { type: 'xstate.error.actor.sendSupportMessage', error: new Error('offline') },
    action: {
      kind: 'server',
      method: 'POST',
      path: /^\/support\/add$/,
      fixture: 'noConnection',
      answer: SUPPORT_FIXTURES.noConnection,
    },
    expectAfter: (app) => {
      app.expect(app.url()).toBe(SUPPORT_URL);
      app.screen.getByText(FAILED_TITLE);
    },
  },
  {
    event: { type: 'support.retryRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        sentBefore.set(app, supportRequests(app).length);
        await app.user.click(app.screen.getByRole('button', { name: 'Intentar nuevamente' }));
      },
    },
    // The same message is sent again (the typed one was kept), and the form shows it with Enviar busy.
    expectAfter: (app) => {
      const sent = supportRequests(app);
      app.expect(sent.length).toBe((sentBefore.get(app) ?? 0) + 1);
      app.expect(sent.at(-1)?.body).toEqual(sent.at(-2)?.body);
      const body = sent.at(-1)?.body as { subject?: string; description?: string } | undefined;
      app.expect(subject(app).value).toBe(body?.subject);
      app.expect(message(app).value).toBe(body?.description);
      app.expect(isBusy(send(app))).toBe(true);
      noResult(app);
    },
  },
  {
    event: { type: 'support.newMessageRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Enviar otro mensaje' }));
      },
    },
    expectAfter: (app) => {
      emptyForm(app);
      noResult(app);
    },
  },
  {
    event: { type: 'support.accountRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('button', { name: 'Volver a mi cuenta' }));
      },
    },
    // PROFILE.
    expectAfter: (app) => {
      app.expect(app.url()).toBe(PROFILE_URL);
      app.expect(app.screen.queryByLabelText('Asunto')).toBeNull();
    },
  },
];

export const supportAppModel: AppFlowModel = {
  model: supportModel,
  systemId: 'support',
  // The splash (2 s, then 1 s settling) is the layout flow's; support paths start after it.
  start: { url: SUPPORT_URL, waitMs: 3000, savedState: { user: diner } },
  states: {
    // The form is the support screen's; elsewhere (PROFILE after 'Volver a mi cuenta') nothing of it shows.
    editing: (app) => {
      if (!onSupportScreen(app)) {
        app.expect(app.screen.queryByLabelText('Asunto')).toBeNull();
        return;
      }
      app.expect(app.screen.getByRole('region', { name: 'Soporte' })).toBeTruthy();
      app.screen.getByRole('heading', { name: 'Envíanos tu consulta' });
      const typedSubject = subject(app).value;
      const typedMessage = message(app).value;
      app.expect(subject(app).disabled).toBe(false);
      app.expect(message(app).disabled).toBe(false);
      // Enviar is enabled exactly when both fields are filled and valid (§5.3).
      app.expect(send(app).disabled).toBe(!(subjectValid(typedSubject) && messageValid(typedMessage)));
      app.expect(isBusy(send(app))).toBe(false);
      // A message under a field is the spec's, and only while the field breaks its rule.
      app
        .expect(subjectValid(typedSubject) ? [''] : ['', SUBJECT_MESSAGE])
        .toContain(app.descriptionOf(subject(app)));
      app
        .expect(messageValid(typedMessage) ? [''] : ['', MESSAGE_MESSAGE])
        .toContain(app.descriptionOf(message(app)));
      noResult(app);
    },
    sending: (app) => {
      app.expect(app.url()).toBe(SUPPORT_URL);
      app.expect(isBusy(send(app))).toBe(true);
      app.expect(subject(app).disabled).toBe(true);
      app.expect(message(app).disabled).toBe(true);
      noResult(app);
    },
    sent: (app) => {
      app.expect(app.url()).toBe(SUPPORT_URL);
      app.screen.getByText(SENT_TITLE);
      app.screen.getByText(SENT_TEXT);
      app.screen.getByRole('button', { name: 'Enviar otro mensaje' });
      app.screen.getByRole('button', { name: 'Volver a mi cuenta' });
      app.expect(app.screen.queryByRole('button', { name: 'Intentar nuevamente' })).toBeNull();
      app.expect(app.screen.queryByLabelText('Asunto')).toBeNull();
    },
    failed: (app) => {
      app.expect(app.url()).toBe(SUPPORT_URL);
      app.screen.getByText(FAILED_TITLE);
      app.screen.getByRole('button', { name: 'Intentar nuevamente' });
      app.screen.getByRole('button', { name: 'Enviar otro mensaje' });
      app.expect(app.screen.queryByRole('button', { name: 'Volver a mi cuenta' })).toBeNull();
      app.expect(app.screen.queryByText(SENT_TITLE)).toBeNull();
      app.expect(app.screen.queryByLabelText('Asunto')).toBeNull();
    },
  },
  steps,
};
