import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { QueryView } from '../../components/query-view.js';
import { SelectField } from '../../components/select-field.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey } from '../../lib/api-error.js';
import styles from './admin-roles.module.css';

/** The most assignments offered for linking: the largest page the list serves. */
const OFFERED_ASSIGNMENTS = 100;

const RoleAssignments_Assignments = graphql(`
  query RoleAssignments_Assignments($roleId: ID!, $input: AssignmentListInput!) {
    roleAssignments(roleId: $roleId) {
      id
      name
      mapping
    }
    assignments(input: $input) {
      rows {
        id
        name
      }
    }
  }
`);

const RoleAssignments_Link = graphql(`
  mutation RoleAssignments_Link($input: RoleAssignmentLinkInput!) {
    linkRoleAssignment(input: $input)
  }
`);

const RoleAssignments_Unlink = graphql(`
  mutation RoleAssignments_Unlink($input: RoleAssignmentLinkInput!) {
    unlinkRoleAssignment(input: $input)
  }
`);

/** A role's assignments: its members get their attributes. Linked and unlinked here. */
export function RoleAssignments({ roleId }: { roleId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const result = useQuery(RoleAssignments_Assignments, {
    variables: { roleId, input: { pageSize: OFFERED_ASSIGNMENTS, offset: 0 } },
    fetchPolicy: 'network-only',
  });
  const [chosen, setChosen] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [link, linking] = useMutation(RoleAssignments_Link);
  const [unlink, unlinking] = useMutation(RoleAssignments_Unlink);
  const busy = linking.loading || unlinking.loading;

  const change = async (assignmentId: string, linked: boolean) => {
    setFailure(null);
    try {
      const input = { roleId, assignmentId };
      await (linked ? link({ variables: { input } }) : unlink({ variables: { input } }));
      setChosen('');
      await result.refetch();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminRoles.assignments.heading')}</h2>
      <QueryView result={result} errorKey="adminRoles.assignments.loadError">
        {(data) => {
          const linkedIds = new Set(data.roleAssignments.map((assignment) => assignment.id));
          const offered = data.assignments.rows.filter((row) => !linkedIds.has(row.id));
          const names = new Map(offered.map((row) => [row.id, row.name]));
          const choice = offered.some((row) => row.id === chosen) ? chosen : (offered[0]?.id ?? '');
          return (
            <>
              {data.roleAssignments.length === 0 ? (
                <p>{t('adminRoles.assignments.none')}</p>
              ) : (
                <ul>
                  {data.roleAssignments.map((assignment) => (
                    <li key={assignment.id} className={styles.row}>
                      <span>
                        {assignment.name} ({assignment.mapping})
                      </span>
                      <Button
                        variant="secondary"
                        isDisabled={busy}
                        onPress={() => void change(assignment.id, false)}
                      >
                        {t('adminRoles.assignments.remove', { name: assignment.name })}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {offered.length > 0 && (
                <div className={styles.row}>
                  <SelectField
                    label={t('adminRoles.assignments.choose')}
                    value={choice}
                    values={offered.map((row) => row.id)}
                    labelOf={(id) => names.get(id) ?? id}
                    onChange={setChosen}
                  />
                  <Button isDisabled={busy} onPress={() => void change(choice, true)}>
                    {t('adminRoles.assignments.add')}
                  </Button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      {failure !== null && (
        <ErrorMessage messageKey={errorMessageKey(failure, 'adminRoles.assignments.saveError')} />
      )}
    </section>
  );
}
