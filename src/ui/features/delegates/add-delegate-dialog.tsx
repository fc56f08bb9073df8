import { useMutation } from '@apollo/client/react';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { DateField } from '../../components/date-field.js';
import { ErrorMessage } from '../../components/error-message.js';
import formStyles from '../../components/form.module.css';
import { FormDialog } from '../../components/form-dialog.js';
import {
  UserSearchField,
  type PickedUser,
} from '../../components/user-search-field/user-search-field.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorCode, errorMessageKey } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import { delegateFormErrors, type DelegateForm, type DelegateFormErrors } from './delegate-form.js';
import styles from './delegates.module.css';

const AddDelegateDialog_Add = graphql(`
  mutation AddDelegateDialog_Add($input: AddDelegateInput!) {
    addDelegate(input: $input) {
      id
      ...DelegatesPage_DelegateFragment
    }
  }
`);

const FORM_FIELDS: readonly (keyof DelegateForm)[] = ['userId', 'startDate', 'endDate'];

const isFormField = (field: string): field is keyof DelegateForm =>
  (FORM_FIELDS as readonly string[]).includes(field);

/** Chooses a user and the days they may act for the signed-in user, first to last. */
export function AddDelegateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [user, setUser] = useState<PickedUser | null>(null);
  const [startDate, setStartDate] = useState<string | null>(() =>
    today(getLocalTimeZone()).toString(),
  );
  const [endDate, setEndDate] = useState<string | null>(null);
  const [errors, setErrors] = useState<DelegateFormErrors>({});
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const [addDelegate, { loading }] = useMutation(AddDelegateDialog_Add, {
    refetchQueries: ['DelegatesPage_Delegates'],
    awaitRefetchQueries: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const form: DelegateForm = { userId: user?.id ?? null, startDate, endDate };
    const found = delegateFormErrors(form);
    setErrors(found);
    if (!form.userId || !form.startDate || !form.endDate || Object.keys(found).length > 0) return;
    try {
      await addDelegate({
        variables: {
          input: { userId: form.userId, startDate: form.startDate, endDate: form.endDate },
        },
      });
      showToast({ messageKey: 'delegates.add.added', tone: 'success' });
      onClose();
    } catch (error) {
      const refused = fieldErrors(error).filter((each) => isFormField(each.field));
      if (errorCode(error) === 'CONFLICT') {
        // The one conflict adding can meet: the user is already a delegate.
        setErrors({ userId: { message: 'delegates.validation.alreadyDelegate' } });
      } else if (refused.length > 0) {
        setErrors(Object.fromEntries(refused.map((each) => [each.field, each])));
      } else {
        setProblem(errorMessageKey(error, 'delegates.errors.add'));
      }
    }
  };

  const message = (field: keyof DelegateForm) => {
    const failure = errors[field];
    return failure ? validationMessage(t, failure) : null;
  };
  const calendar = {
    calendar: t('delegates.add.calendar'),
    previousMonth: t('delegates.add.previousMonth'),
    nextMonth: t('delegates.add.nextMonth'),
  };
  const userError = message('userId');

  return (
    <FormDialog
      title={t('delegates.add.title')}
      busy={loading}
      cancelLabel={t('delegates.add.cancel')}
      submitLabel={loading ? t('delegates.add.adding') : t('delegates.add.submit')}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      {problem ? <ErrorMessage messageKey={problem} /> : null}
      <UserSearchField
        label={t('delegates.add.user')}
        autoFocus
        excludeIds={user ? [user.id] : []}
        onSelect={(picked) => {
          setUser(picked);
          setErrors(({ userId: _, ...rest }) => rest);
        }}
      />
      <p className={styles.chosen} aria-live="polite">
        {user
          ? t('delegates.add.chosen', { name: user.displayName, userName: user.userName })
          : t('delegates.add.noneChosen')}
      </p>
      {userError ? <p className={formStyles.fieldError}>{userError}</p> : null}
      <DateField
        label={t('delegates.add.startDate')}
        value={startDate}
        onChange={(value) => {
          setStartDate(value);
          setErrors(({ startDate: _, endDate: __, ...rest }) => rest);
        }}
        isRequired
        errorMessage={message('startDate')}
        labels={calendar}
      />
      <DateField
        label={t('delegates.add.endDate')}
        value={endDate}
        onChange={(value) => {
          setEndDate(value);
          setErrors(({ endDate: _, ...rest }) => rest);
        }}
        isRequired
        errorMessage={message('endDate')}
        labels={calendar}
      />
    </FormDialog>
  );
}
