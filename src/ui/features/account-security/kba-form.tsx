import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import formStyles from '../../components/form.module.css';
import styles from './account-security.module.css';
import {
  CUSTOM_QUESTION,
  canAddEntry,
  draftErrors,
  draftInput,
  emptyEntry,
  entryPath,
  initialEntries,
  questionText,
  type KbaDraftEntry,
  type KbaErrors,
} from './kba-draft.js';
import { fieldErrorText } from './field-error-text.js';
import { SAVE_PROBLEM_MESSAGES } from './save-problem-messages.js';
import { SaveProblemAlert } from '../../components/save-problem-alert.js';
import { TextField } from '../../components/text-field.js';
import { useUnsavedEdits } from '../../components/unsaved-edits/use-unsaved-edits.js';
import { useValuesSaved } from '../../components/unsaved-edits/use-values-saved.js';
import { useRevisionSave } from '../../components/use-revision-save.js';

export const KbaForm_KbaFragment = graphql(`
  fragment KbaForm_KbaFragment on KbaSettings {
    minimumAnswersToDefine
    questions {
      id
      texts {
        locale
        text
      }
    }
    selected {
      questionId
      customQuestion
    }
  }
`);

const KbaForm_SaveKba = graphql(`
  mutation KbaForm_SaveKba($input: SaveKbaInput!) {
    saveKba(input: $input) {
      id
      rev
      kba {
        ...KbaForm_KbaFragment
      }
    }
  }
`);

export interface KbaFormProps {
  rev: string;
  kba: FragmentType<typeof KbaForm_KbaFragment>;
  onDone: () => void;
  /** Reads the questions again (after a conflict); the form keeps what was typed. */
  onReload: () => Promise<void>;
}

export function KbaForm({ rev, kba: kbaRef, onDone, onReload }: KbaFormProps) {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const kba = getFragmentData(KbaForm_KbaFragment, kbaRef);
  const minimum = kba.minimumAnswersToDefine;
  const [entries, setEntries] = useState(() => initialEntries(kba.selected, minimum));
  const [errors, setErrors] = useState<KbaErrors>({});
  const { leavePrompt } = useUnsavedEdits(useValuesSaved(entries).unsaved);
  const { problem, setProblem, busy, save, reload } = useRevisionSave({
    failed: 'accountSecurity.errors.save',
    onReload,
  });
  const [saveKba, { loading }] = useMutation(KbaForm_SaveKba, {
    // The save moves the user's revision on, which the profile form sends with its next save.
    refetchQueries: ['ProfilePage_Profile'],
  });

  const update = (key: number, change: Partial<KbaDraftEntry>) => {
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
    setErrors({});
  };

  const errorText = (path: string) => {
    const error = errors[path];
    return error ? fieldErrorText(t, i18n, error) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = draftErrors(rev, entries);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await save(
      async () => {
        await saveKba({ variables: { input: draftInput(rev, entries) } });
        showToast({ messageKey: 'accountSecurity.kba.saved', tone: 'success' });
        onDone();
      },
      (refused) => {
        if (refused.kind !== 'invalid') return refused;
        setErrors(Object.fromEntries(refused.fields.map(({ field, ...error }) => [field, error])));
        return null;
      },
    );
  };

  const listError = errorText('questions');

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>
        {t('accountSecurity.kba.formIntro', { count: minimum })}{' '}
        {t('accountSecurity.kba.answersHidden')}
      </p>
      {problem ? (
        <SaveProblemAlert
          problem={problem}
          messages={SAVE_PROBLEM_MESSAGES}
          busy={busy}
          onReload={() => void reload()}
        />
      ) : null}
      {listError ? (
        <p className={formStyles.fieldError} role="alert">
          {listError}
        </p>
      ) : null}
      {entries.map((entry, index) => {
        const number = index + 1;
        const chosenElsewhere = new Set(
          entries.filter((other) => other.key !== entry.key).map((other) => other.choice),
        );
        const options = [
          ...kba.questions
            .filter(({ id }) => !chosenElsewhere.has(id))
            .map(({ id, texts }) => ({ id, text: questionText(texts, i18n.language) })),
          { id: CUSTOM_QUESTION, text: t('accountSecurity.kba.custom') },
        ];
        const questionError = errorText(entryPath(index, 'questionId'));
        return (
          <fieldset key={entry.key} className={styles.kbaEntry}>
            <legend className={styles.legend}>
              {t('accountSecurity.kba.questionLegend', { number })}
            </legend>
            <Select
              className={formStyles.field}
              value={entry.choice === '' ? null : entry.choice}
              onChange={(key) => update(entry.key, { choice: key === null ? '' : String(key) })}
              placeholder={t('accountSecurity.kba.choose')}
              isRequired
              autoFocus={index === 0}
              isInvalid={questionError !== undefined}
              validationBehavior="aria"
            >
              <Label className={formStyles.label}>{t('accountSecurity.kba.question')}</Label>
              <AriaButton className={styles.selectButton}>
                <SelectValue className={styles.selectValue} />
                <span className={styles.chevron} aria-hidden="true" />
              </AriaButton>
              <FieldError className={formStyles.fieldError}>{questionError}</FieldError>
              <Popover className={styles.popover}>
                <ListBox className={styles.listBox} items={options}>
                  {(option) => (
                    <ListBoxItem id={option.id} className={styles.option}>
                      {option.text}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </Select>
            {entry.choice === CUSTOM_QUESTION ? (
              <TextField
                isRequired
                spellCheck={false}
                label={t('accountSecurity.kba.customQuestion')}
                value={entry.customQuestion}
                onChange={(customQuestion) => update(entry.key, { customQuestion })}
                autoComplete="off"
                errorMessage={errorText(entryPath(index, 'customQuestion'))}
              />
            ) : null}
            <TextField
              isRequired
              spellCheck={false}
              label={t('accountSecurity.kba.answer')}
              value={entry.answer}
              onChange={(answer) => update(entry.key, { answer })}
              autoComplete="off"
              errorMessage={errorText(entryPath(index, 'answer'))}
            />
            {entries.length > minimum ? (
              <div>
                <Button
                  variant="secondary"
                  onPress={() => {
                    setEntries((current) => current.filter(({ key }) => key !== entry.key));
                    setErrors({});
                  }}
                >
                  {t('accountSecurity.kba.remove', { number })}
                </Button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <div className={formStyles.actions}>
        {canAddEntry(entries) ? (
          <Button
            variant="secondary"
            onPress={() => setEntries((current) => [...current, emptyEntry()])}
          >
            {t('accountSecurity.kba.add')}
          </Button>
        ) : null}
        <span className={styles.spacer} />
        <Button variant="secondary" onPress={onDone} isDisabled={loading}>
          {t('accountSecurity.actions.cancel')}
        </Button>
        <BusyButton type="submit" busy={loading}>
          {loading ? t('accountSecurity.actions.saving') : t('accountSecurity.kba.save')}
        </BusyButton>
      </div>
      {leavePrompt}
    </form>
  );
}
