// Create share card (content spec §2 'Share-to-short-video dialogs' 1, §4): six styles, a live
// 9:16 preview, Download Card (idle → generating → downloaded, or the error text), the plain
// fallback card when the renderer fails, and the client's download limit.
import { useId, useRef, useState } from 'react';
import { PageIcon } from '../../ui/PageIcon';
import { showToast } from '../../ui/toastStore';
import { BRAND_NAME } from '../shell/Brand';
import { CARD_HASHTAGS_MAX, hashtagsFor } from './caption';
import { CARD_STYLES, cardFilename, currentCardImageOptions, type CardStyle } from './cardImage';
import { createRateLimiter } from './rateLimiter';
import { drawFallbackCard, renderCardNode, saveBlob } from './renderCard';
import { siteAddress, type SharePost } from './sharePost';
import { extractShareText } from './shareText';
import { trackShareEvent } from '../analytics/analytics';

export const CARD_DOWNLOADED = 'Card downloaded! Ready to share';
export const CARD_FAILED_TOAST = 'Failed to generate card';
export const CARD_FAILED_TEXT = 'Failed to generate card. Please try again.';
export const CARD_RATE_LIMITED = 'Please wait a moment before downloading again';
const CARD_TAGS_MAX = 2;

/** One limiter for the page: closing and reopening the dialog does not reset it. */
const downloadLimiter = createRateLimiter();

type CardState = { status: 'idle' | 'generating' | 'downloaded' } | { status: 'error'; message: string };

export function ShareCardPreview({ post, style, previewRef }: { post: SharePost; style: CardStyle; previewRef?: React.Ref<HTMLDivElement> }) {
  const hashtags = hashtagsFor(post, CARD_HASHTAGS_MAX);
  return (
    <div ref={previewRef} className="share-card" style={{ background: style.background }} data-testid="share-card-preview">
      <span className="share-card-badge">{BRAND_NAME}</span>
      <p className="share-card-sentence">{extractShareText(post)}</p>
      {post.author?.username ? <p className="share-card-author">@{post.author.username}</p> : null}
      <p className="share-card-stats">
        <span>{post.score} votes</span>
        <span aria-hidden="true">·</span>
        <span>{post.commentCount} comments</span>
      </p>
      {post.tags.length > 0 ? (
        <ul className="share-card-tags">
          {post.tags.slice(0, CARD_TAGS_MAX).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <p className="share-card-hashtags">{hashtags.join(' ')}</p>
      <p className="share-card-site">{siteAddress()}</p>
    </div>
  );
}

export function ShareCardView({ post, onShareToApp, onClose }: { post: SharePost; onShareToApp: () => void; onClose: () => void }) {
  const [styleId, setStyleId] = useState(CARD_STYLES[0].id);
  const [state, setState] = useState<CardState>({ status: 'idle' });
  const previewRef = useRef<HTMLDivElement>(null);
  const groupName = useId();
  const style = CARD_STYLES.find((s) => s.id === styleId) ?? CARD_STYLES[0];

  const download = async () => {
    const node = previewRef.current;
    if (!node || state.status === 'generating') return;
    const check = downloadLimiter.attempt(`card:${post.postId}`);
    if (!check.allowed) {
      showToast(CARD_RATE_LIMITED, 'error');
      setState({ status: 'error', message: check.message });
      return;
    }
    setState({ status: 'generating' });
    const options = currentCardImageOptions();
    let blob: Blob;
    let fallback = false;
    try {
      blob = await renderCardNode(node, options);
    } catch {
      try {
        fallback = true;
        blob = await drawFallbackCard({ title: post.title, siteAddress: siteAddress(), style, options });
      } catch {
        setState({ status: 'error', message: CARD_FAILED_TEXT });
        showToast(CARD_FAILED_TOAST, 'error');
        trackShareEvent('card_failed', post.postId, { style: style.id });
        return;
      }
    }
    saveBlob(blob, cardFilename(post.postId, options.type));
    setState({ status: 'downloaded' });
    showToast(CARD_DOWNLOADED, 'success');
    trackShareEvent('card_created', post.postId, { style: style.id, fallback });
  };

  return (
    <div className="share-card-dialog">
      <div className="share-card-frame">
        <ShareCardPreview post={post} style={style} previewRef={previewRef} />
      </div>
      <div className="share-card-controls">
        <fieldset className="share-style-picker">
          <legend>Background style</legend>
          {CARD_STYLES.map((option) => (
            <label key={option.id} className="share-style-option" title={option.label}>
              <input type="radio" name={groupName} value={option.id} checked={option.id === styleId} onChange={() => setStyleId(option.id)} aria-label={option.label} />
              <span className="share-style-swatch" style={{ background: option.background }} aria-hidden="true" />
            </label>
          ))}
        </fieldset>
        {state.status === 'error' ? (
          <p className="field-error" role="alert">
            {state.message}
          </p>
        ) : null}
        <div className="share-card-buttons">
          <button type="button" className="button button-primary" onClick={() => void download()} disabled={state.status === 'generating'}>
            <PageIcon name="download" size={18} /> {state.status === 'generating' ? 'Generating…' : 'Download Card'}
          </button>
          <button type="button" className="button" onClick={onShareToApp}>
            <PageIcon name="share" size={18} /> Share to the short-video platform
          </button>
          <button type="button" className="button button-ghost" onClick={onClose}>
            Close
          </button>
        </div>
        {state.status === 'downloaded' ? <p className="form-message form-message-success">Card downloaded. Post it with the caption from the share helper.</p> : null}
      </div>
    </div>
  );
}
