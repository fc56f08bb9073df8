import { geoPath } from 'd3-geo';
import { memo, useMemo } from 'react';
import type { CountriesState } from './use-countries.js';
import type { MapFrame } from './world-frame.js';
import styles from './world-map.module.css';

/** The sea and the countries; memoised, as they only move with the transform of their group. */
export const CountriesLayer = memo(function CountriesLayer({
  countries,
  frame,
}: {
  countries: CountriesState;
  frame: MapFrame;
}) {
  const paths = useMemo(() => {
    const path = geoPath(frame.projection);
    return {
      sphere: path({ type: 'Sphere' }) ?? '',
      countries:
        countries.status === 'ready'
          ? countries.countries.map((country) => path(country) ?? '')
          : [],
    };
  }, [countries, frame]);
  return (
    <g aria-hidden="true">
      <path className={styles.sphere} d={paths.sphere} />
      {paths.countries.map((d, index) => (
        <path key={index} className={styles.country} d={d} />
      ))}
    </g>
  );
});
