import { AccountSecurityCard } from '../../features/account-security/account-security-card.js';
import { KbaCard } from '../../features/account-security/kba-card.js';
import { AuthorizedAppsCard } from '../../features/authorized-apps/authorized-apps-card.js';
import { DevicesLinkCard } from '../../features/devices/devices-link-card.js';
import { ProfilePage } from '../../features/profile/profile-page.js';
import { SharingLinkCard } from '../../features/sharing/sharing-link-card.js';
import { SocialIdentitiesCard } from '../../features/social/social-identities-card.js';

/** `/profile`: the profile feature's page with the cards other features add to it. */
export function ProfileRoute() {
  return (
    <ProfilePage>
      <AccountSecurityCard />
      <KbaCard />
      <DevicesLinkCard />
      <AuthorizedAppsCard />
      <SocialIdentitiesCard />
      <SharingLinkCard />
    </ProfilePage>
  );
}
