// Issue Warning dialog for admins (spec §6). Interface agreed in /work/issue10-plan.md: the parent
// renders it only while open; userId is the member's GraphQL global id. (Being filled in by the
// sanctions work; the export and its props are final.)
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

export interface IssueWarningDialogProps {
  userId: string;
  username: string;
  onClose: () => void;
}

export function IssueWarningDialog({ username, onClose }: IssueWarningDialogProps) {
  return (
    <Modal open title={`Issue Warning: ${username}`} onClose={onClose} size="small">
      <Spinner />
    </Modal>
  );
}
