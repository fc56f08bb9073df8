import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Card } from '../../components/card.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import styles from './profile-page.module.css';
import { ToggleSwitch } from '../../components/toggle-switch.js';

const PreferencesCard_ProfileFragment = graphql(`
  fragment PreferencesCard_ProfileFragment on Profile {
    id
    rev
    preferences {
      name
      title
      enabled
    }
  }
`);

const PreferencesCard_SetPreference = graphql(`
  mutation PreferencesCard_SetPreference($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      rev
      values
      preferences {
        name
        title
        enabled
      }
    }
  }
`);

export interface PreferencesCardProps {
  profile: FragmentType<typeof PreferencesCard_ProfileFragment>;
  onReload: () => Promise<void>;
}

export function PreferencesCard({ profile: profileRef, onReload }: PreferencesCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const profile = getFragmentData(PreferencesCard_ProfileFragment, profileRef);
  const [setPreference] = useMutation(PreferencesCard_SetPreference);
  const [pending, setPending] = useState<{ name: string; enabled: boolean } | null>(null);
  const { problem, save } = useRevisionSave({
    failed: 'profilePage.preferences.saveError',
    onReload,
    reloadOnConflict: true,
  });

  const label = ({ name, title }: { name: string; title: string }) => {
    const key = `profilePage.preferences.names.${name}`;
    return i18n.exists(key) ? t(key as TranslationKey) : title;
  };

  const change = async (name: string, enabled: boolean) => {
    setPending({ name, enabled });
    await save(
      async () => {
        await setPreference({
          variables: {
            input: {
              rev: profile.rev,
              operations: [{ operation: 'replace', field: `/preferences/${name}`, value: enabled }],
            },
          },
        });
        showToast({ messageKey: 'profilePage.preferences.saved', tone: 'success' });
      },
      (refused) =>
        refused.kind === 'conflict'
          ? { kind: 'message', messageKey: 'profilePage.preferences.conflict' }
          : { kind: 'message', messageKey: refused.messageKey },
    );
    setPending(null);
  };

  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('profilePage.preferences.title')}
      </h2>
      {problem ? <SaveProblemAlert problem={problem} className={styles.problem} /> : null}
      {profile.preferences.length === 0 ? (
        <p>{t('profilePage.preferences.empty')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('profilePage.preferences.description')}</p>
          <ul className={styles.toggleList}>
            {profile.preferences.map((preference) => (
              <li key={preference.name}>
                <ToggleSwitch
                  isSelected={
                    pending?.name === preference.name ? pending.enabled : preference.enabled
                  }
                  isReadOnly={pending !== null}
                  onChange={(enabled) => void change(preference.name, enabled)}
                >
                  {label(preference)}
                </ToggleSwitch>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
