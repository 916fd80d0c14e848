/**
 * A small markdown reader for the static documents and AI answers: headings, paragraphs, lists,
 * code blocks, **bold**, *italic*, `code` and [links](url). It builds a tree, never HTML, so
 * nothing in a document can inject markup.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string };

const INLINE = /(\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\))/;

/** Only web links and site paths become links; anything else stays text. */
export function isSafeHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

export function parseInline(text: string): Inline[] {
  const result: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      result.push({ kind: 'text', text: rest });
      break;
    }
    if (match.index > 0) result.push({ kind: 'text', text: rest.slice(0, match.index) });
    const [whole, , strong, em, code, label, href] = match;
    if (strong !== undefined) result.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) result.push({ kind: 'em', children: parseInline(em) });
    else if (code !== undefined) result.push({ kind: 'code', text: code });
    else if (label !== undefined && href !== undefined && isSafeHref(href))
      result.push({ kind: 'link', href, children: parseInline(label) });
    else result.push({ kind: 'text', text: whole });
    rest = rest.slice(match.index + whole.length);
  }
  return result;
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = undefined;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.startsWith('```')) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !(lines[index] ?? '').startsWith('```'); index += 1) code.push(lines[index] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3 | 4, children: parseInline(heading[2]!.trim()) });
    } else if (item) {
      if (paragraph.length) flush();
      const ordered = item[2] !== undefined;
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[3]!.trim());
    } else if (line.trim() === '') {
      flush();
    } else if (list && /^\s+/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}
