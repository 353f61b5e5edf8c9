// Share = copy the post's address (content spec §8 'Sharing').
import { copyText } from '../../ui/clipboard';
import { showToast } from '../../ui/toastStore';
import { absoluteUrl } from './postRules';

export const LINK_COPIED = 'Link copied to clipboard!';
export const LINK_COPY_FAILED = 'Failed to copy link';

export async function copyPostLink(path: string): Promise<boolean> {
  const copied = await copyText(absoluteUrl(path));
  showToast(copied ? LINK_COPIED : LINK_COPY_FAILED, copied ? 'success' : 'error');
  return copied;
}
