/** The new-user modal: its four steps, when it shows, and what finalizing saves. */

export interface OnboardingStep {
  title: string;
  /** The static markdown document the step shows. */
  document: string;
}

export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  { title: 'Welcome', document: '/WELCOME.md' },
  { title: 'Features', document: '/FEATURES.md' },
  { title: 'AI', document: '/AI.md' },
  { title: 'Terms of Service', document: '/TOS.md' },
];

export const LAST_STEP = ONBOARDING_STEPS.length;
/** The step whose Next waits for 'I acknowledge the terms.'. */
export const ACKNOWLEDGE_STEP = 3;

export const ONBOARDING_PREFERENCES = {
  acknowledgement: 'acknowledgement_1',
  acknowledgementDate: 'acknowledgement_1_date',
  completed: 'onboarding_completed',
  completedDate: 'onboarding_completed_date',
} as const;

export interface OnboardingVisibility {
  signedIn: boolean;
  flagOn: boolean;
  preferencesLoaded: boolean;
  completed: string | undefined;
}

export function shouldShowOnboarding(state: OnboardingVisibility): boolean {
  return state.signedIn && state.flagOn && state.preferencesLoaded && state.completed !== 'true';
}

export function canGoNext(step: number, acknowledged: boolean): boolean {
  return step < LAST_STEP && (step !== ACKNOWLEDGE_STEP || acknowledged);
}

export function canFinalize(step: number, agreed: boolean, finalizing: boolean): boolean {
  return step === LAST_STEP && agreed && !finalizing;
}

/** The acknowledgement and completion flags with ISO timestamps. */
export function finalizeUpdates(now: Date): Record<string, string> {
  const at = now.toISOString();
  return {
    [ONBOARDING_PREFERENCES.acknowledgement]: 'true',
    [ONBOARDING_PREFERENCES.acknowledgementDate]: at,
    [ONBOARDING_PREFERENCES.completed]: 'true',
    [ONBOARDING_PREFERENCES.completedDate]: at,
  };
}
