import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { loadSecurityTab } from './route-data';

const COMPANY = ['/api/v1/companies/ACME'];

/** The company query as a tab loads it: each ask answers `answer` and is counted. */
function companyQuery(answer: () => Promise<unknown>) {
  const queryFn = vi.fn(answer);
  return { options: { queryKey: COMPANY, queryFn }, asked: () => queryFn.mock.calls.length };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const page = (status: string, loaderData?: 'security' | 'index') => Promise.resolve({ status, loaderData });
const failCompany = (queryClient: QueryClient, message: string) =>
  queryClient.fetchQuery({ queryKey: COMPANY, queryFn: () => Promise.reject(new Error(message)) }).catch(() => undefined);

describe('a security page tab loader', () => {
  it("fails the tab with the page's failure of this load, without asking again", async () => {
    const queryClient = client();
    const company = companyQuery(() => Promise.resolve({ symbol: 'ACME' }));
    const own = vi.fn(() => Promise.resolve());
    // The page's loader runs beside the tab's and fails while the tab waits for it.
    let pageLoaded: (match: { status: string; loaderData: 'security' }) => void = () => undefined;
    const loading = loadSecurityTab(queryClient, new Promise((resolve) => (pageLoaded = resolve)), { fromPage: company.options, own });
    await failCompany(queryClient, 'company failed');
    pageLoaded({ status: 'success', loaderData: 'security' });
    await expect(loading).rejects.toThrow('company failed');
    expect(company.asked()).toBe(0);
    expect(own).not.toHaveBeenCalled();
  });

  it('asks again for a failure older than this load (the page did not load it again)', async () => {
    const queryClient = client();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-27T10:00:00Z'));
    await failCompany(queryClient, 'an old failure');
    vi.setSystemTime(Date.parse('2026-11-27T10:05:00Z'));
    vi.useRealTimers();
    const company = companyQuery(() => Promise.resolve({ symbol: 'ACME' }));
    await loadSecurityTab(queryClient, page('success', 'security'), { fromPage: company.options });
    expect(company.asked()).toBe(1);
    expect(queryClient.getQueryData(COMPANY)).toEqual({ symbol: 'ACME' });
  });

  it("loads the tab's own data once the page has its security, also while the page's code still loads, and fails with it", async () => {
    const own = vi.fn(() => Promise.reject(new Error('filings failed')));
    await expect(loadSecurityTab(client(), page('success', 'security'), { own })).rejects.toThrow('filings failed');
    await expect(loadSecurityTab(client(), page('pending', 'security'), { own })).rejects.toThrow('filings failed');
    expect(own).toHaveBeenCalledTimes(2);
  });

  it('leaves a market index and an unknown symbol to the page, which shows them itself', async () => {
    const own = vi.fn(() => Promise.reject(new Error('not for an index')));
    const company = companyQuery(() => Promise.reject(new Error('no such company')));
    await expect(loadSecurityTab(client(), page('success', 'index'), { fromPage: company.options, own })).resolves.toBeUndefined();
    await expect(loadSecurityTab(client(), page('notFound'), { fromPage: company.options, own })).resolves.toBeUndefined();
    expect(own).not.toHaveBeenCalled();
    expect(company.asked()).toBe(0);
  });
});
