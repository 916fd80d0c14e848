/**
 * Writes the configuration reference into docs/configuration.md, between its marker comments, from
 * the settings in server/config/settings.ts. Run by `npm run gen`; `npm run gen:check` fails when
 * the committed reference differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { withConfigReference } from './support/config-reference';

const path = 'docs/configuration.md';
writeFileSync(path, withConfigReference(readFileSync(path, 'utf8')));
