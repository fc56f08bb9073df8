/** What an action on a request needs to know of it. */
export interface ActedOnRequest {
  id: string;
  rev: string;
  item: { name: string };
  requestedFor: { displayName: string };
  approver?: { id: string } | null;
}
