// /admin/performance's address: the period in days (?days=1 or 30; 7, the default, is left out).

export const PERFORMANCE_DAY_CHOICES = [1, 7, 30] as const;
const DEFAULT_PERFORMANCE_DAYS = 7;

/** The period the address asks for; anything but a listed choice reads as the default. */
export function readPerformanceDays(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (PERFORMANCE_DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_PERFORMANCE_DAYS;
}

export function performanceSearch(days: number): string {
  return days === DEFAULT_PERFORMANCE_DAYS ? '' : `?days=${days}`;
}
