import type { Feature } from 'geojson';
import type { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];
type CountriesAtlas = Topology & {
  objects: { countries: Extract<Topology['objects'][string], { type: 'GeometryCollection' }> };
};

let loading: Promise<readonly Feature[]> | undefined;

async function readAtlas(): Promise<readonly Feature[]> {
  const [{ default: atlas }, topojson] = await Promise.all([
    import('world-atlas/countries-110m.json'),
    import('topojson-client'),
  ]);
  // The JSON module's inferred type has plain strings where the TopoJSON types have literals.
  const topology = atlas as unknown as CountriesAtlas;
  return topojson.feature(topology, topology.objects.countries).features;
}

/** The countries of the bundled atlas, read once, on first use: the atlas is a chunk of its own. */
export function loadCountries(): Promise<readonly Feature[]> {
  loading ??= readAtlas().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts reading the atlas before a map shows; a failure shows when the map asks again. */
export function preloadCountries(): void {
  loadCountries().catch(() => undefined);
}
