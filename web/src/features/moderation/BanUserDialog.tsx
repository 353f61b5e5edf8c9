// Ban User dialog for admins (spec §6). Interface agreed in /work/issue10-plan.md: the parent
// renders it only while open; userId is the member's GraphQL global id. (Being filled in by the
// sanctions work; the export and its props are final.)
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

export interface BanUserDialogProps {
  userId: string;
  username: string;
  onClose: () => void;
}

export function BanUserDialog({ username, onClose }: BanUserDialogProps) {
  return (
    <Modal open title={`Ban User: ${username}`} onClose={onClose} size="small">
      <Spinner />
    </Modal>
  );
}
