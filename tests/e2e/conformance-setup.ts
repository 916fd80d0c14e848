/**
 * Runs in every end-to-end test file: after each test, the API responses still being read are
 * checked (and a failed test leaves screenshots and its pages' last API requests); at the end of the file, no /api/v1 response may have broken openapi.yaml and the
 * browser may have reported no Content-Security-Policy violation and no failed hydration.
 */
import { afterAll, afterEach, expect } from 'vitest';
import { fileConformance } from './browser';

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') {
    console.log(`Failed: ${context.task.name}\n${await fileConformance().describeFailure(context.task.name)}`);
  }
  await fileConformance().report();
});

afterAll(async () => {
  const { checkedResponses, violations } = await fileConformance().report();
  expect(violations, `${violations.length} violations in ${checkedResponses} API responses and the browser console`).toEqual([]);
});
