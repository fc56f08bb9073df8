import type { MapFrame } from './world-frame.js';

/** What the map shows: the box of the world in view, in degrees, and the zoom level (world = 1). */
export interface MapView {
  north: number;
  south: number;
  east: number;
  west: number;
  zoom: number;
}

/** A d3-zoom transform: viewBox point = map point × k + (x, y). */
export interface ViewTransform {
  readonly k: number;
  readonly x: number;
  readonly y: number;
}

export const IDENTITY: ViewTransform = { k: 1, x: 0, y: 0 };
export const MAX_SCALE = 64;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Each doubling of the scale adds one level. */
export const zoomLevel = (scale: number) => 1 + Math.log2(scale);
export const scaleAtZoom = (zoom: number) => 2 ** (zoom - 1);

/**
 * The box that covers what `transform` shows. Longitudes are read at the top and bottom corners,
 * where the projection's rows are narrowest, so the box holds every place in view.
 */
export function viewOf(transform: ViewTransform, frame: MapFrame): MapView {
  const at = (x: number, y: number) =>
    frame.locate([(x - transform.x) / transform.k, (y - transform.y) / transform.k]);
  const [topWest, north] = at(0, 0);
  const [topEast] = at(frame.width, 0);
  const [bottomWest, south] = at(0, frame.height);
  const [bottomEast] = at(frame.width, frame.height);
  return {
    north,
    south,
    west: Math.min(topWest, bottomWest),
    east: Math.max(topEast, bottomEast),
    zoom: zoomLevel(transform.k),
  };
}

/** Keeps the scale in range and the world over the whole viewport, as d3-zoom does. */
export function constrainTransform(
  transform: ViewTransform,
  frame: MapFrame,
  maxScale = MAX_SCALE,
): ViewTransform {
  const k = clamp(transform.k, 1, maxScale);
  return {
    k,
    x: clamp(transform.x, frame.width * (1 - k), 0),
    y: clamp(transform.y, frame.height * (1 - k), 0),
  };
}

function centredOn(centre: readonly [number, number], k: number, frame: MapFrame): ViewTransform {
  return constrainTransform(
    { k, x: frame.width / 2 - centre[0] * k, y: frame.height / 2 - centre[1] * k },
    frame,
  );
}

/** The transform that shows `view` again, as `viewOf` reported it. */
export function transformForView(view: MapView, frame: MapFrame): ViewTransform {
  const project = (longitude: number, lat: number) => frame.projection([longitude, lat]) ?? [0, 0];
  const edgeLat = Math.abs(view.north) >= Math.abs(view.south) ? view.north : view.south;
  const centreX = (project(view.west, edgeLat)[0] + project(view.east, edgeLat)[0]) / 2;
  const centreY = (project(0, view.north)[1] + project(0, view.south)[1]) / 2;
  const k = Number.isFinite(view.zoom) ? scaleAtZoom(view.zoom) : 1;
  return centredOn([centreX, centreY], k, frame);
}

/**
 * The transform that shows a box of the projected map (such as `geoPath.bounds` of a route) with a
 * margin around it, zoomed in no further than `maxScale`.
 */
export function transformToFit(
  [[x0, y0], [x1, y1]]: readonly [readonly [number, number], readonly [number, number]],
  frame: MapFrame,
  maxScale: number,
  margin = 0.25,
): ViewTransform {
  const width = (x1 - x0) * (1 + 2 * margin);
  const height = (y1 - y0) * (1 + 2 * margin);
  const k = Math.min(frame.width / width, frame.height / height, maxScale);
  return centredOn([(x0 + x1) / 2, (y0 + y1) / 2], k, frame);
}

/** Where a point of the projected map shows in the viewBox. */
export function toViewBox(
  [x, y]: readonly [number, number],
  transform: ViewTransform,
): [number, number] {
  return [x * transform.k + transform.x, y * transform.k + transform.y];
}
