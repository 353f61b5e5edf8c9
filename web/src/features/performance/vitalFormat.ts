// How /admin/performance names and prints web vitals: metric names, ratings, values in their unit.
import { formatCount } from '../../ui/format';

type VitalUnit = 'MILLISECONDS' | 'SCORE' | '%future added value';
export type VitalRating = 'GOOD' | 'NEEDS_IMPROVEMENT' | 'POOR' | '%future added value';

export const METRIC_NAMES: Record<string, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  FID: 'First Input Delay',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const RATING_LABELS: Record<string, string> = {
  GOOD: 'Good',
  NEEDS_IMPROVEMENT: 'Needs improvement',
  POOR: 'Poor',
};

/** Milliseconds rounded to whole ones with thousands separators; layout shift to three decimals at most. */
export function formatVital(value: number, unit: VitalUnit): string {
  if (unit === 'SCORE') return String(Number(value.toFixed(3)));
  return `${formatCount(Math.round(value))} ms`;
}

/** A share of the samples in whole percent ('0%' without samples). */
export function formatShare(count: number, total: number): string {
  return `${total > 0 ? Math.round((count / total) * 100) : 0}%`;
}
