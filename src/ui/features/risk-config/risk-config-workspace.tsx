import { useMutation } from '@apollo/client/react';
import { yaml } from '@codemirror/lang-yaml';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkRiskConfigYaml } from '../../../domain/autoaccess/risk-config-yaml.js';
import { Button } from '../../components/button.js';
import { CodeEditor, type CodeEditorDiagnostic } from '../../components/code-editor/code-editor.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import { EvaluationPreview } from './evaluation-preview.js';
import { problemMessage } from './problem-message.js';
import styles from './risk-config.module.css';

export const RiskConfigWorkspace_Save = graphql(`
  mutation RiskConfigWorkspace_Save($input: SaveRiskUserConfigInput!) {
    saveRiskUserConfig(input: $input) {
      yaml
      rev
    }
  }
`);

/** The problems the editor lists under the text; the rest show inline only. */
const LISTED_PROBLEMS = 10;

const YAML_LANGUAGE = yaml();

export interface StoredRiskConfig {
  yaml: string;
  rev: string;
}

export interface RiskConfigWorkspaceProps {
  stored: StoredRiskConfig;
  /** Reads the stored configuration again, after a conflict. */
  onReload: () => Promise<StoredRiskConfig>;
}

/**
 * The YAML editor with its live check (line and column of a syntax error, key path of a schema
 * error), Save by revision, Reset to the stored text, and the evaluation preview of the text.
 */
export function RiskConfigWorkspace({ stored, onReload }: RiskConfigWorkspaceProps) {
  const { t } = useTranslation();
  const problemsId = useId();
  const [base, setBase] = useState(stored);
  const [text, setText] = useState(stored.yaml);
  const [saved, setSaved] = useState(false);
  const [saveConfig] = useMutation(RiskConfigWorkspace_Save);
  const saving = useRevisionSave({
    failed: 'riskConfig.editor.saveError',
    loadFailed: 'riskConfig.editor.loadError',
    onReload: async () => setBase(await onReload()),
  });

  const check = useMemo(() => checkRiskConfigYaml(text), [text]);
  const problems = check.ok ? [] : check.problems;
  const messages = problems.map((problem) => problemMessage(t, problem));
  const diagnostics = useMemo<CodeEditorDiagnostic[]>(
    () =>
      problems.map((problem, index) => ({
        from: problem.kind === 'tooLong' ? 0 : problem.from,
        to: problem.kind === 'tooLong' ? 0 : problem.to,
        severity: 'error',
        message: messages[index] ?? '',
      })),
    // The messages follow the problems and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [check, t],
  );
  const unsaved = text !== base.yaml;
  const { leavePrompt } = useUnsavedEdits(unsaved);

  const save = () => {
    setSaved(false);
    if (!check.ok) {
      saving.setProblem({ kind: 'message', messageKey: 'riskConfig.editor.fixFirst' });
      return;
    }
    void saving.save(async () => {
      const { data } = await saveConfig({ variables: { input: { yaml: text, rev: base.rev } } });
      if (!data) throw new Error('No answer to the save');
      setBase(data.saveRiskUserConfig);
      setText(data.saveRiskUserConfig.yaml);
      setSaved(true);
    });
  };

  return (
    <>
      <div className={styles.page}>
        <CodeEditor
          label={t('riskConfig.editor.label')}
          description={t('riskConfig.editor.description')}
          value={text}
          onChange={(next) => {
            setText(next);
            setSaved(false);
          }}
          language={YAML_LANGUAGE}
          diagnostics={diagnostics}
          describedBy={problemsId}
          isInvalid={!check.ok}
          testId="risk-config-editor"
        />
        <div id={problemsId} aria-live="polite">
          {check.ok ? (
            <p className={styles.valid}>{t('riskConfig.editor.valid')}</p>
          ) : (
            <ul className={styles.problems}>
              {messages.slice(0, LISTED_PROBLEMS).map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        {saving.problem ? (
          <SaveProblemAlert
            problem={saving.problem}
            messages={{
              conflict: 'riskConfig.editor.conflict',
              reload: 'riskConfig.editor.reloadLatest',
              reloaded: 'riskConfig.editor.reloaded',
            }}
            onReload={() => void saving.reload()}
            busy={saving.busy}
          />
        ) : null}
        {saved ? (
          <p role="status" className={styles.status}>
            {t('riskConfig.editor.saved')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button isDisabled={saving.busy || !unsaved} onPress={save}>
            {saving.busy ? t('riskConfig.editor.saving') : t('riskConfig.editor.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={saving.busy || !unsaved}
            onPress={() => {
              setText(base.yaml);
              saving.setProblem(null);
            }}
          >
            {t('riskConfig.editor.reset')}
          </Button>
          <span role="status" className={unsaved ? styles.badge : styles.muted}>
            {unsaved ? t('riskConfig.editor.unsaved') : t('riskConfig.editor.allSaved')}
          </span>
        </div>
      </div>
      <EvaluationPreview yaml={text} problems={messages} />
      {leavePrompt}
    </>
  );
}
