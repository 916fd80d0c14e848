import { afterEach, describe, expect, it } from 'vitest';
import { parseFaults } from '../../server/web/test-faults';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('the end-to-end fault switch', () => {
  it('reads method and path prefix pairs', () => {
    expect(parseFaults('put /api/v1/user/preferences, * /api/v1/messages, junk')).toEqual([
      { method: 'PUT', pathPrefix: '/api/v1/user/preferences' },
      { method: '*', pathPrefix: '/api/v1/messages' },
    ]);
    expect(parseFaults(undefined)).toEqual([]);
  });

  it('fails matching API calls with 500 when ENABLE_TEST_ROUTES=1', async () => {
    testApp = await createTestApp({ ENABLE_TEST_ROUTES: '1' });
    const faulty = await testApp.app.request('/api/v1/health', { headers: { 'X-Test-Fault': 'GET /api/v1/health' } });
    expect(faulty.status).toBe(500);
    expect(await faulty.json()).toEqual({ error: { code: 'internal', message: 'Injected test fault' } });
    const otherMethod = await testApp.app.request('/api/v1/health', { headers: { 'X-Test-Fault': 'POST /api/v1/health' } });
    expect(otherMethod.status).toBe(200);
    // The prefix is whole path segments: /api/v1/screen fails /api/v1/screen only, not /api/v1/screens.
    const fault = { 'X-Test-Fault': 'GET /api/v1/heal, GET /api/v1/market/' };
    expect((await testApp.app.request('/api/v1/health', { headers: fault })).status).toBe(200);
    expect((await testApp.app.request('/api/v1/market/movers', { headers: fault })).status).toBe(500);
  });

  it('is off by default', async () => {
    testApp = await createTestApp();
    const response = await testApp.app.request('/api/v1/health', { headers: { 'X-Test-Fault': 'GET /api/v1/health' } });
    expect(response.status).toBe(200);
  });
});
