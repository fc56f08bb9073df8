/**
 * The seeded sign-in events of every test platform and launcher: the file data sources read,
 * whose size matters to no test.
 */
export const TEST_SEED_EVENTS = '2000';
