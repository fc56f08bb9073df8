/** The platform services the gateway calls, by the variable that sets each one. */
const UPSTREAM_PATHS = {
  AM_URL: '/am',
  IDM_URL: '/openidm',
  IGA_URL: '/iga',
  ANALYTICS_URL: '/analytics',
  AUTOACCESS_API_URL: '/autoaccess/api',
  AUTOACCESS_JAS_URL: '/autoaccess/jas',
} as const;

export type UpstreamVariable = keyof typeof UPSTREAM_PATHS;
export type UpstreamUrls = Record<UpstreamVariable, string>;

const VARIABLES = Object.keys(UPSTREAM_PATHS) as UpstreamVariable[];

/** Every service URL of the embedded platform listening on `port` of this machine. */
export function embeddedUpstreams(port: number): UpstreamUrls {
  return servicesAt(`http://127.0.0.1:${port}`);
}

function servicesAt(origin: string): UpstreamUrls {
  return Object.fromEntries(
    VARIABLES.map((variable) => [variable, `${origin}${UPSTREAM_PATHS[variable]}`]),
  ) as UpstreamUrls;
}

/**
 * The deployment the gateway should call instead of the embedded platform, or undefined
 * when no upstream URL is set. A deployment needs AM_URL and IDM_URL; the other services
 * default to paths on AM_URL's origin (e.g. https://id.example.com/iga).
 */
export function configuredUpstreams(
  env: Partial<Record<UpstreamVariable, string | undefined>>,
): UpstreamUrls | undefined {
  const set = VARIABLES.filter((variable) => env[variable]);
  if (set.length === 0) return undefined;
  const missing = (['AM_URL', 'IDM_URL'] as const).filter((variable) => !env[variable]);
  if (missing.length > 0) {
    throw new Error(
      `${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(' and ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not: set AM_URL and IDM_URL to use a deployment, ` +
        'or no upstream URL to run the embedded platform.',
    );
  }
  if (!URL.canParse(env.AM_URL!)) throw new Error(`AM_URL is not a URL: ${env.AM_URL}`);
  const defaults = servicesAt(new URL(env.AM_URL!).origin);
  return Object.fromEntries(
    VARIABLES.map((variable) => [variable, env[variable] || defaults[variable]]),
  ) as UpstreamUrls;
}
