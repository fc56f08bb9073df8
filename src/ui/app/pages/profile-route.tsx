import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/loading-state.js';
import { DevicesLinkCard } from '../../features/devices/devices-link-card.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { SharingLinkCard } from '../../features/sharing/sharing-link-card.js';

/*
 * The cards other features add load after the page shows: their forms, dialogs and field code
 * would more than double the page's first load. Each card has its own boundary, so each shows as
 * soon as its own code is in.
 */
const AccountSecurityCard = lazy(async () => ({
  default: (await import('../../features/account-security/account-security-card.js'))
    .AccountSecurityCard,
}));
const KbaCard = lazy(async () => ({
  default: (await import('../../features/account-security/kba-card.js')).KbaCard,
}));
const AuthorizedAppsCard = lazy(async () => ({
  default: (await import('../../features/authorized-apps/authorized-apps-card.js'))
    .AuthorizedAppsCard,
}));
const SocialIdentitiesCard = lazy(async () => ({
  default: (await import('../../features/social/social-identities-card.js')).SocialIdentitiesCard,
}));

/** `/profile`: the profile feature's page with the cards other features add to it. */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <Suspense fallback={<LoadingState />}>
        <AccountSecurityCard />
      </Suspense>
      <Suspense fallback={<LoadingState />}>
        <KbaCard />
      </Suspense>
      <DevicesLinkCard />
      <Suspense fallback={<LoadingState />}>
        <AuthorizedAppsCard />
      </Suspense>
      <Suspense fallback={<LoadingState />}>
        <SocialIdentitiesCard />
      </Suspense>
      <SharingLinkCard />
    </ProfilePage>
  );
}
