/** A malformed `_queryFilter`; `position` is the 0-based character offset of the problem. */
export class QueryFilterSyntaxError extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(`Invalid query filter at position ${position}: ${reason}`);
    this.name = 'QueryFilterSyntaxError';
  }
}
