import { describe, expect, it } from 'vitest';
import { createUser } from '../../../../src/platform/am/journeys/nodes/create-user.js';
import type { JourneyPlatform } from '../../../../src/platform/am/journeys/nodes/journey-platform.js';
import type { NodeInput } from '../../../../src/platform/am/journeys/journey.js';
import { useStartedPlatform } from '../../../support/platform.js';

const platform = useStartedPlatform();

const PROFILE = ['userName', 'givenName', 'sn', 'mail'] as const;

function input(userName: string): NodeInput {
  const journeyPlatform = {
    db: platform.db,
    config: platform.config,
    realm: 'alpha',
    tree: 'Login',
    now: new Date(),
    language: 'en',
  } as JourneyPlatform;
  return {
    values: { userName, givenName: 'Nova', sn: 'Social', mail: `${userName}@example.com` },
    account: null,
    submitted: undefined,
    services: {
      checkCredentials: () => Promise.resolve(null),
      platform: journeyPlatform,
    },
  };
}

async function stored(userName: string) {
  const user = await platform.db
    .selectFrom('managed_objects')
    .select('id')
    .where('type', '=', 'alpha_user')
    .where((eb) => eb(eb.ref('doc', '->>').key('userName'), '=', userName))
    .executeTakeFirst();
  const password = user
    ? await platform.db
        .selectFrom('credentials')
        .select('user_id')
        .where('user_id', '=', user.id)
        .executeTakeFirst()
    : undefined;
  return { user, password };
}

describe('creating an account from a journey', () => {
  it('creates an account without a password when the journey asked for none, with what goes with it', async () => {
    const written: string[] = [];
    const handler = createUser({
      attributes: PROFILE,
      termsField: 'terms',
      alsoWrite: (_trx, owner) => {
        written.push(owner.userId);
        return Promise.resolve(true);
      },
    });
    const result = await handler.run(input('social.nova'));
    expect(result).toMatchObject({ kind: 'outcome', outcome: 'created' });
    const { user, password } = await stored('social.nova');
    expect(written).toEqual([user?.id]);
    expect(password).toBeUndefined();
  });

  it('creates nothing, and fails, when what goes with the account cannot be written', async () => {
    const handler = createUser({
      attributes: PROFILE,
      termsField: 'terms',
      alsoWrite: () => Promise.resolve(false),
    });
    expect(await handler.run(input('social.undone'))).toMatchObject({
      kind: 'outcome',
      outcome: 'failure',
    });
    expect((await stored('social.undone')).user).toBeUndefined();
  });
});
