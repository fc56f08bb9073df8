import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/loading-state.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import type { ModelCurvesSection_ModelsFragmentFragment } from '../../gql/graphql.js';
import { formatAuc, pointAtThreshold } from './curve-points.js';
import type { ChartSeries } from './model-curves-chart.js';
import { MODEL_LOOK } from './model-names.js';
import pageStyles from '../../components/admin-page.module.css';
import styles from './pipelines.module.css';
import { ScrollRegion } from '../../components/scroll-region.js';

/** recharts loads only with the models page's curves. */
const ModelCurvesChart = lazy(async () => ({
  default: (await import('./model-curves-chart.js')).ModelCurvesChart,
}));

export const ModelCurvesSection_ModelsFragment = graphql(`
  fragment ModelCurvesSection_ModelsFragment on PipelineModels {
    curves {
      model
      rocAuc
      prAuc
      threshold
      roc {
        threshold
        fpr
        tpr
      }
      pr {
        threshold
        recall
        precision
      }
    }
  }
`);

type Curves = ModelCurvesSection_ModelsFragmentFragment['curves'][number];

interface DrawnModel {
  label: string;
  colour: string;
  curves: Curves;
}

/** ROC and precision–recall curves of each model, with their areas and thresholds, in words too. */
export function ModelCurvesSection({
  models,
}: {
  models: FragmentType<typeof ModelCurvesSection_ModelsFragment>;
}) {
  const { t, i18n } = useTranslation();
  const report = getFragmentData(ModelCurvesSection_ModelsFragment, models);
  const drawn: DrawnModel[] = report.curves.map((curves) => ({
    label: t(MODEL_LOOK[curves.model].labelKey),
    colour: MODEL_LOOK[curves.model].colour,
    curves,
  }));
  const auc = (value: number) => formatAuc(value, i18n.language);
  const roc: ChartSeries[] = drawn.map(({ label, colour, curves }) => {
    const marker = pointAtThreshold(curves.roc, curves.threshold);
    return {
      name: t('pipelines.models.legend', { model: label, auc: auc(curves.rocAuc) }),
      colour,
      points: curves.roc.map((point) => ({ x: point.fpr, y: point.tpr })),
      marker: marker && { x: marker.fpr, y: marker.tpr },
    };
  });
  const pr: ChartSeries[] = drawn.map(({ label, colour, curves }) => {
    const marker = pointAtThreshold(curves.pr, curves.threshold);
    return {
      name: t('pipelines.models.legend', { model: label, auc: auc(curves.prAuc) }),
      colour,
      points: curves.pr.map((point) => ({ x: point.recall, y: point.precision })),
      marker: marker && { x: marker.recall, y: marker.precision },
    };
  });
  return (
    <div className={styles.curves}>
      <CurveFigure
        title={t('pipelines.models.roc')}
        caption={t('pipelines.models.rocCaption')}
        series={roc}
        xLabel={t('pipelines.models.fpr')}
        yLabel={t('pipelines.models.tpr')}
      />
      <CurveFigure
        title={t('pipelines.models.pr')}
        caption={t('pipelines.models.prCaption')}
        series={pr}
        xLabel={t('pipelines.models.recall')}
        yLabel={t('pipelines.models.precision')}
      />
      <ModelsTable drawn={drawn} />
    </div>
  );
}

interface CurveFigureProps {
  title: string;
  caption: string;
  series: ChartSeries[];
  xLabel: string;
  yLabel: string;
}

function CurveFigure({ title, caption, series, xLabel, yLabel }: CurveFigureProps) {
  const captionId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId}>
        <strong>{title}</strong>
        <span className={styles.muted}> {caption}</span>
        <ul className={styles.aucList}>
          {series.map((line) => (
            <li key={line.name}>{line.name}</li>
          ))}
        </ul>
      </figcaption>
      <div className={styles.chart} aria-hidden="true">
        <Suspense fallback={<LoadingState />}>
          <ModelCurvesChart series={series} xLabel={xLabel} yLabel={yLabel} />
        </Suspense>
      </div>
    </figure>
  );
}

/** The curves' figures in words: per model, its areas and where its threshold sits. */
function ModelsTable({ drawn }: { drawn: readonly DrawnModel[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  const auc = (value: number) => formatAuc(value, i18n.language);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.subheading}>
        {t('pipelines.models.tableHeading')}
      </h2>
      <ScrollRegion labelledBy={headingId}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('pipelines.models.model')}</th>
              <th scope="col">{t('pipelines.models.rocAuc')}</th>
              <th scope="col">{t('pipelines.models.prAuc')}</th>
              <th scope="col">{t('pipelines.models.threshold')}</th>
              <th scope="col">{t('pipelines.models.tpr')}</th>
              <th scope="col">{t('pipelines.models.fpr')}</th>
              <th scope="col">{t('pipelines.models.precision')}</th>
            </tr>
          </thead>
          <tbody>
            {drawn.map(({ label, curves }) => {
              const rocPoint = pointAtThreshold(curves.roc, curves.threshold);
              const prPoint = pointAtThreshold(curves.pr, curves.threshold);
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{auc(curves.rocAuc)}</td>
                  <td>{auc(curves.prAuc)}</td>
                  <td>{number.format(curves.threshold)}</td>
                  <td>{rocPoint ? number.format(rocPoint.tpr) : ''}</td>
                  <td>{rocPoint ? number.format(rocPoint.fpr) : ''}</td>
                  <td>{prPoint ? number.format(prPoint.precision) : ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <details className={styles.points}>
        <summary>{t('pipelines.models.points')}</summary>
        {drawn.map(({ label, curves }) => (
          <table key={label} className={styles.table}>
            <caption>{label}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pipelines.models.threshold')}</th>
                <th scope="col">{t('pipelines.models.fpr')}</th>
                <th scope="col">{t('pipelines.models.tpr')}</th>
              </tr>
            </thead>
            <tbody>
              {curves.roc.map((point) => (
                <tr key={point.threshold}>
                  <th scope="row">{number.format(point.threshold)}</th>
                  <td>{number.format(point.fpr)}</td>
                  <td>{number.format(point.tpr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </details>
    </section>
  );
}
