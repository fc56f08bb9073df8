/** A route as the list shows it and the deploy dialog acts on it. */
export interface RouteRow {
  id: string;
  rev: string;
  context: string;
  behaviour: string;
  description: string;
  deployed: boolean;
}

/** Where the platform serves the route. */
export const servedPath = (route: Pick<RouteRow, 'context'>) => `/openidm/${route.context}`;
