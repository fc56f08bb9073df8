import type { FastifyRequest } from 'fastify';
import type { EndpointBehaviour } from '../../../domain/custom-endpoints.js';
import type { Principal } from '../../auth/principal.js';
import { listMemberApplications } from '../managed-applications.js';
import type { IdmDeps } from '../idm-deps.js';

interface EndpointCall {
  deps: IdmDeps;
  request: FastifyRequest;
  principal: Principal;
  name: string;
}

interface Behaviour {
  methods: readonly string[];
  run: (call: EndpointCall) => Promise<unknown>;
}

/** The request headers a diagnostic answer repeats; credentials never among them. */
const ECHOED_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent'] as const;

function echoedHeaders(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(
    ECHOED_HEADERS.flatMap((name) => {
      const value = request.headers[name];
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** What each behaviour answers; a custom endpoint runs one of these, never code it was given. */
export const ENDPOINT_BEHAVIOUR_IMPLEMENTATIONS: Record<EndpointBehaviour, Behaviour> = {
  linkedApplicationsCount: {
    methods: ['GET'],
    run: async ({ deps, principal }) => {
      const linked = principal.component.startsWith('managed/')
        ? await listMemberApplications(
            deps.db,
            principal.realm,
            `${principal.component}/${principal.idmId}`,
          )
        : [];
      return { count: linked.length };
    },
  },
  requestInfo: {
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    run: ({ request, principal, name }) =>
      Promise.resolve({
        endpoint: `endpoint/${name}`,
        method: request.method,
        query: request.query ?? {},
        headers: echoedHeaders(request),
        caller: {
          realm: principal.realm,
          userName: principal.username,
          component: principal.component,
        },
        ...(request.body === undefined ? {} : { body: request.body }),
      }),
  },
  health: {
    methods: ['GET'],
    run: ({ principal }) => Promise.resolve({ status: 'ALIVE', realm: principal.realm }),
  },
};
