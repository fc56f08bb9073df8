import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';
import { ScrollRegion } from '../../components/scroll-region.js';

export const CentroidsTable_ModelsFragment = graphql(`
  fragment CentroidsTable_ModelsFragment on PipelineModels {
    clusters
    featureChoices
    centroids {
      name
      size
      modes {
        feature
        value
      }
    }
  }
`);

/** Model C's clusters: each one's size and the mode of every feature. */
export function CentroidsTable({
  models,
}: {
  models: FragmentType<typeof CentroidsTable_ModelsFragment>;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const report = getFragmentData(CentroidsTable_ModelsFragment, models);
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={headingId} className={styles.centroids}>
      <h2 id={headingId} className={pageStyles.subheading}>
        {t('pipelines.centroids.heading', { count: report.clusters })}
      </h2>
      {report.centroids.length === 0 ? (
        <p className={styles.muted}>{t('pipelines.centroids.empty')}</p>
      ) : (
        <ScrollRegion labelledBy={headingId}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('pipelines.centroids.cluster')}</th>
                <th scope="col">{t('pipelines.centroids.size')}</th>
                {report.featureChoices.map((feature) => (
                  <th key={feature} scope="col">
                    {feature}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.centroids.map((centroid) => (
                <tr key={centroid.name}>
                  <th scope="row">{centroid.name}</th>
                  <td>{count.format(centroid.size)}</td>
                  {centroid.modes.map((mode) => (
                    <td key={mode.feature}>{mode.value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
