// The post as the share dialogs read it (ShortVideoShareDialog's query), and what they derive.
import { buildCaption, CAPTION_HOOKS, type CaptionOptions } from './caption';

export interface SharePost {
  id: string;
  postId: number;
  title: string;
  contentText: string;
  postType: string;
  tags: readonly string[];
  sector: string;
  score: number;
  commentCount: number;
  author: { username: string | null | undefined } | null | undefined;
}

export const DEFAULT_CAPTION_OPTIONS: CaptionOptions = { hook: CAPTION_HOOKS[0], includeStats: true, includeCallToAction: true };

export function defaultCaption(post: SharePost): string {
  return buildCaption(post, DEFAULT_CAPTION_OPTIONS);
}

/** The address printed on cards: the site's host, without the scheme. */
export function siteAddress(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}
