import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = JSONColumnType<Record<string, unknown>, string, string>;

export interface ManagedObjectsTable {
  type: string;
  id: string;
  rev: Generated<number>;
  doc: Json;
  created_at: Generated<Date>;
}

export interface ConfigObjectsTable {
  id: string;
  rev: Generated<number>;
  doc: Json;
}

export interface RealmsTable {
  name: string;
  aliases: JSONColumnType<string[], string, string>;
  active: Generated<boolean>;
}

export interface CredentialsTable {
  realm: string;
  user_id: string;
  password_hash: string;
  updated_at: Generated<Date>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  realm: string;
  username: string;
  failed_at: Timestamp;
}

export interface AccountLockoutsTable {
  realm: string;
  username: string;
  locked_until: Timestamp;
}

export interface AmSessionsTable {
  token_id: string;
  handle: string;
  realm: string;
  user_id: string;
  username: string;
  universal_id: string;
  auth_time: Timestamp;
  latest_access_time: Timestamp;
  max_idle_seconds: number;
  max_session_minutes: number;
}

export interface NotificationsTable {
  id: string;
  /** `managed/<object>/<id>` or `internal/user/<id>`. */
  target: string;
  message: string;
  notification_type: Generated<string>;
  create_date: Timestamp;
}

export interface JourneyStatesTable {
  auth_id: string;
  realm: string;
  tree: string;
  state: Json;
  expires_at: Timestamp;
}

export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

export interface Database {
  managed_objects: ManagedObjectsTable;
  config_objects: ConfigObjectsTable;
  realms: RealmsTable;
  credentials: CredentialsTable;
  login_failures: LoginFailuresTable;
  account_lockouts: AccountLockoutsTable;
  am_sessions: AmSessionsTable;
  notifications: NotificationsTable;
  journey_states: JourneyStatesTable;
  oidc_payloads: OidcPayloadsTable;
}
