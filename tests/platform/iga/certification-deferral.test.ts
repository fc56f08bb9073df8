import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEPTION_DEFERRAL_DAYS } from '../../../src/domain/constants.js';
import { decideItem } from '../../../src/platform/iga/certification/item-decisions.js';
import {
  certificationTask,
  pendingReviewCount,
  reviewerCampaigns,
} from '../../../src/platform/iga/certification/review-queries.js';
import { signOffCampaign } from '../../../src/platform/iga/certification/sign-off.js';
import { memoryDb } from '../../support/memory-store.js';
import { migrateToLatest } from '../../../src/platform/store/migrate.js';
import type { Db } from '../../../src/platform/store/db.js';
import { ALL, insertCampaign } from './certification-fixture.js';

const DAY = 86_400_000;
const START = new Date('2030-03-01T09:00:00Z');
const at = (days: number) => new Date(START.getTime() + days * DAY);

const caller = { realm: 'alpha', userId: 'reviewer-1' };
let db: Db;

beforeAll(async () => {
  db = memoryDb();
  await migrateToLatest(db);
  await insertCampaign(db, {
    realm: 'alpha',
    id: 'def-c1',
    ownerId: caller.userId,
    startDate: START,
    durationDays: 14,
    items: [
      {
        id: 'def-i1',
        userId: 'subject-1',
        reviewers: [{ kind: 'user', id: caller.userId, permissions: ALL }],
      },
    ],
  });
});

afterAll(async () => {
  await db.destroy();
});

async function decisionOn(now: Date) {
  const task = await certificationTask(db, caller, 'def-c1', now);
  return {
    decision: task.result[0]?.decision,
    deferredUntil: task.result[0]?.deferredUntil,
    counts: task.campaign.counts,
    reviewStatus: task.campaign.reviewStatus,
  };
}

describe('an exception, on the service’s clock', () => {
  it('holds for EXCEPTION_DEFERRAL_DAYS, then the item is due again', async () => {
    const decided = await decideItem(
      db,
      caller,
      {
        campaignId: 'def-c1',
        itemId: 'def-i1',
        expectedRev: undefined,
        decision: 'exception',
        comment: undefined,
      },
      at(1),
    );
    const until = at(1 + EXCEPTION_DEFERRAL_DAYS);
    expect(decided.deferredUntil).toBe(until.toISOString());

    const during = await decisionOn(new Date(until.getTime() - 1));
    expect(during).toMatchObject({
      decision: 'exception',
      deferredUntil: until.toISOString(),
      counts: { decided: 1, exception: 1 },
    });
    expect(await pendingReviewCount(db, caller, new Date(until.getTime() - 1))).toBe(0);

    const after = await decisionOn(until);
    expect(after).toMatchObject({
      decision: null,
      deferredUntil: null,
      counts: { decided: 0, exception: 0 },
    });
    expect(await pendingReviewCount(db, caller, until)).toBe(1);
  });

  it('refuses the sign-off once the deferral has passed', async () => {
    await expect(
      signOffCampaign(db, caller, 'def-c1', at(1 + EXCEPTION_DEFERRAL_DAYS)),
    ).rejects.toMatchObject({ code: 400 });
  });

  it('shows the campaign overdue past its deadline', async () => {
    const [campaign] = await reviewerCampaigns(db, caller, at(15));
    expect(campaign).toMatchObject({ _id: 'def-c1', reviewStatus: 'overdue' });
    expect((await reviewerCampaigns(db, caller, at(13)))[0]?.reviewStatus).toBe('in-progress');
  });

  it('counts a still-deferred exception as decided at sign-off, and keeps it so afterwards', async () => {
    const signedOff = await signOffCampaign(db, caller, 'def-c1', at(2));
    expect(signedOff).toMatchObject({ status: 'signed-off', reviewStatus: 'completed' });
    expect(await decisionOn(at(30))).toMatchObject({
      decision: 'exception',
      counts: { decided: 1, exception: 1 },
    });
  });
});
