import { geoNaturalEarth1Raw, geoProjection, type GeoProjection } from 'd3-geo';

/** The whole world projected onto a fixed viewBox, so that nothing depends on layout. */
export interface MapFrame {
  width: number;
  height: number;
  projection: GeoProjection;
  /**
   * The [longitude, latitude] at a viewBox point. Unlike `projection.invert`, a point beyond the
   * world's outline does not wrap around: it is clamped to the nearest edge of the world.
   */
  locate(point: readonly [number, number]): [number, number];
}

const RAW = geoNaturalEarth1Raw;
const POLE_Y = RAW(0, Math.PI / 2)[1];
const DEGREES = 180 / Math.PI;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function worldFrame(width: number, height: number): MapFrame {
  const projection = geoProjection(RAW).fitExtent(
    [
      [1, 1],
      [width - 1, height - 1],
    ],
    { type: 'Sphere' },
  );
  const scale = projection.scale();
  const [originX, originY] = projection.translate();
  return {
    width,
    height,
    projection,
    locate([x, y]) {
      const rawY = clamp((originY - y) / scale, -POLE_Y, POLE_Y);
      const [lambda, phi] = RAW.invert?.((x - originX) / scale, rawY) ?? [0, 0];
      return [clamp(lambda * DEGREES, -180, 180), clamp(phi * DEGREES, -90, 90)];
    },
  };
}

export const MAP_FRAMES = {
  full: worldFrame(960, 420),
  mini: worldFrame(480, 200),
} as const;
