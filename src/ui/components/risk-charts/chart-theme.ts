/** Series colours: the realm theme's, with the bundled look's as fallbacks. */
export const SERIES_COLOURS = {
  successful: 'var(--ic-success, #1a7f37)',
  other: 'var(--ic-warning, #b25e09)',
  risk: 'var(--ic-danger, #b42318)',
  events: 'var(--ic-primary, #1b4f9c)',
} as const;

export const GRID_COLOUR = 'var(--ic-border, #d5d9e0)';
export const SURFACE_COLOUR = 'var(--ic-surface, #ffffff)';
const MUTED = 'var(--ic-text-muted, #56606e)';

/** An axis's line and ticks in the theme's muted text colour. */
export const AXIS_STYLE = { stroke: MUTED, tick: { fill: MUTED, fontSize: 12 } };

/** Colours for the values of a feature, set for both colour schemes in charts.module.css. */
export const VALUE_PALETTE = [
  'var(--risk-chart-1, #1b4f9c)',
  'var(--risk-chart-2, #b25e09)',
  'var(--risk-chart-3, #1a7f37)',
  'var(--risk-chart-4, #7b3fa0)',
  'var(--risk-chart-5, #0e7490)',
  'var(--risk-chart-6, #b42318)',
  'var(--risk-chart-7, #a3306a)',
  'var(--risk-chart-8, #56606e)',
  'var(--risk-chart-9, #7c4a1e)',
  'var(--risk-chart-10, #5f6b00)',
] as const;

/** The slice of the values not among the most frequent ones. */
export const OTHER_VALUES_COLOUR = 'var(--risk-chart-other, #767f8a)';
