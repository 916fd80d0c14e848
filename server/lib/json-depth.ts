/**
 * How deeply a JSON text nests, found by one pass over the characters without parsing it: a body
 * nested a million levels deep kept the event loop busy for most of a second in JSON.parse and
 * validation. Strings are skipped (brackets inside them do not count).
 */

/** True when `text` opens more than `maxDepth` arrays or objects inside one another. */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}
