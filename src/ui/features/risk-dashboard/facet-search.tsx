import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import type { RiskFacet } from '../../../domain/autoaccess/risk-facets.js';
import { Button } from '../../components/button.js';
import formStyles from '../../components/form.module.css';
import selectStyles from '../../components/select-field.module.css';
import { useDebouncedText } from '../../components/use-debounced-text.js';
import { graphql } from '../../gql/index.js';
import type { RiskFiltersInput } from '../../gql/graphql.js';
import styles from './risk-dashboard.module.css';

const SEARCH_DELAY_MS = 250;

const FacetSearch_Values = graphql(`
  query FacetSearch_Values($facet: RiskFacet!, $search: String, $filters: RiskFiltersInput!) {
    riskFacetValues(facet: $facet, search: $search, filters: $filters) {
      value
      count
    }
  }
`);

/** A feature with too many values to list: its values found by what the user types. */
export function FacetSearch({
  facet,
  name,
  chosen,
  filters,
  onChange,
}: {
  facet: RiskFacet;
  name: string;
  chosen: readonly string[];
  filters: RiskFiltersInput;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedText(text.trim(), SEARCH_DELAY_MS);
  // A facet this large is not cached: each search asks again.
  const result = useQuery(FacetSearch_Values, {
    variables: { facet, search: search === '' ? null : search, filters },
    fetchPolicy: 'no-cache',
  });
  const found = (result.data?.riskFacetValues ?? [])
    .filter((bucket) => !chosen.includes(bucket.value))
    .map((bucket) => ({ id: bucket.value, ...bucket }));
  return (
    <div className={styles.facetSearch}>
      <ComboBox
        className={formStyles.field}
        inputValue={text}
        onInputChange={setText}
        items={found}
        menuTrigger="focus"
        onSelectionChange={(key) => {
          if (key === null) return;
          onChange([...chosen, String(key)]);
          setText('');
        }}
      >
        <Label className={formStyles.label}>
          {t('riskDashboard.filters.facetSearch', { facet: name })}
        </Label>
        <Input className={formStyles.input} />
        <Text slot="description" className={formStyles.description}>
          {result.error
            ? t('riskDashboard.errors.facetSearch')
            : t('riskDashboard.filters.facetSearchDescription')}
        </Text>
        <Popover className={selectStyles.popover}>
          <ListBox
            className={selectStyles.listBox}
            renderEmptyState={() => (
              <p className={styles.emptyOption}>{t('riskDashboard.filters.facetSearchEmpty')}</p>
            )}
          >
            {(bucket: { value: string; count: number }) => (
              <ListBoxItem className={selectStyles.option} textValue={bucket.value}>
                {t('riskDashboard.filters.facetValue', bucket)}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {chosen.length > 0 ? (
        <ul className={styles.chosen} aria-label={t('riskDashboard.filters.facetChosen')}>
          {chosen.map((value) => (
            <li key={value} className={styles.chosenValue}>
              <span>{value}</span>
              <Button
                variant="secondary"
                aria-label={t('riskDashboard.filters.removeValue', { value })}
                onPress={() => onChange(chosen.filter((each) => each !== value))}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
