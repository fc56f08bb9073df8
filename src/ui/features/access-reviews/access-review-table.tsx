import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { certificationTaskPath } from '../../../domain/app-paths.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { ReviewProgress } from '../../components/review-progress/review-progress.js';
import type { AccessReviewsPage_ListQuery } from '../../gql/graphql.js';
import { formatDate } from '../../lib/format-date.js';
import styles from './access-reviews.module.css';

export type AccessReviewRow = AccessReviewsPage_ListQuery['accessReviews'][number];

export interface AccessReviewTableProps {
  reviews: readonly AccessReviewRow[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** One row per campaign; its name opens the certification task. */
export function AccessReviewTable({ reviews, labelledBy }: AccessReviewTableProps) {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{t('accessReviews.columns.name')}</th>
            <th scope="col">{t('accessReviews.columns.owner')}</th>
            <th scope="col">{t('accessReviews.columns.deadline')}</th>
            <th scope="col">{t('accessReviews.columns.status')}</th>
            <th scope="col">{t('accessReviews.columns.progress')}</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review.id}>
              <th scope="row">
                <Link href={certificationTaskPath(review.id)} className={styles.link}>
                  {review.name}
                </Link>
              </th>
              <td>{review.owner.displayName}</td>
              <td>{formatDate(review.deadline, i18n.language)}</td>
              <td>
                <span className={styles.status} data-status={review.reviewStatus}>
                  {label('reviewStatus', review.reviewStatus)}
                </span>
              </td>
              <td>
                <ReviewProgress
                  decided={review.decidedItems}
                  total={review.totalItems}
                  label={t('accessReviews.progressOf', { name: review.name })}
                  valueText={t('accessReviews.progress', {
                    count: review.decidedItems,
                    total: review.totalItems,
                  })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
