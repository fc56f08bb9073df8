import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { Card } from '../../components/card.js';
import { ErrorMessage } from '../../components/error-message.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { SharingRequestsCard_RequestFragmentFragment } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { formatDateTime } from '../../lib/format-date.js';
import { useScopeLabels } from './scope-labels.js';
import itemList from '../../components/item-list.module.css';
import styles from './sharing.module.css';

const SharingRequestsCard_RequestFragment = graphql(`
  fragment SharingRequestsCard_RequestFragment on SharingRequest {
    id
    requester
    resourceName
    scopes
    requestDate
  }
`);

const SharingRequestsCard_Approve = graphql(`
  mutation SharingRequestsCard_Approve($id: ID!) {
    approveSharingRequest(id: $id) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`);

const SharingRequestsCard_Deny = graphql(`
  mutation SharingRequestsCard_Deny($id: ID!) {
    denySharingRequest(id: $id) {
      id
    }
  }
`);

type Request = SharingRequestsCard_RequestFragmentFragment;

export interface SharingRequestsCardProps {
  requests: readonly FragmentType<typeof SharingRequestsCard_RequestFragment>[];
  /** Loads the page again once a request is answered. */
  onAnswered: () => Promise<unknown>;
}

/** Requests from other users for access to the user's resources, each allowed or denied. */
export function SharingRequestsCard({ requests: refs, onAnswered }: SharingRequestsCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const requests = getFragmentData(SharingRequestsCard_RequestFragment, refs);
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('sharing.requests.heading')}
      </h2>
      {requests.length === 0 ? (
        <p className={itemList.empty}>{t('sharing.requests.empty')}</p>
      ) : (
        <ul className={itemList.list}>
          {requests.map((request) => (
            <li key={request.id} className={`${itemList.item} ${styles.item}`}>
              <RequestItem request={request} onAnswered={onAnswered} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RequestItem({
  request,
  onAnswered,
}: {
  request: Request;
  onAnswered: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const scopeLabels = useScopeLabels();
  const [problem, setProblem] = useState<TranslationKey>();
  const [approve, approving] = useMutation(SharingRequestsCard_Approve);
  const [deny, denying] = useMutation(SharingRequestsCard_Deny);
  const busy = approving.loading || denying.loading;
  const names = { requester: request.requester, resource: request.resourceName };

  const answer = async (allow: boolean) => {
    setProblem(undefined);
    try {
      if (allow) await approve({ variables: { id: request.id } });
      else await deny({ variables: { id: request.id } });
    } catch (error) {
      setProblem(errorMessageKey(error, allow ? 'sharing.errors.approve' : 'sharing.errors.deny'));
      return;
    }
    toast({
      messageKey: allow ? 'sharing.notices.allowed' : 'sharing.notices.denied',
      tone: 'success',
    });
    await onAnswered();
  };

  return (
    <div className={styles.request}>
      <div className={styles.requestText}>
        <p className={styles.requestSummary}>{t('sharing.requests.summary', names)}</p>
        <p className={styles.muted}>
          {t('sharing.requests.access', { scopes: scopeLabels(request.scopes) })}
        </p>
        {request.requestDate ? (
          <p className={styles.muted}>
            {t('sharing.requests.requested', {
              date: formatDateTime(request.requestDate, i18n.language),
            })}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          isDisabled={busy}
          aria-label={t('sharing.requests.allowNamed', names)}
          onPress={() => void answer(true)}
        >
          {t('sharing.requests.allow')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy}
          aria-label={t('sharing.requests.denyNamed', names)}
          onPress={() => void answer(false)}
        >
          {t('sharing.requests.deny')}
        </Button>
      </div>
      {problem ? <ErrorMessage messageKey={problem} /> : null}
    </div>
  );
}
