import { describe, expect, it } from 'vitest';
import { markerRadius } from '../../src/ui/components/world-map/marker-radius.js';
import {
  constrainTransform,
  IDENTITY,
  scaleAtZoom,
  transformForView,
  transformToFit,
  viewOf,
  zoomLevel,
  type ViewTransform,
} from '../../src/ui/components/world-map/view-bounds.js';
import { MAP_FRAMES } from '../../src/ui/components/world-map/world-frame.js';

const frame = MAP_FRAMES.full;

function centredOn(longitude: number, lat: number, k: number): ViewTransform {
  const [x, y] = frame.projection([longitude, lat]) ?? [0, 0];
  return constrainTransform({ k, x: frame.width / 2 - x * k, y: frame.height / 2 - y * k }, frame);
}

describe('the view of the map', () => {
  it('covers the whole world at scale 1', () => {
    const view = viewOf(IDENTITY, frame);
    expect(view.west).toBe(-180);
    expect(view.east).toBe(180);
    expect(view.north).toBeCloseTo(90, 0);
    expect(view.south).toBeCloseTo(-90, 0);
    expect(view.zoom).toBe(1);
  });

  it('shrinks around the centre as the map zooms in', () => {
    const world = viewOf(IDENTITY, frame);
    const twice = viewOf(centredOn(10, 50, 2), frame);
    const eightTimes = viewOf(centredOn(10, 50, 8), frame);
    for (const [outer, inner] of [
      [world, twice],
      [twice, eightTimes],
    ] as const) {
      expect(inner.east - inner.west).toBeLessThan(outer.east - outer.west);
      expect(inner.north - inner.south).toBeLessThan(outer.north - outer.south);
    }
    expect(eightTimes.west).toBeLessThan(10);
    expect(eightTimes.east).toBeGreaterThan(10);
    expect(eightTimes.south).toBeLessThan(50);
    expect(eightTimes.north).toBeGreaterThan(50);
    expect(eightTimes.zoom).toBe(4);
  });

  it('is shown again, zoom and centre, from the view it reported', () => {
    const shown = centredOn(2.35, 48.86, 16);
    const restored = transformForView(viewOf(shown, frame), frame);
    expect(restored.k).toBeCloseTo(shown.k, 6);
    expect(restored.x).toBeCloseTo(shown.x, 3);
    expect(restored.y).toBeCloseTo(shown.y, 3);
  });

  it('counts one zoom level per doubling of the scale', () => {
    expect([1, 2, 4, 8, 64].map(zoomLevel)).toEqual([1, 2, 3, 4, 7]);
    expect(scaleAtZoom(zoomLevel(5.5))).toBeCloseTo(5.5, 10);
  });

  it('keeps the world over the whole viewport and the scale in range', () => {
    expect(constrainTransform({ k: 0.5, x: 100, y: 100 }, frame)).toEqual(IDENTITY);
    expect(constrainTransform({ k: 2, x: 50, y: -5000 }, frame)).toEqual({
      k: 2,
      x: 0,
      y: -frame.height,
    });
    expect(constrainTransform({ k: 1000, x: 0, y: 0 }, frame).k).toBe(64);
  });

  it('fits a box of the projected map with a margin, up to a largest scale', () => {
    const fitted = transformToFit(
      [
        [400, 100],
        [480, 140],
      ],
      frame,
      32,
    );
    expect(fitted.k).toBeCloseTo(Math.min(frame.width / 120, frame.height / 60), 6);
    expect(fitted.x + 440 * fitted.k).toBeCloseTo(frame.width / 2, 6);
    const point = transformToFit(
      [
        [400, 100],
        [400, 100],
      ],
      frame,
      8,
    );
    expect(point.k).toBe(8);
  });

  it('clamps places beyond the outline of the world to its edges', () => {
    expect(frame.locate([0, 0])).toEqual([-180, 90]);
    expect(frame.locate([frame.width, frame.height])).toEqual([180, -90]);
    const [longitude, lat] = frame.locate(frame.projection([2.35, 48.86]) ?? [0, 0]);
    expect(longitude).toBeCloseTo(2.35, 6);
    expect(lat).toBeCloseTo(48.86, 6);
  });
});

describe('markers', () => {
  const radii = { min: 4, max: 20 };

  it('grow in area with their count, from the smallest radius to the largest', () => {
    expect(markerRadius(0, 100, radii)).toBe(4);
    expect(markerRadius(100, 100, radii)).toBe(20);
    expect(markerRadius(25, 100, radii)).toBe(12);
    expect(markerRadius(5, 0, radii)).toBe(4);
  });
});
