export interface RadiusRange {
  min: number;
  max: number;
}

/** A marker's radius: its area grows with its count, up to `max` for the largest count shown. */
export function markerRadius(count: number, largest: number, { min, max }: RadiusRange): number {
  if (count <= 0 || largest <= 0) return min;
  return min + (max - min) * Math.sqrt(Math.min(count, largest) / largest);
}
