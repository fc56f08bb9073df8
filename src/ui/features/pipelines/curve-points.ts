export interface CurvePoint {
  threshold: number;
}

/** The point of a curve whose threshold is nearest the model's own: where it is marked. */
export function pointAtThreshold<P extends CurvePoint>(
  points: readonly P[],
  threshold: number,
): P | undefined {
  let best: P | undefined;
  for (const point of points) {
    if (
      best === undefined ||
      Math.abs(point.threshold - threshold) < Math.abs(best.threshold - threshold)
    ) {
      best = point;
    }
  }
  return best;
}

/** An area under a curve, 0–1, to three decimals in the app's language. */
export function formatAuc(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(value);
}
