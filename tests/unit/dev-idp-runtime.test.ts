/**
 * The dev identity provider's package on the Node.js this project runs on (.node-version):
 * oidc-provider prints 'Unsupported runtime' on loading unless process.release.lts names a
 * release line, and Node.js 26.12.1 leaves that field empty. The server imports it through
 * importOidcProvider, which keeps that one notice off the terminal (at debug in the log) and lets
 * any other warning through.
 */
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { importOidcProvider } from '../../server/providers/identity/dev-idp/dev-idp';

describe('oidc-provider on this Node.js', () => {
  it('loads through importOidcProvider with nothing printed, the runtime notice logged at debug', async () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logger = pino({ level: 'silent' });
    const debug = vi.spyOn(logger, 'debug');
    const Provider = await importOidcProvider(logger);
    expect(typeof Provider).toBe('function');
    expect(printed).not.toHaveBeenCalled();
    // This runtime carries no LTS codename, so oidc-provider did warn, and the warning went to the log.
    if (!process.release.lts)
      expect(debug).toHaveBeenCalledWith(expect.objectContaining({ nodeVersion: process.version }), expect.any(String));
  });

  it('lets any other warning through while it loads', async () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const original = console.warn;
    const loading = importOidcProvider(pino({ level: 'silent' }));
    console.warn('something else');
    await loading;
    expect(printed).toHaveBeenCalledWith('something else');
    expect(console.warn).toBe(original);
  });
});
