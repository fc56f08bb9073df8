import { useEffect } from 'react';
import { useGovernanceBadges, type MenuBadges } from './use-governance-badges.js';

/** Reads the Inbox badges and hands them up; loaded only where governance is on. */
export function GovernanceBadges({ onBadges }: { onBadges: (badges: MenuBadges) => void }) {
  const badges = useGovernanceBadges(true);
  useEffect(() => onBadges(badges), [badges, onBadges]);
  return null;
}
