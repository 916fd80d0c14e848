/**
 * Demo news links to a page of this app, /demo-news/{slug} (client route demo-news.$slug.tsx),
 * which reads the stored article from GET /news/demo/{slug}: never to a news site that does not exist.
 */
export const DEMO_NEWS_PATH = '/demo-news/';
