/**
 * The revision an `If-Match` header requires: `undefined` when there is none (absent or
 * `*`), `null` when it names something that can never match a stored revision.
 */
export function expectedRevision(header: string | string[] | undefined): number | null | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const unquoted = value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return /^\d{1,9}$/.test(unquoted) ? Number(unquoted) : null;
}

export function etag(rev: number): string {
  return `"${rev}"`;
}
