// Trying the short-video app after the caption was copied, with the spec's failure toasts and
// the analytics of the outcome (shared by Quick Share and the caption generator).
import { showToast } from '../../ui/toastStore';
import { APP_OPEN_FAILED, APP_OPEN_FAILED_COPY_MANUALLY, browserAppOpener, openShortVideoApp } from './appLinks';
import type { SharePlatform } from './platform';
import { trackShareEvent } from '../analytics/analytics';

export async function launchShortVideoApp(postId: number, platform: SharePlatform, captionCopied: boolean): Promise<boolean> {
  const opened = await openShortVideoApp(platform, browserAppOpener(platform));
  trackShareEvent(opened ? 'app_opened' : 'app_open_failed', postId, { platform });
  // Without the caption on the clipboard the member has to copy it by hand.
  if (!opened) showToast(captionCopied ? APP_OPEN_FAILED : APP_OPEN_FAILED_COPY_MANUALLY, 'error');
  return opened;
}
