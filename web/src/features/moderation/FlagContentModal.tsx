// The Report Content (flag) modal of spec §2/§4/§5/§8. Interface agreed in /work/issue10-plan.md:
// the parent renders it only while open; postId/commentId are GraphQL global ids.
// (Being filled in by the flags work; the export and its props are final.)
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

export type FlagTarget = { postId: string } | { commentId: string };

export interface FlagContentModalProps {
  target: FlagTarget;
  onClose: () => void;
}

export function FlagContentModal({ onClose }: FlagContentModalProps) {
  return (
    <Modal open title="Report Content" onClose={onClose} size="small">
      <Spinner />
    </Modal>
  );
}
