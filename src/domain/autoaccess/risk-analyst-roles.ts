import { IDM_ADMIN_ROLE } from '../roles.js';

/**
 * The auto-access roles below the identity administrator, as internal roles of the identity
 * server: a fraud analyst reads the scored sign-ins (the risk dashboard, the activity, the feature
 * exploration); a data analyst administers the data behind them (data sources, pipelines, the risk
 * configuration and settings, the entity service). The identity administrator does both.
 */
export const FRAUD_ANALYST_ROLE = 'internal/role/Fraud_Analyst';
export const DATA_ANALYST_ROLE = 'internal/role/Data_Analyst';

/** Who may open the risk analysis screens: the scored sign-ins, their activity and exploration. */
export const RISK_ANALYSIS_ROLES = [IDM_ADMIN_ROLE, FRAUD_ANALYST_ROLE] as const;
/** Who may open the risk administration screens. */
export const RISK_ADMINISTRATION_ROLES = [IDM_ADMIN_ROLE, DATA_ANALYST_ROLE] as const;
