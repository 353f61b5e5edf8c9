import { Icon } from '../../ui/Icon';
import { copyPostLink } from './shareLink';

/** Share = copy the post's link (toast 'Link copied to clipboard!' or 'Failed to copy link'). */
export function ShareButton({ path, showLabel = false }: { path: string; showLabel?: boolean }) {
  return (
    <button type="button" className="post-action" aria-label="Share post (copy link)" onClick={() => void copyPostLink(path)}>
      <Icon name="share" size={18} />
      {showLabel ? <span aria-hidden="true">Share</span> : null}
    </button>
  );
}
