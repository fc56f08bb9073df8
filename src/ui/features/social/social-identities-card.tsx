import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import { ProblemAlert } from '../../components/problem-alert.js';
import { QueryView } from '../../components/query-view.js';
import { SectionCard } from '../../components/section-card.js';
import { graphql } from '../../gql/index.js';
import type { SocialIdentitiesCard_ProvidersQuery } from '../../gql/graphql.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { errorCode, errorMessageKey, errorReason } from '../../lib/api-error.js';
import { formatDate } from '../../lib/format-date.js';
import { leaveForProvider } from './leave-for-provider.js';
import { socialMessages } from './messages.js';
import itemList from '../../components/item-list.module.css';
import styles from './social-identities-card.module.css';
import { UnlinkDialog } from './unlink-dialog.js';

const SocialIdentitiesCard_Providers = graphql(`
  query SocialIdentitiesCard_Providers {
    socialProviders {
      id
      displayName
      buttonColor
      buttonTextColor
      enabled
      linked
      identity {
        subject
        email
        linkedAt
      }
    }
  }
`);

const SocialIdentitiesCard_StartLink = graphql(`
  mutation SocialIdentitiesCard_StartLink($provider: ID!) {
    startSocialLink(provider: $provider) {
      provider
      authorizeUrl
    }
  }
`);

const SocialIdentitiesCard_Unlink = graphql(`
  mutation SocialIdentitiesCard_Unlink($provider: ID!) {
    unlinkSocialIdentity(provider: $provider) {
      id
      displayName
      buttonColor
      buttonTextColor
      enabled
      linked
      identity {
        subject
        email
        linkedAt
      }
    }
  }
`);

type SocialProvider = SocialIdentitiesCard_ProvidersQuery['socialProviders'][number];

/** The realm's social sign-in providers, each linked or not, with Link and Unlink. */
export function SocialIdentitiesCard() {
  return (
    <WithFeatureMessages messages={socialMessages}>
      <SocialIdentities />
    </WithFeatureMessages>
  );
}

function SocialIdentities() {
  const { t, i18n } = useTranslation();
  const showToast = useToast();
  const [problem, setProblem] = useState<string>();
  const [starting, setStarting] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<SocialProvider | null>(null);
  const { data, error, loading, refetch } = useQuery(SocialIdentitiesCard_Providers);
  const [startLink] = useMutation(SocialIdentitiesCard_StartLink);
  const [unlink] = useMutation(SocialIdentitiesCard_Unlink, {
    update: (cache, { data: after }) => {
      if (after) {
        cache.writeQuery({
          query: SocialIdentitiesCard_Providers,
          data: { socialProviders: after.unlinkSocialIdentity },
        });
      }
    },
  });

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setStarting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const failure = (caught: unknown, message: string) =>
    errorCode(caught) === 'UPSTREAM_UNAVAILABLE' ? t(errorMessageKey(caught)) : message;

  const link = async (provider: SocialProvider) => {
    setProblem(undefined);
    setStarting(provider.id);
    try {
      const result = await startLink({ variables: { provider: provider.id } });
      const url = result.data?.startSocialLink.authorizeUrl;
      if (!url) throw new Error('No authorization URL');
      leaveForProvider(url);
    } catch (caught) {
      setStarting(null);
      if (errorReason(caught) === 'ALREADY_LINKED') {
        setProblem(t('social.errors.alreadyLinked', { provider: provider.displayName }));
        void refetch();
        return;
      }
      setProblem(failure(caught, t('social.errors.link', { provider: provider.displayName })));
    }
  };

  const confirmUnlink = async (provider: SocialProvider) => {
    try {
      await unlink({ variables: { provider: provider.id } });
    } catch (caught) {
      if (errorCode(caught) !== 'NOT_FOUND') throw caught;
      await refetch();
      setUnlinking(null);
      showToast({
        messageKey: 'social.errors.notLinked',
        tone: 'info',
        values: { provider: provider.displayName },
      });
      return;
    }
    setUnlinking(null);
    showToast({
      messageKey: 'social.unlinked',
      tone: 'success',
      values: { provider: provider.displayName },
    });
  };

  const locale = i18n.resolvedLanguage ?? i18n.language;
  const providers = data?.socialProviders;
  return (
    <SectionCard title={t('social.title')} description={t('social.description')}>
      {problem ? (
        <ProblemAlert problem={problem} className={styles.problem}>
          {problem}
        </ProblemAlert>
      ) : null}
      <QueryView
        result={{ data: providers, error, loading, refetch }}
        errorKey="social.loadError"
        isEmpty={(list) => list.length === 0}
        emptyKey="social.empty"
      >
        {(providers) => (
          <ul className={itemList.list}>
            {providers.map((provider) => (
              <li key={provider.id} className={`${itemList.item} ${styles.item}`}>
                <span
                  className={styles.badge}
                  style={{ background: provider.buttonColor, color: provider.buttonTextColor }}
                  aria-hidden="true"
                >
                  {provider.displayName.slice(0, 1).toUpperCase()}
                </span>
                <div className={styles.itemBody}>
                  <h3 className={styles.name}>{provider.displayName}</h3>
                  <p className={styles.status}>
                    {!provider.identity
                      ? t('social.notLinked')
                      : provider.identity.email
                        ? t('social.linkedAs', { email: provider.identity.email })
                        : t('social.linked')}
                  </p>
                  {provider.identity ? (
                    <p className={styles.since}>
                      <time dateTime={provider.identity.linkedAt}>
                        {t('social.linkedOn', {
                          date: formatDate(provider.identity.linkedAt, locale),
                        })}
                      </time>
                    </p>
                  ) : null}
                </div>
                {provider.linked ? (
                  <Button
                    variant="secondary"
                    aria-label={t('social.unlinkProvider', { provider: provider.displayName })}
                    onPress={() => {
                      setProblem(undefined);
                      setUnlinking(provider);
                    }}
                  >
                    {t('social.unlink')}
                  </Button>
                ) : (
                  <Button
                    aria-label={t('social.linkProvider', { provider: provider.displayName })}
                    isDisabled={!provider.enabled || starting !== null}
                    onPress={() => void link(provider)}
                  >
                    {t('social.link')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {unlinking ? (
        <UnlinkDialog
          provider={unlinking.displayName}
          onClose={() => setUnlinking(null)}
          onUnlink={() => confirmUnlink(unlinking)}
          describeFailure={(caught) =>
            failure(caught, t('social.errors.unlink', { provider: unlinking.displayName }))
          }
        />
      ) : null}
    </SectionCard>
  );
}
