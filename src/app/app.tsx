import { useSelector } from '@xstate/react';
import { BRAND_UNAVAILABLE } from '@/machines/app/app.machine';
import { selectIsBrandUnavailable, selectIsReady } from '@/machines/app/app.selectors';
import { ProfileCompletionHost } from '../screens/profile-completion/profile-completion-host';
import { WelcomeModalHost } from '../screens/welcome-modal/welcome-modal-host';
import { AppShell } from '../shell/app-shell';
import { useAppActor } from './app-context';
import { AppRoutes } from './app-routes';

/** Renders the root actor's state: booting, brand unavailable, or the shell with the routed screen. */
export function App() {
  const app = useAppActor();
  const isReady = useSelector(app, selectIsReady);
  const isBrandUnavailable = useSelector(app, selectIsBrandUnavailable);

  if (isBrandUnavailable) {
    return (
      <main className="boot-screen" aria-live="polite">
        <p>{BRAND_UNAVAILABLE}</p>
        <button
          type="button"
          className="link-button"
          onClick={() => app.send({ type: 'app.retryRequested' })}
        >
          Intentar nuevamente
        </button>
      </main>
    );
  }
  if (!isReady) return <main className="boot-screen" aria-busy="true" />;
  return (
    <AppShell>
      <AppRoutes />
      <ProfileCompletionHost />
      <WelcomeModalHost />
    </AppShell>
  );
}
