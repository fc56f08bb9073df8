import { javascript } from '@codemirror/lang-javascript';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEditor } from '../../components/code-editor/code-editor.js';
import { validationMessage, type ValidationFailure } from '../../i18n/validation-message.js';
import styles from './admin-assignments.module.css';

const JAVASCRIPT = javascript();

interface EventScriptFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: ValidationFailure | undefined;
  testId: string;
}

/** An event script in the code editor, with its problem ("Invalid script provided") beneath. */
export function EventScriptField({
  label,
  value,
  onChange,
  problem,
  testId,
}: EventScriptFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <div>
      <CodeEditor
        label={label}
        description={t('assignments.edit.scriptDescription')}
        value={value}
        onChange={onChange}
        language={JAVASCRIPT}
        isInvalid={problem !== undefined}
        describedBy={problem ? errorId : undefined}
        testId={testId}
      />
      {problem && (
        <p id={errorId} className={styles.problem} role="alert">
          {validationMessage(t, problem)}
        </p>
      )}
    </div>
  );
}
