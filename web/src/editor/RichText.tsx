// Renders stored rich text (Slate JSON) as React elements: no HTML strings anywhere.
// The value comes from the network, so every node is checked: unknown node types render
// their text, links render as <a> only for http, https and mailto addresses.
import { Fragment, type ReactNode } from 'react';
import { isSafeUrl } from './serialize';
import { excerpt } from './types';
import { Link } from '../routing';
import { mentionHref, splitMentions } from './mentions';

type Loose = Record<string, unknown>;

function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childrenOf(node: Loose): unknown[] {
  return Array.isArray(node.children) ? node.children : [];
}

/** @username as a link to the profile, except in code and inside a link (as the server reads mentions). */
function withMentions(text: string): ReactNode {
  const pieces = splitMentions(text);
  if (pieces.length === 1 && 'text' in pieces[0]!) return text;
  return pieces.map((piece, index) =>
    'text' in piece ? (
      <Fragment key={index}>{piece.text}</Fragment>
    ) : (
      <Link key={index} to={mentionHref(piece.username)} className="mention">
        @{piece.username}
      </Link>
    ),
  );
}

function renderText(node: Loose, key: number, inLink = false): ReactNode {
  const text = typeof node.text === 'string' ? node.text : '';
  if (text === '') return null;
  let content: ReactNode = node.code === true || inLink ? text : withMentions(text);
  if (node.code === true) content = <code>{content}</code>;
  if (node.bold === true) content = <strong>{content}</strong>;
  if (node.italic === true) content = <em>{content}</em>;
  if (node.underline === true) content = <u>{content}</u>;
  if (node.strikethrough === true) content = <s>{content}</s>;
  return <Fragment key={key}>{content}</Fragment>;
}

/** Inline content: texts and links; anything else is flattened to its inline content. */
function renderInlines(nodes: unknown[], inLink: boolean): ReactNode[] {
  return nodes.map((node, index) => {
    if (!isLoose(node)) return null;
    if (typeof node.text === 'string') return renderText(node, index, inLink);
    const children = renderInlines(childrenOf(node), inLink || node.type === 'link');
    if (node.type === 'link' && !inLink && isSafeUrl(node.url)) {
      return (
        <a key={index} href={node.url} rel="nofollow noopener noreferrer" target="_blank">
          {children}
        </a>
      );
    }
    return <span key={index}>{children}</span>;
  });
}

function hasBlockChildren(node: Loose): boolean {
  return childrenOf(node).some((child) => isLoose(child) && typeof child.text !== 'string' && child.type !== 'link');
}

function renderListItems(nodes: unknown[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (!isLoose(node)) return null;
    // Nested lists are shown inside the previous item's list as plain items (no nesting
    // in the format); loose text gets an item of its own.
    if (node.type === 'bulleted-list' || node.type === 'numbered-list') {
      return renderListItems(childrenOf(node));
    }
    const inline = typeof node.text === 'string' ? [node] : childrenOf(node);
    return <li key={index}>{renderInlines(inline, false)}</li>;
  });
}

function renderBlock(node: unknown, key: number): ReactNode {
  if (!isLoose(node)) return null;
  if (typeof node.text === 'string' || node.type === 'link') {
    return <p key={key}>{renderInlines([node], false)}</p>;
  }
  const children = childrenOf(node);
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{renderInlines(children, false)}</p>;
    case 'heading-two':
      return <h2 key={key}>{renderInlines(children, false)}</h2>;
    case 'heading-three':
      return <h3 key={key}>{renderInlines(children, false)}</h3>;
    case 'block-quote':
      return <blockquote key={key}>{renderInlines(children, false)}</blockquote>;
    case 'bulleted-list':
      return <ul key={key}>{renderListItems(children)}</ul>;
    case 'numbered-list':
      return <ol key={key}>{renderListItems(children)}</ol>;
    default:
      // Unknown type: its blocks if it has any, else its text as a paragraph.
      if (hasBlockChildren(node)) return <div key={key}>{children.map(renderBlock)}</div>;
      return <p key={key}>{renderInlines(children, false)}</p>;
  }
}

export interface RichTextProps {
  /** Stored Slate JSON (anything else renders nothing). */
  value: unknown;
  className?: string;
}

/** Stored rich text as elements, styled by `.rich-text`. */
export function RichText({ value, className }: RichTextProps) {
  const blocks = Array.isArray(value) ? value : [];
  return <div className={className ? `rich-text ${className}` : 'rich-text'}>{blocks.map(renderBlock)}</div>;
}

export interface RichTextExcerptProps {
  value: unknown;
  /** At most this many characters, cut at a word boundary with '…'. */
  length: number;
  className?: string;
}

/** A plain-text preview for cards, clamped to two lines by CSS. */
export function RichTextExcerpt({ value, length, className }: RichTextExcerptProps) {
  const text = excerpt(value, length);
  if (text === '') return null;
  return <p className={className ? `rich-text-excerpt ${className}` : 'rich-text-excerpt'}>{text}</p>;
}
