import { DASHBOARD_PATH } from './app-paths.js';

/** Where a successful sign-in continues: the platform-validated goto, or the dashboard. */
export function journeyDestination(validatedGoto: string | null | undefined): string {
  const target = validatedGoto?.trim();
  return target ? target : DASHBOARD_PATH;
}
