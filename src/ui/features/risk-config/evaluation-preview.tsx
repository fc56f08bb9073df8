import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RISK_PREVIEW_DEFAULT_FILE,
  RISK_PREVIEW_MAX_EVENTS,
} from '../../../domain/autoaccess/risk-config-inputs.js';
import {
  BucketFilePicker,
  type BucketFile,
} from '../../components/bucket-browser/bucket-file-picker.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { graphql } from '../../gql/index.js';
import type { EvaluationPreview_RunQuery, RiskEvaluationPreviewInput } from '../../gql/graphql.js';
import { validationMessage } from '../../i18n/validation-message.js';
import { errorMessageKey, hasErrorCode } from '../../lib/api-error.js';
import { fieldErrors } from '../../lib/field-errors.js';
import { formatDateTime } from '../../lib/format-date.js';
import { namedReasonLabel } from '../../components/risk-reason/reason-label.js';
import styles from './risk-config.module.css';

const EvaluationPreview_Run = graphql(`
  query EvaluationPreview_Run($input: RiskEvaluationPreviewInput!) {
    riskEvaluationPreview(input: $input) {
      model
      events {
        eventId
        userId
        time
        score
        risky
        reasons
      }
    }
  }
`);

/** The variables of a preview not asked for yet (the query is skipped). */
const UNSENT: RiskEvaluationPreviewInput = {
  ...RISK_PREVIEW_DEFAULT_FILE,
  yaml: '',
  numOfEvents: 1,
};

export interface EvaluationPreviewProps {
  /** The editor's text, saved or not. */
  yaml: string;
  /** Why the text cannot be previewed, in words; empty when it can. */
  problems: readonly string[];
}

/** Scores the first events of a chosen file with the editor's text, shown one event at a time. */
export function EvaluationPreview({ yaml, problems }: EvaluationPreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [file, setFile] = useState<BucketFile>(RISK_PREVIEW_DEFAULT_FILE);
  const [request, setRequest] = useState<RiskEvaluationPreviewInput | null>(null);
  const [refused, setRefused] = useState(false);
  const [index, setIndex] = useState(0);
  const result = useQuery(EvaluationPreview_Run, {
    variables: { input: request ?? UNSENT },
    skip: request === null,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const run = () => {
    const { bucket, filePath } = file;
    if (!bucket || !filePath) return;
    if (problems.length > 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setIndex(0);
    const next = {
      bucket,
      filePath,
      yaml,
      numOfEvents: RISK_PREVIEW_MAX_EVENTS,
    };
    if (request && JSON.stringify(next) === JSON.stringify(request))
      void result.refetch().catch(() => undefined);
    else setRequest(next);
  };

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subheading}>
        {t('riskConfig.preview.heading')}
      </h2>
      <p className={styles.muted}>
        {t('riskConfig.preview.intro', { max: RISK_PREVIEW_MAX_EVENTS })}
      </p>
      <BucketFilePicker value={file} onChange={setFile} choiceName="risk-preview-file" />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={result.loading || !file.bucket || !file.filePath}
          onPress={run}
        >
          {t('riskConfig.preview.run')}
        </Button>
      </div>
      {refused && problems.length > 0 ? (
        <ErrorMessage messageKey="riskConfig.preview.fixFirst" />
      ) : request === null ? null : result.loading ? (
        <p role="status" className={styles.status}>
          {t('riskConfig.preview.running')}
        </p>
      ) : result.error ? (
        <PreviewFailure error={result.error} request={request} />
      ) : result.data ? (
        <PreviewEvents
          preview={result.data.riskEvaluationPreview}
          index={index}
          onIndex={setIndex}
        />
      ) : null}
    </section>
  );
}

function PreviewFailure({
  error,
  request,
}: {
  error: unknown;
  request: RiskEvaluationPreviewInput;
}) {
  const { t } = useTranslation();
  if (hasErrorCode(error, 'NOT_FOUND')) {
    return (
      <ErrorMessage
        messageKey="riskConfig.preview.notFound"
        values={{ bucket: request.bucket, path: request.filePath }}
      />
    );
  }
  const [field] = fieldErrors(error);
  const refusal = hasErrorCode(error, 'BAD_USER_INPUT') && !field ? serverMessage(error) : null;
  if (refusal) {
    return <ErrorMessage messageKey="riskConfig.preview.refused" values={{ detail: refusal }} />;
  }
  if (field)
    return (
      <div role="alert" className={styles.problems}>
        {validationMessage(t, field)}
      </div>
    );
  return <ErrorMessage messageKey={errorMessageKey(error, 'riskConfig.preview.error')} />;
}

/** The platform's own words for a refused file (a line that is no JSON, a mapping that fails). */
function serverMessage(error: unknown): string | null {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;
}

type Preview = EvaluationPreview_RunQuery['riskEvaluationPreview'];

function PreviewEvents({
  preview,
  index,
  onIndex,
}: {
  preview: Preview;
  index: number;
  onIndex: (index: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const { events } = preview;
  const model =
    preview.model === 'PUBLISHED'
      ? t('riskConfig.preview.published')
      : t('riskConfig.preview.heuristicsOnly');
  const event = events[Math.min(index, events.length - 1)];
  return (
    <div className={styles.page}>
      <p className={styles.status}>{t('riskConfig.preview.model', { model })}</p>
      {event ? (
        <article className={styles.event} aria-live="polite">
          <h3 className={styles.eventHeading}>
            {t('riskConfig.preview.eventOf', { index: index + 1, total: events.length })}
          </h3>
          <dl className={styles.facts}>
            <dt>{t('riskConfig.preview.score')}</dt>
            <dd>{event.score}</dd>
            <dt>{t('riskConfig.preview.risky')}</dt>
            <dd>
              {event.risky ? t('riskConfig.preview.riskyYes') : t('riskConfig.preview.riskyNo')}
            </dd>
            <dt>{t('riskConfig.preview.reasons')}</dt>
            <dd>
              <ul className={styles.reasons}>
                {event.reasons.map((reason) => (
                  <li key={reason}>{namedReasonLabel(t, reason)}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('riskConfig.preview.user')}</dt>
            <dd>{event.userId}</dd>
            <dt>{t('riskConfig.preview.time')}</dt>
            <dd>{formatDateTime(event.time, i18n.language)}</dd>
            <dt>{t('riskConfig.preview.eventId')}</dt>
            <dd>{event.eventId}</dd>
          </dl>
        </article>
      ) : (
        <p className={styles.muted}>{t('riskConfig.preview.noEvents')}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={index <= 0} onPress={() => onIndex(index - 1)}>
          {t('riskConfig.preview.previous')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={index >= events.length - 1}
          onPress={() => onIndex(index + 1)}
        >
          {t('riskConfig.preview.next')}
        </Button>
      </div>
    </div>
  );
}
