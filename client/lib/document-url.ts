/**
 * A filing's original document as a link the page may show: the SEC's copy of a real filing
 * (http/https) or the app's own copy of a demo filing (/api/v1/companies/…); anything else
 * (javascript:, a relative path of unknown origin) is not linked.
 */
export function linkableDocumentUrl(url: string | null | undefined): string | undefined {
  return url && /^(?:https?:\/\/|\/api\/v1\/companies\/)/.test(url) ? url : undefined;
}
