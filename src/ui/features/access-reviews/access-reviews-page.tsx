import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { AccessReviewTable } from './access-review-table.js';
import { accessReviewsMessages } from './messages.js';
import { TaskCompletionPopover } from './task-completion-popover.js';

export const AccessReviewsPage_List = graphql(`
  query AccessReviewsPage_List {
    accessReviews {
      id
      name
      owner {
        id
        displayName
      }
      deadline
      reviewStatus
      status
      totalItems
      decidedItems
      certifiedItems
      revokedItems
      exceptionItems
    }
  }
`);

/** `/access-reviews`: the campaigns the user reviews, with their progress, each opening its task. */
export function AccessReviewsPage() {
  return (
    <WithFeatureMessages messages={accessReviewsMessages}>
      <AccessReviews />
    </WithFeatureMessages>
  );
}

function AccessReviews() {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(AccessReviewsPage_List, { fetchPolicy: 'cache-and-network' });
  const reviews = result.data?.accessReviews;
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <div className={pageStyles.header}>
        <h1 id={headingId} className={pageStyles.heading}>
          {t('routes.accessReviews')}
        </h1>
        {reviews ? <TaskCompletionPopover reviews={reviews} /> : null}
      </div>
      <p className={pageStyles.intro}>{t('accessReviews.intro')}</p>
      <QueryView
        result={result}
        errorKey="accessReviews.errors.fetch"
        isEmpty={(data) => data.accessReviews.length === 0}
        emptyKey="accessReviews.empty"
      >
        {(data) => <AccessReviewTable reviews={data.accessReviews} labelledBy={headingId} />}
      </QueryView>
    </section>
  );
}
