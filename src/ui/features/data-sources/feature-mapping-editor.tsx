import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorMessageKey } from '../../lib/api-error.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './data-sources.module.css';
import { ExpressionField } from './expression-field.js';
import { FilePreviewProblem } from './file-preview-problem.js';
import { flattenJsonPaths } from '../../../domain/autoaccess/json-paths.js';
import { useDebouncedText } from '../../components/use-debounced-text.js';

export const FeatureMappingEditor_FilePreview = graphql(`
  query FeatureMappingEditor_FilePreview($input: DataSourceFilePreviewInput!) {
    dataSourceFilePreview(input: $input) {
      content
      problem
      line
    }
  }
`);

export const FeatureMappingEditor_Preview = graphql(`
  query FeatureMappingEditor_Preview($input: JsltPreviewInput!) {
    jsltPreview(input: $input) {
      features {
        feature
        value
        error
      }
    }
  }
`);

export const FeatureMappingEditor_Save = graphql(`
  mutation FeatureMappingEditor_Save($input: SaveDataSourceMappingInput!) {
    saveDataSourceMapping(input: $input) {
      id
      rev
      featureMapping {
        feature
        expression
      }
    }
  }
`);

/** How long the sample and expressions stay unchanged before the preview asks again. */
const PREVIEW_DELAY_MS = 300;

export interface FeatureMappingEditorProps {
  id: string;
  rev: string;
  bucket: string;
  filePath: string;
  features: readonly { name: string; description?: string | null }[];
  mapping: readonly { feature: string; expression: string }[];
  onReload: () => Promise<void>;
}

type Parsed = { valid: true; value: unknown } | { valid: false };

function parseJson(text: string): Parsed {
  try {
    return { valid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { valid: false };
  }
}

const shown = (value: unknown) => (value === undefined ? 'null' : JSON.stringify(value));

/**
 * The feature mapping of a data source: one expression per feature, picked from the paths of a
 * sample record (the file's first, editable) or typed, with what each makes of the sample.
 */
export function FeatureMappingEditor({
  id,
  rev,
  bucket,
  filePath,
  features,
  mapping,
  onReload,
}: FeatureMappingEditorProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const file = useQuery(FeatureMappingEditor_FilePreview, {
    variables: { input: { bucket, filePath } },
  });
  const [editedSample, setEditedSample] = useState<string | null>(null);
  const [savedExpressions, setSavedExpressions] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(mapping.map(({ feature, expression }) => [feature, expression])),
  );
  const [expressions, setExpressions] = useState(savedExpressions);
  const [saved, setSaved] = useState(false);
  const [saveMapping] = useMutation(FeatureMappingEditor_Save);
  const saving = useRevisionSave({ failed: 'dataSources.mapping.saveError', onReload });

  const fileContent = file.data?.dataSourceFilePreview.content ?? null;
  const sample = editedSample ?? fileContent ?? '';
  const parsed = useMemo(() => parseJson(sample), [sample]);
  const paths = useMemo(() => (parsed.valid ? flattenJsonPaths(parsed.value) : []), [parsed]);
  const edited = features.map(({ name }) => ({
    feature: name,
    expression: expressions[name] ?? '',
  }));
  const mapped = edited.filter(({ expression }) => expression.trim() !== '');
  const { leavePrompt } = useUnsavedEdits(
    edited.some(({ feature, expression }) => expression !== (savedExpressions[feature] ?? '')),
  );

  const request = JSON.stringify({ data: sample, mapping: mapped });
  const settled = JSON.parse(useDebouncedText(request, PREVIEW_DELAY_MS)) as {
    data: string;
    mapping: typeof mapped;
  };
  const settledValid = parseJson(settled.data).valid;
  const preview = useQuery(FeatureMappingEditor_Preview, {
    variables: { input: settled },
    skip: !settledValid || settled.mapping.length === 0,
    fetchPolicy: 'network-only',
  });
  const results = new Map(
    (preview.data?.jsltPreview.features ?? []).map((result) => [result.feature, result]),
  );
  const previewCurrent = request === JSON.stringify(settled) && !preview.loading;

  const save = () =>
    saving.save(async () => {
      setSaved(false);
      await saveMapping({ variables: { input: { id, rev, mapping: edited } } });
      setSavedExpressions(expressions);
      setSaved(true);
    });

  if (file.loading) return <LoadingState />;
  return (
    <section className={pageStyles.page} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.subheading}>
        {t('dataSources.mapping.heading')}
      </h2>
      {file.error ? (
        <ErrorMessage
          messageKey={errorMessageKey(file.error, 'dataSources.errors.dataSourceFile')}
        />
      ) : null}
      {file.data ? (
        <FilePreviewProblem
          preview={file.data.dataSourceFilePreview}
          bucket={bucket}
          filePath={filePath}
        />
      ) : null}
      <div className={styles.mapping}>
        <div className={pageStyles.page}>
          <TextField
            label={t('dataSources.mapping.sample')}
            value={sample}
            onChange={setEditedSample}
            rows={16}
            spellCheck={false}
            description={t('dataSources.mapping.sampleDescription')}
            errorMessage={
              parsed.valid || sample.trim() === '' ? null : t('dataSources.errors.invalidJson')
            }
          />
          {editedSample !== null && fileContent !== null ? (
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => setEditedSample(null)}>
                {t('dataSources.mapping.resetSample')}
              </Button>
            </div>
          ) : null}
        </div>
        <div className={pageStyles.page}>
          <p className={styles.muted}>{t('dataSources.mapping.previewHint')}</p>
          <p role="status" className={styles.muted}>
            {preview.loading ? t('dataSources.mapping.previewing') : ''}
          </p>
          {preview.error ? (
            <ErrorMessage
              messageKey={errorMessageKey(preview.error, 'dataSources.errors.fetchData')}
            />
          ) : null}
          <ul className={styles.features}>
            {features.map(({ name, description }) => {
              const expression = expressions[name] ?? '';
              const result = previewCurrent && parsed.valid ? results.get(name) : undefined;
              return (
                <li key={name}>
                  <ExpressionField
                    label={name}
                    value={expression}
                    onChange={(next) => {
                      setSaved(false);
                      setExpressions((current) => ({ ...current, [name]: next }));
                    }}
                    paths={paths}
                    description={t(`dataSources.mapping.features.${name}` as TranslationKey, {
                      defaultValue: description ?? '',
                    })}
                    error={result?.error}
                  />
                  <p className={styles.result}>
                    {expression.trim() === ''
                      ? t('dataSources.mapping.notMapped')
                      : result && !result.error
                        ? t('dataSources.mapping.result', { value: shown(result.value) })
                        : null}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      {saving.problem ? (
        <SaveProblemAlert
          problem={saving.problem}
          messages={{ conflict: 'dataSources.detail.conflict' }}
          onReload={() => void saving.reload()}
          busy={saving.busy}
        />
      ) : null}
      {saved ? (
        <p role="status" className={styles.status}>
          {t('dataSources.mapping.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button isDisabled={saving.busy} onPress={() => void save()}>
          {saving.busy ? t('dataSources.mapping.saving') : t('dataSources.mapping.save')}
        </Button>
      </div>
      {leavePrompt}
    </section>
  );
}
