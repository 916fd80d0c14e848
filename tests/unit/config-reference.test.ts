import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oidcProviderSettings, settingGroups, settingsSchema } from '../../server/config/settings';
import { configReference } from '../../scripts/support/config-reference';

const schemaKeys = Object.keys(settingsSchema.shape);
const groupedKeys = settingGroups
  .filter((group) => group.settings !== oidcProviderSettings)
  .flatMap((group) => Object.keys(group.settings));

describe('the configuration reference', () => {
  it('describes every setting the environment is parsed with, the OIDC_<NAME>_* ones included', () => {
    const settings = { ...settingsSchema.shape, ...oidcProviderSettings };
    const undescribed = Object.entries(settings)
      .filter(([, schema]) => !z.globalRegistry.get(schema)?.description?.trim())
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });

  it('places every parsed setting in exactly one section', () => {
    expect([...groupedKeys].sort()).toEqual([...schemaKeys].sort());
    expect(new Set(groupedKeys).size).toBe(groupedKeys.length);
  });

  it('lists every setting with its default, allowed values and description', () => {
    const reference = configReference();
    for (const name of schemaKeys) expect(reference).toContain(`| \`${name}\` |`);
    for (const key of Object.keys(oidcProviderSettings)) expect(reference).toContain(`| \`OIDC_<NAME>_${key}\` |`);
    expect(reference).toContain('| `PORT` | `3000` | The port the server listens on. |');
    expect(reference).toMatch(/\| `MARKET_DATA_PROVIDER` \| `demo` \| .* Any of `demo`, `fmp`, `yahoo`, `sec`, comma-separated\. \|/);
    expect(reference).toMatch(
      /\| `AUTH_DEV_IDP` \| `on` when `OIDC_PROVIDERS` is empty, else `off` \| .* One of `on`, `off`, `force`\. \|/,
    );
    expect(reference).toContain('| `OIDC_PROVIDERS` | — |');
  });

  it('keeps the test-only settings in their own section, after every setting people set', () => {
    const reference = configReference();
    const testSection = reference.indexOf('### Test-only settings\n\nNever set these when serving people.');
    expect(testSection).toBeGreaterThan(0);
    for (const name of ['TEST_CLOCK_OFFSET_MS', 'ENABLE_TEST_ROUTES'])
      expect(reference.indexOf(`| \`${name}\` |`)).toBeGreaterThan(testSection);
  });

  it('is what docs/configuration.md holds', () => {
    expect(readFileSync('docs/configuration.md', 'utf8')).toContain(configReference());
  });
});
