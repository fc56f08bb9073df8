/** Where a sign-in came from, as coarsely as the platform records it. */
export interface CoarseLocation {
  city: string;
  country: string | null;
}

/** What the platform records for a private, loopback or link-local address. */
export const LOCAL_NETWORK: CoarseLocation = { city: 'Local network', country: null };

export const isLocalNetwork = (
  location: { city?: string | null; country?: string | null } | null | undefined,
): boolean => location?.city === LOCAL_NETWORK.city && !location.country;
