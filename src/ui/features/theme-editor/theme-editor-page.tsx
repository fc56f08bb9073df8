import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootResult } from '../../app/boot/boot-context.js';
import { LoadingState } from '../../components/loading-state.js';
import { LoadFailure } from '../../components/query-states.js';
import { graphql } from '../../gql/index.js';
import { ThemeEditor } from './theme-editor.js';
import styles from './theme-editor.module.css';

export const ThemeEditor_ThemeRealm = graphql(`
  query ThemeEditor_ThemeRealm {
    themeRealm {
      rev
      realms {
        realm
        themes {
          id
          name
          isDefault
          linkedTrees
          settings
        }
      }
    }
  }
`);

/** The administrators' theme editor: every realm's themes, edited with a live preview. */
export function ThemeEditorPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { realm: bootRealm } = useBootResult();
  const [realm, setRealm] = useState(bootRealm);
  const { data, error, refetch } = useQuery(ThemeEditor_ThemeRealm, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => void refetch().catch(() => undefined);

  let content;
  if (data) {
    content = (
      <ThemeEditor
        key={data.themeRealm.rev}
        themeRealm={data.themeRealm}
        realm={realm}
        onRealmChange={setRealm}
        onReload={reload}
      />
    );
  } else if (error) {
    content = (
      <LoadFailure
        className={styles.loadError}
        error={error}
        messageKey="themes.errors.set"
        onRetry={reload}
      />
    );
  } else {
    content = <LoadingState />;
  }

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('themes.editor.heading')}
      </h1>
      <p className={styles.intro}>{t('themes.editor.intro')}</p>
      {content}
    </section>
  );
}
