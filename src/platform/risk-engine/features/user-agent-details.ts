import Bowser from 'bowser';
import { isbot } from 'isbot';

/** What the engine reads from a user-agent string. */
export interface UserAgentDetails {
  os: string;
  osVersion: string;
  /** The browser family, e.g. "Chrome" ("Browser Family" in the dashboard). */
  userAgentType: string;
  /** The family with its major version, e.g. "Chrome 131". */
  uaFamily: string;
  device: string;
  deviceType: string;
  isBot: boolean;
}

const UNKNOWN = 'Unknown';

function parse(userAgent: string): UserAgentDetails {
  const bot = isbot(userAgent);
  if (userAgent.trim() === '') {
    return {
      os: UNKNOWN,
      osVersion: UNKNOWN,
      userAgentType: UNKNOWN,
      uaFamily: UNKNOWN,
      device: UNKNOWN,
      deviceType: UNKNOWN,
      isBot: bot,
    };
  }
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? userAgent.split(/[/ ]/)[0] ?? UNKNOWN;
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name ?? UNKNOWN;
  const osVersion = parsed.os.version ?? parsed.os.versionName;
  const device = [parsed.platform.vendor, parsed.platform.model].filter(Boolean).join(' ');
  return {
    os,
    osVersion: osVersion ? `${os} ${osVersion}` : os,
    userAgentType: browser,
    uaFamily: major ? `${browser} ${major}` : browser,
    device: device || parsed.platform.type || UNKNOWN,
    deviceType: bot ? 'bot' : (parsed.platform.type ?? UNKNOWN),
    isBot: bot,
  };
}

/** Parses user agents once each: a data set repeats few distinct strings many times. */
export function userAgentParser(): (userAgent: string) => UserAgentDetails {
  const cache = new Map<string, UserAgentDetails>();
  return (userAgent) => {
    let details = cache.get(userAgent);
    if (!details) {
      details = parse(userAgent);
      if (cache.size < 100_000) cache.set(userAgent, details);
    }
    return details;
  };
}
