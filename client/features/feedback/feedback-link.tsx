import { type FormEvent, useState } from 'react';
import { useSubmitFeedback } from '../../../generated/client/feedback/feedback';
import { Modal } from '../../components/modal';
import { errorMessage } from '../../lib/error-message';

const FEEDBACK_SUCCESS_TEXT = 'Feedback submitted. Thank you!';
const FEEDBACK_FAILURE_TEXT = 'Failed to submit feedback. Please try again.';

type Outcome = { kind: 'form' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

function FeedbackForm({ busy, onSubmit }: { busy: boolean; onSubmit: (summary: string, details: string) => void }) {
  const [summary, setSummary] = useState('');
  const [details, setDetails] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (summary.trim()) onSubmit(summary.trim(), details.trim());
  };
  return (
    <form className="stack" onSubmit={submit}>
      <label htmlFor="feedback-summary">Summary (required)</label>
      <input
        id="feedback-summary"
        required
        maxLength={200}
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        data-autofocus
      />
      <label htmlFor="feedback-details">Details (optional)</label>
      <textarea id="feedback-details" rows={5} maxLength={5000} value={details} onChange={(event) => setDetails(event.target.value)} />
      <div className="dialog-actions">
        <button type="submit" className="button button-primary" disabled={busy || !summary.trim()}>
          {busy ? 'Submitting...' : 'Submit'}
        </button>
      </div>
    </form>
  );
}

/** The footer's Submit Feedback link and its modal: form, then Thank You or Feedback Failed. */
export function FeedbackLink() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const submit = useSubmitFeedback();

  const close = () => {
    setOpen(false);
    setOutcome({ kind: 'form' });
  };

  const send = async (summary: string, details: string) => {
    try {
      const result = await submit.mutateAsync({ data: details ? { summary, details } : { summary } });
      setOutcome({ kind: 'sent', message: result?.message || FEEDBACK_SUCCESS_TEXT });
    } catch (error) {
      setOutcome({ kind: 'failed', message: errorMessage(error) || FEEDBACK_FAILURE_TEXT });
    }
  };

  const title = outcome.kind === 'sent' ? 'Thank You' : outcome.kind === 'failed' ? 'Feedback Failed' : 'Submit Feedback';

  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        Submit Feedback
      </button>
      <Modal open={open} title={title} onClose={close} busy={submit.isPending} className="dialog-wide">
        {outcome.kind === 'form' ? (
          <FeedbackForm busy={submit.isPending} onSubmit={(summary, details) => void send(summary, details)} />
        ) : (
          <p className={outcome.kind === 'failed' ? 'error' : undefined} role={outcome.kind === 'failed' ? 'alert' : 'status'}>
            {outcome.message}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={close} disabled={submit.isPending}>
            Close
          </button>
        </div>
      </Modal>
    </>
  );
}
