/** The question form: textarea, Submit, 'Alert me when AI completes' and the message line. */
import { type FormEvent, useState } from 'react';
import { usePreferences } from '../../lib/preferences';
import { ALERT_PREFERENCE, askable } from './ask-state';

export interface QuestionFormProps {
  ticker: string;
  busy: boolean;
  message: string | null;
  onAsk: (question: string) => void;
}

export function QuestionForm({ ticker, busy, message, onAsk }: QuestionFormProps) {
  const [question, setQuestion] = useState('');
  const preferences = usePreferences();
  const alert = preferences.values[ALERT_PREFERENCE] === 'true';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !askable(question, ticker)) return;
    onAsk(question.trim());
    setQuestion('');
  };
  return (
    <form className="question-form stack" onSubmit={submit}>
      <textarea
        aria-label="Question"
        rows={3}
        value={question}
        placeholder={busy ? 'Processing question...' : `Ask anything about ${ticker}`}
        onChange={(event) => setQuestion(event.target.value)}
        disabled={busy}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Processing...' : 'Submit'}
        </button>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={alert}
            onChange={(event) =>
              void preferences.save({ [ALERT_PREFERENCE]: event.target.checked ? 'true' : 'false' }).catch(() => undefined)
            }
          />{' '}
          Alert me when AI completes
        </label>
      </div>
      {message && (
        <p className={message.startsWith('Error') || message === 'Question not found' ? 'error' : 'info'} role="status">
          {message}
        </p>
      )}
    </form>
  );
}
