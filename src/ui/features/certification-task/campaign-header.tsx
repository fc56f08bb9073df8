import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCESS_REVIEWS_PATH } from '../../../domain/app-paths.js';
import type { CertificationDecision, CertificationItem } from '../../../domain/certification.js';
import { useEnumLabel } from '../../components/enum-label/enum-label.js';
import { ReviewProgress } from '../../components/review-progress/review-progress.js';
import { TopBarBackLink } from '../../components/top-bar-back-link.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { formatDate } from '../../lib/format-date.js';
import styles from './certification-task.module.css';

export const CampaignHeader_CampaignFragment = graphql(`
  fragment CampaignHeader_CampaignFragment on AccessReview {
    id
    name
    description
    owner {
      id
      displayName
    }
    startDate
    deadline
    reviewStatus
  }
`);

const DECISIONS: readonly (CertificationDecision | 'none')[] = [
  'certify',
  'revoke',
  'exception',
  'none',
];

export interface CampaignHeaderProps {
  campaign: FragmentType<typeof CampaignHeader_CampaignFragment>;
  headingId: string;
  /** The reviewer's items with their decisions as they stand. */
  items: readonly CertificationItem[];
  /** Controls beside the heading, such as the glossary. */
  actions: ReactNode;
}

/** The campaign's name, description, owner, dates and the reviewer's progress. */
export function CampaignHeader({ campaign: ref, headingId, items, actions }: CampaignHeaderProps) {
  const { t, i18n } = useTranslation();
  const label = useEnumLabel();
  const campaign = getFragmentData(CampaignHeader_CampaignFragment, ref);
  const decided = items.filter((item) => item.decision !== null).length;
  const counts = DECISIONS.map((decision) => ({
    decision,
    count: items.filter((item) => (item.decision ?? 'none') === decision).length,
  }));
  return (
    <header className={styles.header}>
      <TopBarBackLink to={ACCESS_REVIEWS_PATH}>{t('certificationTask.back')}</TopBarBackLink>
      <div className={styles.titleRow}>
        <h1 id={headingId} className={styles.heading}>
          {campaign.name}
        </h1>
        <div className={styles.headerActions}>{actions}</div>
      </div>
      {campaign.description ? <p className={styles.description}>{campaign.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('certificationTask.campaign.owner')}</dt>
          <dd>{campaign.owner.displayName}</dd>
        </div>
        <div>
          <dt>{t('certificationTask.campaign.startDate')}</dt>
          <dd>{formatDate(campaign.startDate, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('certificationTask.campaign.deadline')}</dt>
          <dd>{formatDate(campaign.deadline, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('certificationTask.campaign.status')}</dt>
          <dd>{label('reviewStatus', campaign.reviewStatus)}</dd>
        </div>
      </dl>
      <div className={styles.progressRow}>
        <ReviewProgress
          decided={decided}
          total={items.length}
          label={t('certificationTask.campaign.progressLabel')}
          showLabel
          valueText={t('certificationTask.campaign.progress', {
            count: decided,
            total: items.length,
          })}
        />
        <dl className={styles.counts}>
          {counts.map(({ decision, count }) => (
            <div key={decision} className={styles.count} data-decision={decision}>
              <dt>{t(`certificationTask.decisions.${decision}`)}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
