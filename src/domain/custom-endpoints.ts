/** What a custom endpoint does when called: one of a fixed set, never code an administrator wrote. */
export const ENDPOINT_BEHAVIOURS = ['linkedApplicationsCount', 'requestInfo', 'health'] as const;
export type EndpointBehaviour = (typeof ENDPOINT_BEHAVIOURS)[number];

/** The activity log's object type for deploying and undeploying a custom endpoint. */
export const ENDPOINT_ACTIVITY_TYPE = 'endpoint';

/** A custom endpoint's name: the last segment of `endpoint/{name}`. */
export const ENDPOINT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** The attributes the route list sorts by. */
export const ENDPOINT_SORT_KEYS = ['name', 'behaviour', 'deployed'] as const;
