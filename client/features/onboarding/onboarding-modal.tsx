import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../components/modal';
import { fallbackErrorMessage } from '../../lib/api-fetch';
import { useAuth, useSignOut } from '../../lib/auth';
import { FLAGS, useFeatureFlags } from '../../lib/feature-flags';
import { usePreferences } from '../../lib/preferences';
import {
  ACKNOWLEDGE_STEP,
  canFinalize,
  canGoNext,
  finalizeUpdates,
  LAST_STEP,
  ONBOARDING_PREFERENCES,
  ONBOARDING_STEPS,
  shouldShowOnboarding,
} from './onboarding-logic';

/** Loaded with the first step's document: the shell is in every page's first download, the markdown renderer is not. */
const Markdown = lazy(() => import('../../components/markdown').then((module) => ({ default: module.Markdown })));

async function fetchDocument(path: string): Promise<string> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(fallbackErrorMessage(response.status));
  return response.text();
}

function StepDocument({ path }: { path: string }) {
  const document = useQuery({ queryKey: ['static-document', path], queryFn: () => fetchDocument(path), staleTime: Infinity });
  const loading = <p className="muted">Loading...</p>;
  if (document.isPending) return loading;
  if (document.isError) return <p className="error">Error: {document.error.message}</p>;
  return (
    <Suspense fallback={loading}>
      <Markdown source={document.data} headingOffset={2} />
    </Suspense>
  );
}

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

/**
 * The new-user modal (flag show_new_user_modal): four steps, two acknowledgements, Finalize saves
 * the flags with ISO timestamps (and closes even when saving fails), Cancel logs out.
 */
export function OnboardingModal() {
  const auth = useAuth();
  const flags = useFeatureFlags();
  const preferences = usePreferences();
  const { signOut } = useSignOut();
  const [step, setStep] = useState(1);
  const [acknowledged, setAcknowledged] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [finalizing, setFinalizing] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  // The save marks onboarding complete in the cache at once (optimistic): the modal stays up,
  // showing 'Finalizing...', until the server has answered.
  const visible =
    finalizing ||
    (!dismissed &&
      shouldShowOnboarding({
        signedIn: auth.status === 'authenticated',
        flagOn: flags.isOn(FLAGS.showNewUserModal),
        preferencesLoaded: preferences.isLoaded,
        completed: preferences.values[ONBOARDING_PREFERENCES.completed],
      }));
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0]!;

  const finalize = async () => {
    setFinalizing(true);
    try {
      await preferences.save(finalizeUpdates(new Date()));
    } catch (error) {
      console.error('Saving onboarding failed', error);
    } finally {
      setFinalizing(false);
      setDismissed(true);
    }
  };

  const cancel = async () => {
    setDismissed(true);
    try {
      await signOut();
    } catch (error) {
      console.error('Logout failed', error);
    }
  };

  return (
    <Modal
      open={visible}
      title={`Welcome: ${current.title} (step ${step} of ${LAST_STEP})`}
      onClose={() => void cancel()}
      busy={finalizing}
      className="dialog-wide onboarding"
    >
      <div className="onboarding-document prose" tabIndex={0} aria-label={`${current.title} document`}>
        <StepDocument path={current.document} />
      </div>
      {step === ACKNOWLEDGE_STEP && <Checkbox label="I acknowledge the terms." checked={acknowledged} onChange={setAcknowledged} />}
      {step === LAST_STEP && <Checkbox label="I agree to the Terms of Service." checked={agreed} onChange={setAgreed} />}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void cancel()} disabled={finalizing}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => setStep(step - 1)} disabled={step === 1 || finalizing}>
          Prev
        </button>
        {step < LAST_STEP ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => setStep(step + 1)}
            disabled={!canGoNext(step, acknowledged)}
            data-autofocus
          >
            Next
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            onClick={() => void finalize()}
            disabled={!canFinalize(step, agreed, finalizing)}
          >
            {finalizing ? 'Finalizing...' : 'Finalize'}
          </button>
        )}
      </div>
    </Modal>
  );
}
