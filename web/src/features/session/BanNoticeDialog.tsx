// Shown when the server signed this tab out because the member is banned: the server's message
// (end time and reason), and the appeal link when there is one. Stays until closed.
import { Modal } from '../../ui/Modal';
import { clearBanNotice, useBanNotice } from './banNotice';

export const BAN_NOTICE_TITLE = 'Your account is suspended';

export function BanNoticeDialog() {
  const notice = useBanNotice();
  if (!notice) return null;
  return (
    <Modal open title={BAN_NOTICE_TITLE} onClose={clearBanNotice} size="small">
      <div className="form" role="alert">
        <p className="ban-notice-message">{notice.message}</p>
        <p className="muted">You have been signed out{notice.permanent ? '.' : '. You can sign in again when the suspension ends.'}</p>
        <div className="form-actions dialog-actions">
          {notice.appealUrl ? (
            <a className="button" href={notice.appealUrl}>
              Appeal this ban
            </a>
          ) : null}
          <button type="button" className="button button-primary" onClick={clearBanNotice} data-autofocus>
            OK
          </button>
        </div>
      </div>
    </Modal>
  );
}
