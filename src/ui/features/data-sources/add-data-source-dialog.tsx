import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BucketFilePicker,
  type BucketFile,
} from '../../components/bucket-browser/bucket-file-picker.js';
import { Button } from '../../components/button.js';
import { BusyButton } from '../../components/busy-button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorMessageKey, hasErrorCode, serverMessageOf } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import styles from './data-sources.module.css';

export const AddDataSourceDialog_Create = graphql(`
  mutation AddDataSourceDialog_Create($input: CreateDataSourceInput!) {
    createDataSource(input: $input) {
      id
    }
  }
`);

export interface AddDataSourceDialogProps {
  onClose: () => void;
  onCreated: (id: string) => void;
}

/** Browses the buckets six objects at a time, picks a file row and names the new data source. */
export function AddDataSourceDialog({ onClose, onCreated }: AddDataSourceDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<BucketFile>({ bucket: null, filePath: null });
  const { bucket, filePath } = file;
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{
    messageKey: TranslationKey;
    serverMessage: string | undefined;
  } | null>(null);
  const [create, { loading: creating }] = useMutation(AddDataSourceDialog_Create);

  const submit = async () => {
    if (!bucket || !filePath) return;
    setProblem(null);
    setNameError(null);
    try {
      const { data } = await create({ variables: { input: { name, bucket, filePath } } });
      if (data) onCreated(data.createDataSource.id);
    } catch (error) {
      if (hasErrorCode(error, 'CONFLICT')) {
        setNameError(t('dataSources.add.nameTaken'));
        return;
      }
      const nameField = fieldErrors(error).find((field) => field.field === 'name');
      if (nameField) setNameError(validationMessage(t, nameField));
      else
        setProblem({
          messageKey: errorMessageKey(error, 'dataSources.add.createError'),
          serverMessage: serverMessageOf(error),
        });
    }
  };

  return (
    <ModalDialog
      title={t('dataSources.add.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('dataSources.add.cancel')}
          </Button>
          <BusyButton
            busy={creating}
            isDisabled={!bucket || !filePath || name.trim() === ''}
            onPress={() => void submit()}
          >
            {creating ? t('dataSources.add.creating') : t('dataSources.add.create')}
          </BusyButton>
        </>
      }
    >
      <div className={styles.browser}>
        <BucketFilePicker value={file} onChange={setFile} choiceName="data-source-file" />
        <TextField
          label={t('dataSources.add.name')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(null);
          }}
          isRequired
          errorMessage={nameError}
        />
        {problem ? <ErrorMessage {...problem} /> : null}
      </div>
    </ModalDialog>
  );
}
