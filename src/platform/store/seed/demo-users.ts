/** The demo account of each seeded realm: userName `demo`, a known managed object id. */
export const DEMO_USERS = {
  root: { id: '0de30000-0000-4000-8000-000000000001', sn: 'Root User' },
  alpha: { id: '0de30000-0000-4000-8000-0000000a1fa0', sn: 'Alpha User' },
  bravo: { id: '0de30000-0000-4000-8000-0000000b4a70', sn: 'Bravo User' },
} as const;

export const DEMO_USER_NAME = 'demo';
