import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUCKET_OBJECTS_PAGE_SIZE } from '../../../domain/autoaccess/data-source-inputs.js';
import { formatFileSize } from '../../../domain/format-file-size.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LoadingState } from '../../components/loading-state.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { SelectField } from '../../components/select-field.js';
import { TextField } from '../../components/text-field.js';
import { graphql } from '../../gql/index.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import styles from './data-sources.module.css';
import { formatCreated } from './format-created.js';

export const AddDataSourceDialog_Buckets = graphql(`
  query AddDataSourceDialog_Buckets {
    dataSourceBuckets {
      name
    }
  }
`);

export const AddDataSourceDialog_Objects = graphql(`
  query AddDataSourceDialog_Objects($input: BucketObjectsInput!) {
    bucketObjects(input: $input) {
      total
      start
      objects {
        name
        extension
        size
        created
        isFolder
      }
    }
  }
`);

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

const lastSegment = (path: string) => path.split('/').at(-1) ?? path;
const parentFolder = (path: string) => path.split('/').slice(0, -1).join('/');

/** Browses the buckets six objects at a time, picks a file row and names the new data source. */
export function AddDataSourceDialog({ onClose, onCreated }: AddDataSourceDialogProps) {
  const { t } = useTranslation();
  const buckets = useQuery(AddDataSourceDialog_Buckets, { fetchPolicy: 'network-only' });
  const [chosenBucket, setChosenBucket] = useState<string | null>(null);
  const [filePath, setFilePath] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const [create, { loading: creating }] = useMutation(AddDataSourceDialog_Create);

  const names = buckets.data?.dataSourceBuckets.map((bucket) => bucket.name) ?? [];
  const bucket = chosenBucket ?? names[0] ?? null;

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
      else setProblem(errorMessageKey(error, 'dataSources.add.createError'));
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
          <Button
            isDisabled={creating || !bucket || !filePath || name.trim() === ''}
            onPress={() => void submit()}
          >
            {creating ? t('dataSources.add.creating') : t('dataSources.add.create')}
          </Button>
        </>
      }
    >
      <div className={styles.browser}>
        {buckets.error ? (
          <ErrorMessage messageKey={errorMessageKey(buckets.error, 'dataSources.errors.bucket')} />
        ) : buckets.loading ? (
          <LoadingState />
        ) : bucket === null ? (
          <p className={styles.muted}>{t('dataSources.add.noBuckets')}</p>
        ) : (
          <>
            <SelectField
              label={t('dataSources.add.bucket')}
              value={bucket}
              values={names}
              onChange={(next) => {
                setChosenBucket(next);
                setFilePath(null);
              }}
            />
            <BucketBrowser
              key={bucket}
              bucket={bucket}
              filePath={filePath}
              onChooseFile={setFilePath}
            />
          </>
        )}
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
        {problem ? <ErrorMessage messageKey={problem} /> : null}
      </div>
    </ModalDialog>
  );
}

interface BucketBrowserProps {
  bucket: string;
  filePath: string | null;
  onChooseFile: (path: string) => void;
}

/** One folder of a bucket, a page at a time: folders open, files are chosen. */
function BucketBrowser({ bucket, filePath, onChooseFile }: BucketBrowserProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const [folder, setFolder] = useState('');
  const [start, setStart] = useState(0);
  const result = useQuery(AddDataSourceDialog_Objects, {
    variables: { input: { bucket, prefix: folder, start } },
    fetchPolicy: 'network-only',
  });
  const page = result.data?.bucketObjects;
  const open = (next: string) => {
    setFolder(next);
    setStart(0);
  };

  if (result.error) {
    const messageKey = hasErrorCode(result.error, 'NOT_FOUND')
      ? 'dataSources.errors.bucketNotFound'
      : errorMessageKey(result.error, 'dataSources.errors.bucket');
    return <ErrorMessage messageKey={messageKey} values={{ bucket }} />;
  }
  if (!page) return <LoadingState />;
  const last = page.start + page.objects.length;
  return (
    <div className={styles.browser}>
      <div className={styles.actions}>
        <p id={captionId} className={styles.status}>
          {folder ? t('dataSources.add.folder', { folder }) : t('dataSources.add.bucketRoot')}
        </p>
        {folder ? (
          <Button variant="secondary" onPress={() => open(parentFolder(folder))}>
            {t('dataSources.add.up')}
          </Button>
        ) : null}
      </div>
      <table className={styles.objects} aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t('dataSources.add.fileName')}</th>
            <th scope="col">{t('dataSources.add.extension')}</th>
            <th scope="col">{t('dataSources.add.size')}</th>
            <th scope="col">{t('dataSources.add.created')}</th>
          </tr>
        </thead>
        <tbody>
          {page.objects.length === 0 ? (
            <tr>
              <td colSpan={4}>{t('dataSources.add.emptyFolder')}</td>
            </tr>
          ) : null}
          {page.objects.map((object) => (
            <tr key={object.name}>
              <td>
                {object.isFolder ? (
                  <button
                    type="button"
                    className={styles.folderButton}
                    aria-label={t('dataSources.add.openFolder', { name: lastSegment(object.name) })}
                    onClick={() => open(object.name)}
                  >
                    {lastSegment(object.name)}/
                  </button>
                ) : (
                  <label className={styles.fileChoice}>
                    <input
                      type="radio"
                      name="data-source-file"
                      checked={filePath === object.name}
                      onChange={() => onChooseFile(object.name)}
                    />
                    {lastSegment(object.name)}
                  </label>
                )}
              </td>
              <td>{object.isFolder ? '' : object.extension}</td>
              <td>{object.isFolder ? '' : formatFileSize(object.size, i18n.language)}</td>
              <td>{formatCreated(object.created)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.pager}>
        <span role="status">
          {t('dataSources.add.range', {
            first: page.objects.length === 0 ? 0 : page.start + 1,
            last,
            total: page.total,
          })}
        </span>
        <Button
          variant="secondary"
          isDisabled={start === 0}
          onPress={() => setStart(Math.max(0, start - BUCKET_OBJECTS_PAGE_SIZE))}
        >
          {t('dataSources.add.previous')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={last >= page.total}
          onPress={() => setStart(start + BUCKET_OBJECTS_PAGE_SIZE)}
        >
          {t('dataSources.add.next')}
        </Button>
      </div>
      {filePath ? null : <p className={styles.muted}>{t('dataSources.add.noFile')}</p>}
    </div>
  );
}
