import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadSecurityTab } from './route-data';

const COMPANY = ['/api/v1/companies/ACME'];

function clientWith(state: 'data' | 'error' | 'none'): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (state === 'data') queryClient.setQueryData(COMPANY, { symbol: 'ACME' });
  if (state === 'error') {
    // The page's loader asked and failed: the query holds the error and no data.
    void queryClient.fetchQuery({ queryKey: COMPANY, queryFn: () => Promise.reject(new Error('company failed')) }).catch(() => undefined);
  }
  return queryClient;
}

const page = (status: string, loaderData?: 'security' | 'index') => Promise.resolve({ status, loaderData });

describe('a security page tab loader', () => {
  it('fails the tab with the failure of what the page loaded, without asking again', async () => {
    const queryClient = clientWith('error');
    await vi.waitFor(() => expect(queryClient.getQueryState(COMPANY)?.status).toBe('error'));
    const own = vi.fn(() => Promise.resolve());
    await expect(loadSecurityTab(queryClient, page('success', 'security'), { fromPage: COMPANY, own })).rejects.toThrow('company failed');
    expect(own).not.toHaveBeenCalled();
  });

  it("loads the tab's own data once the page has its security, and fails with it", async () => {
    const own = vi.fn(() => Promise.reject(new Error('filings failed')));
    await expect(loadSecurityTab(clientWith('data'), page('success', 'security'), { fromPage: COMPANY, own })).rejects.toThrow(
      'filings failed',
    );
    expect(own).toHaveBeenCalledOnce();
  });

  it('leaves a market index and an unknown symbol to the page, which shows them itself', async () => {
    const own = vi.fn(() => Promise.reject(new Error('not for an index')));
    await expect(loadSecurityTab(clientWith('error'), page('success', 'index'), { fromPage: COMPANY, own })).resolves.toBeUndefined();
    await expect(loadSecurityTab(clientWith('error'), page('notFound'), { fromPage: COMPANY, own })).resolves.toBeUndefined();
    expect(own).not.toHaveBeenCalled();
  });
});
