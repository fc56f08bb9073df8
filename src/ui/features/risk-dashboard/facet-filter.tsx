import { useTranslation } from 'react-i18next';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { RiskFacet } from '../../../domain/autoaccess/risk-facets.js';
import { CheckboxGroupField } from '../../components/checkbox-group-field.js';
import type { RiskFiltersInput } from '../../gql/graphql.js';
import { optionsWithChosen } from './chosen-options.js';
import { FacetSearch } from './facet-search.js';
import styles from './risk-dashboard.module.css';

export interface FacetValues {
  searchable: boolean;
  values: readonly { value: string; count: number }[];
}

/**
 * One feature's values to filter on: a list with counts, or, for a feature with too many values,
 * a search of them; either way the chosen values are kept.
 */
export function FacetFilter({
  facet,
  values,
  chosen,
  filters,
  onChange,
}: {
  facet: RiskFacet;
  values: FacetValues | undefined;
  chosen: readonly string[];
  filters: RiskFiltersInput;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  const name = t(`riskDashboard.filters.facets.${facet}`);
  const options = optionsWithChosen(values?.values ?? [], chosen, (value, count) =>
    count === undefined ? value : t('riskDashboard.filters.facetValue', { value, count }),
  );
  return (
    <Disclosure className={styles.facet} defaultExpanded={chosen.length > 0}>
      <Heading className={styles.facetHeading}>
        <Button slot="trigger" className={styles.facetTrigger}>
          <span aria-hidden="true" className={styles.chevron}>
            ›
          </span>
          {chosen.length > 0 ? `${name} (${chosen.length})` : name}
        </Button>
      </Heading>
      <DisclosurePanel className={styles.facetPanel}>
        {values?.searchable ? (
          <FacetSearch
            facet={facet}
            name={name}
            chosen={chosen}
            filters={filters}
            onChange={onChange}
          />
        ) : (
          <CheckboxGroupField
            label={name}
            options={options}
            value={chosen}
            description={options.length === 0 ? t('riskDashboard.filters.facetEmpty') : undefined}
            onChange={onChange}
          />
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
