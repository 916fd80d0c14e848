/**
 * Renders markdown (the static documents, AI answers) from the tree of lib/markdown.ts as React
 * elements, never as HTML, so nothing in a document or a model's answer can inject markup.
 * `headingOffset` moves headings down under the page's own; `citationHref` turns citation
 * markers such as [2] into links to the answer's sources (and, in those AI answers, shows an
 * `[unverified]` mark as a highlighted badge).
 */
import { Fragment, type ReactNode } from 'react';
import { type Block, type Inline, parseMarkdown } from '../lib/markdown';

export interface MarkdownProps {
  source: string;
  /** Added to each heading's level (a document's # becomes h3 with 2). */
  headingOffset?: number;
  /** Where citation marker [n] links to; markers without one stay text. */
  citationHref?: (n: number) => string | undefined;
}

type CitationHref = MarkdownProps['citationHref'];

const CITATION = /\[(\d{1,3})\]|\[unverified\]/g;

/** What the server writes after a claim its cited sources do not confirm (claim-verify.ts). */
const UNVERIFIED_TITLE = 'This claim does not match the sources it cites (or cites none)';

function text(value: string, citationHref: CitationHref): ReactNode {
  if (!citationHref) return value;
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of value.matchAll(CITATION)) {
    const index = match.index ?? 0;
    if (match[1] === undefined) {
      if (index > at) nodes.push(value.slice(at, index));
      nodes.push(
        <mark key={index} className="unverified-claim" title={UNVERIFIED_TITLE}>
          unverified
        </mark>,
      );
      at = index + match[0].length;
      continue;
    }
    const href = citationHref(Number(match[1]));
    if (!href) continue;
    if (index > at) nodes.push(value.slice(at, index));
    nodes.push(
      <sup key={index}>
        <a href={href} className="citation-marker">
          {match[0]}
        </a>
      </sup>,
    );
    at = index + match[0].length;
  }
  if (at < value.length) nodes.push(value.slice(at));
  return nodes;
}

function inlines(children: Inline[], citationHref: CitationHref): ReactNode {
  return children.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{text(node.text, citationHref)}</Fragment>;
      case 'strong':
        return <strong key={index}>{inlines(node.children, citationHref)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children, citationHref)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link': {
        const external = !node.href.startsWith('/');
        return (
          <a key={index} href={node.href} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
            {inlines(node.children, citationHref)}
          </a>
        );
      }
    }
  });
}

function block(node: Block, index: number, headingOffset: number, citationHref: CitationHref): ReactNode {
  switch (node.kind) {
    case 'heading': {
      const Tag = `h${Math.min(6, node.level + headingOffset)}` as 'h1';
      return <Tag key={index}>{inlines(node.children, citationHref)}</Tag>;
    }
    case 'paragraph':
      return <p key={index}>{inlines(node.children, citationHref)}</p>;
    case 'list': {
      const items = node.items.map((item, i) => <li key={i}>{inlines(item, citationHref)}</li>);
      return node.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
    }
    case 'code':
      return (
        <pre key={index}>
          <code>{node.text}</code>
        </pre>
      );
  }
}

export function Markdown({ source, headingOffset = 0, citationHref }: MarkdownProps) {
  return <div className="markdown">{parseMarkdown(source).map((node, index) => block(node, index, headingOffset, citationHref))}</div>;
}
