export const SITE_NAME = 'Research Terminal';

/** Document title for a page: 'Part · Part · Research Terminal'. */
function pageTitle(...parts: string[]): string {
  return [...parts, SITE_NAME].join(' · ');
}

/** Route `head` option that sets the document title. */
export function titleHead(...parts: string[]): { meta: { title: string }[] } {
  return { meta: [{ title: pageTitle(...parts) }] };
}
