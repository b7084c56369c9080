import { describe, expect, it, vi } from 'vitest';
import { locate, readLocationPermission } from '@/src/adapters/geolocation';

/** A navigator.geolocation stand-in that answers with a position or a GeolocationPositionError code. */
const geolocationAnswering = (
  answer: { coords: { latitude: number; longitude: number } } | { code: number },
) =>
  ({
    getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      if ('coords' in answer) ok(answer as GeolocationPosition);
      else fail(answer as GeolocationPositionError);
    }),
  }) as unknown as Geolocation;

describe('the geolocation adapter', () => {
  it('asks with the manual options (timeout 10000 ms, maximum age 0, high accuracy)', async () => {
    const geo = geolocationAnswering({ coords: { latitude: -34.6, longitude: -58.4 } });
    await expect(locate('manual', geo)).resolves.toEqual({ latitude: -34.6, longitude: -58.4 });
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 0,
    });
  });

  it('asks with the automatic options (timeout 5000 ms, maximum age 60000 ms)', async () => {
    const geo = geolocationAnswering({ coords: { latitude: 1, longitude: 2 } });
    await locate('automatic', geo);
    expect(vi.mocked(geo.getCurrentPosition).mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 60000,
    });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [9, 'unknown'],
  ])('a failure with code %i rejects as %s', async (code, kind) => {
    await expect(locate('manual', geolocationAnswering({ code }))).rejects.toMatchObject({
      geolocationError: kind,
    });
  });

  it('without navigator.geolocation it rejects as unsupported', async () => {
    await expect(locate('manual', undefined)).rejects.toMatchObject({ geolocationError: 'unsupported' });
  });

  it('reads the permission state, and unsupported without geolocation', async () => {
    const nav = (state: string | Error) =>
      ({
        geolocation: {},
        permissions: {
          query: async () => {
            if (state instanceof Error) throw state;
            return { state };
          },
        },
      }) as unknown as Navigator;
    await expect(readLocationPermission(nav('granted'))).resolves.toBe('granted');
    await expect(readLocationPermission(nav('denied'))).resolves.toBe('denied');
    await expect(readLocationPermission(nav(new Error('no')))).resolves.toBe('prompt');
    await expect(readLocationPermission({} as Navigator)).resolves.toBe('unsupported');
  });
});
