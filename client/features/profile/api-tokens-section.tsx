import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { getListApiTokensQueryKey, useCreateApiToken, useListApiTokens, useRevokeApiToken } from '../../../generated/client/user/user';
import type { ApiToken, CreatedApiToken } from '../../../generated/model';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toasts';
import { describeExpiry, describeLastUse, EXPIRY_CHOICES, type ExpiryChoice, expiryFor, TOKEN_NAME_MAX_LENGTH } from './api-tokens';
import { useDisplayTimeZone } from '../../lib/hydration-safe';
import { TableBox } from '../../components/table-box';

/** The value of a token just created: shown once, focused and selected so it can be copied at once. */
function NewTokenValue({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, [created]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.value);
      toast.success('Token copied');
    } catch {
      toast.error('Copy failed; select the token and copy it');
    }
  };
  return (
    <div className="stack">
      <label htmlFor="new-api-token">New token: {created.token.name}</label>
      <input
        ref={input}
        id="new-api-token"
        readOnly
        value={created.value}
        onFocus={(event) => event.target.select()}
        spellCheck={false}
        aria-describedby="new-api-token-note"
      />
      <p id="new-api-token-note" className="warning">
        Copy this token now. It will not be shown again.
      </p>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          COPY
        </button>
        <button type="button" className="button" onClick={onDone}>
          DONE
        </button>
      </div>
    </div>
  );
}

/** Personal API tokens for scripts: list, create (the value is shown once) and revoke after a confirmation. */
export function ApiTokensSection() {
  const queryClient = useQueryClient();
  const tokens = useListApiTokens({ query: { retry: false } });
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [created, setCreated] = useState<CreatedApiToken>();
  const [revoking, setRevoking] = useState<ApiToken>();

  const loadFailed = tokens.error !== null;
  useEffect(() => {
    if (loadFailed) toast.error('Failed to load API tokens');
  }, [loadFailed]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: getListApiTokensQueryKey() });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error('Token name is required');
      return;
    }
    try {
      const answer = await create.mutateAsync({ data: { name: trimmed, expiresAt: expiryFor(expiry, new Date()) } });
      setCreated(answer);
      setName('');
      setExpiry('never');
      await refresh();
    } catch (error) {
      toast.error(`Failed to create API token: ${errorMessage(error)}`);
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ id: revoking.id });
      toast.success('API token revoked');
      if (created?.token.id === revoking.id) setCreated(undefined);
      setRevoking(undefined);
      await refresh();
    } catch (error) {
      toast.error(`Failed to revoke API token: ${errorMessage(error)}`);
      setRevoking(undefined);
    }
  };

  const now = new Date();
  const timeZone = useDisplayTimeZone();
  const rows = tokens.data?.tokens ?? [];
  return (
    <section className="panel profile-section" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API Tokens</h2>
      <p className="muted">
        Personal tokens let scripts call the API as you: send one as <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      {created && <NewTokenValue created={created} onDone={() => setCreated(undefined)} />}
      <div className="stack">
        <form className="form-grid" onSubmit={(event) => void submit(event)} aria-label="Create an API token">
          <label htmlFor="api-token-name">Token name</label>
          <input
            id="api-token-name"
            required
            maxLength={TOKEN_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <label htmlFor="api-token-expiry">Expires</label>
          <select id="api-token-expiry" value={expiry} onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
          <span />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={create.isPending}>
              {create.isPending ? 'CREATING...' : 'CREATE TOKEN'}
            </button>
          </div>
        </form>
      </div>
      {tokens.isLoading && <p className="muted">Loading API tokens...</p>}
      {!tokens.isLoading && !loadFailed && rows.length === 0 && <p className="muted">No API tokens yet.</p>}
      {rows.length > 0 && (
        <TableBox label="API tokens table">
          <table>
            <thead>
              <tr>
                <th scope="col">NAME</th>
                <th scope="col">CREATED</th>
                <th scope="col">EXPIRES</th>
                <th scope="col">LAST USED</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>{formatDateTime(token.createdAt, timeZone)}</td>
                  <td>{describeExpiry(token, now, timeZone)}</td>
                  <td>{describeLastUse(token, timeZone)}</td>
                  <td>
                    <button type="button" className="button" onClick={() => setRevoking(token)}>
                      REVOKE<span className="visually-hidden"> {token.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        title="Revoke API Token"
        message={`Revoke the token '${revoking?.name ?? ''}'? Scripts that use it stop working at once.`}
        confirmText="REVOKE"
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(undefined)}
      />
    </section>
  );
}
