import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { AppActor } from '../app/app-context';

const hasUser = (s: SnapshotFrom<AnyActorRef>) => !!(s as { context?: { user?: unknown } }).context?.user;

/**
 * Opens the activeOrders watcher (a route flow: its code loads lazily, src/app/active-orders-flow.ts) once the
 * session has a user, registered or guest — at load or later (a guest created on the way to an order) — and only
 * once: the watcher then follows the session's user itself. In the first chunk: kept to these lines.
 */
export function startActiveOrdersWatcher(app: AppActor): void {
  const open = () => app.send({ type: 'app.flowOpened', flow: 'activeOrders' });
  const subscription = app.subscribe((snapshot) => {
    const session = (snapshot.children as Record<string, AnyActorRef | undefined>).session;
    if (!session) return;
    subscription.unsubscribe();
    if (hasUser(session.getSnapshot())) return open();
    const watch = session.subscribe((s) => {
      if (!hasUser(s)) return;
      watch.unsubscribe();
      open();
    });
  });
}
