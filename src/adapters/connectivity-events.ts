import { selectFlowRef } from '@/machines/app/app.selectors';
import type { AppActor } from '../app/app-context';

/**
 * The browser's online/offline events become `connectivity.online` / `connectivity.offline` for the language
 * flow (accounts.md §4.11 "Online/offline"). Returns a function that removes the listeners.
 */
export function startConnectivityEvents(app: AppActor, target: Window = window): () => void {
  const send = (type: 'connectivity.online' | 'connectivity.offline') => () => {
    selectFlowRef('language')(app.getSnapshot())?.send({ type });
  };
  const online = send('connectivity.online');
  const offline = send('connectivity.offline');
  target.addEventListener('online', online);
  target.addEventListener('offline', offline);
  return () => {
    target.removeEventListener('online', online);
    target.removeEventListener('offline', offline);
  };
}
