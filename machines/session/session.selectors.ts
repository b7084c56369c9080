import type { SnapshotFrom } from 'xstate';
import type { User } from '../types';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A user (guest or registered) exists: the app routes apply. */
export const selectHasUser = (s: SessionSnapshot): boolean => s.matches('active');
export const selectIsGuest = (s: SessionSnapshot): boolean => s.matches({ active: 'guest' });
export const selectIsRegistered = (s: SessionSnapshot): boolean => s.matches({ active: 'registered' });
export const selectIsCreatingGuest = (s: SessionSnapshot): boolean => s.matches('creatingGuest');
export const selectUser = (s: SessionSnapshot): User | null => s.context.user;
/** The persisted `user` slice. */
export const selectPersistedUser = (s: SessionSnapshot): User | null => s.context.user;
/** "Explorar sin beneficios" can be pressed now. */
export const selectCanEnterAsGuest = (s: SessionSnapshot): boolean =>
  s.can({ type: 'session.guestRequested' });
