/**
 * The dev identity provider's package must support the Node.js this project runs on (engines:
 * >= 20.19): oidc-provider warns 'Unsupported runtime' when loaded on a release it does not support.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('oidc-provider on this Node.js', () => {
  it('loads without an unsupported-runtime warning', () => {
    const result = spawnSync(process.execPath, ['-e', "import('oidc-provider').then(() => console.log('loaded'))"], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('loaded');
    expect(result.stderr).not.toMatch(/unsupported runtime/i);
  });
});
