import type { Random } from '../prng.js';
import { PLACES, type Place } from './places.js';
import type { AttackKind, PendingEvent } from './raw-auth-event.js';
import { addressIn, pickPlace, type SignInUser } from './sign-in-users.js';
import { BOT_USER_AGENTS, BROWSER_USER_AGENTS } from './user-agents.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Campaign {
  kind: AttackKind;
  day: number;
  size: number;
}

/** How many events each kind of attack makes: a range to draw from. */
const SIZES: Record<AttackKind, [number, number]> = {
  impossible_travel: [2, 2],
  credential_stuffing: [12, 40],
  brute_force: [6, 25],
  distributed_attack: [10, 25],
  bot_user_agent: [5, 20],
  account_takeover: [3, 6],
};

export interface CampaignContext {
  random: Random;
  users: readonly SignInUser[];
  newId: () => string;
  /** Start of the campaign's day (UTC, ms). */
  dayStart: number;
}

function event(
  context: CampaignContext,
  fields: Omit<PendingEvent, 'eventId' | 'transactionId'>,
): PendingEvent {
  return { eventId: context.newId(), transactionId: context.newId(), ...fields };
}

function farFrom(random: Random, home: Place): Place {
  const far = PLACES.filter((place) => place.region !== home.region);
  return random.pick(far);
}

/** Plans campaigns of every kind in turn until the attack events reach the budget. */
export function planCampaigns(random: Random, budget: number, days: number): Campaign[] {
  const campaigns: Campaign[] = [];
  let spent = 0;
  for (let turn = 0; ; turn += 1) {
    const kind = ATTACK_ORDER[turn % ATTACK_ORDER.length]!;
    const [min, max] = SIZES[kind];
    const size = random.int(min, max);
    if (spent + size > budget) break;
    campaigns.push({ kind, day: random.int(0, days - 1), size });
    spent += size;
  }
  return campaigns;
}

const ATTACK_ORDER: readonly AttackKind[] = [
  'brute_force',
  'credential_stuffing',
  'impossible_travel',
  'account_takeover',
  'bot_user_agent',
  'distributed_attack',
];

/** The events of one campaign; those that are the attack carry its label. */
export function campaignEvents(context: CampaignContext, campaign: Campaign): PendingEvent[] {
  const { random, users } = context;
  const campaignId = context.newId();
  const attack = { kind: campaign.kind, campaignId };
  const start = context.dayStart + random.int(0, 22 * 60) * MINUTE;
  const victim = random.pick(users);
  const attackerPlace = pickPlace(random);
  const attackerIp = addressIn(random, attackerPlace);
  const times = (count: number, span: number) =>
    Array.from({ length: count }, () => start + random.int(0, span)).sort((a, b) => a - b);

  switch (campaign.kind) {
    case 'impossible_travel': {
      const far = farFrom(random, victim.home);
      const device = victim.devices[0]!;
      return [
        event(context, {
          ...identity(victim),
          time: start,
          ip: victim.addresses[0]!,
          userAgent: device,
          place: victim.home,
          successful: true,
        }),
        event(context, {
          ...identity(victim),
          time: start + random.int(20, 90) * MINUTE,
          ip: addressIn(random, far),
          userAgent: device,
          place: far,
          successful: true,
          attack,
        }),
      ];
    }
    // Stuffing and distributed attacks drive headless browsers behind a browser's user agent:
    // the agent looks human, the sign-in page's bot detection sees the automation.
    case 'credential_stuffing': {
      const userAgent = random.pick(BROWSER_USER_AGENTS);
      return times(campaign.size, HOUR).map((time) =>
        event(context, {
          ...identity(random.pick(users)),
          time,
          ip: attackerIp,
          userAgent,
          place: attackerPlace,
          successful: random.chance(0.05),
          botDetected: true,
          attack,
        }),
      );
    }
    case 'brute_force': {
      const userAgent = random.pick(BROWSER_USER_AGENTS);
      const finallyIn = random.chance(0.3);
      return times(campaign.size, 10 * MINUTE).map((time, index) =>
        event(context, {
          ...identity(victim),
          time,
          ip: attackerIp,
          userAgent,
          place: attackerPlace,
          successful: finallyIn && index === campaign.size - 1,
          attack,
        }),
      );
    }
    case 'distributed_attack':
      return times(campaign.size, HOUR).map((time) => {
        const place = pickPlace(random);
        return event(context, {
          ...identity(victim),
          time,
          ip: addressIn(random, place),
          userAgent: random.pick(BROWSER_USER_AGENTS),
          place,
          successful: false,
          botDetected: true,
          attack,
        });
      });
    case 'bot_user_agent': {
      const userAgent = random.pick(BOT_USER_AGENTS);
      return times(campaign.size, 3 * HOUR).map((time) =>
        event(context, {
          ...identity(random.pick(users)),
          time,
          ip: attackerIp,
          userAgent,
          place: attackerPlace,
          successful: random.chance(0.2),
          attack,
        }),
      );
    }
    case 'account_takeover': {
      const place = farFrom(random, victim.home);
      const ip = addressIn(random, place);
      const unknownDevices = BROWSER_USER_AGENTS.filter((ua) => !victim.devices.includes(ua));
      const userAgent = random.pick(unknownDevices);
      return times(campaign.size, HOUR).map((time) =>
        event(context, {
          ...identity(victim),
          time,
          ip,
          userAgent,
          place,
          successful: true,
          attack,
        }),
      );
    }
  }
}

function identity(user: SignInUser) {
  return { userId: user.id, username: user.username };
}
