/**
 * The configuration reference, rendered from the settings' zod schemas (server/config/settings.ts)
 * through zod's own JSON Schema conversion: each setting's description, default and allowed values
 * come from the schema that parses it, so the reference cannot drift from the code.
 * scripts/gen-config-docs.ts writes it into docs/configuration.md.
 */
import { z } from 'zod';
import { settingGroups, type SettingGroup } from '../../server/config/settings';

const REFERENCE_BEGIN =
  '<!-- BEGIN configuration reference: generated from server/config/settings.ts by `npm run gen`; edit the settings there, not here -->';
const REFERENCE_END = '<!-- END configuration reference -->';

/** The part of a setting's JSON Schema the reference reads (its metadata included). */
interface SettingJsonSchema {
  description?: string;
  defaultText?: string;
  default?: unknown;
  enum?: unknown[];
  items?: { enum?: unknown[] };
}

const code = (value: unknown) => `\`${String(value)}\``;

/** The default as a person sets it in the environment: a list comma-separated, none as a dash. */
function defaultOf(schema: SettingJsonSchema): string {
  if (schema.defaultText) return schema.defaultText;
  const value = Array.isArray(schema.default) ? schema.default.join(',') : schema.default;
  return value === undefined || value === '' ? '—' : code(value);
}

function allowedValuesOf(schema: SettingJsonSchema): string {
  if (schema.enum) return ` One of ${schema.enum.map(code).join(', ')}.`;
  if (schema.items?.enum) return ` Any of ${schema.items.enum.map(code).join(', ')}, comma-separated.`;
  return '';
}

/** A table cell on one line: a `|` would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One row per setting: name, default, and what it does with its allowed values. */
function settingRows(group: SettingGroup): Array<{ variable: string; defaultValue: string; meaning: string }> {
  const json = z.toJSONSchema(z.object(group.settings), { io: 'output', unrepresentable: 'any' });
  const properties = (json.properties ?? {}) as Record<string, SettingJsonSchema>;
  return Object.keys(group.settings).map((key) => {
    const schema = properties[key] ?? {};
    return {
      variable: group.variable ? group.variable(key) : key,
      defaultValue: defaultOf(schema),
      meaning: `${schema.description ?? ''}${allowedValuesOf(schema)}`,
    };
  });
}

function groupSection(group: SettingGroup): string {
  const rows = settingRows(group).map((row) => `| ${code(row.variable)} | ${cell(row.defaultValue)} | ${cell(row.meaning)} |`);
  return [
    `### ${group.title}`,
    '',
    ...(group.note ? [group.note, ''] : []),
    '| Setting | Default | What it does |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The whole reference, between its two marker comments. */
export function configReference(): string {
  return [REFERENCE_BEGIN, '', ...settingGroups.map(groupSection).flatMap((section) => [section, '']), REFERENCE_END].join('\n');
}

/** `document` with the text between the markers replaced by the current reference. */
export function withConfigReference(document: string): string {
  const begin = document.indexOf(REFERENCE_BEGIN);
  const end = document.indexOf(REFERENCE_END);
  if (begin < 0 || end < begin) throw new Error('docs/configuration.md has lost the configuration reference markers');
  return document.slice(0, begin) + configReference() + document.slice(end + REFERENCE_END.length);
}
