/** The colours a tenant's tier badge can take (admin spec §9). */
export type TierColour =
  | 'blue'
  | 'yellow'
  | 'green'
  | 'cyan'
  | 'gray'
  | 'indigo'
  | 'purple'
  | 'pink'
  | 'red'
  | 'orange'
  | 'teal';

const KNOWN_TIERS = ['development', 'staging', 'production', 'uat'] as const;
export type KnownTier = (typeof KNOWN_TIERS)[number];

const TIER_COLOURS: Readonly<Record<string, TierColour>> = {
  development: 'blue',
  staging: 'yellow',
  production: 'green',
  uat: 'cyan',
  other: 'gray',
};

/** Tiers the table does not name get one of these, always the same one for the same name. */
const HASHED_COLOURS: readonly TierColour[] = ['indigo', 'purple', 'pink', 'red', 'orange', 'teal'];

function tierKey(tier: string): string {
  return tier.trim().toLowerCase();
}

export function isKnownTier(tier: string): tier is KnownTier {
  return (KNOWN_TIERS as readonly string[]).includes(tierKey(tier));
}

export function tierColour(tier: string): TierColour {
  const key = tierKey(tier);
  const known = TIER_COLOURS[key];
  if (known) return known;
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return HASHED_COLOURS[hash % HASHED_COLOURS.length] ?? 'gray';
}
