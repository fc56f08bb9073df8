import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PIPELINES_PATH } from '../../../domain/app-paths.js';
import { RISK_ADMINISTRATION_ROLES } from '../../../domain/autoaccess/risk-analyst-roles.js';
import { Notice } from '../../components/notice.js';
import { graphql } from '../../gql/index.js';

/** The reader's roles, which the shell has already read: answered from the cache. */
const NotScoredNotice_Roles = graphql(`
  query NotScoredNotice_Roles {
    me {
      id
      idmRoles
      amRoles
    }
  }
`);

const RUNS_PIPELINES: ReadonlySet<string> = new Set(RISK_ADMINISTRATION_ROLES);

/**
 * Says why a realm shows no scores yet, and links to the pipelines for a reader who may run them
 * (a fraud analyst may not, and would find the page forbidden).
 */
export function NotScoredNotice() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(NotScoredNotice_Roles);
  // The shell read the roles before the page showed: they only take a moment in tests.
  if (loading) return null;
  const roles = data ? [...data.me.idmRoles, ...data.me.amRoles] : [];
  return (
    <Notice>
      {t('riskDashboard.notScored')}
      {roles.some((role) => RUNS_PIPELINES.has(role)) ? (
        <>
          {' '}
          <Link href={PIPELINES_PATH}>{t('riskDashboard.openPipelines')}</Link>
        </>
      ) : null}
    </Notice>
  );
}
