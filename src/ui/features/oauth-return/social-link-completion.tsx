import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { SocialLinkReturn } from '../../../domain/social-link.js';
import { useToast } from '../../app/toast/toast-context.js';
import { CenteredCard } from '../../components/centered-card.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { errorCode, errorMessageKey, errorReason } from '../../lib/api-error.js';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { oauthLinkMessages } from './messages.js';
import styles from './oauth-return-page.module.css';

const SocialLinkCompletion_Complete = graphql(`
  mutation SocialLinkCompletion_Complete($input: SocialLinkReturnInput!) {
    completeSocialLink(input: $input) {
      id
      displayName
      linked
      identity {
        subject
        email
        linkedAt
      }
    }
  }
`);

interface Failure {
  messageKey: TranslationKey;
  detailKey?: TranslationKey;
}

const REASON_MESSAGES: Readonly<Record<string, Failure>> = {
  ACCESS_DENIED: { messageKey: 'oauthLink.errors.cancelled' },
  INVALID_STATE: { messageKey: 'oauthLink.errors.expired' },
  SUBJECT_IN_USE: {
    messageKey: 'errors.idInUse',
    detailKey: 'oauthLink.errors.inUseDetail',
  },
  ALREADY_LINKED: { messageKey: 'oauthLink.errors.alreadyLinked' },
  PROVIDER_ERROR: { messageKey: 'oauthLink.errors.rejected' },
  EXCHANGE_FAILED: { messageKey: 'oauthLink.errors.rejected' },
  INVALID_ID_TOKEN: { messageKey: 'oauthLink.errors.rejected' },
};

function failureOf(error: unknown): Failure {
  const known = REASON_MESSAGES[errorReason(error) ?? ''];
  if (known) return known;
  return {
    messageKey:
      errorCode(error) === 'UPSTREAM_UNAVAILABLE' ? errorMessageKey(error) : 'errors.generic',
  };
}

/**
 * Completes a social link with the provider's answer: a progress bar while the platform checks
 * it, then the profile with a toast, or what went wrong with a way back.
 */
export function SocialLinkCompletion({ response }: { response: SocialLinkReturn | null }) {
  return (
    <WithFeatureMessages messages={oauthLinkMessages}>
      <Completion response={response} />
    </WithFeatureMessages>
  );
}

function Completion({ response }: { response: SocialLinkReturn | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const showToast = useToast();
  const [, navigate] = useLocation();
  const [complete] = useMutation(SocialLinkCompletion_Complete);
  const [failure, setFailure] = useState<Failure | null>(
    response ? null : { messageKey: 'oauthLink.errors.unreadable' },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!response || sent.current) return;
    sent.current = true;
    complete({ variables: { input: response } }).then(
      (result) => {
        const linked = result.data?.completeSocialLink;
        if (!linked) {
          setFailure({ messageKey: 'errors.generic' });
          return;
        }
        showToast({
          messageKey: 'oauthLink.linked',
          tone: 'success',
          values: { provider: linked.displayName },
        });
        navigate(PROFILE_PATH, { replace: true });
      },
      (error: unknown) => setFailure(failureOf(error)),
    );
  }, [complete, navigate, response, showToast]);

  if (failure) {
    return (
      <CenteredCard labelledBy={headingId}>
        <h1 id={headingId} className={styles.failureHeading}>
          {t('oauthLink.failedTitle')}
        </h1>
        <div className={styles.problem} role="alert">
          <p>{t(failure.messageKey)}</p>
          {failure.detailKey ? <p>{t(failure.detailKey)}</p> : null}
        </div>
        <Link to={PROFILE_PATH} className={styles.link}>
          {t('oauthLink.backToProfile')}
        </Link>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard labelledBy={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('oauthLink.linking')}
      </h1>
      <p className={styles.detail}>{t('oauthLink.linkingDetail')}</p>
      <ProgressBar isIndeterminate aria-labelledby={headingId} className={styles.progress}>
        <div className={styles.track}>
          <div className={styles.fill} />
        </div>
      </ProgressBar>
    </CenteredCard>
  );
}
