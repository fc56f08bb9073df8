import { ErrorMessage } from '../../components/error-message.js';
import type { FilePreviewProblem as Problem } from '../../gql/graphql.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

const MESSAGES: Record<Problem, TranslationKey> = {
  BUCKET_NOT_FOUND: 'dataSources.errors.bucketNotFound',
  FILE_NOT_FOUND: 'dataSources.errors.fileNotFound',
  INVALID_JSONL: 'dataSources.errors.invalidJsonl',
};

export interface FilePreviewProblemProps {
  preview: { problem?: Problem | null; line?: number | null };
  bucket: string;
  filePath: string;
}

/** Why a data source's file cannot be read: a missing file or bucket, or a line that does not parse. */
export function FilePreviewProblem({ preview, bucket, filePath }: FilePreviewProblemProps) {
  if (!preview.problem) return null;
  return (
    <ErrorMessage
      messageKey={MESSAGES[preview.problem]}
      values={{ bucket, path: `${bucket}/${filePath}`, line: preview.line ?? '' }}
    />
  );
}
