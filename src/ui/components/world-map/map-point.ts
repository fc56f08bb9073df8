/** The risky events at one place: how many, and their average risk score (0–100). */
export interface MapPoint {
  lat: number;
  longitude: number;
  count: number;
  averageScore: number;
}

export interface MapPlace {
  lat: number;
  longitude: number;
  label: string;
}

/** Two places joined on the map by a great-circle line, such as the sign-ins of an impossible travel. */
export interface MapRoute {
  from: MapPlace;
  to: MapPlace;
}
