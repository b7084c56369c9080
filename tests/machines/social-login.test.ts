import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, createMachine, fromPromise, setup, waitFor } from 'xstate';
import { textIn } from '@/locales/catalogue';
import { es } from '@/locales/es';
import {
  type RedirectContext,
  type SocialEnvironment,
  type SocialLoginInput,
  socialLoginMachine,
} from '@/machines/social-login/social-login.machine';
import { selectIsRedirecting } from '@/machines/social-login/social-login.selectors';
import { toastsMachine } from '@/machines/toasts/toasts.machine';
import { selectToasts } from '@/machines/toasts/toasts.selectors';
import type { User } from '@/machines/types';
import { expectState } from '@/tests/support/expect-state';

const b64 = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('base64'));
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const safari =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const user: User = { _id: 'u1', idMarca: 'm1', name: 'Martina González' };
const returnUrl = `http://localhost/auth?uid=${b64('u1')}&token=${b64('t1')}&idMarca=${b64('m1')}&campaign=`;

interface StartOptions {
  input?: Partial<SocialLoginInput>;
  environment?: Partial<SocialEnvironment>;
  redirect?: Partial<RedirectContext>;
  completeLogin?: (input: { authToken: string | null }) => Promise<User>;
}

let stop: AnyActorRef | undefined;
afterEach(() => stop?.stop());

/** The flow inside a system with toasts and a stand-in session that records what it is sent. */
function start(options: StartOptions = {}) {
  const sessionReceived: Array<{ type: string; user?: User }> = [];
  const session = setup({}).createMachine({
    on: { '*': { actions: ({ event }) => sessionReceived.push(event as (typeof sessionReceived)[number]) } },
  });
  const completeLogin = vi.fn(options.completeLogin ?? (async () => user));
  const actions = {
    navigate: vi.fn(),
    redirectBrowser: vi.fn(),
    storeAuthReturn: vi.fn(),
    forgetAuthReturn: vi.fn(),
    setAuthCookies: vi.fn(),
  };
  const flow = socialLoginMachine.provide({
    actors: {
      readStoredCredentials: fromPromise(async () => ({
        cookies: {},
        pendingMethod: null,
        userAgent: chrome,
        ...options.environment,
      })),
      readRedirectContext: fromPromise(async () => ({
        currentPath: '/perfil',
        origin: 'http://localhost:4173',
        userAgent: chrome,
        urlUtmCampaign: null,
        ...options.redirect,
      })),
      completeLogin: fromPromise(({ input }: { input: { authToken: string | null } }) =>
        completeLogin(input),
      ),
    },
    actions,
  });
  const parent = createMachine({
    invoke: [
      { id: 'toasts', systemId: 'toasts', src: toastsMachine },
      { id: 'session', systemId: 'session', src: session },
      {
        id: 'socialLogin',
        systemId: 'socialLogin',
        src: flow,
        input: {
          brandId: 'm1',
          providerName: 'Google',
          initialUrl: 'http://localhost/auth',
          ...options.input,
        },
      },
    ],
  });
  const root = createActor(parent).start();
  stop = root;
  const actor = root.system.get('socialLogin') as AnyActorRef;
  // The flow shows catalogue keys; the diner reads the spec's Spanish.
  const toasts = () =>
    selectToasts((root.system.get('toasts') as AnyActorRef).getSnapshot()).map((toast) => ({
      ...toast,
      message: textIn(es, toast.message),
    }));
  return { actor, actions, completeLogin, sessionReceived, toasts };
}

describe('when social login starts', () => {
  it('stores the current path and method, then redirects to the provider', async () => {
    const { actor, actions } = start();
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'socialLogin.started' });
    expect(selectIsRedirecting(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(actions.storeAuthReturn.mock.calls[0][1]).toEqual({ pathname: '/perfil', method: 'google' });
    expect(actions.redirectBrowser.mock.calls[0][1]).toEqual({
      url: '/api/auth/google?idMarca=m1&dominio=http%3A%2F%2Flocalhost%3A4173',
    });
  });

  it('does not store the path on AUTH, and adds the campaign and the restrictive browser', async () => {
    const { actor, actions } = start({
      redirect: {
        currentPath: '/auth?x=1',
        urlUtmCampaign: 'http://localhost/?utm_campaign=v',
        userAgent: safari,
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'socialLogin.started', method: 'Facebook' });
    await waitFor(actor, (s) => s.matches('redirected'));
    expect(actions.storeAuthReturn.mock.calls[0][1]).toEqual({ pathname: null, method: 'facebook' });
    const url = new URL(actions.redirectBrowser.mock.calls[0][1].url, 'http://localhost');
    expect(url.pathname).toBe('/api/auth/facebook');
    expect(url.searchParams.get('urlUTM')).toBe('http://localhost/?utm_campaign=v');
    expect(url.searchParams.get('browser')).toBe('safari');
  });

  it('requires a brand id', async () => {
    const { actor, actions, toasts } = start({ input: { brandId: null } });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'socialLogin.started' });
    expectState(actor, 'idle');
    expect(actions.redirectBrowser).not.toHaveBeenCalled();
    expect(toasts()).toMatchObject([
      { kind: 'error', message: 'Ocurrio un error, por favor refresque la pagina y vuelva a intentarlo' },
    ]);
  });
});

describe('when the provider sends the browser back', () => {
  it('completes the login from the URL credentials and hands the user to the session', async () => {
    const { actor, actions, completeLogin, sessionReceived, toasts } = start({
      input: { initialUrl: returnUrl },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actions.setAuthCookies.mock.calls[0][1]).toEqual({
      userId: 'u1',
      authToken: 't1',
      idMarca: 'm1',
      campaign: '',
    });
    expect(completeLogin).toHaveBeenCalledWith({ authToken: 't1' });
    expect(sessionReceived).toContainEqual({ type: 'session.signedIn', user });
    expect(actions.navigate.mock.calls[0][1]).toEqual({ to: '/auth', replace: true });
    expect(actor.getSnapshot().context.temporaryToken).toBeNull();
    expect(toasts()).toMatchObject([
      { kind: 'success', message: '¡Listo!, ¡ya podés disfrutar de todos nuestros beneficios! 🎉' },
    ]);
  });

  it('does not set cookies on Safari, and sends the auth_token', async () => {
    const { actor, actions, completeLogin } = start({
      input: { initialUrl: `${returnUrl}&auth_token=raw-token` },
      environment: { userAgent: safari },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actions.setAuthCookies).not.toHaveBeenCalled();
    expect(completeLogin).toHaveBeenCalledWith({ authToken: 'raw-token' });
  });

  it('falls back to the cookies while a social login is pending, without touching the URL', async () => {
    const { actor, actions, completeLogin, sessionReceived } = start({
      environment: { cookies: { userId: 'u1', authToken: 't1' }, pendingMethod: 'google' },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(completeLogin).toHaveBeenCalledWith({ authToken: null });
    expect(sessionReceived).toHaveLength(1);
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('does nothing on an ordinary visit', async () => {
    const { actor, completeLogin, toasts } = start({
      environment: { cookies: { userId: 'u1', authToken: 't1' } },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(completeLogin).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });

  it.each([
    ['a tampered uid', `http://localhost/auth?uid=%25%25%25&token=${b64('t1')}`],
    ['a truncated token', `http://localhost/auth?uid=${b64('u1')}&token=a`],
    ['the provider error', 'http://localhost/auth?error=access_denied'],
  ])('shows the failure toast for %s, never crashing', async (_, initialUrl) => {
    const { actor, actions, completeLogin, toasts } = start({ input: { initialUrl } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().status).toBe('active');
    expect(completeLogin).not.toHaveBeenCalled();
    expect(actions.forgetAuthReturn).toHaveBeenCalledTimes(1);
    expect(actions.navigate.mock.calls[0][1]).toEqual({ to: '/auth', replace: true });
    expect(toasts()).toMatchObject([
      { kind: 'error', message: 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.' },
    ]);
  });

  it('forgets the stored path and method and shows the failure toast when the server refuses', async () => {
    const { actor, actions, sessionReceived, toasts } = start({
      input: { initialUrl: returnUrl },
      completeLogin: async () => {
        throw { status: 401, message: 'El ingreso no es válido o venció.' };
      },
    });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sessionReceived).toEqual([]);
    expect(actions.forgetAuthReturn).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.temporaryToken).toBeNull();
    expect(toasts()).toMatchObject([
      { kind: 'error', message: 'No se pudo iniciar sesión. Por favor, inténtalo de nuevo.' },
    ]);
  });
});
