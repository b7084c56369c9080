import { fromCallback } from 'xstate';
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

/**
 * CHECKOUT's connection listener (issue 12): while its quote is `failed`, the window's `online` event becomes
 * `checkout.connectionRestored` and the quote is asked again on its own.
 */
export const checkoutConnectionListener = (listenTo?: EventTarget) =>
  fromCallback<{ type: string }>(({ sendBack }) => {
    const target = listenTo ?? window;
    const restored = () => sendBack({ type: 'checkout.connectionRestored' });
    target.addEventListener('online', restored);
    return () => target.removeEventListener('online', restored);
  });
