import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appMachine } from '@/machines/app/app.machine';

export type AppActor = ActorRefFrom<typeof appMachine>;

const AppActorContext = createContext<AppActor | null>(null);

/** Provides the root actor (created once, outside React, in main.tsx). */
export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext.Provider value={actor}>{children}</AppActorContext.Provider>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor: no AppActorProvider above this component');
  return actor;
}

/** The root actor, or null outside the app (a presentational component rendered alone in a test). */
export function useOptionalAppActor(): AppActor | null {
  return useContext(AppActorContext);
}
