import type { PrincipalResolver } from '../auth/principal.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';

export interface IdmDeps {
  config: PlatformConfig;
  db: Db;
  principalFromRequest: PrincipalResolver;
}
