import { useQuery } from '@apollo/client/react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from '../../components/admin-page.module.css';
import { lazyPart } from '../../components/lazy-part.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { accessReviewsMessages } from './messages.js';
import { TaskCompletionButton } from './task-completion-button.js';

/** The table's progress bars are react-aria's: they load beside the list's query. */
const AccessReviewTable = lazyPart(() => import('./access-review-table.js'), 'AccessReviewTable');
AccessReviewTable.preload();

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
        {reviews ? <TaskCompletionButton reviews={reviews} /> : null}
      </div>
      <p className={pageStyles.intro}>{t('accessReviews.intro')}</p>
      <QueryView
        result={result}
        errorKey="accessReviews.errors.fetch"
        isEmpty={(data) => data.accessReviews.length === 0}
        emptyKey="accessReviews.empty"
      >
        {(data) => (
          <Suspense fallback={<LoadingState />}>
            <AccessReviewTable reviews={data.accessReviews} labelledBy={headingId} />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
