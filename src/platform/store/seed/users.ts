import { DEMO_USER_NAME, DEMO_USERS } from './demo-users.js';
import {
  COMPANIES,
  GIVEN_NAMES,
  JOB_TITLES,
  LOCATIONS,
  MANAGER_TITLES,
  SURNAMES,
  type Location,
} from './people.js';
import type { Random } from './prng.js';

export interface SeedUser {
  id: string;
  doc: Record<string, unknown>;
}

type SeededRealm = keyof typeof DEMO_USERS;

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function fillPattern(random: Random, pattern: string): string {
  return pattern.replace(/[#@]/g, (slot) =>
    slot === '#' ? String(random.int(0, 9)) : random.pick([...LETTERS]),
  );
}

function asciiHandle(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');
}

function address(random: Random, location: Location) {
  return {
    telephoneNumber: fillPattern(random, location.telephone),
    postalAddress: location.street(random.int(1, 250), random.pick(location.streets)),
    city: location.city,
    postalCode: fillPattern(random, location.postalCode),
    country: location.country,
    stateProvince: location.stateProvince,
  };
}

function accountStatus(random: Random): string {
  const draw = random.next();
  return draw < 0.9 ? 'active' : draw < 0.96 ? 'inactive' : 'blocked';
}

function managerRef(object: string, id: string) {
  return { _ref: `managed/${object}/${id}` };
}

/**
 * The users of one realm: `count` generated people in a manager hierarchy (one head,
 * a few managers reporting to the head, everyone else reporting to a manager), then the
 * realm's demo user.
 */
export function generateRealmUsers(
  random: Random,
  realm: SeededRealm,
  object: string,
  count: number,
): SeedUser[] {
  const domain = `${realm}.example.com`;
  const company = random.pick(COMPANIES);
  const managerCount = Math.max(1, Math.round(count / 12));
  const taken = new Set<string>([DEMO_USER_NAME]);
  const users: SeedUser[] = [];

  for (let index = 0; index < count; index += 1) {
    const givenName = random.pick(GIVEN_NAMES);
    const sn = random.pick(SURNAMES);
    const base = `${asciiHandle(givenName)}.${asciiHandle(sn)}`;
    let userName = base;
    for (let suffix = 2; taken.has(userName); suffix += 1) userName = `${base}${suffix}`;
    taken.add(userName);
    const isManager = index < managerCount;
    const id = random.uuid();
    const managerIndex = index === 0 ? null : isManager ? 0 : random.int(0, managerCount - 1);
    const managerId = managerIndex === null ? undefined : users[managerIndex]?.id;
    users.push({
      id,
      doc: {
        userName,
        givenName,
        sn,
        mail: `${userName}@${domain}`,
        ...address(random, random.pick(LOCATIONS)),
        description: isManager
          ? MANAGER_TITLES[index % MANAGER_TITLES.length]
          : random.pick(JOB_TITLES),
        accountStatus: isManager ? 'active' : accountStatus(random),
        company: random.chance(0.85) ? company : random.pick(COMPANIES),
        preferences: { updates: random.chance(0.6), marketing: random.chance(0.3) },
        aliasList: [],
        consentedMappings: [],
        profileImage: null,
        ...(managerId ? { manager: managerRef(object, managerId) } : {}),
      },
    });
  }

  const demo = DEMO_USERS[realm];
  users.push({
    id: demo.id,
    doc: {
      userName: DEMO_USER_NAME,
      givenName: 'Demo',
      sn: demo.sn,
      mail: `${DEMO_USER_NAME}@${domain}`,
      ...address(random, random.pick(LOCATIONS)),
      description: `Demonstration account of the ${realm} realm`,
      accountStatus: 'active',
      company,
      preferences: { updates: true, marketing: false },
      aliasList: [],
      consentedMappings: [],
      profileImage: null,
      manager: managerRef(object, users[Math.min(1, users.length - 1)]!.id),
    },
  });
  return users;
}
