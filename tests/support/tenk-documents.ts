/** 10-K documents for tests: the real Apple FY2024 10-K from ../shared (when present) and a small demo-style one. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_RECORDINGS_DIR } from './recorded-server';

const APPLE_10K_PATH = join(SHARED_RECORDINGS_DIR, 'sec/www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm');
export const APPLE_10K_ACCESSION = '0000320193-24-000123';
export const appleTenKExists = existsSync(APPLE_10K_PATH);

export function readAppleTenK(): string {
  return readFileSync(APPLE_10K_PATH, 'utf8');
}

const DEMO_10K_PATH = join(import.meta.dirname, '..', 'fixtures', 'tenk', 'demo-10k.html');

export function readDemoTenK(): string {
  return readFileSync(DEMO_10K_PATH, 'utf8');
}
