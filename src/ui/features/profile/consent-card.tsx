import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Card } from '../../components/card.js';
import { QueryView } from '../../components/query-view.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { formatDate } from '../../lib/format-date.js';
import styles from './profile-page.module.css';
import { ToggleSwitch } from '../../components/toggle-switch.js';

const ConsentCard_ProfileFragment = graphql(`
  fragment ConsentCard_ProfileFragment on Profile {
    id
    rev
  }
`);

const ConsentCard_Mappings = graphql(`
  query ConsentCard_Mappings {
    consentMappings {
      id
      displayName
      description
      consented
      consentDate
    }
  }
`);

const ConsentCard_SetConsent = graphql(`
  mutation ConsentCard_SetConsent($input: SetConsentInput!) {
    setConsent(input: $input) {
      id
      rev
      values
    }
  }
`);

export interface ConsentCardProps {
  profile: FragmentType<typeof ConsentCard_ProfileFragment>;
  onReload: () => Promise<void>;
}

interface Mapping {
  id: string;
  displayName: string;
  description?: string | null;
  consented: boolean;
  consentDate?: string | null;
}

export function ConsentCard({ profile: profileRef, onReload }: ConsentCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = getFragmentData(ConsentCard_ProfileFragment, profileRef);
  const result = useQuery(ConsentCard_Mappings);
  return (
    <Card as="section" labelledBy={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        {t('profilePage.consent.title')}
      </h2>
      <QueryView
        result={result}
        errorKey="profilePage.consent.loadError"
        isEmpty={(data) => data.consentMappings.length === 0}
        emptyKey="profilePage.consent.empty"
      >
        {(data) => (
          <ConsentList mappings={data.consentMappings} rev={profile.rev} onReload={onReload} />
        )}
      </QueryView>
    </Card>
  );
}

function ConsentList({
  mappings,
  rev,
  onReload,
}: {
  mappings: readonly Mapping[];
  rev: string;
  onReload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [setConsent] = useMutation(ConsentCard_SetConsent, {
    refetchQueries: [ConsentCard_Mappings],
    awaitRefetchQueries: true,
  });
  const [pending, setPending] = useState<{ id: string; consented: boolean } | null>(null);
  const { problem, save } = useRevisionSave({
    failed: 'profilePage.consent.saveError',
    onReload,
    reloadOnConflict: true,
  });

  const change = async (mapping: Mapping, consented: boolean) => {
    setPending({ id: mapping.id, consented });
    await save(
      async () => {
        await setConsent({ variables: { input: { rev, mapping: mapping.id, consented } } });
        showToast({
          messageKey: consented
            ? 'profilePage.consent.savedAllowed'
            : 'profilePage.consent.savedDenied',
          tone: 'success',
          values: { name: mapping.displayName },
        });
      },
      (refused) =>
        refused.kind === 'conflict'
          ? { kind: 'message', messageKey: 'profilePage.consent.conflict' }
          : { kind: 'message', messageKey: refused.messageKey },
    );
    setPending(null);
  };

  return (
    <>
      <p className={styles.note}>{t('profilePage.consent.description')}</p>
      {problem ? <SaveProblemAlert problem={problem} className={styles.problem} /> : null}
      <ul className={styles.consentList}>
        {mappings.map((mapping) => (
          <ConsentItem
            key={mapping.id}
            mapping={mapping}
            selected={pending?.id === mapping.id ? pending.consented : mapping.consented}
            isReadOnly={pending !== null}
            onChange={(consented) => void change(mapping, consented)}
          />
        ))}
      </ul>
    </>
  );
}

function ConsentItem({
  mapping,
  selected,
  isReadOnly,
  onChange,
}: {
  mapping: Mapping;
  selected: boolean;
  isReadOnly: boolean;
  onChange: (consented: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const descriptionId = useId();
  const statusId = useId();
  const status =
    mapping.consented && mapping.consentDate
      ? t('profilePage.consent.allowed', {
          date: formatDate(mapping.consentDate, i18n.language),
        })
      : t('profilePage.consent.denied');
  return (
    <li className={styles.consentItem}>
      <ToggleSwitch
        isSelected={selected}
        isReadOnly={isReadOnly}
        onChange={onChange}
        aria-describedby={mapping.description ? `${descriptionId} ${statusId}` : statusId}
      >
        <span className={styles.consentName}>{mapping.displayName}</span>
      </ToggleSwitch>
      {mapping.description ? (
        <p id={descriptionId} className={styles.consentText}>
          {mapping.description}
        </p>
      ) : null}
      <p id={statusId} className={styles.consentText}>
        {status}
      </p>
    </li>
  );
}
