import type { ReportTemplate } from '../../domain/reports/report-template.js';

/** The templates every realm starts with; an administrator may edit them like any other. */
export const SEEDED_TEMPLATES: ReportTemplate[] = [
  {
    name: 'user-accounts-by-status',
    description: 'User accounts created in the timeframe, counted by account status.',
    dataSource: 'users',
    parameters: [{ name: 'accountStatus', required: false }],
    columns: [{ name: 'accountStatus', label: 'Account status', source: 'accountStatus' }],
    aggregates: [{ name: 'count', label: 'Accounts', function: 'count', column: null }],
    filters: [],
    sorting: [{ column: 'count', direction: 'desc' }],
  },
  {
    name: 'sign-in-activity',
    description: 'Sign-in events by event type and day.',
    dataSource: 'signInEvents',
    parameters: [{ name: 'eventTypes', required: false }],
    columns: [
      { name: 'day', label: 'Day', source: 'day' },
      { name: 'eventType', label: 'Event type', source: 'eventType' },
    ],
    aggregates: [{ name: 'count', label: 'Events', function: 'count', column: null }],
    filters: [],
    sorting: [
      { column: 'day', direction: 'desc' },
      { column: 'eventType', direction: 'asc' },
    ],
  },
  {
    name: 'failed-sign-ins',
    description: 'Failed sign-ins by user, address and country: the risky sign-ins to look at.',
    dataSource: 'signInEvents',
    parameters: [{ name: 'userName', required: false }],
    columns: [
      { name: 'userName', label: 'User', source: 'userName' },
      { name: 'ipAddress', label: 'IP address', source: 'ipAddress' },
      { name: 'country', label: 'Country', source: 'country' },
    ],
    aggregates: [
      { name: 'count', label: 'Failures', function: 'count', column: null },
      { name: 'lastAttempt', label: 'Last attempt', function: 'max', column: 'time' },
    ],
    filters: [{ column: 'eventType', operator: 'equals', value: 'failure' }],
    sorting: [{ column: 'count', direction: 'desc' }],
  },
  {
    name: 'access-review-campaign-status',
    description: 'Access review campaigns started in the timeframe: items by decision.',
    dataSource: 'accessReviewItems',
    parameters: [
      { name: 'campaignName', required: false },
      { name: 'campaignStatus', required: false },
    ],
    columns: [
      { name: 'campaignName', label: 'Campaign', source: 'campaignName' },
      { name: 'campaignStatus', label: 'Status', source: 'campaignStatus' },
      { name: 'decision', label: 'Decision', source: 'decision' },
    ],
    aggregates: [{ name: 'items', label: 'Items', function: 'count', column: null }],
    filters: [],
    sorting: [
      { column: 'campaignName', direction: 'asc' },
      { column: 'decision', direction: 'asc' },
    ],
  },
  {
    name: 'User-Normal-View',
    description: "A user's usual sign-in attributes: {category, value, count} over the timeframe.",
    dataSource: 'signInAttributes',
    parameters: [{ name: 'userName', required: true }],
    columns: [
      { name: 'category', label: 'Category', source: 'category' },
      { name: 'value', label: 'Value', source: 'value' },
    ],
    aggregates: [{ name: 'count', label: 'Count', function: 'count', column: null }],
    filters: [],
    sorting: [
      { column: 'category', direction: 'asc' },
      { column: 'count', direction: 'desc' },
    ],
  },
];
