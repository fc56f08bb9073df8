import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import {
  USER_SEARCH_DELAY_MS,
  USER_SEARCH_MIN_CHARS,
} from '../../../domain/governance/governance-feature.js';
import { graphql } from '../../gql/index.js';
import formStyles from '../form.module.css';
import selectStyles from '../select-field.module.css';
import { useDebouncedText } from '../use-debounced-text.js';
import styles from './user-search-field.module.css';

const UserSearchField_Users = graphql(`
  query UserSearchField_Users($search: String!) {
    governanceUsers(search: $search) {
      id
      userName
      displayName
      mail
    }
  }
`);

export interface PickedUser {
  id: string;
  displayName: string;
  userName: string;
  mail: string | null;
}

export interface UserSearchFieldProps {
  label: string;
  onSelect: (user: PickedUser) => void;
  /** Users not to offer, such as those already chosen. */
  excludeIds?: readonly string[];
  /** Further text under the field, after the search status. */
  description?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

/**
 * A combo box that finds the realm's users by what is typed, once enough characters are, and hands
 * the one chosen to `onSelect`; the text clears for the next search.
 */
export function UserSearchField({
  label,
  onSelect,
  excludeIds = [],
  description,
  isDisabled = false,
  autoFocus = false,
  className,
}: UserSearchFieldProps) {
  const [text, setText] = useState('');
  const search = useDebouncedText(text.trim(), USER_SEARCH_DELAY_MS);
  const tooShort = text.trim().length < USER_SEARCH_MIN_CHARS;
  const result = useQuery(UserSearchField_Users, {
    variables: { search },
    skip: search.length < USER_SEARCH_MIN_CHARS,
    fetchPolicy: 'network-only',
  });
  const settled = !tooShort && search === text.trim();
  const users = settled
    ? (result.data?.governanceUsers ?? []).filter((user) => !excludeIds.includes(user.id))
    : [];
  const status = useSearchStatus({
    tooShort,
    loading: !settled || result.loading,
    failed: settled && result.error !== undefined,
    found: users.length,
    search,
  });
  return (
    <ComboBox
      className={`${formStyles.field} ${className ?? ''}`}
      inputValue={text}
      onInputChange={setText}
      items={users}
      selectedKey={null}
      menuTrigger="input"
      allowsEmptyCollection={text.trim() !== ''}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      onSelectionChange={(key) => {
        const chosen = users.find((user) => user.id === key);
        if (!chosen) return;
        onSelect(chosen);
        setText('');
      }}
    >
      <Label className={formStyles.label}>{label}</Label>
      <Input className={formStyles.input} />
      <Text slot="description" className={formStyles.description}>
        <span role="status" className={status.failed ? styles.failed : undefined}>
          {status.text}
        </span>
        {description ? <span className={styles.more}>{description}</span> : null}
      </Text>
      <Popover className={selectStyles.popover}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <p className={styles.emptyOption}>{status.text}</p>}
        >
          {(user: PickedUser) => (
            <ListBoxItem
              className={selectStyles.option}
              textValue={`${user.displayName} ${user.userName}`}
            >
              <span className={styles.name}>{user.displayName}</span>
              <span className={styles.detail}>
                {user.mail ? `${user.userName} · ${user.mail}` : user.userName}
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function useSearchStatus({
  tooShort,
  loading,
  failed,
  found,
  search,
}: {
  tooShort: boolean;
  loading: boolean;
  failed: boolean;
  found: number;
  search: string;
}): { text: string; failed: boolean } {
  const { t } = useTranslation();
  if (tooShort) return { text: t('userSearch.hint', { count: USER_SEARCH_MIN_CHARS }), failed };
  if (failed) return { text: t('userSearch.error'), failed };
  if (loading) return { text: t('userSearch.searching'), failed };
  if (found === 0) return { text: t('userSearch.empty', { search }), failed };
  return { text: t('userSearch.found', { count: found }), failed };
}
