import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RETENTION_DAYS_MAX,
  RETENTION_DAYS_MIN,
} from '../../../domain/autoaccess/risk-settings.js';
import { RISK_SCORE_MAX } from '../../../domain/autoaccess/risk-levels.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { NumberField } from '../../components/number-field.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { valuesDiffer } from '../../components/unsaved-edits/values-differ.js';
import { useRevisionSave } from '../../components/use-revision-save.js';
import { graphql } from '../../gql/index.js';
import type { RiskSettingsPage_SettingsQuery } from '../../gql/graphql.js';
import { draftOf, invalidLines, settingsOf, type SettingsDraft } from './settings-draft.js';
import styles from './risk-settings.module.css';

export const SettingsForm_Save = graphql(`
  mutation SettingsForm_Save($settings: RiskSettingsInput!, $rev: String!) {
    saveRiskSettings(settings: $settings, rev: $rev) {
      allowList
      blockList
      riskScoreThreshold
      mediumLevel
      highLevel
      retentionDays
      rev
    }
  }
`);

type Stored = RiskSettingsPage_SettingsQuery['riskSettings'];
type ListName = 'allowList' | 'blockList';

/** The settings as a form, saved by revision; the next prediction run applies them. */
export function SettingsForm({
  stored,
  onReload,
}: {
  stored: Stored;
  onReload: () => Promise<Stored>;
}) {
  const { t } = useTranslation();
  const [base, setBase] = useState(stored);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(stored));
  const [checked, setChecked] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveSettings] = useMutation(SettingsForm_Save);
  const { leavePrompt } = useUnsavedEdits(valuesDiffer(draft, draftOf(base)));
  const saving = useRevisionSave({
    failed: 'riskSettings.saveError',
    loadFailed: 'riskSettings.loadError',
    onReload: async () => setBase(await onReload()),
  });

  const change = (next: Partial<SettingsDraft>) => {
    setDraft({ ...draft, ...next });
    setSaved(false);
  };
  const listError = (name: ListName): string | null => {
    if (!checked) return null;
    const invalid = invalidLines(draft[name]);
    if (invalid.length === 0) return null;
    return invalid
      .slice(0, 5)
      .map(({ line, entry }) => t('riskSettings.validation.ipEntryLine', { line, entry }))
      .join(' ');
  };
  const levelsError =
    checked && draft.mediumLevel >= draft.highLevel ? t('riskSettings.validation.levels') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSaved(false);
    const invalid =
      invalidLines(draft.allowList).length + invalidLines(draft.blockList).length > 0 ||
      draft.mediumLevel >= draft.highLevel;
    if (invalid) {
      saving.setProblem({ kind: 'message', messageKey: 'riskSettings.fixFirst' });
      return;
    }
    void saving.save(async () => {
      const { data } = await saveSettings({
        variables: { settings: settingsOf(draft), rev: base.rev },
      });
      if (!data) throw new Error('No answer to the save');
      setBase(data.saveRiskSettings);
      setDraft(draftOf(data.saveRiskSettings));
      setSaved(true);
    });
  };

  const listField = (name: ListName) => {
    const error = listError(name);
    return (
      <TextField
        label={t(`riskSettings.${name}.label`)}
        description={t(`riskSettings.${name}.description`)}
        value={draft[name]}
        onChange={(value) => change({ [name]: value })}
        rows={6}
        spellCheck={false}
        autoComplete="off"
        isInvalid={error !== null}
        errorMessage={error}
      />
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('riskSettings.ipLists')}</legend>
        <div className={styles.lists}>
          {listField('allowList')}
          {listField('blockList')}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('riskSettings.scores')}</legend>
        <div className={styles.numbers}>
          <NumberField
            label={t('riskSettings.riskScoreThreshold')}
            value={draft.riskScoreThreshold}
            minValue={0}
            maxValue={RISK_SCORE_MAX}
            onChange={(riskScoreThreshold) => change({ riskScoreThreshold })}
          />
          <NumberField
            label={t('riskSettings.mediumLevel')}
            value={draft.mediumLevel}
            minValue={0}
            maxValue={RISK_SCORE_MAX}
            onChange={(mediumLevel) => change({ mediumLevel })}
          />
          <NumberField
            label={t('riskSettings.highLevel')}
            value={draft.highLevel}
            minValue={0}
            maxValue={RISK_SCORE_MAX}
            onChange={(highLevel) => change({ highLevel })}
          />
        </div>
        {levelsError ? (
          <p className={styles.error} role="alert">
            {levelsError}
          </p>
        ) : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('riskSettings.retention')}</legend>
        <div className={styles.numbers}>
          <NumberField
            label={t('riskSettings.retentionDays')}
            value={draft.retentionDays}
            minValue={RETENTION_DAYS_MIN}
            maxValue={RETENTION_DAYS_MAX}
            onChange={(retentionDays) => change({ retentionDays })}
          />
        </div>
      </fieldset>
      {saving.problem ? (
        <SaveProblemAlert
          problem={saving.problem}
          messages={{
            conflict: 'riskSettings.conflict',
            reload: 'riskSettings.reloadLatest',
            reloaded: 'riskSettings.reloaded',
          }}
          onReload={() => void saving.reload()}
          busy={saving.busy}
        />
      ) : null}
      {saved ? (
        <p role="status" className={styles.status}>
          {t('riskSettings.saved')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <BusyButton type="submit" busy={saving.busy}>
          {saving.busy ? t('riskSettings.saving') : t('riskSettings.save')}
        </BusyButton>
        <Button
          variant="secondary"
          isDisabled={saving.busy}
          onPress={() => {
            setDraft(draftOf(base));
            setChecked(false);
            saving.setProblem(null);
          }}
        >
          {t('riskSettings.reset')}
        </Button>
      </div>
      {leavePrompt}
    </form>
  );
}
