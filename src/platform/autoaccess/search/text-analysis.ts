/**
 * A simplified standard analyzer: lowercase, then the maximal runs of letters, digits and `_`.
 * Elasticsearch's UAX#29 tokenizer also keeps `.` and `'` between letters or digits inside a
 * token ("192.168.0.1", "o'neil"); this one splits there, the same way in JS and in SQL.
 */
export function analyze(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}
