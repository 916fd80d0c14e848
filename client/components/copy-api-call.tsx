/**
 * 'Copy as API call': a disclosure under a screen's data with the REST call that fetches exactly
 * what the screen shows, as a curl line and an openapi-fetch snippet, each with a copy button.
 * Public data is offered without a token (and without sending anyone to get one).
 */
import { useState } from 'react';
import { type ApiCall, curlLine, needsToken, openapiFetchSnippet, TOKEN_VARIABLE } from '../lib/api-call';
import { toast } from '../lib/toasts';

export function CopyApiCall({ call }: { call: ApiCall }) {
  // The snippets name this site's address, which only the browser knows: built when opened.
  const [open, setOpen] = useState(false);
  return (
    <details className="api-call" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Copy as API call</summary>
      {open && <ApiCallSnippets call={call} />}
    </details>
  );
}

function ApiCallSnippets({ call }: { call: ApiCall }) {
  const origin = window.location.origin;
  return (
    <div className="api-call-snippets">
      <p className="muted">
        {needsToken(call)
          ? `Set ${TOKEN_VARIABLE} to a personal API token (Profile, API tokens). `
          : 'Public data: anyone may make this call, without signing in. '}
        Every operation is described in the <a href="/api/docs">API reference</a>.
      </p>
      <Snippet label="curl" text={curlLine(origin, call)} />
      <Snippet label="openapi-fetch" text={openapiFetchSnippet(origin, call)} />
    </div>
  );
}

function Snippet({ label, text }: { label: string; text: string }) {
  // The clipboard API exists only on secure origins (https, localhost); elsewhere copying fails.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => toast.success(`Copied the ${label} call.`),
        () => toast.error('The browser did not allow copying: select the text and copy it instead.'),
      );
  return (
    <figure className="api-call-snippet">
      <figcaption>
        <span>{label}</span>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy {label}
        </button>
      </figcaption>
      <pre>
        <code>{text}</code>
      </pre>
    </figure>
  );
}
