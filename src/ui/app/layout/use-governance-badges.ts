import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { GOVERNANCE_FEATURE } from '../../../domain/governance/governance-feature.js';
import { graphql } from '../../gql/index.js';
import { useBootResult } from '../boot/boot-context.js';

/** The counts behind the Inbox badges; the dashboard cards read the same field. */
const MenuBadges_GovernanceCounts = graphql(`
  query MenuBadges_GovernanceCounts {
    governanceCounts {
      pendingApprovals
      accessReviews
    }
  }
`);

/**
 * The side menu's badges, by the badge names of the menu items; the Inbox group shows the sum of
 * its children's while it is closed. Read while governance is on and read again after each
 * navigation, so that a decision made on one screen shows on the next. A failed read shows no
 * badges rather than an error.
 */
export type MenuBadges = Readonly<Record<string, number>> | undefined;

export function useGovernanceBadges(shown: boolean): MenuBadges {
  const { enabledFeatures } = useBootResult();
  const [pathname] = useLocation();
  const skip = !shown || !enabledFeatures.includes(GOVERNANCE_FEATURE);
  const { data, refetch } = useQuery(MenuBadges_GovernanceCounts, { skip, errorPolicy: 'all' });

  const countedAt = useRef(pathname);
  useEffect(() => {
    if (skip || countedAt.current === pathname) return;
    countedAt.current = pathname;
    refetch().catch(() => undefined);
  }, [skip, pathname, refetch]);

  const counts = skip ? undefined : data?.governanceCounts;
  return useMemo(
    () =>
      counts && {
        inbox: counts.pendingApprovals + counts.accessReviews,
        approvals: counts.pendingApprovals,
        accessReviews: counts.accessReviews,
      },
    [counts],
  );
}
