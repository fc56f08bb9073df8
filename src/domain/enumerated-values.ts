/**
 * Values the platform sends from a fixed vocabulary, which the UI shows as translated labels
 * (`enum.<enumeration>.<value>`); see the spec's states and transitions.
 */
export const ENUMERATIONS = {
  accountStatus: ['active', 'inactive', 'blocked'],
  requestStatus: [
    'active',
    'canceled',
    'closed',
    'complete',
    'completing',
    'creating',
    'expired',
    'expiring',
    'in-progress',
    'pending',
    'overdue',
    'staging',
  ],
  reviewStatus: [
    'active',
    'in-progress',
    'cancelled',
    'closed',
    'completed',
    'expired',
    'expiring',
    'overdue',
  ],
  requestDecision: ['approved', 'canceled', 'pending', 'rejected'],
  sharingScope: ['view', 'edit'],
  dataSourceStatus: ['active', 'inactive'],
  campaignStatus: ['in-progress', 'signed-off'],
  signInEventType: ['success', 'failure'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export type Enumeration = keyof typeof ENUMERATIONS;

/** Object properties whose values come from an enumeration, by property name. */
const ENUMERATED_PROPERTIES: Readonly<Record<string, Enumeration>> = {
  accountStatus: 'accountStatus',
  campaignStatus: 'campaignStatus',
  eventType: 'signInEventType',
};

export function isKnownValue(enumeration: Enumeration, value: string): boolean {
  return (ENUMERATIONS[enumeration] as readonly string[]).includes(value);
}

/** The enumeration a property's values come from, if any. */
export function enumerationOf(property: string): Enumeration | undefined {
  return Object.hasOwn(ENUMERATED_PROPERTIES, property)
    ? ENUMERATED_PROPERTIES[property]
    : undefined;
}
