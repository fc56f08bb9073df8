import { geoPath } from 'd3-geo';
import type { LineString } from 'geojson';
import type { MapRoute } from './map-point.js';
import { transformToFit, type ViewTransform } from './view-bounds.js';
import type { MapFrame } from './world-frame.js';

/** How far a route's view may zoom in, so that two close places still show their region. */
const ROUTE_MAX_SCALE = 8;

/** The route as a line that d3-geo draws along the great circle. */
export function routeLine({ from, to }: MapRoute): LineString {
  return {
    type: 'LineString',
    coordinates: [
      [from.longitude, from.lat],
      [to.longitude, to.lat],
    ],
  };
}

export function transformForRoute(route: MapRoute, frame: MapFrame): ViewTransform {
  const bounds = geoPath(frame.projection).bounds(routeLine(route));
  return transformToFit(bounds, frame, ROUTE_MAX_SCALE);
}
