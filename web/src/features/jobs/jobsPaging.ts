// The failed-job list's page size on /admin/jobs (the route loader reads it; the API's default too).
export const FAILED_JOBS_PAGE_SIZE = 20;
