import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../gql/index.js';
import { errorMessageKey } from '../../lib/api-error.js';
import { ErrorMessage } from '../error-message.js';
import { LoadingState } from '../loading-state.js';
import { SelectField } from '../select-field.js';
import { BucketBrowser } from './bucket-browser.js';
import styles from './bucket-browser.module.css';

const BucketFilePicker_Buckets = graphql(`
  query BucketFilePicker_Buckets {
    dataSourceBuckets {
      name
    }
  }
`);

/** A file of a bucket; the bucket is null until one is chosen (the first is offered). */
export interface BucketFile {
  bucket: string | null;
  filePath: string | null;
}

export interface BucketFilePickerProps {
  value: BucketFile;
  onChange: (value: BucketFile) => void;
  /** The name of the file choices' radio group, unique on the page. */
  choiceName: string;
}

/**
 * Chooses a file row: a bucket from the list, then a file in its folders, six objects at a time.
 * Needs `bucketBrowserMessages`.
 */
export function BucketFilePicker({ value, onChange, choiceName }: BucketFilePickerProps) {
  const { t } = useTranslation();
  const buckets = useQuery(BucketFilePicker_Buckets, { fetchPolicy: 'network-only' });
  const names = buckets.data?.dataSourceBuckets.map((bucket) => bucket.name) ?? [];
  const bucket = value.bucket ?? names[0] ?? null;
  // A chosen bucket the list does not hold (yet) is still offered.
  const choices = bucket !== null && !names.includes(bucket) ? [bucket, ...names] : names;

  if (buckets.error) {
    return (
      <ErrorMessage messageKey={errorMessageKey(buckets.error, 'bucketBrowser.errors.bucket')} />
    );
  }
  if (buckets.loading) return <LoadingState />;
  if (bucket === null) return <p className={styles.muted}>{t('bucketBrowser.noBuckets')}</p>;
  return (
    <div className={styles.browser}>
      <SelectField
        label={t('bucketBrowser.bucket')}
        value={bucket}
        values={choices}
        onChange={(next) => onChange({ bucket: next, filePath: null })}
      />
      <BucketBrowser
        key={bucket}
        bucket={bucket}
        filePath={value.filePath}
        onChooseFile={(filePath) => onChange({ bucket, filePath })}
        choiceName={choiceName}
      />
    </div>
  );
}
