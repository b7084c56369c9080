import { selectFlowRef } from '@/machines/app/app.selectors';
import type { AppActor } from '../app/app-context';

/**
 * The user query refetches on window focus and when the browser reconnects (accounts.md §4.2 "User
 * refresh"): both become `session.refreshRequested`. Returns a function that removes the listeners.
 */
export function startSessionEvents(app: AppActor, target: Window = window): () => void {
  const requestRefresh = () => {
    selectFlowRef('session')(app.getSnapshot())?.send({ type: 'session.refreshRequested' });
  };
  target.addEventListener('focus', requestRefresh);
  target.addEventListener('online', requestRefresh);
  return () => {
    target.removeEventListener('focus', requestRefresh);
    target.removeEventListener('online', requestRefresh);
  };
}
