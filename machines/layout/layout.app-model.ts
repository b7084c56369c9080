// i18n-exempt-file: a test oracle — the spec's Spanish texts and test data written out on purpose, so a wrong catalogue entry or screen fails the runner (tests/model-app); never rendered.
import type { AppDriver, AppFlowModel, AppStep } from '../app-model';
import {
  MENU_URL,
  PALERMO_MENU_BACKGROUND,
  palermo,
} from '../menu-browsing/menu-browsing-fixtures.app-model';
import { layoutModel } from './layout.model';

/**
 * The app shell's layout on the rendered app (accounts.md §2.3), written from the spec: the splash for 2 s
 * then 1 s settling, the header hiding when the content scrolls down past 50 px and coming back at the top or
 * when scrolling up with a finger on the screen, the bottom bar hiding while a text field has focus on a
 * phone, and modals that wait for the splash. A guest (restored from the saved state) on a phone, on the
 * support form (PROFILE → 'Ayuda' → 'Soporte'): its content scrolls, it has the bottom bar and text fields
 * in the content ('Asunto'). BASE's only text field is the header's search bar, which a person cannot tap
 * once the header has slid away, as several paths ask.
 *
 * The dismissible modal is the one a guest can open: the logout confirmation on PROFILE ('Perfil' in the bar,
 * then 'Cerrar sesión'). Opening it is a navigation, which resets the scroll and takes the focus away, so the
 * human model opens it only at rest (the header and the bar shown, nothing focused: nothing to reset); it is
 * dismissed with Escape, closed with its own 'Cancelar', or closed by the browser's back (its history entry).
 * The diner then stays on PROFILE: the next step that needs the form ('Asunto', the scrolled content) comes back
 * through 'Ayuda' first (`toTheForm`), at rest too (no modal covers the content, and nothing changed meanwhile).
 * Pending: the non-dismissible modal (a b2b brand and a registered diner with an incomplete profile).
 * The human model keeps a person's taps where they can happen: the content is scrolled and typed in only with no
 * modal covering it, and a modal is dismissed or closed only once the splash has gone (modals wait for it).
 *
 * Leaving the form and coming back is walked at rest (the model's `atRest`: the splash gone, the header and the
 * bar shown, no modal): the header's back arrow, the bar's 'Perfil', PROFILE opened by its address, the sign-in
 * form (no bottom bar), a resize to a desktop and back, and MENU's 'Cortes vacunos' card (the guest's branch and
 * menu are background answers), whose subcategory screen's back returns to the path it stored; each returns
 * through PROFILE's 'Ayuda' or the address, so the scroll and typing steps still find the form.
 */

const APP_NAME = 'Demo';
const guest = { _id: 'guest-1', typeUser: 'guest', idMarca: 'brand-1' };

const splash = (app: AppDriver) => app.screen.queryByRole('status', { name: `Cargando ${APP_NAME}` });
/** The splash is off: gone, or fading out. */
const splashOff = (app: AppDriver) => {
  const element = splash(app);
  if (element) app.expect(element.className).toContain('splash--leaving');
};
const header = (app: AppDriver) => app.screen.getByRole('banner', { hidden: true });
/** By its label: a hidden element has no accessible name for a role query. */
const bottomBar = (app: AppDriver) => app.screen.getByLabelText('Navegación principal');
const content = (app: AppDriver) => app.screen.getByRole('main');
/** The header is not hidden; PROFILE renders none at all (accounts.md §2.6: no title, no back). */
const headerShown = (app: AppDriver) => {
  const banner = app.screen.queryByRole('banner', { hidden: true });
  if (banner) app.expect(banner.getAttribute('aria-hidden')).not.toBe('true');
  else app.expect(pathOf(app)).toBe(PROFILE);
};
const headerHidden = (app: AppDriver) => app.expect(header(app).getAttribute('aria-hidden')).toBe('true');
const barShown = (app: AppDriver) => app.expect(bottomBar(app).hasAttribute('hidden')).toBe(false);
const barHidden = (app: AppDriver) => app.expect(bottomBar(app).hasAttribute('hidden')).toBe(true);

const SUPPORT = '/perfil/ayuda/soporte';
/** MENU's entry as the 'Cortes vacunos' card leaves it (menuBrowsing stores it in the layout as previousPath). */
const STORED_MENU = `${MENU_URL}#cat-parrilla-subcat-s-1`;
const PROFILE = '/perfil';
const pathOf = (app: AppDriver) => app.url().split('?')[0];
/** The header's title, when the screen shows a header (PROFILE shows none: no title, no back). */
const headerTitle = (app: AppDriver) => {
  const banner = app.screen.queryByRole('banner', { hidden: true });
  return banner ? (app.within(banner).queryByRole('heading', { hidden: true })?.textContent ?? null) : null;
};
/** The support form again: its address and 'Asunto', 'Soporte' in the header with the back arrow, the bar shown. */
const backOnSupport = (app: AppDriver) => {
  app.expect(pathOf(app)).toBe(SUPPORT);
  app.screen.getByLabelText('Asunto');
  app.expect(headerTitle(app)).toBe('Soporte');
  app.within(header(app)).getByRole('button', { name: 'Volver' });
  headerShown(app);
  barShown(app);
};
/** On PROFILE (no header title), its 'Ayuda' leads back to the support form (accounts.md §2.6). */
async function ayudaFromProfile(app: AppDriver) {
  app.expect(pathOf(app)).toBe(PROFILE);
  app.expect(headerTitle(app)).toBeNull();
  await app.user.click(app.screen.getByRole('link', { name: 'Ayuda' }));
  await app.settle();
}
/** The logout confirmation, open (a closing one plays its 300 ms exit, marked data-exiting). */
const logoutDialog = (app: AppDriver) => {
  const dialog = app.screen.queryByRole('dialog', { name: '¿Quieres cerrar sesión?' });
  return dialog && dialog.closest('[data-exiting]') === null ? dialog : null;
};
/** After a modal on PROFILE the diner comes back to the support form through 'Ayuda' (see the file comment). */
async function toTheForm(app: AppDriver) {
  if (pathOf(app) === PROFILE) await ayudaFromProfile(app);
}
/** The modal closes (or plays its exit) and the diner stays on PROFILE as a guest: nothing was logged out. */
const modalGoneOnProfile = (app: AppDriver) => {
  app.expect(logoutDialog(app)).toBeNull();
  app.expect(pathOf(app)).toBe(PROFILE);
  // Still signed in (a logout would open AUTH): PROFILE's own 'Cerrar sesión' is there to tap again.
  const onProfile = app.screen
    .getAllByRole('button', { name: 'Cerrar sesión' })
    .filter((b) => b.closest('[role="dialog"]') === null);
  app.expect(onProfile).toHaveLength(1);
};

/** The bottom bar's look: a bar on a phone, a floating bar on a desktop (the layout decides from the width). */
const barLook = (app: AppDriver) =>
  bottomBar(app).classList.contains('bottom-nav--bar') ? 'phone' : 'desktop';

/** Leaving the support form and coming back, each the way a person does it (the `atRest` steps). */
const leaveAndComeBack: AppStep[] = [
  {
    event: { type: 'layout.backPressed' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        // §2.6: the support form's back goes to PROFILE (docs/flows/README.md, issue 10 #4).
        await app.user.click(app.within(header(app)).getByRole('button', { name: 'Volver' }));
        await app.settle();
        await ayudaFromProfile(app);
      },
    },
    expectAfter: backOnSupport,
  },
  {
    event: { type: 'layout.navigationRequested', to: PROFILE },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const perfil = app.within(bottomBar(app)).getByRole('link', { name: 'Perfil' });
        // §2.3: the support form is under PROFILE, so its item is the current one.
        app.expect(perfil.getAttribute('aria-current')).toBe('page');
        await app.user.click(perfil);
        await app.settle();
        await ayudaFromProfile(app);
      },
    },
    expectAfter: backOnSupport,
  },
  {
    event: { type: 'layout.headerChanged', header: { title: 'support.title', goBack: PROFILE } },
    action: {
      kind: 'navigation',
      run: async (app) => {
        await app.navigate(PROFILE);
        await ayudaFromProfile(app);
      },
    },
    expectAfter: backOnSupport,
  },
  {
    event: { type: 'layout.pageChanged', page: { navBar: true } },
    action: {
      kind: 'navigation',
      run: async (app) => {
        // The sign-in form (open to a guest, accounts.md §2.2) declares no bottom bar: none is rendered.
        await app.navigate('/auth/inicio-de-sesion');
        app.expect(pathOf(app)).toBe('/auth/inicio-de-sesion');
        app.expect(app.screen.queryByLabelText('Navegación principal')).toBeNull();
        await app.navigate(SUPPORT);
      },
    },
    expectAfter: backOnSupport,
  },
  {
    event: { type: 'layout.previousPathStored', path: STORED_MENU },
    action: {
      kind: 'navigation',
      run: async (app) => {
        await app.navigate(MENU_URL);
        await app.user.click(await app.screen.findByRole('button', { name: /Cortes vacunos/ }));
        await app.settle();
        app.expect(pathOf(app)).toBe(`${MENU_URL}/subcategory/s-1`);
        // The header's back goes to the stored path: MENU's entry with the card's anchor, not MENU's bare address.
        await app.user.click(app.within(header(app)).getByRole('button', { name: 'Volver' }));
        await app.settle();
        app.expect(`${pathOf(app)}${content(app).ownerDocument.location.hash}`).toBe(STORED_MENU);
        await app.user.click(app.within(bottomBar(app)).getByRole('link', { name: 'Perfil' }));
        await app.settle();
        await ayudaFromProfile(app);
      },
    },
    expectAfter: backOnSupport,
  },
  {
    event: { type: 'layout.viewportResized', width: 390 },
    action: {
      kind: 'gesture',
      run: async (app) => {
        if (!app.resize) throw new Error('this driver cannot resize the window');
        await app.resize(1280, 800);
        app.expect(barLook(app)).toBe('desktop');
        await app.resize(390, 844);
      },
    },
    expectAfter: (app) => {
      app.expect(barLook(app)).toBe('phone');
      backOnSupport(app);
    },
  },
];

/** The dismissible modal: the logout confirmation, opened at rest, dismissed, closed or closed by back. */
const modalSteps: AppStep[] = [
  {
    event: { type: 'layout.modalOpened', modalId: 'logout-confirmation' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.within(bottomBar(app)).getByRole('link', { name: 'Perfil' }));
        await app.settle();
        await app.user.click(app.screen.getByRole('button', { name: 'Cerrar sesión' }));
        await app.settle();
      },
    },
    // accounts.md §2.6: '¿Quieres cerrar sesión?' over PROFILE.
    expectAfter: (app) => {
      app.expect(pathOf(app)).toBe(PROFILE);
      app.expect(logoutDialog(app)).not.toBeNull();
    },
  },
  {
    event: { type: 'layout.modalDismissRequested' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.keyboard('{Escape}');
        await app.settle();
      },
    },
    expectAfter: modalGoneOnProfile,
  },
  {
    event: { type: 'layout.modalClosed' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        const dialog = logoutDialog(app);
        if (!dialog) throw new Error("'¿Quieres cerrar sesión?' is not open");
        await app.user.click(app.within(dialog).getByRole('button', { name: 'Cancelar' }));
        await app.settle();
      },
    },
    expectAfter: modalGoneOnProfile,
  },
  {
    event: { type: 'layout.historyBackPressed' },
    action: { kind: 'gesture', run: (app) => app.back() },
    // §2.3 (issue 10 #9): the modal's own history entry: back closes it and the page stays.
    expectAfter: modalGoneOnProfile,
  },
];

/** Scrolling and typing in the support form's content. */
const contentSteps: AppStep[] = [
  {
    event: { type: 'layout.scrolled', scrollY: 120, previousScrollY: 40, touching: true },
    action: { kind: 'gesture', run: (app) => app.scroll(content(app), 120, { touching: true }) },
    // Down past 50 px: the header slides away.
    expectAfter: headerHidden,
  },
  {
    event: { type: 'layout.scrolled', scrollY: 80, previousScrollY: 120, touching: true },
    action: { kind: 'gesture', run: (app) => app.scroll(content(app), 80, { touching: true }) },
    // Up with a finger on the screen: the header comes back.
    expectAfter: headerShown,
  },
  {
    event: { type: 'layout.scrolled', scrollY: 0, previousScrollY: 80, touching: false },
    action: { kind: 'gesture', run: (app) => app.scroll(content(app), 0, { touching: false }) },
    // At the top: the header is back.
    expectAfter: headerShown,
  },
  {
    event: { type: 'layout.textInputFocused' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByLabelText('Asunto'));
      },
    },
    // On a phone the bottom bar hides while typing.
    expectAfter: barHidden,
  },
  {
    event: { type: 'layout.textInputBlurred' },
    action: {
      kind: 'gesture',
      run: async (app) => {
        await app.user.click(app.screen.getByRole('region', { name: 'Soporte' }));
      },
    },
    expectAfter: barShown,
  },
];

/** The timers: the splash and the modal's close transition. */
const timerSteps: AppStep[] = [
  {
    event: { type: 'xstate.after.splashDuration.layout.splash.showing' },
    // §2.3: the splash shows for 2 s.
    action: { kind: 'clock', ms: 2000 },
    expectAfter: splashOff,
  },
  {
    event: { type: 'xstate.after.splashSettleDuration.layout.splash.settling' },
    // §2.3: the second flag, 1 s after the splash went off.
    action: { kind: 'clock', ms: 1000 },
    expectAfter: splashOff,
  },
  {
    event: { type: 'xstate.after.modalTransition.layout.modal.closing' },
    // The drawer's close transition, 300 ms.
    action: { kind: 'clock', ms: 300 },
    expectAfter: (app) => app.expect(app.screen.queryByRole('dialog')).toBeNull(),
  },
];

/** A step that needs the support form comes back to it first when a modal left the diner on PROFILE. */
const onTheForm = (step: AppStep): AppStep => {
  const { action } = step;
  if (action.kind !== 'gesture' && action.kind !== 'navigation') return step;
  const run = async (app: AppDriver) => {
    await toTheForm(app);
    await action.run(app);
  };
  return { ...step, action: { ...action, run } };
};

const steps: AppStep[] = [
  ...modalSteps,
  ...[...leaveAndComeBack, ...contentSteps].map(onTheForm),
  ...timerSteps,
];

const pendingModal =
  'needs a b2b brand and a registered diner with an incomplete profile (the profile completion that cannot be dismissed): a start of its own, a later session';

export const layoutAppModel: AppFlowModel = {
  model: layoutModel,
  systemId: 'layout',
  // The guest's branch, so that MENU (one of the screens left and come back from) opens with its menu.
  start: { url: '/perfil/ayuda/soporte', waitMs: 0, savedState: { user: guest, branch: palermo } },
  background: PALERMO_MENU_BACKGROUND,
  states: {
    'splash.showing': (app) => {
      const element = splash(app);
      app.expect(element).not.toBeNull();
      app.expect(element?.className).not.toContain('splash--leaving');
    },
    'splash.settling': splashOff,
    'splash.done': splashOff,
    'header.visible': headerShown,
    'header.scrolledAway': headerHidden,
    'navigation.shown': barShown,
    'navigation.hiddenForTyping': barHidden,
    'modal.closed': (app) => app.expect(app.screen.queryByRole('dialog')).toBeNull(),
    // Modals wait for the splash.
    'modal.open': (app) => {
      if (splash(app) && !splash(app)?.className.includes('splash--leaving'))
        app.expect(app.screen.queryByRole('dialog')).toBeNull();
      else app.screen.getByRole('dialog');
    },
    // The drawer plays its exit: no open dialog (a closing one is marked data-exiting).
    'modal.closing': (app) => app.expect(logoutDialog(app)).toBeNull(),
  },
  steps,
  pending: [
    {
      event: { type: 'layout.modalOpened', modalId: 'profile-completion', dismissible: false },
      reason: pendingModal,
    },
  ],
};
