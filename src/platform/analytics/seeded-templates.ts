import type { ReportTemplate } from '../../domain/reports/report-template.js';
import { NORMAL_VIEW_TEMPLATE } from '../../domain/reports/normal-view-template.js';

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
    name: 'risky-sign-ins',
    description:
      'Risky sign-ins from the risk index: time, user, address, place, risk score and reasons.',
    dataSource: 'riskySignIns',
    parameters: [{ name: 'userName', required: false }],
    columns: [
      { name: 'time', label: 'Time', source: 'time' },
      { name: 'userName', label: 'User', source: 'userName' },
      { name: 'userId', label: 'User ID', source: 'userId' },
      { name: 'ipAddress', label: 'IP address', source: 'ipAddress' },
      { name: 'country', label: 'Country', source: 'country' },
      { name: 'city', label: 'City', source: 'city' },
      { name: 'riskScore', label: 'Risk score', source: 'riskScore' },
      { name: 'isRisky', label: 'Risky', source: 'isRisky' },
      { name: 'reasons', label: 'Reasons', source: 'reasons' },
    ],
    aggregates: [],
    filters: [],
    sorting: [
      { column: 'time', direction: 'desc' },
      { column: 'riskScore', direction: 'desc' },
    ],
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
    name: NORMAL_VIEW_TEMPLATE,
    description:
      "A user's sign-in values against the tenant's: {category, value, count} over the 6 months ending at the run.",
    dataSource: 'userNormalView',
    parameters: [{ name: 'userName', required: true }],
    columns: [
      { name: 'category', label: 'Category', source: 'category' },
      { name: 'value', label: 'Value', source: 'value' },
      { name: 'count', label: 'Count', source: 'userCount' },
      { name: 'tenantCount', label: 'Tenant count', source: 'tenantCount' },
    ],
    aggregates: [],
    filters: [],
    sorting: [
      { column: 'category', direction: 'asc' },
      { column: 'count', direction: 'desc' },
      { column: 'tenantCount', direction: 'desc' },
    ],
  },
];
