import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { APPROVALS_PATH } from '../../../domain/app-paths.js';
import { AccessRequestDetails } from '../../components/access-request/access-request-details.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { approvalsMessages } from './messages.js';

const OFFERED = ['approve', 'reject', 'forward', 'comment'] as const;

/** `/approvals/{requestId}`: a request to decide: approve, reject, forward or comment. */
export function ApprovalDetailsPage() {
  const { requestId = '' } = useParams<{ requestId: string }>();
  return (
    <WithFeatureMessages messages={approvalsMessages}>
      <ApprovalDetails key={requestId} requestId={requestId} />
    </WithFeatureMessages>
  );
}

function ApprovalDetails({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  return (
    <AccessRequestDetails
      requestId={requestId}
      title={t('routes.approvalDetails')}
      back={{ to: APPROVALS_PATH, label: t('approvals.details.back') }}
      offered={OFFERED}
    />
  );
}
