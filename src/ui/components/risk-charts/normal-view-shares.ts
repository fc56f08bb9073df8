import { VALUE_PALETTE } from './chart-theme.js';

interface ValueCount {
  value: string;
  count: number;
}

export interface NormalViewFeature {
  /** city, country, os, device, userAgentType, dayparting or weekday. */
  feature: string;
  user: readonly ValueCount[];
  realm: readonly ValueCount[];
}

/** A value's slice of a donut: its share of the counts shown, from 0 to 1. */
export interface ValueShare extends ValueCount {
  share: number;
  fill: string;
}

export interface FeatureShares {
  /** Every value of either side, the user's first, each with its colour in both donuts. */
  values: readonly { value: string; fill: string }[];
  user: readonly ValueShare[];
  realm: readonly ValueShare[];
}

export function featureShares({ user, realm }: NormalViewFeature): FeatureShares {
  const values = [...new Set([...user, ...realm].map((each) => each.value))].map(
    (value, index) => ({ value, fill: VALUE_PALETTE[index % VALUE_PALETTE.length] ?? '' }),
  );
  const fills = new Map(values.map((each) => [each.value, each.fill]));
  const shares = (counts: readonly ValueCount[]): ValueShare[] => {
    const total = counts.reduce((sum, each) => sum + each.count, 0);
    return counts.map((each) => ({
      ...each,
      share: total > 0 ? each.count / total : 0,
      fill: fills.get(each.value) ?? '',
    }));
  };
  return { values, user: shares(user), realm: shares(realm) };
}
