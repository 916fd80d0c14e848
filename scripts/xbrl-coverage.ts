/** Writes docs/xbrl-concepts.md: the XBRL concept table and what it fills in every recorded companyfacts file. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderCoverage } from './support/xbrl-coverage';

const target = join(import.meta.dirname, '..', 'docs', 'xbrl-concepts.md');
writeFileSync(target, renderCoverage());
console.log(`wrote ${target}`);
