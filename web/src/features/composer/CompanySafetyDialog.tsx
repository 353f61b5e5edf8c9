// The company-safety reminder (content spec §2 'New post'), shown once per device when a
// title seems to name a company or a person.
import { Modal } from '../../ui/Modal';

export function CompanySafetyDialog({ open, onEdit, onContinue }: { open: boolean; onEdit: () => void; onContinue: () => void }) {
  return (
    <Modal open={open} title="Before you post: protect yourself" onClose={onEdit} size="small">
      <p>
        Your title seems to name a company or a person. Public posts can be read by anyone, and even a private
        community's members could pass a post on.
      </p>
      <ul className="check-list">
        <li>Naming your employer, store or manager can make it easy to tell who wrote the post.</li>
        <li>Describe roles instead of names, for example “my store manager” or “a big coffee chain”.</li>
        <li>Stick to facts you would be comfortable defending.</li>
      </ul>
      <p className="muted">We show this reminder once on this device.</p>
      <div className="button-row dialog-actions">
        <button type="button" className="button" onClick={onEdit} data-autofocus>
          Edit title
        </button>
        <button type="button" className="button button-primary" onClick={onContinue}>
          Post anyway
        </button>
      </div>
    </Modal>
  );
}
