/** The dev identity provider's in-memory store (oidc-provider's adapter contract). */
import type { AdapterPayload } from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { devIdpStore } from '../../server/providers/identity/dev-idp/dev-idp-store';

function clock() {
  let ms = 1_000_000;
  return { now: () => ms, advance: (seconds: number) => (ms += seconds * 1000) };
}

describe('devIdpStore', () => {
  it('keeps a record per model until it expires', async () => {
    const time = clock();
    const Store = devIdpStore(time.now);
    const sessions = new Store('Session');
    const interactions = new Store('Interaction');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' } as AdapterPayload, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'a' });
    expect(await interactions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    time.advance(61);
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks a record consumed and destroys it', async () => {
    const Store = devIdpStore(clock().now);
    const codes = new Store('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' } as AdapterPayload, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('revokes every record of a grant, also one that outlives a shorter-lived sibling', async () => {
    const time = clock();
    const Store = devIdpStore(time.now);
    const tokens = new Store('AccessToken');
    const codes = new Store('AuthorizationCode');
    await tokens.upsert('t1', { grantId: 'g1' } as AdapterPayload, 600);
    await codes.upsert('c1', { grantId: 'g1' } as AdapterPayload, 60);
    await tokens.upsert('t2', { grantId: 'g2' } as AdapterPayload, 600);
    time.advance(120);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
  });

  it('stores are separate per provider and bounded in size', async () => {
    const first = new (devIdpStore())('Session');
    const second = new (devIdpStore())('Session');
    await first.upsert('s', { accountId: 'a' } as AdapterPayload, 60);
    expect(await second.find('s')).toBeUndefined();
    for (let i = 0; i < 10_050; i += 1) await first.upsert(`many-${i}`, { accountId: 'a' } as AdapterPayload, 60);
    expect(await first.find('s')).toBeUndefined(); // the oldest went first
    expect(await first.find('many-10049')).toBeDefined();
  });
});
