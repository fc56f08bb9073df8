/** The heuristic flags a `raw_results` entry may carry (autoaccess-domain.md, "Reasons"). */
export const HEURISTIC_KEYS = [
  'is_advanced_bot_detection',
  'is_automated_user_agent',
  'is_brute_force',
  'is_credential_stuffing',
  'is_distributed_attack',
  'is_impossible_travel',
  'is_ip_blocked',
  'is_suspicious_ip',
] as const;
export type HeuristicKey = (typeof HEURISTIC_KEYS)[number];
