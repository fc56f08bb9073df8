import { json } from '@codemirror/lang-json';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseJsonObject } from '../../../domain/json-object.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { CodeEditor } from '../../components/code-editor/code-editor.js';
import { QueryView } from '../../components/query-view.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { navigateUnlessHeld } from '../../components/unsaved-edits/navigation-guard.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import { hasErrorCode } from '../../lib/api-error.js';
import { CALLER_HANDLES_FORBIDDEN } from '../../lib/caller-handles-forbidden.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './configuration.module.css';

const JSON_LANGUAGE = json();

export const ConfigurationPage_Configuration = graphql(`
  query ConfigurationPage_Configuration($id: String!) {
    configuration(id: $id) {
      id
      rev
      json
    }
  }
`);

const ConfigurationPage_Save = graphql(`
  mutation ConfigurationPage_Save($input: SaveConfigurationInput!) {
    saveConfiguration(input: $input) {
      id
      rev
      json
    }
  }
`);

export function Configuration() {
  const { t } = useTranslation();
  const headingId = useId();
  const [idText, setIdText] = useState('ui/configuration');
  const [id, setId] = useState<string | null>(null);
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={pageStyles.heading}>
        {t('adminConfig.heading')}
      </h1>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          const next = idText.trim();
          // Another object replaces the editor, and the edits of this one with it.
          if (next !== '' && next !== id) navigateUnlessHeld(() => setId(next));
        }}
      >
        <TextField
          label={t('adminConfig.id')}
          description={t('adminConfig.idDescription')}
          value={idText}
          onChange={setIdText}
          spellCheck={false}
        />
        <Button type="submit">{t('adminConfig.open')}</Button>
      </form>
      {id !== null && <ConfigurationEditor key={id} id={id} />}
    </section>
  );
}

function ConfigurationEditor({ id }: { id: string }) {
  const result = useQuery(ConfigurationPage_Configuration, {
    variables: { id },
    fetchPolicy: 'network-only',
    // An id this administrator may not open is said here; the page stays.
    context: CALLER_HANDLES_FORBIDDEN,
  });
  const refused = hasErrorCode(result.error, 'FORBIDDEN');
  return (
    <QueryView
      result={result}
      errorKey={refused ? 'adminConfig.forbidden' : 'adminConfig.loadError'}
    >
      {(data) => (
        <JsonForm
          id={id}
          rev={data.configuration.rev}
          json={data.configuration.json}
          onReload={result.refetch}
        />
      )}
    </QueryView>
  );
}

function JsonForm({
  id,
  rev: initialRev,
  json: initialJson,
  onReload,
}: {
  id: string;
  rev: string;
  json: string;
  onReload: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [text, setText] = useState(initialJson);
  const [savedText, setSavedText] = useState(initialJson);
  const { leavePrompt } = useUnsavedEdits(text !== savedText);
  const [rev, setRev] = useState(initialRev);
  const [saved, setSaved] = useState(false);
  const [save] = useMutation(ConfigurationPage_Save);
  const saving = useRevisionSave({
    failed: 'adminConfig.saveError',
    onReload: async () => {
      const answer = (await onReload()) as { data?: { configuration?: { rev: string } } };
      if (answer.data?.configuration) setRev(answer.data.configuration.rev);
    },
  });
  const invalid = parseJsonObject(text) === undefined;

  const submit = async () => {
    setSaved(false);
    if (invalid) return;
    const ok = await saving.save(async () => {
      const answer = await save({ variables: { input: { id, rev, json: text } } });
      const stored = answer.data?.saveConfiguration;
      if (!stored) throw new Error('No configuration');
      setRev(stored.rev);
      setText(stored.json);
      setSavedText(stored.json);
    });
    setSaved(ok);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CodeEditor
        label={t('adminConfig.editor', { id })}
        description={t('adminConfig.editorDescription')}
        value={text}
        onChange={setText}
        language={JSON_LANGUAGE}
        isInvalid={invalid}
        describedBy={invalid ? errorId : undefined}
        testId="configuration-editor"
      />
      {invalid && (
        <p id={errorId} className={styles.problem} role="alert">
          {t('adminConfig.validation.invalidJson')}
        </p>
      )}
      {saving.problem && (
        <SaveProblemAlert
          problem={saving.problem}
          messages={{ conflict: 'adminConfig.conflict', reload: 'adminConfig.reload' }}
          onReload={() => void saving.reload()}
          busy={saving.busy}
        />
      )}
      {saved && <p role="status">{t('adminConfig.saved')}</p>}
      <div>
        <BusyButton type="submit" busy={saving.busy} isDisabled={invalid}>
          {saving.busy ? t('adminConfig.saving') : t('adminConfig.save')}
        </BusyButton>
      </div>
      {leavePrompt}
    </form>
  );
}
