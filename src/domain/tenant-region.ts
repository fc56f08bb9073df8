/**
 * The country (ISO 3166 code) of a cloud region such as `europe-west2`, matched by its longest
 * listed prefix; a two-letter region is taken as the code itself. Undefined when unknown.
 */
const REGION_COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['northamerica-northeast', 'CA'],
  ['southamerica-east', 'BR'],
  ['us-', 'US'],
  ['europe-west1', 'BE'],
  ['europe-west10', 'DE'],
  ['europe-west12', 'IT'],
  ['europe-west2', 'GB'],
  ['europe-west3', 'DE'],
  ['europe-west4', 'NL'],
  ['europe-west6', 'CH'],
  ['europe-west8', 'IT'],
  ['europe-west9', 'FR'],
  ['europe-north1', 'FI'],
  ['europe-central2', 'PL'],
  ['europe-southwest1', 'ES'],
  ['asia-east1', 'TW'],
  ['asia-east2', 'HK'],
  ['asia-northeast1', 'JP'],
  ['asia-northeast2', 'JP'],
  ['asia-northeast3', 'KR'],
  ['asia-south', 'IN'],
  ['asia-southeast1', 'SG'],
  ['asia-southeast2', 'ID'],
  ['australia-southeast', 'AU'],
  ['me-central1', 'QA'],
  ['me-west1', 'IL'],
];

export function regionCountry(region: string): string | undefined {
  const key = region.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) return key.toUpperCase();
  let best: readonly [string, string] | undefined;
  for (const entry of REGION_COUNTRIES) {
    if (key.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  }
  return best?.[1];
}
