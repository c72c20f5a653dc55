import worldSource from 'jsvectormap/dist/maps/world.js?raw';
import { describe, expect, it } from 'vitest';
import { parseWorldMapShapes, shadeFloors, shadeOf } from './world-map-shapes';

describe('the world map shapes', () => {
  it("reads every country of jsvectormap's world map by its ISO code, with the map's size", () => {
    const map = parseWorldMapShapes(worldSource);
    expect(map.width).toBe(900);
    expect(map.height).toBeCloseTo(440.7, 1);
    expect(map.shapes.length).toBeGreaterThan(170);
    const codes = map.shapes.map((shape) => shape.code);
    expect(codes).toEqual(expect.arrayContaining(['SA', 'EG', 'US', 'BR', 'IN', 'FR', 'AE']));
    expect(new Set(codes).size).toBe(codes.length);
    expect(map.shapes.every((shape) => /^M[\d.,lLzZ -]+/.test(shape.path))).toBe(true);
  });

  it('refuses a source that is not such a map', () => {
    expect(() => parseWorldMapShapes('export default {}')).toThrow('the world map source has no size');
  });

  it('shades on a square-root scale: the largest value darkest, a ninth of it in the second shade, none for no value', () => {
    expect(shadeOf(900, 900)).toBe(4);
    expect(shadeOf(100, 900)).toBe(1);
    expect(shadeOf(1, 900)).toBe(0);
    expect(shadeOf(0, 900)).toBeNull();
    expect(shadeOf(undefined, 900)).toBeNull();
    expect(shadeFloors(900)).toEqual([0, 36, 144, 324, 576]);
  });
});
