/** What the client's server renderer (client/entry-server.tsx) gives the server for one address. */
export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** `html` goes into #root; `data` (the query cache it came from) right after it. */
  | { kind: 'page'; status: 200 | 404 | 500; title: string | undefined; html: string; data: string };
