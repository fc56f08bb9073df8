import type { GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  certificationForwardSchema,
  clearCertificationDecisionsSchema,
  decideCertificationItemSchema,
} from '../../src/domain/governance/certification-inputs.js';
import { isReviewerAlreadyAssigned } from '../../src/domain/certification.js';
import type { GatewayContext } from '../../src/gateway/context.js';
import {
  clearCertificationDecisions,
  decideCertificationItem,
  handOverCertificationItem,
  loadAccessReviews,
  loadCertificationTask,
  signOffCampaign,
} from '../../src/gateway/models/governance-certification.js';
import { governanceCertificationResolvers } from '../../src/gateway/resolvers/governance-certification.js';
import { createUpstreamHttp } from '../../src/gateway/upstream/http.js';
import { createIgaCertification } from '../../src/gateway/upstream/iga-certification.js';
import { validateInput } from '../../src/gateway/validate-input.js';
import { refusal } from './support/refusal.js';
import { useScriptedUpstream } from './support/scripted-upstream.js';

const upstream = useScriptedUpstream();
const { received, answers } = upstream;

const client = () =>
  createIgaCertification(
    createUpstreamHttp({ service: 'iga', baseUrl: upstream.url, timeoutMs: 5_000 }),
    () => Promise.resolve('token-1'),
  );

const person = { id: 'u-1', userName: 'demo', displayName: 'Demo User', mail: null };
const ALL = { view: true, comment: true, decide: true, forward: true, signOff: true };

const campaign = (status: 'in-progress' | 'signed-off' = 'in-progress') => ({
  _id: 'c-1',
  name: 'Quarterly access review',
  description: 'Review your team',
  owner: person,
  startDate: '2030-01-01T00:00:00.000Z',
  durationDays: 30,
  deadline: '2030-01-31T00:00:00.000Z',
  status,
  signedOffAt: null,
  reviewStatus: status === 'signed-off' ? 'completed' : 'in-progress',
  counts: { total: 3, decided: 2, certified: 1, revoked: 1, exception: 0 },
});

const item = {
  _id: 'i-1',
  _rev: '4',
  campaignId: 'c-1',
  user: person,
  application: { id: 'app-1', name: 'Slack' },
  account: 'demo',
  entitlement: 'Workspace member',
  role: null,
  flags: { recon: true, requestBased: false, roleBased: false, newAccess: true, temporal: false },
  decision: 'exception',
  deferredUntil: '2030-01-08T00:00:00.000Z',
  comments: [{ user: person, comment: 'Why?', timestamp: '2030-01-02T00:00:00.000Z' }],
  reviewers: [{ kind: 'user', id: 'u-1', name: 'Demo User', permissions: ALL }],
  permissions: ALL,
};

describe('access reviews through the governance service', () => {
  it('lists the campaigns with the caller’s token, the status as the GraphQL enum', async () => {
    answers.push({ status: 200, body: { result: [campaign(), campaign('signed-off')] } });
    const reviews = await loadAccessReviews(client());
    expect(received[0]).toMatchObject({
      method: 'GET',
      url: '/governance/certification/items',
      headers: { authorization: 'Bearer token-1' },
    });
    expect(reviews[0]).toEqual({
      id: 'c-1',
      name: 'Quarterly access review',
      description: 'Review your team',
      owner: person,
      startDate: '2030-01-01T00:00:00.000Z',
      durationDays: 30,
      deadline: '2030-01-31T00:00:00.000Z',
      reviewStatus: 'in-progress',
      status: 'in_progress',
      totalItems: 3,
      decidedItems: 2,
      certifiedItems: 1,
      revokedItems: 1,
      exceptionItems: 0,
    });
    expect(reviews[1]).toMatchObject({ status: 'signed_off', reviewStatus: 'completed' });
  });

  it('reads a task with its items, the caller’s permissions and the others’ undecided items', async () => {
    answers.push({
      status: 200,
      body: {
        campaign: campaign(),
        permissions: ALL,
        othersUndecided: 12,
        result: [item],
        totalCount: 1,
      },
    });
    const task = await loadCertificationTask(client(), 'c-1');
    expect(received[0]?.url).toBe('/governance/certification/c-1/items');
    expect(task.permissions).toEqual(ALL);
    expect(task.othersUndecidedItems).toBe(12);
    expect(task.items).toEqual([
      expect.objectContaining({ id: 'i-1', rev: '4', decision: 'exception', role: null }),
    ]);
  });

  it('refuses an answer of the wrong shape', async () => {
    answers.push({ status: 200, body: { result: [{ ...campaign(), status: 'cancelled' }] } });
    expect((await refusal(() => loadAccessReviews(client()))).extensions.code).toBe(
      'UPSTREAM_UNAVAILABLE',
    );
  });

  it('decides at the revision read, and makes a stale one a CONFLICT', async () => {
    answers.push({ status: 200, body: { ...item, _rev: '5', decision: 'certify' } });
    const input = validateInput(decideCertificationItemSchema, {
      campaignId: 'c-1',
      itemId: 'i-1',
      rev: '4',
      decision: 'certify',
    });
    expect(await decideCertificationItem(client(), input)).toMatchObject({
      rev: '5',
      decision: 'certify',
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/governance/certification/c-1/items/i-1/certify',
      headers: { 'if-match': '"4"' },
    });

    answers.push({ status: 412, body: { code: 412, message: 'Item i-1 was changed' } });
    const stale = await refusal(() => decideCertificationItem(client(), input));
    expect(stale.extensions.code).toBe('CONFLICT');
  });

  it('clears a set of items', async () => {
    answers.push({ status: 200, body: { result: [{ ...item, decision: null }] } });
    const cleared = await clearCertificationDecisions(
      client(),
      validateInput(clearCertificationDecisionsSchema, { campaignId: 'c-1', itemIds: ['i-1'] }),
    );
    expect(cleared).toEqual([expect.objectContaining({ id: 'i-1', decision: null })]);
    expect(received[0]).toMatchObject({
      url: '/governance/certification/c-1/items/reset',
      body: { ids: ['i-1'] },
    });
  });

  it('forwards to a user and passes “Reviewer already assigned” on as the platform says it', async () => {
    const input = validateInput(certificationForwardSchema, {
      campaignId: 'c-1',
      itemId: 'i-1',
      reviewerKind: 'user',
      reviewerId: 'u-2',
      comment: 'Yours',
    });
    answers.push({ status: 200, body: item });
    expect(await handOverCertificationItem(client(), 'forward', input)).toBe(true);
    expect(received[0]).toMatchObject({
      url: '/governance/certification/c-1/items/i-1/forward',
      body: { newActorId: 'managed/user/u-2', comment: 'Yours' },
    });

    answers.push({
      status: 409,
      body: { code: 409, reason: 'Conflict', message: 'Reviewer already assigned' },
    });
    const refused = await refusal(() => handOverCertificationItem(client(), 'reassign', input));
    expect(refused.extensions.code).toBe('CONFLICT');
    expect(isReviewerAlreadyAssigned(refused)).toBe(true);
  });

  it('passes a refused sign-off on with the platform’s reason', async () => {
    answers.push({
      status: 400,
      body: { code: 400, message: 'The campaign cannot be signed off: 1 item has no decision yet' },
    });
    const refused = await refusal(() => signOffCampaign(client(), 'c-1'));
    expect(refused.extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.message).toContain('no decision');

    answers.push({ status: 200, body: campaign('signed-off') });
    expect(await signOffCampaign(client(), 'c-1')).toMatchObject({ status: 'signed_off' });
    expect(received[1]).toMatchObject({
      method: 'POST',
      url: '/governance/certification/c-1/items/signoff',
    });
  });
});

describe('certification inputs', () => {
  it('refuses a forward to a role, a bad revision and too many items before calling', () => {
    const fieldOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { extensions: { fieldErrors: { field: string }[] } }).extensions
          .fieldErrors[0]?.field;
      }
      return undefined;
    };
    expect(
      fieldOf(() =>
        validateInput(certificationForwardSchema, {
          campaignId: 'c-1',
          itemId: 'i-1',
          reviewerKind: 'role',
          reviewerId: 'r-1',
          comment: '',
        }),
      ),
    ).toBe('reviewerKind');
    expect(
      fieldOf(() =>
        validateInput(decideCertificationItemSchema, {
          campaignId: 'c-1',
          itemId: 'i-1',
          rev: 'W/"4"',
          decision: 'certify',
        }),
      ),
    ).toBe('rev');
    expect(
      fieldOf(() =>
        validateInput(clearCertificationDecisionsSchema, {
          campaignId: 'c-1',
          itemIds: Array.from({ length: 501 }, (_, index) => `i-${index}`),
        }),
      ),
    ).toBe('itemIds');
    expect(received).toEqual([]);
  });
});

describe('the resolvers', () => {
  const info = {} as GraphQLResolveInfo;
  const contextWith = (enabled: boolean) =>
    ({
      idm: { features: () => Promise.resolve([{ name: 'governance', enabled }]) },
      igaCertification: client(),
    }) as unknown as GatewayContext;
  const accessReviews = governanceCertificationResolvers.Query!.accessReviews as (
    ...args: unknown[]
  ) => Promise<unknown>;
  const countOf = governanceCertificationResolvers.GovernanceCounts!.accessReviews as (
    ...args: unknown[]
  ) => Promise<unknown>;

  it('answer NOT_FOUND while governance is off, without calling the service', async () => {
    const refused = await refusal(() => accessReviews({}, {}, contextWith(false), info));
    expect(refused.extensions.code).toBe('NOT_FOUND');
    expect(received).toEqual([]);
  });

  it('count the campaigns with items left to decide', async () => {
    answers.push({ status: 200, body: { count: 2 } });
    expect(await countOf({}, {}, contextWith(true), info)).toBe(2);
    expect(received[0]?.url).toBe('/governance/certification/items/pending-count');
  });
});
