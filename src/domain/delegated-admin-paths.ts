/** The list and edit screens of a privilege path such as `managed/alpha_user`. */
export function listPath(resourceType: string, resourceName: string): string {
  return `/list/${encodeURIComponent(resourceType)}/${encodeURIComponent(resourceName)}`;
}

export function editPath(resourceType: string, resourceName: string, id: string): string {
  return `/edit/${encodeURIComponent(resourceType)}/${encodeURIComponent(resourceName)}/${encodeURIComponent(id)}`;
}
