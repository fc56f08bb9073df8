import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/query-view.js';
import { SideDrawer } from '../../components/side-drawer.js';
import { graphql } from '../../gql/index.js';
import styles from './certification-task.module.css';

const GlossaryDrawer_Terms = graphql(`
  query GlossaryDrawer_Terms {
    certificationGlossary {
      term
      definition
    }
  }
`);

/** The terms a reviewer meets in a task, with their meaning, read when the drawer opens. */
export function GlossaryDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const result = useQuery(GlossaryDrawer_Terms);
  return (
    <SideDrawer
      title={t('certificationTask.glossary.title')}
      closeLabel={t('certificationTask.glossary.close')}
      onClose={onClose}
    >
      <QueryView
        result={result}
        errorKey="certificationTask.errors.glossary"
        isEmpty={(data) => data.certificationGlossary.length === 0}
        emptyKey="certificationTask.glossary.empty"
      >
        {(data) => (
          <dl className={styles.glossary}>
            {data.certificationGlossary.map((entry) => (
              <div key={entry.term}>
                <dt>{entry.term}</dt>
                <dd>{entry.definition}</dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </SideDrawer>
  );
}
