import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql/index.js';
import { formatDateTime, formatDay } from '../../lib/format-date.js';
import { Card } from '../card.js';
import { useEnumLabel } from '../enum-label/enum-label.js';
import { AccessRequestView_RequestFragment } from './access-request-fragment.js';
import styles from './access-request.module.css';
import { RequestActions, type RequestAction } from './request-actions.js';
import { RequestHistory } from './request-history.js';

export interface AccessRequestViewProps {
  request: FragmentType<typeof AccessRequestView_RequestFragment>;
  /** The actions this screen offers, each shown when the request allows it. */
  offered: readonly RequestAction[];
  /** Reads the request again, as after someone else changed it. */
  onReload: () => Promise<void>;
}

/** An access request: what is asked for whom, where it stands, its actions and its history. */
export function AccessRequestView({ request: ref, offered, onReload }: AccessRequestViewProps) {
  const { t, i18n } = useTranslation();
  const enumLabel = useEnumLabel();
  const request = getFragmentData(AccessRequestView_RequestFragment, ref);
  const itemHeadingId = useId();
  const justificationId = useId();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const { item } = request;
  const fields: [string, string][] = [
    [t('accessRequest.fields.requestType'), t(`accessRequest.requestTypes.${request.requestType}`)],
    [t('accessRequest.fields.requestedFor'), request.requestedFor.displayName],
    [t('accessRequest.fields.requester'), request.requester.displayName],
    [t('accessRequest.fields.status'), enumLabel('requestStatus', request.status)],
    [t('accessRequest.fields.decision'), enumLabel('requestDecision', request.decision)],
    [
      t('accessRequest.fields.approver'),
      request.approver?.displayName ?? t('accessRequest.noApprover'),
    ],
    [t('accessRequest.fields.priority'), t(`accessRequest.priorities.${request.priority}`)],
    [t('accessRequest.fields.requestDate'), formatDateTime(request.requestDate, locale)],
    [
      t('accessRequest.fields.expiryDate'),
      request.expiryDate ? formatDay(request.expiryDate, locale) : t('accessRequest.noExpiry'),
    ],
    [t('accessRequest.fields.requestId'), request.id],
  ];
  return (
    <div className={styles.view}>
      <Card as="section" labelledBy={itemHeadingId}>
        <h2 id={itemHeadingId} className={styles.itemName}>
          {item.name}
        </h2>
        <p className={styles.itemMeta}>
          {item.application
            ? `${t(`accessRequest.itemTypes.${item.type}`)} · ${item.application.name}`
            : t(`accessRequest.itemTypes.${item.type}`)}
        </p>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <div key={label} className={styles.field}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <RequestActions request={request} offered={offered} onReload={onReload} />
      </Card>
      <Card as="section" labelledBy={justificationId}>
        <h2 id={justificationId} className={styles.sectionTitle}>
          {t('accessRequest.justification')}
        </h2>
        <p className={styles.justification}>
          {request.justification || t('accessRequest.noJustification')}
        </p>
      </Card>
      <RequestHistory entries={request.history} />
    </div>
  );
}
