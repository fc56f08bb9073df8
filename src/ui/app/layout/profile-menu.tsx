import { lazy, Suspense, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { useSignOut } from '../sign-out/sign-out-context.js';
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

const importDropdown = () => import('./profile-menu-dropdown.js');
let dropdownModule: ReturnType<typeof importDropdown> | undefined;
const loadDropdown = () => (dropdownModule ??= importDropdown());
const ProfileMenuDropdown = lazy(async () => ({
  default: (await loadDropdown()).ProfileMenuDropdown,
}));

export interface ProfileMenuProps {
  me: FragmentType<typeof ProfileMenu_MeFragment>;
}

/**
 * The account dropdown. Its menu machinery is not part of the first load: it starts loading when
 * the trigger is hovered or focused, and the menu opens as soon as it is there.
 */
export function ProfileMenu({ me: meRef }: ProfileMenuProps) {
  const me = getFragmentData(ProfileMenu_MeFragment, meRef);
  const signOut = useSignOut();

  const [requested, setRequested] = useState(false);
  const summary = <AccountSummary displayName={me.displayName} company={me.company} />;
  const placeholder = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={requested}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setRequested(true)}
    >
      {summary}
    </button>
  );

  if (!requested) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenuDropdown
        displayName={me.displayName}
        company={me.company}
        defaultOpen
        onSignOut={signOut}
      />
    </Suspense>
  );
}
