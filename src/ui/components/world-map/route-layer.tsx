import { geoPath } from 'd3-geo';
import { useTranslation } from 'react-i18next';
import type { MapPlace, MapRoute } from './map-point.js';
import { routeLine } from './route-line.js';
import { useMapText } from './use-map-text.js';
import { toViewBox, type ViewTransform } from './view-bounds.js';
import type { MapFrame } from './world-frame.js';
import styles from './world-map.module.css';

/** The great-circle line, drawn with the countries so that it zooms with them. */
export function RouteLine({ route, frame }: { route: MapRoute; frame: MapFrame }) {
  return (
    <path
      className={styles.route}
      d={geoPath(frame.projection)(routeLine(route)) ?? ''}
      aria-hidden="true"
    />
  );
}

interface RoutePlacesProps {
  route: MapRoute;
  frame: MapFrame;
  transform: ViewTransform;
}

/** The two ends of the route, with their labels, at a constant size above the zoomed map. */
export function RoutePlaces({ route, frame, transform }: RoutePlacesProps) {
  const { t } = useTranslation();
  const text = useMapText();
  const name = (place: MapPlace, end: 'from' | 'to') =>
    t(end === 'from' ? 'worldMap.routeFrom' : 'worldMap.routeTo', {
      label: place.label,
      place: text.place(place.lat, place.longitude),
    });
  const ends = [
    { end: 'from', place: route.from },
    { end: 'to', place: route.to },
  ] as const;
  return (
    <g>
      {ends.map(({ end, place }) => {
        const projected = frame.projection([place.longitude, place.lat]);
        if (!projected) return null;
        const [x, y] = toViewBox(projected, transform);
        return (
          <g key={end} role="img" aria-label={name(place, end)} data-route-end={end}>
            <circle className={styles.place} cx={x} cy={y} r={5} />
            <text className={styles.placeLabel} x={x} y={y - 10} textAnchor="middle">
              {place.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}
