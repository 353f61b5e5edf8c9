// The failed-job list's page size on /admin/jobs (the route loader reads it; the API's default too).
export const FAILED_JOBS_PAGE_SIZE = 20;

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": how long a job has waited. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
