// The spec's named scales (§5): trust score levels and warning severities, named once for the
// domain, both transports and the summaries they answer.

export const TRUST_LEVELS = [
  { min: 800, label: 'Excellent' },
  { min: 600, label: 'Good' },
  { min: 400, label: 'Fair' },
  { min: 200, label: 'Poor' },
  { min: -Infinity, label: 'Very Poor' },
] as const;

export type TrustLevelLabel = (typeof TRUST_LEVELS)[number]['label'];

/** 'N/A' while a member has no score yet. */
export function trustLevelOf(score: number | null | undefined): TrustLevelLabel | 'N/A' {
  if (score === null || score === undefined) return 'N/A';
  return TRUST_LEVELS.find((level) => score >= level.min)!.label;
}

export const WARNING_SEVERITY_LABELS = { 1: 'Minor', 2: 'Moderate', 3: 'Serious', 4: 'Severe', 5: 'Critical' } as const;
export type WarningSeverity = keyof typeof WARNING_SEVERITY_LABELS;
export const DEFAULT_WARNING_SEVERITY: WarningSeverity = 1;

export const isWarningSeverity = (value: unknown): value is WarningSeverity =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
