/** One sign-in event after the data source's JSLT mapping. */
export interface SignInEvent {
  eventId: string;
  userId: string;
  /** The name the user signed in with, when the data source maps it. */
  userName?: string;
  transactionId?: string;
  ipAddress: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  userAgent: string;
  city?: string;
  country?: string;
  lat?: number;
  longitude?: number;
  timeZone?: string;
  /** 'SUCCESSFUL' | 'FAILED' | other. */
  result?: string;
  /** The client's bot detection verdict (BotD), when the data source maps it. */
  isBot?: boolean;
}

/** A mapped record the engine cannot read; the message names the field. */
export class RiskEngineInputError extends Error {
  override name = 'RiskEngineInputError';
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function requiredText(record: Record<string, unknown>, field: string): string {
  const value = record[field];
  if (absent(value)) throw new RiskEngineInputError(`The mapped field "${field}" is missing.`);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new RiskEngineInputError(`The mapped field "${field}" must be a string.`);
}

function optionalText(record: Record<string, unknown>, field: string): string | undefined {
  return absent(record[field]) ? undefined : requiredText(record, field);
}

function optionalNumber(record: Record<string, unknown>, field: string): number | undefined {
  const value = record[field];
  if (absent(value)) return undefined;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw new RiskEngineInputError(`The mapped field "${field}" must be a number.`);
  }
  return number;
}

function optionalBoolean(record: Record<string, unknown>, field: string): boolean | undefined {
  const value = record[field];
  if (absent(value)) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new RiskEngineInputError(`The mapped field "${field}" must be true or false.`);
}

/** Seconds below this are read as seconds since the epoch, above as milliseconds. */
const SECONDS_LIMIT = 100_000_000_000;

function timestampOf(record: Record<string, unknown>): number {
  const value = record.timestamp;
  if (absent(value)) throw new RiskEngineInputError('The mapped field "timestamp" is missing.');
  if (typeof value === 'number' && Number.isFinite(value)) {
    return value < SECONDS_LIMIT ? value * 1000 : value;
  }
  if (typeof value === 'string') {
    const numeric = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
    const time = Number.isFinite(numeric)
      ? numeric < SECONDS_LIMIT
        ? numeric * 1000
        : numeric
      : Date.parse(value);
    if (Number.isFinite(time)) return time;
  }
  throw new RiskEngineInputError(
    'The mapped field "timestamp" must be an ISO 8601 instant or a number of seconds or milliseconds since the epoch.',
  );
}

/**
 * Reads a mapped record (feature key → value, the keys of `autoaccess/base/authentication`);
 * throws RiskEngineInputError naming the field that is missing or of the wrong type.
 */
export function signInEventFromMapped(record: Record<string, unknown>): SignInEvent {
  const event: SignInEvent = {
    eventId: requiredText(record, 'eventId'),
    userId: requiredText(record, 'userId'),
    ipAddress: requiredText(record, 'ipAddress'),
    timestamp: timestampOf(record),
    userAgent: optionalText(record, 'userAgent') ?? '',
  };
  const userName = optionalText(record, 'userName');
  const transactionId = optionalText(record, 'transactionId');
  const city = optionalText(record, 'city');
  const country = optionalText(record, 'country');
  const lat = optionalNumber(record, 'lat');
  const longitude = optionalNumber(record, 'longitude');
  const timeZone = optionalText(record, 'timeZone');
  const result = optionalText(record, 'result');
  const isBot = optionalBoolean(record, 'isBot');
  if (userName !== undefined) event.userName = userName;
  if (transactionId !== undefined) event.transactionId = transactionId;
  if (city !== undefined) event.city = city;
  if (country !== undefined) event.country = country;
  if (lat !== undefined) event.lat = lat;
  if (longitude !== undefined) event.longitude = longitude;
  if (timeZone !== undefined) event.timeZone = timeZone;
  if (result !== undefined) event.result = result;
  if (isBot !== undefined) event.isBot = isBot;
  return event;
}
