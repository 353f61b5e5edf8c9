// The report-user modal of the content spec (§2, §5 "Report user", §8 "User actions"). Interface
// agreed in /work/issue10-plan.md: the parent renders it only while open; userId is the member's
// GraphQL global id. (Being filled in by the reports work; the export and its props are final.)
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

export interface ReportUserModalProps {
  userId: string;
  username: string;
  onClose: () => void;
}

export function ReportUserModal({ username, onClose }: ReportUserModalProps) {
  return (
    <Modal open title={`Report ${username}`} onClose={onClose} size="small">
      <Spinner />
    </Modal>
  );
}
