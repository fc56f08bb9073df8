import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { MY_REQUESTS_PATH } from '../../../domain/app-paths.js';
import { AccessRequestDetails } from '../../components/access-request/access-request-details.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { myRequestsMessages } from './messages.js';

const OFFERED = ['comment', 'cancel'] as const;

/** `/my-requests/details/{requestId}`: one of the user's requests; comment on it or cancel it. */
export function RequestDetailsPage() {
  const { requestId = '' } = useParams<{ requestId: string }>();
  return (
    <WithFeatureMessages messages={myRequestsMessages}>
      <RequestDetails key={requestId} requestId={requestId} />
    </WithFeatureMessages>
  );
}

function RequestDetails({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  return (
    <AccessRequestDetails
      requestId={requestId}
      title={t('routes.requestDetails')}
      back={{ to: MY_REQUESTS_PATH, label: t('myRequests.details.back') }}
      offered={OFFERED}
    />
  );
}
