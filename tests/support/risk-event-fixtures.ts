import { HEURISTIC_KEYS } from '../../src/domain/autoaccess/heuristic-keys.js';
import { type RiskEvent } from '../../src/domain/autoaccess/risk-event.js';
import { mulberry32 } from '../../src/platform/store/seed/prng.js';

/**
 * Scored events in exactly the shape of the `risk_explainability` index, from a seeded generator.
 * For tests and the benchmark only, until the prediction pipeline writes real scores: never shown
 * to users as results.
 */
export interface RiskEventFixtureOptions {
  count: number;
  seed?: number;
  realm?: string;
  /** First event time (ms); events spread evenly over `days`. */
  start?: number;
  days?: number;
  users?: number;
}

export const FIXTURE_START = Date.UTC(2026, 0, 1);

const CITIES = [
  { city: 'Paris', country: 'France', lat: 48.8566, longitude: 2.3522, timeZone: 'Europe/Paris' },
  { city: 'Lyon', country: 'France', lat: 45.764, longitude: 4.8357, timeZone: 'Europe/Paris' },
  { city: 'Berlin', country: 'Germany', lat: 52.52, longitude: 13.405, timeZone: 'Europe/Berlin' },
  {
    city: 'London',
    country: 'United Kingdom',
    lat: 51.5074,
    longitude: -0.1278,
    timeZone: 'Europe/London',
  },
  {
    city: 'New York',
    country: 'United States',
    lat: 40.7128,
    longitude: -74.006,
    timeZone: 'America/New_York',
  },
  {
    city: 'San Francisco',
    country: 'United States',
    lat: 37.7749,
    longitude: -122.4194,
    timeZone: 'America/Los_Angeles',
  },
  { city: 'Tokyo', country: 'Japan', lat: 35.6762, longitude: 139.6503, timeZone: 'Asia/Tokyo' },
  { city: 'Mumbai', country: 'India', lat: 19.076, longitude: 72.8777, timeZone: 'Asia/Kolkata' },
  {
    city: 'São Paulo',
    country: 'Brazil',
    lat: -23.5505,
    longitude: -46.6333,
    timeZone: 'America/Sao_Paulo',
  },
  {
    city: 'Sydney',
    country: 'Australia',
    lat: -33.8688,
    longitude: 151.2093,
    timeZone: 'Australia/Sydney',
  },
  { city: 'Lagos', country: 'Nigeria', lat: 6.5244, longitude: 3.3792, timeZone: 'Africa/Lagos' },
  {
    city: 'Moscow',
    country: 'Russia',
    lat: 55.7558,
    longitude: 37.6173,
    timeZone: 'Europe/Moscow',
  },
];
const BROWSERS = [
  {
    os: 'Windows',
    osVersion: '11',
    userAgentType: 'Chrome',
    device: 'Other',
    deviceType: 'desktop',
  },
  {
    os: 'Mac OS X',
    osVersion: '14.5',
    userAgentType: 'Safari',
    device: 'Mac',
    deviceType: 'desktop',
  },
  {
    os: 'iOS',
    osVersion: '17.4',
    userAgentType: 'Mobile Safari',
    device: 'iPhone',
    deviceType: 'mobile',
  },
  {
    os: 'Android',
    osVersion: '14',
    userAgentType: 'Chrome Mobile',
    device: 'Pixel 8',
    deviceType: 'mobile',
  },
  { os: 'Linux', osVersion: '', userAgentType: 'Firefox', device: 'Other', deviceType: 'desktop' },
  {
    os: 'Linux',
    osVersion: '',
    userAgentType: 'python-requests',
    device: 'Other',
    deviceType: 'bot',
  },
];
const FEATURES = [
  'city',
  'country',
  'os',
  'osVersion',
  'device',
  'deviceType',
  'dayparting',
  'weekday',
  'userAgentType',
];
const UEBA_RESPONSES = ['city', 'country', 'os', 'device', 'dayparting', 'failed', 'unknown'];
const DAYPARTS = ['night', 'morning', 'afternoon', 'evening'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const STATUSES = ['SUCCESSFUL', 'SUCCESSFUL', 'SUCCESSFUL', 'FAILED'];

export function* generateRiskEvents(options: RiskEventFixtureOptions): Generator<RiskEvent> {
  const random = mulberry32(options.seed ?? 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const realm = options.realm ?? '/alpha';
  const start = options.start ?? FIXTURE_START;
  const span = (options.days ?? 30) * 86_400_000;
  const users = options.users ?? Math.max(10, Math.floor(options.count / 40));
  for (let index = 0; index < options.count; index += 1) {
    const timestamp = start + Math.floor((index / options.count) * span + random() * 1000);
    const date = new Date(timestamp);
    const userNumber = Math.floor(random() * random() * users);
    const userId = `user.${userNumber}`;
    const place = random() < 0.85 ? CITIES[userNumber % CITIES.length]! : pick(CITIES);
    const browser = random() < 0.8 ? BROWSERS[userNumber % 5]! : pick(BROWSERS);
    const blocked = random() < 0.01;
    const roll = random();
    const risky = blocked || roll < 0.08;
    const riskScore = blocked
      ? 100
      : risky
        ? 50 + Math.round(random() * 5000) / 100
        : Math.round(random() * 4900) / 100;
    const heuristics = HEURISTIC_KEYS.filter(
      (key) => key !== 'is_ip_blocked' && risky && random() < 0.2,
    );
    const clusteringScore = blocked
      ? undefined
      : Math.round(random() * (risky ? 100 : 50) * 100) / 100;
    const uebaScore = blocked ? undefined : Math.round(random() * (risky ? 100 : 50) * 100) / 100;
    const topCluster = FEATURES.filter(() => random() < 0.25);
    const eventId = `evt-${options.seed ?? 1}-${index}`;
    const event: RiskEvent = {
      realm,
      predictionResult: {
        features: {
          eventId,
          userId,
          rawUserId: userId.toUpperCase(),
          ipAddress: `10.${userNumber % 256}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`,
          timestamp: date.toISOString(),
          dayparting: DAYPARTS[Math.floor(date.getUTCHours() / 6)]!,
          weekday: WEEKDAYS[date.getUTCDay()]!,
          geoData: { ...place, lat_lon: `${place.lat},${place.longitude}` },
          browserData: {
            ...browser,
            uaFamily: browser.userAgentType,
            uaStringRaw: `Mozilla/5.0 (${browser.os})`,
          },
        },
        botD: { isBot: browser.deviceType === 'bot' },
        raw_event_data: { transactionId: `tx-${index}`, response: { status: pick(STATUSES) } },
        risk_score_data: {
          risk_score: riskScore,
          risk_score_threshold: 50,
          is_risky_event: riskScore >= 50,
          ...(blocked
            ? {
                heuristic_agg_result: {
                  block_rule_result: {
                    risk_score: 100,
                    ip_address: '10.0.0.1',
                    is_blocked: true,
                    is_allowed: false,
                    block_list: ['10.0.0.0/8'],
                    allow_list: [],
                  },
                },
              }
            : {
                clustering_model_risk_score: clusteringScore,
                ueba_avg_risk_score: uebaScore,
                heuristic_risk_score: heuristics.length > 0 ? 80 : 0,
                heuristic_agg_result: {
                  raw_results: heuristics.map((key) => ({ [key]: true, risk_score: 80 })),
                },
                clustering_result: { top_cluster_explainability: topCluster },
              }),
        },
        ...(blocked
          ? {}
          : {
              ueba_signal: {
                explainability: { response: pick(UEBA_RESPONSES) },
                explainable_features: pick(FEATURES.slice(0, 5)),
              },
            }),
      },
    };
    yield event;
  }
}
