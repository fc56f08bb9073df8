import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../src/platform/store/seed/demo-users.js';
import { seedCampaignId } from '../../../src/platform/store/seed/governance-certification.js';
import {
  CERTIFICATION_BASE as BASE,
  startCertification,
  type CertificationFixture,
  type Person,
} from './certification-fixture.js';

let f: CertificationFixture;
const demo: Person = { id: DEMO_USERS.alpha.id, userName: 'demo' };

beforeAll(async () => {
  f = await startCertification();
});

afterAll(async () => {
  await f.close();
});

type SeededItem = {
  user: { id: string };
  entitlement: string | null;
  role: string | null;
  flags: Record<string, boolean>;
  decision: string | null;
  reviewers: { kind: string }[];
};

describe('the seeded access reviews', () => {
  it('give the demo user a campaign in progress and last year’s signed-off one', async () => {
    const { status, body } = await f.call('alpha', demo, 'GET', `${BASE}/items`);
    expect(status).toBe(200);
    expect(body.result).toEqual([
      expect.objectContaining({
        _id: seedCampaignId.inProgress('alpha'),
        status: 'in-progress',
        reviewStatus: 'in-progress',
        owner: expect.objectContaining({ id: demo.id }) as unknown,
        counts: expect.objectContaining({ total: 20, decided: 0 }) as unknown,
      }),
      expect.objectContaining({
        _id: seedCampaignId.signedOff('alpha'),
        status: 'signed-off',
        reviewStatus: 'completed',
      }),
    ]);
    const pending = await f.call('alpha', demo, 'GET', `${BASE}/items/pending-count`);
    expect(pending.body.count).toBe(1);
  });

  it('holds accounts, entitlements and roles of several users, with varied flags and reviewers', async () => {
    const { body } = await f.call(
      'alpha',
      demo,
      'GET',
      `${BASE}/${seedCampaignId.inProgress('alpha')}/items`,
    );
    const items = body.result as SeededItem[];
    expect(body.permissions).toMatchObject({ decide: true, forward: true, signOff: true });
    expect(new Set(items.map((item) => item.user.id)).size).toBeGreaterThan(2);
    expect(items.some((item) => item.entitlement !== null)).toBe(true);
    expect(items.some((item) => item.role !== null)).toBe(true);
    expect(items.some((item) => item.entitlement === null && item.role === null)).toBe(true);
    for (const flag of ['recon', 'requestBased', 'roleBased', 'newAccess', 'temporal']) {
      expect(items.some((item) => item.flags[flag])).toBe(true);
    }
    expect(items.some((item) => item.reviewers.some((reviewer) => reviewer.kind === 'role'))).toBe(
      true,
    );
    expect(items.every((item) => item.decision === null)).toBe(true);
  });
});
