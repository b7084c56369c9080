import {
  GEOLOCATION_REQUESTS,
  type GeolocationErrorKind,
  type GeolocationRequestKind,
  type LocationPermission,
  type Position,
} from '@/machines/branches/branch-selection.rules';

/** A failure the branchSelection flow reads with `readGeolocationError` (§8 "Geolocation"). */
const failure = (kind: GeolocationErrorKind) =>
  Object.assign(new Error(`geolocation: ${kind}`), { geolocationError: kind });

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
const KIND_BY_CODE: Record<number, GeolocationErrorKind> = { 1: 'denied', 2: 'unavailable', 3: 'timeout' };

/**
 * The diner's position through navigator.geolocation, with §9's options for the manual ('Activar') or the
 * automatic request. Rejects with `{ geolocationError }`: unsupported, denied, unavailable, timeout or unknown.
 */
export function locate(
  kind: GeolocationRequestKind,
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
) {
  return new Promise<Position>((resolve, reject) => {
    if (!geo) {
      reject(failure('unsupported'));
      return;
    }
    try {
      geo.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        (error) => reject(failure(KIND_BY_CODE[error?.code] ?? 'unknown')),
        { ...GEOLOCATION_REQUESTS[kind] },
      );
    } catch {
      reject(failure('unknown'));
    }
  });
}

/** The location permission from the permissions API ('unsupported' without it or without geolocation). */
export async function readLocationPermission(
  nav: Navigator | undefined = globalThis.navigator,
): Promise<LocationPermission> {
  if (!nav?.geolocation) return 'unsupported';
  try {
    const status = await nav.permissions?.query({ name: 'geolocation' as PermissionName });
    const state = status?.state;
    return state === 'granted' || state === 'denied' || state === 'prompt' ? state : 'prompt';
  } catch {
    return 'prompt';
  }
}
