import { describe, expect, it } from 'vitest';
import { labelPlace } from '@/src/screens/branches/branch-map';

/** Issue 11: a pin's name near the map's edge was cut; it now stays inside the 320 × 320 map. */
describe('branch map pin labels', () => {
  const name = 'Brasa San Telmo'; // 15 characters: about 93 units wide
  const edges = (x: number) => [x - (name.length * 6.2) / 2, x + (name.length * 6.2) / 2];

  it('centres a name above a pin in the middle', () => {
    expect(labelPlace(160, 160, name)).toEqual({ x: 160, y: 148, textAnchor: 'middle' });
  });
  it('moves a name near the left or the right edge inwards, whole inside the map', () => {
    for (const px of [2, 24, 296, 318]) {
      const [left, right] = edges(labelPlace(px, 160, name).x);
      expect(left).toBeGreaterThanOrEqual(4);
      expect(right).toBeLessThanOrEqual(316);
    }
    expect(labelPlace(296, 160, name).x).toBeCloseTo(316 - 46.5);
  });
  it('puts the name below a pin at the top edge', () => {
    expect(labelPlace(160, 10, name).y).toBe(32);
  });
});
