import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUCKET_OBJECTS_PAGE_SIZE } from '../../../domain/autoaccess/data-source-inputs.js';
import { formatFileSize } from '../../../domain/format-file-size.js';
import { graphql } from '../../gql/index.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { formatCreated } from '../../lib/format-created.js';
import { Button } from '../button.js';
import { ErrorMessage } from '../error-message.js';
import { LoadingState } from '../loading-state.js';
import styles from './bucket-browser.module.css';
import { ScrollRegion } from '../scroll-region.js';

const BucketBrowser_Objects = graphql(`
  query BucketBrowser_Objects($input: BucketObjectsInput!) {
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

export interface BucketBrowserProps {
  bucket: string;
  filePath: string | null;
  onChooseFile: (path: string) => void;
  /** The name of the file choices' radio group, unique on the page. */
  choiceName: string;
}

const lastSegment = (path: string) => path.split('/').at(-1) ?? path;
const parentFolder = (path: string) => path.split('/').slice(0, -1).join('/');

/**
 * One folder of a bucket, a page at a time (spec §9): folders open, files are chosen. It opens at
 * the folder of the chosen file. Needs `bucketBrowserMessages`.
 */
export function BucketBrowser({ bucket, filePath, onChooseFile, choiceName }: BucketBrowserProps) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const [folder, setFolder] = useState(() => (filePath ? parentFolder(filePath) : ''));
  const [start, setStart] = useState(0);
  const result = useQuery(BucketBrowser_Objects, {
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
      ? 'bucketBrowser.errors.bucketNotFound'
      : errorMessageKey(result.error, 'bucketBrowser.errors.bucket');
    return <ErrorMessage messageKey={messageKey} values={{ bucket }} />;
  }
  if (!page) return <LoadingState />;
  const last = page.start + page.objects.length;
  return (
    <div className={styles.browser}>
      <div className={styles.actions}>
        <p id={captionId} className={styles.status}>
          {folder ? t('bucketBrowser.folder', { folder }) : t('bucketBrowser.bucketRoot')}
        </p>
        {folder ? (
          <Button variant="secondary" onPress={() => open(parentFolder(folder))}>
            {t('bucketBrowser.up')}
          </Button>
        ) : null}
      </div>
      <ScrollRegion labelledBy={captionId}>
        <table className={styles.objects} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t('bucketBrowser.fileName')}</th>
              <th scope="col">{t('bucketBrowser.extension')}</th>
              <th scope="col">{t('bucketBrowser.size')}</th>
              <th scope="col">{t('bucketBrowser.created')}</th>
            </tr>
          </thead>
          <tbody>
            {page.objects.length === 0 ? (
              <tr>
                <td colSpan={4}>{t('bucketBrowser.emptyFolder')}</td>
              </tr>
            ) : null}
            {page.objects.map((object) => (
              <tr key={object.name}>
                <td>
                  {object.isFolder ? (
                    <button
                      type="button"
                      className={styles.folderButton}
                      aria-label={t('bucketBrowser.openFolder', { name: lastSegment(object.name) })}
                      onClick={() => open(object.name)}
                    >
                      {lastSegment(object.name)}/
                    </button>
                  ) : (
                    <label className={styles.fileChoice}>
                      <input
                        type="radio"
                        name={choiceName}
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
      </ScrollRegion>
      <div className={styles.pager}>
        <span role="status">
          {t('bucketBrowser.range', {
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
          {t('bucketBrowser.previous')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={last >= page.total}
          onPress={() => setStart(start + BUCKET_OBJECTS_PAGE_SIZE)}
        >
          {t('bucketBrowser.next')}
        </Button>
      </div>
      <p className={styles.muted}>
        {filePath ? t('bucketBrowser.chosen', { path: filePath }) : t('bucketBrowser.noFile')}
      </p>
    </div>
  );
}
