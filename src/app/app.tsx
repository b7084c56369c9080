import { useSelector } from '@xstate/react';
import { lazy, Suspense, useDeferredValue, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { selectIsBrandUnavailable, selectIsReady } from '@/machines/app/app.selectors';
import type { AppFlowRef } from '@/machines/app/app-flows';
import { selectOpenModalId } from '@/machines/layout/layout.selectors';
import {
  PROFILE_COMPLETION_MODAL_ID,
  PROFILE_CONGRATULATIONS_MODAL_ID,
} from '@/machines/profile-completion/profile-completion.modal-ids';
import { WELCOME_MODAL_ID } from '@/machines/session/session.setup';
import { AppShell } from '../shell/app-shell';
import { releaseServerSplash } from '../shell/server-splash';
import { useAppActor } from './app-context';
import { AppRoutes } from './app-routes';
import { useLayout, useSpawnedFlowRef } from './hooks';

const ProfileCompletionHost = lazy(() =>
  import('../screens/profile-completion/profile-completion-host').then((m) => ({
    default: m.ProfileCompletionHost,
  })),
);
const WelcomeModalHost = lazy(() =>
  import('../screens/welcome-modal/welcome-modal-host').then((m) => ({ default: m.WelcomeModalHost })),
);

/** Renders the root actor's state: booting, brand unavailable, or the shell with the routed screen. */
export function App() {
  const app = useAppActor();
  // The shell's first render (header, AUTH or BASE, every flow's subscription) is the largest piece of work
  // of the boot; deferred, React renders it at transition priority, in slices that leave the main thread
  // free, while the splash shows (docs/performance.md "Main-thread work at boot"). On preact/compat, the
  // runtime that ships (docs/performance.md "React's API on Preact's runtime"), the value is returned as is
  // and the shell renders in one task, with a runtime a sixth of React's size.
  const isReady = useDeferredValue(useSelector(app, selectIsReady));
  const isBrandUnavailable = useSelector(app, selectIsBrandUnavailable);
  const { t } = useTranslation();
  // The server's splash would cover this screen; the shell's splash takes it over otherwise.
  useLayoutEffect(() => {
    if (isBrandUnavailable) releaseServerSplash();
  }, [isBrandUnavailable]);

  if (isBrandUnavailable) {
    return (
      <main className="boot-screen" aria-live="polite">
        <p>{t('app.brandUnavailable')}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => app.send({ type: 'app.retryRequested' })}
        >
          {t('common.retry')}
        </button>
      </main>
    );
  }
  if (!isReady) return <main className="boot-screen" aria-busy="true" />;
  return (
    <AppShell>
      <AppRoutes />
      <AppModalHosts />
    </AppShell>
  );
}

/** profileCompletion's 'congratulating' state (its selectors module brings the flow's rules along). */
const isCongratulatingSnapshot = (s: SnapshotFrom<AppFlowRef<'profileCompletion'>> | undefined) =>
  s?.matches('congratulating') ?? false;

/**
 * The app-wide modal hosts render nothing while their modals are closed, so they are mounted (and their
 * code loaded) only while one of their modals is open. The open id is read before the splash ends, so the
 * chunk is usually there by the time the modal shows.
 */
function AppModalHosts() {
  const openModalId = useLayout(selectOpenModalId);
  // The flow loads after the first screen (a route flow opened at start): until it runs it congratulates nobody.
  const profileCompletion = useSpawnedFlowRef('profileCompletion');
  const isCongratulating = useSelector(profileCompletion ?? undefined, isCongratulatingSnapshot);
  const isProfileCompletionOpen =
    isCongratulating ||
    openModalId === PROFILE_COMPLETION_MODAL_ID ||
    openModalId === PROFILE_CONGRATULATIONS_MODAL_ID;
  // One boundary each: on Preact's runtime, one host loading would reset the other one shown (app-routes.tsx).
  return (
    <>
      <Suspense fallback={null}>{isProfileCompletionOpen ? <ProfileCompletionHost /> : null}</Suspense>
      <Suspense fallback={null}>{openModalId === WELCOME_MODAL_ID ? <WelcomeModalHost /> : null}</Suspense>
    </>
  );
}
