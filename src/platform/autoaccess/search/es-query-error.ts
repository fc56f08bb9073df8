/**
 * A search body the index refuses: an unsupported construct, a malformed clause or a bound
 * exceeded. The route answers 400 with its message, never 500.
 */
export class EsQueryError extends Error {
  override readonly name = 'EsQueryError';

  static unsupportedQuery(construct: string): EsQueryError {
    return new EsQueryError(`unsupported query: ${construct}`);
  }

  static unsupportedAggregation(construct: string): EsQueryError {
    return new EsQueryError(`unsupported aggregation: ${construct}`);
  }
}
