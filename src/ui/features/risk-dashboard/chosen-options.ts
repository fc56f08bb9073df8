/**
 * Checkbox options of the values found, each labelled with its count, followed by the values
 * already chosen that the current answer no longer holds, so that they can still be unchecked.
 */
export function optionsWithChosen(
  found: readonly { value: string; count: number }[],
  chosen: readonly string[],
  label: (value: string, count?: number) => string,
): { id: string; label: string }[] {
  const counted = found.map((bucket) => ({
    id: bucket.value,
    label: label(bucket.value, bucket.count),
  }));
  const missing = chosen
    .filter((value) => !found.some((bucket) => bucket.value === value))
    .map((value) => ({ id: value, label: label(value) }));
  return [...counted, ...missing];
}
