/** A feature's known values, most frequent first; a value's code is its index. */
export type Vocabulary = string[];

/** The code of values a vocabulary does not hold. */
export const UNSEEN = -1;

export function buildVocabulary(values: readonly string[], maxSize = Infinity): Vocabulary {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, maxSize)
    .map(([value]) => value);
}

export function encodeValues(values: readonly string[], vocabulary: Vocabulary): Int32Array {
  const codes = new Map(vocabulary.map((value, code) => [value, code]));
  const encoded = new Int32Array(values.length);
  for (let index = 0; index < values.length; index += 1) {
    encoded[index] = codes.get(values[index]!) ?? UNSEEN;
  }
  return encoded;
}
