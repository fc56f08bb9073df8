import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryConsole_SearchQuery } from '../../gql/graphql.js';
import styles from './dev-console.module.css';

type Result = QueryConsole_SearchQuery['entitySearch'];

/** The columns of the hits table: the id, then the fields in the order the hits first show them. */
function columnsOf(result: Result): string[] {
  const names = new Set<string>();
  for (const hit of result.hits) for (const field of hit.fields) names.add(field.name);
  return [...names];
}

/** A search's answer: the service's refusal inline, or the time taken, tables and raw JSON. */
export function SearchResult({ result }: { result: Result }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const took = t('devConsole.took', { ms: number.format(result.tookMs) });
  if (result.error !== null && result.error !== undefined) {
    return (
      <div className={styles.refusal} role="alert">
        <p className={styles.refusalHeading}>{t('devConsole.refused')}</p>
        <pre className={styles.refusalText}>{result.error}</pre>
        <p className={styles.muted}>{took}</p>
      </div>
    );
  }
  const columns = columnsOf(result);
  return (
    <div className={styles.result}>
      <p role="status" className={styles.summary}>
        {result.total === null || result.total === undefined
          ? t('devConsole.hitsShown', { count: result.hits.length })
          : t('devConsole.hitsTotal', { count: result.total, shown: result.hits.length })}
        {' · '}
        {took}
      </p>
      {result.aggregations.map((aggregation) => (
        <AggregationTable key={aggregation.name} aggregation={aggregation} />
      ))}
      {result.hits.length > 0 ? (
        <div
          className={styles.scroll}
          tabIndex={0}
          role="region"
          aria-label={t('devConsole.hitsTable')}
        >
          <table className={styles.table}>
            <caption className={styles.caption}>{t('devConsole.hitsTable')}</caption>
            <thead>
              <tr>
                <th scope="col">_id</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.hits.map((hit, row) => {
                const values = new Map(hit.fields.map((field) => [field.name, field.value]));
                return (
                  <tr key={`${hit.id}-${row}`}>
                    <th scope="row">{hit.id}</th>
                    {columns.map((column) => (
                      <td key={column}>{values.get(column) ?? ''}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : result.aggregations.length === 0 ? (
        <p>{t('devConsole.noHits')}</p>
      ) : null}
      <details className={styles.raw}>
        <summary>{t('devConsole.rawJson')}</summary>
        {result.answerTruncated ? (
          <p className={styles.muted}>{t('devConsole.truncated')}</p>
        ) : null}
        <pre className={styles.json} tabIndex={0}>
          {result.answer}
        </pre>
      </details>
    </div>
  );
}

function AggregationTable({ aggregation }: { aggregation: Result['aggregations'][number] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  if (aggregation.buckets.length === 0) {
    return (
      <p>
        {aggregation.value === null || aggregation.value === undefined
          ? t('devConsole.noBuckets', { name: aggregation.name })
          : t('devConsole.aggregationValue', {
              name: aggregation.name,
              value: number.format(aggregation.value),
            })}
      </p>
    );
  }
  return (
    <table className={styles.table} aria-labelledby={captionId}>
      <caption id={captionId} className={styles.caption}>
        {t('devConsole.buckets', { name: aggregation.name })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('devConsole.key')}</th>
          <th scope="col">{t('devConsole.count')}</th>
        </tr>
      </thead>
      <tbody>
        {aggregation.buckets.map((bucket) => (
          <tr key={bucket.key}>
            <th scope="row">{bucket.key}</th>
            <td>{number.format(bucket.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
