/**
 * A one-line plain-text preview of a markdown answer for conversation lists: no emphasis, code
 * ticks, headings, list bullets, link targets or citation markers, white space folded.
 */
export function plainPreview(markdown: string, maxLength: number): string {
  return markdown
    .replace(/\s*\[\d+\]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)(\S(?:.*?\S)?)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}
