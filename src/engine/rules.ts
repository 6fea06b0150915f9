/**
 * When a deal is allowed with empty columns (SPEC §1.3). The seed pages disagree, so the
 * player chooses; the solver, the verified lists and the CLI take the same value.
 */
export type DealRules = 'classic' | 'strict' | 'relaxed';

export const DEAL_RULES: readonly DealRules[] = ['classic', 'strict', 'relaxed'];
export const DEFAULT_RULES: DealRules = 'classic';

export function isDealRules(value: unknown): value is DealRules {
  return value === 'classic' || value === 'strict' || value === 'relaxed';
}
