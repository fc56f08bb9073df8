import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { useSignOut } from '../sign-out/sign-out-context.js';
import { AccountSummary } from './account-summary.js';
import styles from './profile-menu.module.css';
import { TenantBlock_Tenant, type MenuTenant } from './tenant-query.js';

export const ProfileMenu_MeFragment = graphql(`
  fragment ProfileMenu_MeFragment on Me {
    id
    displayName
    company
    mail
    profileImage
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
 * the trigger is hovered or focused, with the tenant the menu shows, and the menu opens as soon
 * as both are there. Opened before the tenant, the menu grew under the pointer, and a press aimed
 * at one item could land on another.
 */
export function ProfileMenu({ me: meRef }: ProfileMenuProps) {
  const me = getFragmentData(ProfileMenu_MeFragment, meRef);
  const signOut = useSignOut();

  const client = useApolloClient();
  const [requested, setRequested] = useState(false);
  /** Undefined until read; null when there is none or it could not be read. */
  const [tenant, setTenant] = useState<MenuTenant | undefined>(undefined);
  const tenantRead = useRef<Promise<void> | undefined>(undefined);
  const prepare = () => {
    void loadDropdown();
    tenantRead.current ??= client.query({ query: TenantBlock_Tenant, errorPolicy: 'all' }).then(
      ({ data }) => setTenant(data?.tenant ?? null),
      () => setTenant(null),
    );
  };
  const summary = <AccountSummary {...me} />;
  const placeholder = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={requested}
      onPointerEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        prepare();
        setRequested(true);
      }}
    >
      {summary}
    </button>
  );

  if (!requested || tenant === undefined) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenuDropdown {...me} defaultOpen tenant={tenant} onSignOut={signOut} />
    </Suspense>
  );
}
