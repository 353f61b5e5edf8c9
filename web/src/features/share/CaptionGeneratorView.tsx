// Caption generator (content spec §2 'Share-to-short-video dialogs' 3, §4): the opening hook with
// Randomize, the stats and call-to-action toggles, the caption regenerated on every change, five
// suggested sounds, tips, Copy Caption and Open in the short-video app.
import { useEffect, useId, useRef, useState } from 'react';
import { PageIcon } from '../../ui/PageIcon';
import { UPLOAD_PAGE_URL } from './appLinks';
import { buildCaption, CAPTION_HOOKS, randomHook, SUGGESTED_SOUNDS } from './caption';
import { launchShortVideoApp } from './launchApp';
import { currentPlatform } from './platform';
import { DEFAULT_CAPTION_OPTIONS, type SharePost } from './sharePost';
import { trackShareEvent } from '../analytics/analytics';
import { useCaptionCopy } from './useCaptionCopy';

export const CAPTION_TIPS = [
  'Keep the hook on screen for the first two seconds.',
  'Use one or two of the hashtags that fit your video best, not all of them.',
  'Pick a sound quietly under your voice so your words stay clear.',
];

export function CaptionGeneratorView({ post }: { post: SharePost }) {
  const [hook, setHook] = useState<string>(DEFAULT_CAPTION_OPTIONS.hook);
  const [includeStats, setIncludeStats] = useState(DEFAULT_CAPTION_OPTIONS.includeStats);
  const [includeCallToAction, setIncludeCallToAction] = useState(DEFAULT_CAPTION_OPTIONS.includeCallToAction);
  const { copyCaption, copied, manualCopyDialog } = useCaptionCopy(post.postId);
  const [opening, setOpening] = useState(false);
  const hookId = useId();
  const caption = buildCaption(post, { hook, includeStats, includeCallToAction });

  // One script per opening of the generator, however often the caption changes.
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    trackShareEvent('script_made', post.postId);
  }, [post.postId]);

  const openInApp = async () => {
    const platform = currentPlatform();
    const copiedNow = await copyCaption(caption, 'caption');
    if (platform === 'desktop') {
      window.open(UPLOAD_PAGE_URL, '_blank', 'noopener,noreferrer');
      trackShareEvent('upload_page_opened', post.postId);
      return;
    }
    setOpening(true);
    await launchShortVideoApp(post.postId, platform, copiedNow);
    setOpening(false);
  };

  return (
    <div className="caption-generator">
      <div className="field">
        <label htmlFor={hookId}>Opening hook</label>
        <div className="caption-hook-row">
          <select id={hookId} value={hook} onChange={(event) => setHook(event.target.value)}>
            {CAPTION_HOOKS.map((line) => (
              <option key={line} value={line}>
                {line}
              </option>
            ))}
          </select>
          <button type="button" className="button" onClick={() => setHook(randomHook(hook))}>
            <PageIcon name="refresh" size={16} /> Randomize
          </button>
        </div>
      </div>
      <label className="checkbox-field caption-toggle">
        <input type="checkbox" checked={includeStats} onChange={(event) => setIncludeStats(event.target.checked)} />
        Include post stats
      </label>
      <label className="checkbox-field caption-toggle">
        <input type="checkbox" checked={includeCallToAction} onChange={(event) => setIncludeCallToAction(event.target.checked)} />
        Include call-to-action
      </label>

      <section aria-label="Caption preview" className="share-caption-box">
        <p className="share-caption-text" aria-live="polite" data-testid="caption-preview">
          {caption}
        </p>
      </section>

      <div className="share-columns">
        <section className="share-tips" aria-label="Suggested sounds">
          <h3>Suggested sounds</h3>
          <ul>
            {SUGGESTED_SOUNDS.map((sound) => (
              <li key={sound}>{sound}</li>
            ))}
          </ul>
        </section>
        <section className="share-tips" aria-label="Tips">
          <h3>Tips</h3>
          <ul>
            {CAPTION_TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copyCaption(caption, 'caption')}>
          <PageIcon name={copied ? 'check' : 'copy'} size={16} /> {copied ? 'Caption Copied' : 'Copy Caption'}
        </button>
        <button type="button" className="button" onClick={() => void openInApp()} disabled={opening}>
          <PageIcon name="video" size={16} /> {opening ? 'Opening the app…' : 'Open in the short-video app'}
        </button>
      </div>
      {manualCopyDialog}
    </div>
  );
}
