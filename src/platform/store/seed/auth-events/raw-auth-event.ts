import type { Place } from './places.js';

/** One sign-in as the sign-in service logs it. */
export interface RawAuthEvent {
  eventId: string;
  transactionId: string;
  timestamp: string;
  user: { id: string; username: string };
  /** `botDetected`: what the sign-in page's bot detection (BotD) concluded about the client. */
  client: { ip: string; userAgent: string; botDetected: boolean };
  geo: { city: string; country: string; lat: number; longitude: number; timeZone: string };
  result: 'SUCCESSFUL' | 'FAILED';
}

export const ATTACK_KINDS = [
  'impossible_travel',
  'credential_stuffing',
  'brute_force',
  'distributed_attack',
  'bot_user_agent',
  'account_takeover',
] as const;

export type AttackKind = (typeof ATTACK_KINDS)[number];

/** The label of an injected attack's event, kept apart from the events. */
export interface AttackLabel {
  eventId: string;
  attack: AttackKind;
  campaignId: string;
}

/** An event before it is written: its time as a number, so a day sorts quickly. */
export interface PendingEvent {
  time: number;
  eventId: string;
  transactionId: string;
  userId: string;
  username: string;
  ip: string;
  userAgent: string;
  place: Place;
  successful: boolean;
  /** Automation the sign-in page's bot detection sees (headless browsers behind a real agent). */
  botDetected?: boolean;
  attack?: { kind: AttackKind; campaignId: string };
}

export function rawEventOf(event: PendingEvent): RawAuthEvent {
  const { place } = event;
  return {
    eventId: event.eventId,
    transactionId: event.transactionId,
    timestamp: new Date(event.time).toISOString(),
    user: { id: event.userId, username: event.username },
    client: { ip: event.ip, userAgent: event.userAgent, botDetected: event.botDetected === true },
    geo: {
      city: place.city,
      country: place.country,
      lat: place.lat,
      longitude: place.longitude,
      timeZone: place.timeZone,
    },
    result: event.successful ? 'SUCCESSFUL' : 'FAILED',
  };
}
