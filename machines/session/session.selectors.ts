import type { SnapshotFrom } from 'xstate';
import type { User } from '../types';
import type { sessionMachine } from './session.machine';
import type { ConsumePreferences } from './session.setup';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** A user (guest or registered) exists: the app routes apply. */
export const selectHasUser = (s: SessionSnapshot): boolean => s.matches({ user: 'active' });
export const selectIsGuest = (s: SessionSnapshot): boolean => s.matches({ user: { active: 'guest' } });
export const selectIsRegistered = (s: SessionSnapshot): boolean =>
  s.matches({ user: { active: 'registered' } });
export const selectIsCreatingGuest = (s: SessionSnapshot): boolean => s.matches({ user: 'creatingGuest' });
/** "Cerrar sesión" was confirmed: AUTH opens 500 ms later. */
export const selectIsLoggingOut = (s: SessionSnapshot): boolean => s.matches({ user: 'loggingOut' });
export const selectUser = (s: SessionSnapshot): User | null => s.context.user;
export const selectBrandId = (s: SessionSnapshot): string => s.context.brandId;
/**
 * What the personal QR code of QR_CODE encodes (accounts.md §2.7): the JSON {user_id, brand_id} of a
 * registered user; null for a guest or no user.
 */
export const selectPersonalQrPayload = (s: SessionSnapshot): string | null => {
  const user = s.context.user;
  if (!user?._id || user.typeUser === 'guest') return null;
  return JSON.stringify({ user_id: user._id, brand_id: s.context.brandId });
};
/** The persisted `user` slice. */
export const selectPersistedUser = (s: SessionSnapshot): User | null => s.context.user;
/**
 * The consumePreferences a table QR chose on a multipleMenu brand ('tableSystem' and the branch), or null.
 * Persist it as the `consumePreferences` slice when not null (the ordering flows own it afterwards).
 */
export const selectTableConsumePreferences = (s: SessionSnapshot): ConsumePreferences | null =>
  s.context.consumePreferences;
/** The brand has guest browsing (b2c); a b2b brand hides it (accounts.md §1). */
export const selectAllowsGuests = (s: SessionSnapshot): boolean => s.context.allowsGuests;
/** "Explorar sin beneficios" can be pressed now. */
export const selectCanEnterAsGuest = (s: SessionSnapshot): boolean =>
  s.can({ type: 'session.guestRequested' });
/** "Cerrar sesión" can be pressed now (a user exists). */
export const selectCanLogOut = (s: SessionSnapshot): boolean => s.can({ type: 'session.logoutRequested' });
/** The welcome / auto-login modal is requested (the local auto_login flag is set). */
export const selectIsWelcomePrompted = (s: SessionSnapshot): boolean => s.matches({ welcome: 'prompting' });
/** The user is being refetched (focus, reconnect, start). */
export const selectIsRefreshingUser = (s: SessionSnapshot): boolean => s.matches({ refresh: 'fetching' });
