// Share helper (content spec §2 'Share-to-short-video dialogs' 2): the caption with Copy; on a
// desktop, copy-and-open-the-upload-page and a QR code of the caption (drawn here in the browser:
// the caption never goes to an image service); on a phone, Quick Share (copy, then try the app),
// 'Caption Copied' with Copy Again and the app's store page on phones; pro tips.
import { useEffect, useRef, useState } from 'react';
import { PageIcon } from '../../ui/PageIcon';
import { showToast } from '../../ui/toastStore';
import { OPENING_APP_STORE, OPENING_PLAY_STORE, storeUrlFor, UPLOAD_PAGE_URL } from './appLinks';
import { launchShortVideoApp } from './launchApp';
import { currentPlatform, type SharePlatform } from './platform';
import type { SharePost } from './sharePost';
import { trackShareEvent } from '../analytics/analytics';
import { useCaptionCopy } from './useCaptionCopy';

export const PRO_TIPS = [
  'Download the share card first and use it as the first frame of your video.',
  'Say the question out loud in the first three seconds.',
  'Paste the caption, then tap the hashtags you want to keep.',
  'Never show your badge, your workplace or a coworker’s face without their OK.',
  'Reply to comments with the link in your bio to bring people to the discussion.',
];
const QR_SIZE = 300;

export function ShareHelperView({ post, caption, platform = currentPlatform() }: { post: SharePost; caption: string; platform?: SharePlatform }) {
  const { copyCaption, copied, manualCopyDialog } = useCaptionCopy(post.postId);
  const [qrShown, setQrShown] = useState(false);
  const [quickShared, setQuickShared] = useState<'idle' | 'opening' | 'done'>('idle');
  // The spec offers the store on iOS; Android gets its store too, with the spec's Play Store notice.
  const storeUrl = storeUrlFor(platform);

  const openUploadPage = async () => {
    await copyCaption(caption, 'caption');
    window.open(UPLOAD_PAGE_URL, '_blank', 'noopener,noreferrer');
    trackShareEvent('upload_page_opened', post.postId);
  };

  const quickShare = async () => {
    setQuickShared('opening');
    trackShareEvent('quick_share', post.postId, { platform });
    const copiedNow = await copyCaption(caption, 'caption');
    await launchShortVideoApp(post.postId, platform, copiedNow);
    setQuickShared('done');
  };

  return (
    <div className="share-helper">
      <div className="share-caption-box">
        <p className="share-caption-text" aria-label="Caption">
          {caption}
        </p>
        <button type="button" className="button button-small" onClick={() => void copyCaption(caption, 'clipboard')} aria-label={copied ? 'Caption copied' : 'Copy caption'}>
          <PageIcon name={copied ? 'check' : 'copy'} size={16} /> {copied ? 'Copied' : 'Copy'}
        </button>
      </div>

      {platform === 'desktop' ? (
        <div className="share-options">
          <button type="button" className="share-option" onClick={() => void openUploadPage()}>
            <strong>Copy caption and open the upload page</strong>
            <span className="muted">Opens the short-video platform’s upload page in a new tab.</span>
          </button>
          <button
            type="button"
            className="share-option"
            aria-expanded={qrShown}
            onClick={() => {
              if (!qrShown) trackShareEvent('qr_shown', post.postId);
              setQrShown(!qrShown);
            }}
          >
            <strong>{qrShown ? 'Hide QR code' : 'Send the caption to your phone (QR code)'}</strong>
            <span className="muted">Scan it with your phone’s camera to get the caption there. Made on this device.</span>
          </button>
          {qrShown ? <CaptionQrCode caption={caption} /> : null}
        </div>
      ) : quickShared === 'done' ? (
        <div className="share-confirm" role="status">
          <p className="share-confirm-title">
            <PageIcon name="check" size={18} /> Caption Copied
          </p>
          <p className="muted">Paste it in the short-video app when you post.</p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void copyCaption(caption, 'caption')}>
              Copy Again
            </button>
            {storeUrl ? (
              <a
                className="button button-ghost"
                href={storeUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => showToast(platform === 'ios' ? OPENING_APP_STORE : OPENING_PLAY_STORE, 'info')}
              >
                Get app
              </a>
            ) : null}
          </div>
        </div>
      ) : (
        <button type="button" className="button button-primary button-block" onClick={() => void quickShare()} disabled={quickShared === 'opening'}>
          <PageIcon name="video" size={18} /> {quickShared === 'opening' ? 'Opening the app…' : 'Quick Share'}
        </button>
      )}

      <section className="share-tips" aria-label="Pro tips">
        <h3>Pro tips</h3>
        <ul>
          {PRO_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      {manualCopyDialog}
    </div>
  );
}

/** The caption as a QR code, drawn by the qrcode library into a canvas (loaded on request). */
function CaptionQrCode({ caption }: { caption: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode')
      .then((qr) => (canvasRef.current && !cancelled ? qr.toCanvas(canvasRef.current, caption, { width: QR_SIZE, margin: 2 }) : undefined))
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [caption]);
  if (failed) return <p className="field-error">The QR code could not be drawn. Copy the caption instead.</p>;
  return <canvas ref={canvasRef} className="share-qr" width={QR_SIZE} height={QR_SIZE} role="img" aria-label="QR code of the caption" />;
}
