/** A country's outline on the world map, by its ISO 3166-1 alpha-2 code. */
export interface CountryShape {
  code: string;
  path: string;
}

/** The world map's drawing: its box and the outline of every country it has. */
export interface WorldMapShapes {
  width: number;
  height: number;
  shapes: CountryShape[];
}

// jsvectormap ships its maps as a script that registers an object literal (`jsVectorMap.addMap("world", {…})`);
// reading the literal's entries as text keeps the data the package's own (updated by upgrading it) without
// running the script (the page's CSP allows no eval) or copying the shapes into our tree.
const COUNTRY_ENTRY = /(?:\{|,)([A-Z]{2}):\{path:"([^"]+)"/g;
const MAP_SIZE = /\},height:([\d.]+),width:([\d.]+),projection:/;

/** The country outlines of jsvectormap's world map source (`dist/maps/world.js`). */
export function parseWorldMapShapes(source: string): WorldMapShapes {
  const size = MAP_SIZE.exec(source);
  if (!size?.[1] || !size[2]) throw new Error('the world map source has no size');
  const shapes = [...source.matchAll(COUNTRY_ENTRY)].map(([, code = '', path = '']) => ({ code, path }));
  return { width: Number(size[2]), height: Number(size[1]), shapes };
}

/** The map's five shades: a square-root scale, so a long tail of small countries is not all one colour. */
export const MAP_SHADES = 5;

/** Which shade (0 = least, MAP_SHADES - 1 = most) a value gets next to the largest one; null when it has none. */
export function shadeOf(value: number | undefined, largest: number): number | null {
  if (value === undefined || value <= 0 || largest <= 0) return null;
  return Math.min(MAP_SHADES - 1, Math.floor(Math.sqrt(value / largest) * MAP_SHADES));
}

/** The smallest value of each shade, for the legend. */
export function shadeFloors(largest: number): number[] {
  // Multiplied before dividing, so whole-number figures give whole-number floors (900 × 1 / 25 is 36, not 36.000…1).
  return Array.from({ length: MAP_SHADES }, (_, shade) =>
    Math.ceil((largest * shade ** 2) / MAP_SHADES ** 2),
  );
}
