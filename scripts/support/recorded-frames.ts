/**
 * SEC XBRL frames (data.sec.gov/api/xbrl/frames/…) built from recorded company facts, for tests
 * and the keyless-sync bench. No frames response was recorded: each frame here is assembled from
 * the `frame` field company facts give the one fact SEC files under each calendar period (the
 * assignment the frames API serves), in the frames API's shape. It holds only the companies
 * whose company facts are recorded.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RecordedServer } from './recorded-server';

interface FrameRow {
  accn: string;
  cik: number;
  entityName: string;
  loc: string;
  start?: string;
  end: string;
  val: number;
}

interface CompanyFactsFile {
  cik: number;
  entityName: string;
  facts: Record<string, Record<string, { label?: string; units: Record<string, Array<Record<string, unknown>>> }>>;
}

/** Frames by their data.sec.gov path, from every companyfacts file in `dir`. */
export function framesFromCompanyFacts(dir: string): Map<string, object> {
  const frames = new Map<string, { taxonomy: string; tag: string; ccp: string; uom: string; label: string; data: FrameRow[] }>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const company = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CompanyFactsFile;
    for (const [taxonomy, concepts] of Object.entries(company.facts)) {
      for (const [tag, concept] of Object.entries(concepts)) {
        for (const [unit, facts] of Object.entries(concept.units)) {
          const uom = unit.replace('/', '-per-');
          for (const fact of facts) {
            if (typeof fact.frame !== 'string') continue;
            const path = `/api/xbrl/frames/${taxonomy}/${tag}/${uom}/${fact.frame}.json`;
            let frame = frames.get(path);
            if (!frame) frames.set(path, (frame = { taxonomy, tag, ccp: fact.frame, uom, label: concept.label ?? tag, data: [] }));
            frame.data.push({
              accn: String(fact.accn),
              cik: company.cik,
              entityName: company.entityName,
              loc: 'US',
              ...(typeof fact.start === 'string' ? { start: fact.start } : {}),
              end: String(fact.end),
              val: Number(fact.val),
            });
          }
        }
      }
    }
  }
  return new Map([...frames].map(([path, frame]) => [path, { ...frame, pts: frame.data.length }]));
}

/** Serves those frames from a recorded server (its SEC routes under /sec/data.sec.gov); returns how many. */
export function serveRecordedFrames(server: RecordedServer, companyFactsDir: string): number {
  const frames = framesFromCompanyFacts(companyFactsDir);
  for (const [path, body] of frames) {
    server.add({
      path: `/sec/data.sec.gov${path}`,
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  return frames.size;
}
