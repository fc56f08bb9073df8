import { OTHER_VALUES_COLOUR, VALUE_PALETTE } from './chart-theme.js';

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

/**
 * Each side's values with their shares of all of that side's events (`totals`), and, when the
 * values shown are not all of them, a slice of the others named `othersLabel`, so that a donut's
 * slices are true shares.
 */
export function featureShares(
  { user, realm }: NormalViewFeature,
  totals: { user: number; realm: number },
  othersLabel: string,
): FeatureShares {
  const values = [...new Set([...user, ...realm].map((each) => each.value))].map(
    (value, index) => ({ value, fill: VALUE_PALETTE[index % VALUE_PALETTE.length] ?? '' }),
  );
  const fills = new Map(values.map((each) => [each.value, each.fill]));
  const shares = (counts: readonly ValueCount[], total: number): ValueShare[] => {
    const shown = counts.reduce((sum, each) => sum + each.count, 0);
    const all = Math.max(total, shown);
    const others = all - shown;
    const share = (count: number) => (all > 0 ? count / all : 0);
    return [
      ...counts.map((each) => ({
        ...each,
        share: share(each.count),
        fill: fills.get(each.value) ?? '',
      })),
      ...(others > 0 && counts.length > 0
        ? [{ value: othersLabel, count: others, share: share(others), fill: OTHER_VALUES_COLOUR }]
        : []),
    ];
  };
  return { values, user: shares(user, totals.user), realm: shares(realm, totals.realm) };
}
