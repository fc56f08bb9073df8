import { distanceKm } from '../../../domain/geo-distance.js';

const HOUR_MS = 3_600_000;

/**
 * Marks each event whose user could not have travelled from their previous located sign-in:
 * faster than `maxSpeedKmh` AND farther than `minDistanceKm`, so that geolocation jitter between
 * nearby cities, however quick, never counts.
 */
export function markImpossibleTravel(
  grouped: { events: Int32Array; starts: Int32Array },
  times: Float64Array,
  lat: Float64Array,
  longitude: Float64Array,
  maxSpeedKmh: number,
  minDistanceKm: number,
  marks: Uint8Array,
): void {
  const { events, starts } = grouped;
  for (let group = 0; group + 1 < starts.length; group += 1) {
    let previous = -1;
    for (let index = starts[group]!; index < starts[group + 1]!; index += 1) {
      const event = events[index]!;
      if (Number.isNaN(lat[event]!) || Number.isNaN(longitude[event]!)) continue;
      if (previous >= 0) {
        const distance = distanceKm(
          lat[previous]!,
          longitude[previous]!,
          lat[event]!,
          longitude[event]!,
        );
        const hours = (times[event]! - times[previous]!) / HOUR_MS;
        const speed = hours > 0 ? distance / hours : distance > 0 ? Infinity : 0;
        if (distance > minDistanceKm && speed > maxSpeedKmh) marks[event] = 1;
      }
      previous = event;
    }
  }
}
