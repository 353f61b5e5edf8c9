// The moderation result of a new post (content spec §8 'Post creation'): 'Content Needs
// Changes' for a block, with the issues, suggestions and 'Edit and Resubmit'; 'Submitted
// for Review' for a post held for review.
import { Modal } from '../../ui/Modal';
import { ModerationDetailsView } from '../posts/ModerationDetailsView';
import type { Violation } from '../posts/postErrors';

export type ModerationResult =
  | { kind: 'block'; message: string; violations: Violation[]; suggestions: string[] }
  | { kind: 'review'; message: string };

export function ModerationDialog({ result, onClose }: { result: ModerationResult | null; onClose: () => void }) {
  if (!result) return null;
  const block = result.kind === 'block';
  return (
    <Modal open title={block ? 'Content Needs Changes' : 'Submitted for Review'} onClose={onClose} size="small">
      <p>{result.message}</p>
      {block ? <ModerationDetailsView violations={result.violations} suggestions={result.suggestions} /> : null}
      <div className="button-row dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          {block ? 'Edit and Resubmit' : 'OK'}
        </button>
      </div>
    </Modal>
  );
}
