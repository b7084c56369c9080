import { describe, expect, it } from 'vitest';
import {
  enabledModes,
  GEOLOCATION_REQUESTS,
  isBranchSelectable,
  localModeFlags,
  matchesSearch,
  modeOfPreference,
  orderBranches,
  preferredConsumeTypeFor,
  readConsumePreferences,
  readGeolocationError,
  removesQrData,
  startingPreferences,
  visibleBranches,
} from '@/machines/branches/branch-selection.rules';
import type { Branch, SystemOptions } from '@/machines/catalogue/catalogue.types';

const options = (o: Partial<SystemOptions>): SystemOptions => ({
  tableSystem: false,
  takeawaySystem: false,
  deliverySystem: false,
  deliveryPropio: { activo: false, name: '' },
  ...o,
});
const branch = (id: string, name: string, address: string): Branch => ({
  id,
  storeId: `store-${id}`,
  name,
  address,
  status: 'open',
});

describe('cards are filtered by the search text against branch name or address, case-insensitive', () => {
  const palermo = { name: 'Brasa Palermo Soho', address: 'Honduras 4850, Palermo, CABA' };
  it.each([
    ['', true, 'an empty search shows every card'],
    ['palermo', true, 'the name, lowercase'],
    ['PALERMO SOHO', true, 'the name, uppercase'],
    ['honduras', true, 'the address'],
    ['Hónduras', true, 'accents do not matter'],
    ['4850', true, 'the street number'],
    ['recoleta', false, 'neither name nor address'],
  ])('%j → %s (%s)', (text, expected) => {
    expect(matchesSearch(palermo, text)).toBe(expected);
  });
});

describe("the branch of the user's active order is sorted first", () => {
  const list = [branch('a', 'A', ''), branch('b', 'B', ''), branch('c', 'C', '')];
  it.each<[string | null, string[], string]>([
    [null, ['a', 'b', 'c'], 'no active order: the server order (nearest first with a position)'],
    ['c', ['c', 'a', 'b'], 'the active order branch moves first, the rest keep their order'],
    ['a', ['a', 'b', 'c'], 'already first'],
    ['zzz', ['a', 'b', 'c'], 'an active order at a branch not in the list'],
  ])('active order at %j → %j (%s)', (active, expected) => {
    expect(orderBranches(list, active).map((b) => b.id)).toEqual(expected);
  });

  it('filters first, then puts the active order branch first', () => {
    const shown = visibleBranches(
      [
        branch('a', 'Brasa Palermo', 'Honduras'),
        branch('b', 'Brasa Belgrano', 'Cabildo'),
        branch('c', 'Brasa Recoleta', 'Callao'),
      ],
      'brasa',
      'c',
    );
    expect(shown.map((b) => b.id)).toEqual(['c', 'a', 'b']);
    expect(visibleBranches([branch('a', 'Brasa Palermo', 'Honduras')], 'callao', 'a')).toEqual([]);
  });
});

describe('the modes a card offers', () => {
  it.each([
    [
      options({ tableSystem: true, takeawaySystem: true, deliverySystem: true }),
      ['tableSystem', 'takeawaySystem', 'deliverySystem'],
    ],
    [options({ tableSystem: true }), ['tableSystem']],
    [
      options({ takeawaySystem: true, deliveryPropio: { activo: true, name: 'Envío Brasa' } }),
      ['takeawaySystem', 'deliverySystem'],
    ],
    [options({ deliveryPropio: { activo: false, name: 'Envío Brasa' } }), []],
  ])('%j → %j', (systemOptions, expected) => {
    expect(enabledModes({ systemOptions })).toEqual(expected);
  });
  it('a branch without systemOptions offers nothing', () => {
    expect(enabledModes({ systemOptions: null })).toEqual([]);
  });
});

describe('choosing a mode sets preferredConsumeType', () => {
  const own = { activo: true, name: 'Envío Brasa' };
  it.each([
    ['tableSystem', options({ tableSystem: true }), 'tableSystem'],
    ['takeawaySystem', options({ takeawaySystem: true }), 'takeawaySystem'],
    ['deliverySystem', options({ deliverySystem: true }), 'deliverySystem'],
    ['deliverySystem', options({ deliverySystem: true, deliveryPropio: own }), 'deliverySystem'],
    ['deliverySystem', options({ deliveryPropio: own }), { type: 'deliveryPropio', data: own }],
  ] as const)('%s at %j → %j', (mode, systemOptions, expected) => {
    expect(preferredConsumeTypeFor({ systemOptions }, mode)).toEqual(expected);
  });
});

describe('a non-table mode removes the stored QR data', () => {
  it.each([
    ['tableSystem', false],
    ['takeawaySystem', true],
    ['deliverySystem', true],
  ] as const)('%s → %s', (mode, expected) => {
    expect(removesQrData(mode)).toBe(expected);
  });
});

describe('local flags are set when any branch offers that mode', () => {
  it.each([
    [[], []],
    [[options({ tableSystem: true })], ['tableSystem']],
    [
      [options({ takeawaySystem: true }), options({ deliverySystem: true })],
      ['takeawaySystem', 'deliverySystem'],
    ],
    // The own delivery is not deliverySystem: the flag names the systemOptions field.
    [[options({ deliveryPropio: { activo: true, name: 'Envío' } })], []],
  ])('%j → %j', (list, expected) => {
    expect(localModeFlags(list.map((systemOptions) => ({ systemOptions })))).toEqual(expected);
  });
});

describe('the preferences the flow starts with', () => {
  const saved = { preferredConsumeType: 'takeawaySystem', lastSelectedLocalId: 'b-1' };
  it.each([
    [saved, true, { preferences: saved, cleared: false }, 'multipleMenu keeps the saved preference'],
    [
      saved,
      false,
      { preferences: { preferredConsumeType: null, lastSelectedLocalId: null }, cleared: true },
      'multipleMenu off clears it',
    ],
    [
      null,
      false,
      { preferences: { preferredConsumeType: null, lastSelectedLocalId: null }, cleared: false },
      'nothing saved, nothing to clear',
    ],
  ] as Array<[unknown, boolean, unknown, string]>)(
    '%j with multipleMenu %s → %j (%s)',
    (restored, multipleMenu, expected) => {
      expect(startingPreferences(restored, multipleMenu)).toEqual(expected);
    },
  );

  it.each([
    ['garbage', { preferredConsumeType: null, lastSelectedLocalId: null }],
    [
      { preferredConsumeType: 'helicopter', lastSelectedLocalId: 4 },
      { preferredConsumeType: null, lastSelectedLocalId: null },
    ],
    [
      {
        preferredConsumeType: { type: 'deliveryPropio', data: { activo: true, name: 'X' } },
        lastSelectedLocalId: 'b',
      },
      {
        preferredConsumeType: { type: 'deliveryPropio', data: { activo: true, name: 'X' } },
        lastSelectedLocalId: 'b',
      },
    ],
  ])('a saved slice %j is read as %j', (raw, expected) => {
    expect(readConsumePreferences(raw)).toEqual(expected);
  });

  it('the own delivery highlights the delivery mode', () => {
    expect(modeOfPreference({ type: 'deliveryPropio', data: { activo: true, name: 'X' } })).toBe(
      'deliverySystem',
    );
    expect(modeOfPreference(null)).toBeNull();
  });
});

describe('a disabled card (closed branch) ignores clicks', () => {
  it.each([
    ['open', true],
    ['closing_soon', true],
    ['close', false],
  ] as const)('%s → selectable %s', (status, expected) => {
    expect(isBranchSelectable({ status })).toBe(expected);
  });
});

describe('geolocation (§8, §9)', () => {
  it('manual request: timeout 10000 ms, maximum age 0, high accuracy', () => {
    expect(GEOLOCATION_REQUESTS.manual).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 0 });
  });
  it('automatic request: timeout 5000 ms, maximum age 60000 ms, high accuracy', () => {
    expect(GEOLOCATION_REQUESTS.automatic).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 60000,
    });
  });
  it.each([
    [{ geolocationError: 'denied' }, 'denied'],
    [{ geolocationError: 'unsupported' }, 'unsupported'],
    [{ geolocationError: 'timeout' }, 'timeout'],
    [{ geolocationError: 'unavailable' }, 'unavailable'],
    [{ geolocationError: 'weird' }, 'unknown'],
    [new Error('boom'), 'unknown'],
    [null, 'unknown'],
  ])('%j is read as %s', (error, expected) => {
    expect(readGeolocationError(error)).toBe(expected);
  });
});
