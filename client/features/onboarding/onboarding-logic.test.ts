import { describe, expect, it } from 'vitest';
import { canFinalize, canGoNext, finalizeUpdates, ONBOARDING_STEPS, shouldShowOnboarding } from './onboarding-logic';

describe('onboarding', () => {
  const visible = { signedIn: true, flagOn: true, preferencesLoaded: true, completed: undefined };

  it('shows only for signed-in users with the flag, loaded preferences and onboarding not completed', () => {
    expect(shouldShowOnboarding(visible)).toBe(true);
    expect(shouldShowOnboarding({ ...visible, signedIn: false })).toBe(false);
    expect(shouldShowOnboarding({ ...visible, flagOn: false })).toBe(false);
    expect(shouldShowOnboarding({ ...visible, preferencesLoaded: false })).toBe(false);
    expect(shouldShowOnboarding({ ...visible, completed: 'true' })).toBe(false);
    expect(shouldShowOnboarding({ ...visible, completed: 'false' })).toBe(true);
  });

  it('has the four steps welcome, features, AI and terms', () => {
    expect(ONBOARDING_STEPS.map((s) => s.document)).toEqual(['/WELCOME.md', '/FEATURES.md', '/AI.md', '/TOS.md']);
  });

  it('holds Next on step 3 until acknowledged, and Finalize on step 4 until agreed and not finalizing', () => {
    expect(canGoNext(1, false)).toBe(true);
    expect(canGoNext(3, false)).toBe(false);
    expect(canGoNext(3, true)).toBe(true);
    expect(canGoNext(4, true)).toBe(false);
    expect(canFinalize(4, false, false)).toBe(false);
    expect(canFinalize(4, true, false)).toBe(true);
    expect(canFinalize(4, true, true)).toBe(false);
    expect(canFinalize(3, true, false)).toBe(false);
  });

  it('saves the flags with ISO timestamps', () => {
    expect(finalizeUpdates(new Date('2024-05-01T10:00:00Z'))).toEqual({
      acknowledgement_1: 'true',
      acknowledgement_1_date: '2024-05-01T10:00:00.000Z',
      onboarding_completed: 'true',
      onboarding_completed_date: '2024-05-01T10:00:00.000Z',
    });
  });
});
