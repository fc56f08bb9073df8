import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import buttonStyles from '../../components/button.module.css';
import { ReviewProgress } from '../../components/review-progress/review-progress.js';
import type { AccessReviewRow } from './access-review-table.js';
import styles from './access-reviews.module.css';

interface Completion {
  reviews: number;
  total: number;
  decided: number;
  certified: number;
  revoked: number;
  exception: number;
}

/** The user's items across the campaigns still in progress. */
function completionOf(reviews: readonly AccessReviewRow[]): Completion {
  return reviews
    .filter((review) => review.status === 'in_progress')
    .reduce<Completion>(
      (sum, review) => ({
        reviews: sum.reviews + 1,
        total: sum.total + review.totalItems,
        decided: sum.decided + review.decidedItems,
        certified: sum.certified + review.certifiedItems,
        revoked: sum.revoked + review.revokedItems,
        exception: sum.exception + review.exceptionItems,
      }),
      { reviews: 0, total: 0, decided: 0, certified: 0, revoked: 0, exception: 0 },
    );
}

/** A button opening the user's progress over their active reviews: decided of total, by decision. */
export function TaskCompletionPopover({
  reviews,
  defaultOpen,
}: {
  reviews: readonly AccessReviewRow[];
  /** Mounted in answer to a press on the placeholder button: opens at once. */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const completion = completionOf(reviews);
  const counts = [
    {
      key: 'certified',
      label: t('accessReviews.taskCompletion.certified'),
      value: completion.certified,
    },
    { key: 'revoked', label: t('accessReviews.taskCompletion.revoked'), value: completion.revoked },
    {
      key: 'exception',
      label: t('accessReviews.taskCompletion.exception'),
      value: completion.exception,
    },
    {
      key: 'undecided',
      label: t('accessReviews.taskCompletion.undecided'),
      value: completion.total - completion.decided,
    },
  ];
  return (
    <DialogTrigger
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        // The placeholder that had the focus is gone: the focus returns to this button instead.
        if (!isOpen) requestAnimationFrame(() => triggerRef.current?.focus());
      }}
    >
      <Button ref={triggerRef} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
        {t('accessReviews.taskCompletion.open')}
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog className={styles.popoverDialog}>
          <Heading slot="title" className={styles.popoverHeading}>
            {t('accessReviews.taskCompletion.heading')}
          </Heading>
          {completion.reviews === 0 ? (
            <p className={styles.muted}>{t('accessReviews.taskCompletion.none')}</p>
          ) : (
            <>
              <p className={styles.muted}>
                {t('accessReviews.taskCompletion.reviews', { count: completion.reviews })}
              </p>
              <ReviewProgress
                decided={completion.decided}
                total={completion.total}
                label={t('accessReviews.taskCompletion.progressLabel')}
                showLabel
                valueText={t('accessReviews.progress', {
                  count: completion.decided,
                  total: completion.total,
                })}
              />
              <dl className={styles.counts}>
                {counts.map((count) => (
                  <div key={count.key} className={styles.count}>
                    <dt>{count.label}</dt>
                    <dd>{count.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
