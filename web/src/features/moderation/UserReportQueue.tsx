// The admin "User reports" tab body (mounted by /admin/moderation). Interface agreed in
// /work/issue10-plan.md: `version` increases on each live report change; the list refetches then.
// (Being filled in by the reports work; the export and its props are final.)
import { Spinner } from '../../ui/Spinner';

export interface UserReportQueueProps {
  version: number;
}

export function UserReportQueue(_props: UserReportQueueProps) {
  return <Spinner label="Loading reports…" />;
}
