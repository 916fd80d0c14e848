/**
 * Where the development identity provider keeps its sessions, interactions, codes and grants:
 * this process's memory, on purpose (a sign-in in progress is lost on restart, which a
 * development provider may do). Given to oidc-provider as its adapter so it does not fall back
 * to its own, which prints a production warning on stderr at every start: a start-up failure
 * must be one line there, and a clean start none.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Far more than a development provider holds at once; the oldest entries go first beyond it. */
const MAX_ENTRIES = 10_000;

/** Models whose records belong to a grant (revoked together with it). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/** One store per provider: an adapter class for oidc-provider's `adapter` setting. */
export function devIdpStore(now: () => number = Date.now): new (model: string) => Adapter {
  // Records (`Model:id`), and the two indexes (`uid:…` → session id, `grant:…` → record keys),
  // in one Map so that expiry and the size bound cover all of them.
  const entries = new Map<string, { value: unknown; expiresAt: number }>();

  const get = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    else if (entry) return entry.value as T;
    return undefined;
  };
  const set = (key: string, value: unknown, expiresInSeconds: number) => {
    entries.delete(key); // re-inserted last: the Map's order is the eviction order
    entries.set(key, { value, expiresAt: now() + expiresInSeconds * 1000 });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
  };

  return class DevIdpAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const key = this.key(id);
      set(key, payload, expiresIn);
      if (this.model === 'Session' && payload.uid) set(`uid:${payload.uid}`, id, expiresIn);
      if (GRANTABLE.has(this.model) && payload.grantId) {
        // The index lives as long as the longest-lived record it lists.
        const grantKey = `grant:${payload.grantId}`;
        const keys = get<string[]>(grantKey) ?? [];
        const remaining = Math.max(0, ((entries.get(grantKey)?.expiresAt ?? 0) - now()) / 1000);
        set(grantKey, [...keys, key], Math.max(expiresIn, remaining));
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return get<AdapterPayload>(this.key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const id = get<string>(`uid:${uid}`);
      return id === undefined ? undefined : this.find(id);
    }

    async findByUserCode(): Promise<undefined> {
      return undefined; // the device flow is not enabled
    }

    async consume(id: string): Promise<void> {
      const payload = get<AdapterPayload>(this.key(id));
      if (payload) payload.consumed = Math.floor(now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const key of get<string[]>(`grant:${grantId}`) ?? []) entries.delete(key);
      entries.delete(`grant:${grantId}`);
    }
  };
}
