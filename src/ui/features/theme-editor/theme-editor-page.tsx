import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootResult } from '../../app/boot/boot-context.js';
import { LoadingState } from '../../components/loading-state.js';
import { QueryView } from '../../components/query-view.js';
import { graphql } from '../../gql/index.js';
import { WithFeatureMessages } from '../../i18n/with-feature-messages.js';
import { themeEditorMessages } from './messages.js';
import styles from './theme-editor.module.css';

/** The editor (fields, colour pickers, realm select, save) loads after the page shows. */
const ThemeEditor = lazy(async () => ({
  default: (await import('./theme-editor.js')).ThemeEditor,
}));

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
  return (
    <WithFeatureMessages messages={themeEditorMessages}>
      <ThemeEditorScreen />
    </WithFeatureMessages>
  );
}

function ThemeEditorScreen() {
  const { t } = useTranslation();
  const headingId = useId();
  const { realm: bootRealm } = useBootResult();
  const [realm, setRealm] = useState(bootRealm);
  const result = useQuery(ThemeEditor_ThemeRealm, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const reload = () => void result.refetch().catch(() => undefined);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {t('themeEditor.editor.heading')}
      </h1>
      <p className={styles.intro}>{t('themeEditor.editor.intro')}</p>
      <QueryView result={result} errorKey="themeEditor.errors.set" className={styles.loadError}>
        {(data) => (
          <Suspense fallback={<LoadingState />}>
            <ThemeEditor
              key={data.themeRealm.rev}
              themeRealm={data.themeRealm}
              realm={realm}
              onRealmChange={setRealm}
              onReload={reload}
            />
          </Suspense>
        )}
      </QueryView>
    </section>
  );
}
