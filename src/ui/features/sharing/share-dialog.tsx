import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { core } from 'zod/mini';
import { sharingScopesSchema, sharingUsernameSchema } from '../../../domain/sharing-inputs.js';
import { issueFailure } from '../../../domain/validation/issue-values.js';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import { useScopeLabels } from './scope-labels.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import type { FieldError as ApiFieldError } from '../../lib/api-error.js';
import styles from './sharing.module.css';

const ShareDialog_Share = graphql(`
  mutation ShareDialog_Share($input: ShareResourceInput!) {
    shareResource(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`);

const ShareDialog_Modify = graphql(`
  mutation ShareDialog_Modify($input: ShareResourceInput!) {
    modifyResourceShare(input: $input) {
      id
      rev
      shares {
        username
        scopes
      }
    }
  }
`);

export interface SharedResourceTarget {
  id: string;
  rev: string;
  name: string;
  scopes: readonly string[];
}

export type ShareDialogProps = {
  resource: SharedResourceTarget;
  onClose: () => void;
  /** Called when the resource changed since the page showed it, so that it shows the latest. */
  onConflict: () => void;
} & ({ mode: 'share' } | { mode: 'modify'; username: string; scopes: readonly string[] });

type SharingField = 'username' | 'scopes';
type Failures = Partial<Record<SharingField, ValidationFailure>>;

/** The gateway's field errors that belong to the form, first one per field. */
function fieldFailures(errors: readonly ApiFieldError[]): Failures {
  const failures: Failures = {};
  for (const { field, message, values } of errors) {
    const [name] = field.split('.');
    if ((name === 'username' || name === 'scopes') && !failures[name]) {
      failures[name] = { message, ...(values && { values }) };
    }
  }
  return failures;
}

function firstFailure(result: {
  error?: { issues: readonly core.$ZodIssue[] };
}): ValidationFailure | undefined {
  const [issue] = result.error?.issues ?? [];
  return issue && issueFailure(issue);
}

/** Checked with the rules the gateway applies, before anything is sent. */
function formFailures(username: string, scopes: readonly string[]): Failures {
  const failures: Failures = {};
  const usernameFailure = firstFailure(sharingUsernameSchema.safeParse(username));
  const scopesFailure = firstFailure(sharingScopesSchema.safeParse(scopes));
  if (usernameFailure) failures.username = usernameFailure;
  if (scopesFailure) failures.scopes = scopesFailure;
  return failures;
}

/**
 * Shares a resource with a user, or changes the access a user holds: a username (when sharing)
 * and the scopes to grant. A refusal keeps the dialog open with what was entered.
 */
export function ShareDialog(props: ShareDialogProps) {
  const { resource, onClose, onConflict } = props;
  const { t } = useTranslation();
  const toast = useToast();
  const scopeLabels = useScopeLabels();
  const formId = useId();
  const sharing = props.mode === 'share';
  const [username, setUsername] = useState(sharing ? '' : props.username);
  const [scopes, setScopes] = useState<string[]>(sharing ? ['view'] : [...props.scopes]);
  const [failures, setFailures] = useState<Failures>({});
  const { problem, setProblem, save } = useRevisionSave({
    failed: sharing ? 'sharing.errors.share' : 'sharing.errors.modify',
  });
  const [share, shareState] = useMutation(ShareDialog_Share);
  const [modify, modifyState] = useMutation(ShareDialog_Modify);
  const saving = shareState.loading || modifyState.loading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const found = formFailures(username.trim(), scopes);
    setFailures(found);
    if (Object.keys(found).length > 0) return;
    const input = { resourceId: resource.id, rev: resource.rev, username: username.trim(), scopes };
    await save(
      async () => {
        if (sharing) await share({ variables: { input } });
        else await modify({ variables: { input } });
        toast({
          messageKey: sharing ? 'sharing.notices.shared' : 'sharing.notices.modified',
          tone: 'success',
        });
        onClose();
      },
      (refused) => {
        if (refused.kind === 'conflict') {
          onConflict();
          return { kind: 'message', messageKey: 'sharing.errors.conflict' };
        }
        if (refused.kind !== 'invalid') return refused;
        const fields = fieldFailures(refused.fields);
        if (Object.keys(fields).length === 0) {
          return { kind: 'message', messageKey: refused.messageKey };
        }
        setFailures(fields);
        return null;
      },
    );
  };

  const title = sharing
    ? t('sharing.shareDialog.shareTitle', { name: resource.name })
    : t('sharing.shareDialog.modifyTitle', { name: resource.name, username: props.username });

  return (
    <ModalDialog
      title={title}
      onClose={saving ? undefined : onClose}
      actions={
        <>
          <Button variant="secondary" isDisabled={saving} onPress={onClose}>
            {t('sharing.shareDialog.cancel')}
          </Button>
          <BusyButton type="submit" form={formId} busy={saving}>
            {sharing ? t('sharing.shareDialog.share') : t('sharing.shareDialog.save')}
          </BusyButton>
        </>
      }
    >
      <form id={formId} className={styles.dialogForm} onSubmit={(event) => void submit(event)}>
        {sharing ? (
          <TextField
            label={t('sharing.shareDialog.username')}
            value={username}
            onChange={(value) => {
              setUsername(value);
              setFailures(({ username: _cleared, ...rest }) => rest);
            }}
            autoComplete="off"
            spellCheck={false}
            description={t('sharing.shareDialog.usernameHint')}
            errorMessage={failures.username ? validationMessage(t, failures.username) : undefined}
            autoFocus
          />
        ) : null}
        <CheckboxGroupField
          label={t('sharing.shareDialog.scopes')}
          options={resource.scopes.map((scope) => ({ id: scope, label: scopeLabels([scope]) }))}
          value={scopes}
          onChange={(value) => {
            setScopes(value);
            setFailures(({ scopes: _cleared, ...rest }) => rest);
          }}
          errorMessage={failures.scopes ? validationMessage(t, failures.scopes) : undefined}
        />
      </form>
      {problem ? <SaveProblemAlert problem={problem} /> : null}
    </ModalDialog>
  );
}
