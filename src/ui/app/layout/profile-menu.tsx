import { useApolloClient, useMutation } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { leaveAfterSignOut } from '../../lib/leave-page.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import { AccountSummary } from './account-summary.js';
import styles from './profile-menu.module.css';

export const ProfileMenu_MeFragment = graphql(`
  fragment ProfileMenu_MeFragment on Me {
    id
    displayName
    company
    mail
  }
`);

const ProfileMenu_SignOut = graphql(`
  mutation ProfileMenu_SignOut {
    signOut {
      postLogoutUrl
    }
  }
`);

const dropdownModule = import('./profile-menu-dropdown.js');
const ProfileMenuDropdown = lazy(async () => ({
  default: (await dropdownModule).ProfileMenuDropdown,
}));

export interface ProfileMenuProps {
  me: FragmentType<typeof ProfileMenu_MeFragment>;
  /** Where the browser goes once signed out; leaves the app by default. */
  onSignedOut?: (postLogoutUrl: string | null | undefined) => void;
}

/**
 * The account dropdown. Its menu machinery loads beside the entry chunk, not in it; until then the
 * same avatar and name show without the menu.
 */
export function ProfileMenu({ me: meRef, onSignedOut = leaveAfterSignOut }: ProfileMenuProps) {
  const me = getFragmentData(ProfileMenu_MeFragment, meRef);
  const client = useApolloClient();
  const [signOut] = useMutation(ProfileMenu_SignOut, { context: CALLER_HANDLES_UNAUTHENTICATED });

  const handleSignOut = async () => {
    let postLogoutUrl: string | null | undefined;
    try {
      const result = await signOut();
      postLogoutUrl = result.data?.signOut.postLogoutUrl;
    } catch {
      postLogoutUrl = undefined;
    }
    await client.clearStore();
    onSignedOut(postLogoutUrl);
  };

  return (
    <Suspense
      fallback={
        <span className={styles.trigger}>
          <AccountSummary displayName={me.displayName} company={me.company} />
        </span>
      }
    >
      <ProfileMenuDropdown
        displayName={me.displayName}
        company={me.company}
        onSignOut={() => void handleSignOut()}
      />
    </Suspense>
  );
}
