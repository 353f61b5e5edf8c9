// Turning the card preview into an image file: modern-screenshot draws the 540x960 node at the
// chosen scale (1080x1920 at scale 2); when that fails, a plain gradient card with the title and
// the site address is drawn on a canvas instead (content spec §4).
import { CARD_IMAGE_TIMEOUT_MS, CARD_PREVIEW_HEIGHT, CARD_PREVIEW_WIDTH, type CardImageOptions, type CardStyle } from './cardImage';

export async function renderCardNode(node: HTMLElement, options: CardImageOptions): Promise<Blob> {
  // Loaded on the first download: the dialog opens without the renderer.
  const { domToBlob } = await import('modern-screenshot');
  return domToBlob(node, {
    width: CARD_PREVIEW_WIDTH,
    height: CARD_PREVIEW_HEIGHT,
    scale: options.scale,
    type: options.type,
    quality: options.quality,
    timeout: CARD_IMAGE_TIMEOUT_MS,
    // The preview is shrunk on screen by its frame; the image is the card at its own size.
    style: { transform: 'none', margin: '0' },
  });
}

/** Lines of `text` no wider than `maxWidth` in the canvas's current font. */
function wrapLines(context: CanvasRenderingContext2D, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (context.measureText(candidate).width <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s*\S*$/, '')}…`;
  }
  return lines;
}

export async function drawFallbackCard({ title, siteAddress, style, options }: { title: string; siteAddress: string; style: CardStyle; options: CardImageOptions }): Promise<Blob> {
  const width = CARD_PREVIEW_WIDTH * options.scale;
  const height = CARD_PREVIEW_HEIGHT * options.scale;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const gradient = context.createLinearGradient(0, 0, width, height);
  style.stops.forEach((stop, index) => gradient.addColorStop(style.stops.length === 1 ? 0 : index / (style.stops.length - 1), stop));
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  const fontSize = 44 * options.scale;
  context.font = `700 ${fontSize}px system-ui, sans-serif`;
  const lines = wrapLines(context, title, width * 0.8, 8);
  const top = height / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  lines.forEach((line, index) => context.fillText(line, width / 2, top + index * fontSize * 1.25));
  context.font = `500 ${22 * options.scale}px system-ui, sans-serif`;
  context.fillText(siteAddress, width / 2, height - 60 * options.scale);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas gave no image'))), options.type, options.quality));
}

/** Saves the image under `filename` through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
