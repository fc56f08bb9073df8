import type { Feature } from 'geojson';
import { useEffect, useState } from 'react';
import { loadCountries } from './load-countries.js';

export type CountriesState =
  { status: 'loading' } | { status: 'ready'; countries: readonly Feature[] } | { status: 'failed' };

export function useCountries(): CountriesState {
  const [state, setState] = useState<CountriesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCountries().then(
      (countries) => {
        if (current) setState({ status: 'ready', countries });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
