/**
 * Renders markdown (the static documents, AI answers) as React elements with markdown-to-jsx,
 * never as HTML: raw HTML in a document or a model's answer stays text, and only web links and
 * site paths become links. GFM tables and nested lists render as such.
 * `headingOffset` moves headings down under the page's own; `citationHref` turns citation
 * markers such as [2] into links to the answer's sources (and, in those AI answers, shows an
 * `[unverified]` mark as a highlighted badge).
 */
import MarkdownToJsx, { type MarkdownToJSX, RuleType } from 'markdown-to-jsx';
import { type ComponentProps, createElement, Fragment, type Key, type ReactNode, useMemo } from 'react';

export interface MarkdownProps {
  source: string;
  /** Added to each heading's level (a document's # becomes h3 with 2). */
  headingOffset?: number;
  /** Where citation marker [n] links to; markers without one stay text. */
  citationHref?: (n: number) => string | undefined;
}

type CitationHref = MarkdownProps['citationHref'];

const CITATION = /\[(\d{1,3})\]|\[unverified\]/g;
const hasCitation = (text: string) => /\[(\d{1,3}|unverified)\]/.test(text);

/** What the server writes after a claim its cited sources do not confirm (claim-verify.ts). */
const UNVERIFIED_TITLE = 'This claim does not match the sources it cites (or cites none)';

/**
 * Only web links and site paths become links; anything else is dropped (the text stays). '//x'
 * and '/\x' are other sites to a browser, so they are no site paths.
 */
function safeHref(href: string): string | null {
  return /^https?:\/\//i.test(href) || /^\/(?![\\/])/.test(href) ? href : null;
}

/**
 * Markdown reads a line starting '[label]:' as a link definition and shows nothing of it; in an
 * answer ('[1]: from the 10-K') it is text. Escaping the colon keeps it, outside code blocks.
 */
function keepDefinitionLikeText(source: string): string {
  let inCode = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) inCode = !inCode;
      return inCode ? line : line.replace(/^(\s{0,3}\[[^\]\n]+\]):/, '$1\\:');
    })
    .join('\n');
}

/** An image in an answer is its description: no request leaves for it. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

/** A task-list box ('[x]') is the text it was written as. */
function CheckboxAsText({ checked }: ComponentProps<'input'>) {
  return <span>{checked ? '[x]' : '[ ]'}</span>;
}

/** A text run with its citation markers and [unverified] marks made into elements. */
function withCitations(value: string, citationHref: NonNullable<CitationHref>, key: Key | undefined): ReactNode {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of value.matchAll(CITATION)) {
    const index = match.index ?? 0;
    const href = match[1] === undefined ? undefined : citationHref(Number(match[1]));
    if (match[1] !== undefined && !href) continue;
    if (index > at) nodes.push(value.slice(at, index));
    nodes.push(
      href ? (
        <sup key={index}>
          <a href={href} className="citation-marker">
            {match[0]}
          </a>
        </sup>
      ) : (
        <mark key={index} className="unverified-claim" title={UNVERIFIED_TITLE}>
          unverified
        </mark>
      ),
    );
    at = index + match[0].length;
  }
  if (at < value.length) nodes.push(value.slice(at));
  return <Fragment key={key}>{nodes}</Fragment>;
}

function Link({ href, children, ...rest }: ComponentProps<'a'>) {
  const external = Boolean(href && !href.startsWith('/'));
  return (
    <a {...rest} href={href} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
      {children}
    </a>
  );
}

function options(headingOffset: number, citationHref: CitationHref): MarkdownToJSX.Options {
  // No ids on headings: several answers on one page would repeat them.
  const heading =
    (level: number) =>
    ({ id: _id, ...props }: ComponentProps<'h1'>) =>
      createElement(`h${Math.min(6, level + headingOffset)}`, props);
  return {
    disableParsingRawHTML: true,
    // '#1 in smartphones' is text; a heading needs '# '.
    enforceAtxHeadings: true,
    forceBlock: true,
    forceWrapper: true,
    wrapper: 'div',
    sanitizer: (value) => safeHref(value),
    overrides: {
      a: Link,
      img: ImageAsText,
      input: CheckboxAsText,
      h1: heading(1),
      h2: heading(2),
      h3: heading(3),
      h4: heading(4),
      h5: heading(5),
      h6: heading(6),
    },
    renderRule(next, node, _children, state) {
      if (!citationHref) return next();
      if (node.type === RuleType.text && hasCitation(node.text)) return withCitations(node.text, citationHref, state.key);
      // '[1][3]' and '[unverified] [1]' read as reference links; answers define no references, so
      // they are the markers they look like.
      if (node.type === RuleType.refLink) return withCitations(node.fallbackChildren, citationHref, state.key);
      return next();
    },
  };
}

export function Markdown({ source, headingOffset = 0, citationHref }: MarkdownProps) {
  const markdownOptions = useMemo(() => options(headingOffset, citationHref), [headingOffset, citationHref]);
  return (
    <MarkdownToJsx className="markdown" options={markdownOptions}>
      {keepDefinitionLikeText(source)}
    </MarkdownToJsx>
  );
}
