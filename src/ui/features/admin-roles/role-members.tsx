import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './admin-roles.module.css';

const RoleMembers_Assign = graphql(`
  mutation RoleMembers_Assign($input: InternalRoleMemberInput!) {
    assignInternalRole(input: $input)
  }
`);

const RoleMembers_Unassign = graphql(`
  mutation RoleMembers_Unassign($input: InternalRoleMemberInput!) {
    unassignInternalRole(input: $input)
  }
`);

type Outcome =
  | {
      kind: 'done';
      key: 'adminRoles.edit.assigned' | 'adminRoles.edit.unassigned';
      userName: string;
    }
  | { kind: 'failed'; error: unknown };

/** Grants the role to a user of the realm by username, or takes it back. */
export function RoleMembers({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [userName, setUserName] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [assign, assigning] = useMutation(RoleMembers_Assign);
  const [unassign, unassigning] = useMutation(RoleMembers_Unassign);
  const busy = assigning.loading || unassigning.loading;

  const run = async (grant: boolean) => {
    const name = userName.trim();
    if (name === '') return;
    setOutcome(null);
    try {
      const input = { roleId, userName: name };
      await (grant ? assign({ variables: { input } }) : unassign({ variables: { input } }));
      setOutcome({
        kind: 'done',
        key: grant ? 'adminRoles.edit.assigned' : 'adminRoles.edit.unassigned',
        userName: name,
      });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminRoles.edit.members')}</h2>
      <TextField
        label={t('adminRoles.edit.memberUserName')}
        value={userName}
        onChange={setUserName}
        autoComplete="off"
      />
      <div className={styles.row}>
        <Button isDisabled={busy || userName.trim() === ''} onPress={() => void run(true)}>
          {t('adminRoles.edit.assign')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={busy || userName.trim() === ''}
          onPress={() => void run(false)}
        >
          {t('adminRoles.edit.unassign')}
        </Button>
      </div>
      {outcome?.kind === 'done' && (
        <p role="status">{t(outcome.key, { userName: outcome.userName })}</p>
      )}
      {outcome?.kind === 'failed' && (
        <ErrorMessage messageKey={errorMessageKey(outcome.error, 'adminRoles.edit.memberError')} />
      )}
    </section>
  );
}
