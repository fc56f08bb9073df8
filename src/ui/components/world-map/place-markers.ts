import {
  riskLevelOf,
  type RiskLevel,
  type RiskThresholds,
} from '../../../domain/autoaccess/risk-levels.js';
import type { MapPoint } from './map-point.js';
import { markerRadius, type RadiusRange } from './marker-radius.js';
import { toViewBox, type ViewTransform } from './view-bounds.js';
import type { MapFrame } from './world-frame.js';

export interface PlacedMarker {
  key: string;
  point: MapPoint;
  /** The centre in the viewBox, after zoom and pan. */
  x: number;
  y: number;
  radius: number;
  level: RiskLevel;
}

/** The markers to draw, largest first so that smaller ones stay on top of them. */
export function placeMarkers(
  points: readonly MapPoint[],
  frame: MapFrame,
  transform: ViewTransform,
  radii: RadiusRange,
  thresholds: RiskThresholds,
): PlacedMarker[] {
  const largest = points.reduce((max, point) => Math.max(max, point.count), 0);
  const seen = new Map<string, number>();
  return [...points]
    .sort((a, b) => b.count - a.count)
    .flatMap((point) => {
      const projected = frame.projection([point.longitude, point.lat]);
      if (!projected?.every(Number.isFinite)) return [];
      const place = `${point.lat}:${point.longitude}`;
      const repeat = seen.get(place) ?? 0;
      seen.set(place, repeat + 1);
      const [x, y] = toViewBox(projected, transform);
      return [
        {
          key: repeat === 0 ? place : `${place}:${repeat}`,
          point,
          x,
          y,
          radius: markerRadius(point.count, largest, radii),
          level: riskLevelOf(point.averageScore, thresholds),
        },
      ];
    });
}
