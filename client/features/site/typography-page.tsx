import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { APP_VERSION } from '../../lib/build-info';

import { QuoteTableHead, QuoteTableNote } from '../../components/quote-table-head';
import { TableBox } from '../../components/table-box';

const SAMPLE_ROWS = [
  { symbol: 'DEMO', name: 'Demo Industries', price: '$123.45', change: '+1.23 (+1.01%)', up: true },
  { symbol: 'ACME', name: 'Acme Holdings', price: '$87.10', change: '-0.42 (-0.48%)', up: false },
  { symbol: 'GLBX', name: 'Globex Corporation', price: '$412.00', change: '+0.00 (+0.00%)', up: true },
];

/** Design showcase of the terminal look: type, tables, buttons and form controls. */
export function TypographyPage() {
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <article className="page prose">
      <h1>Typography</h1>
      <p className="muted">Every element of the terminal look on one page.</p>

      <section aria-labelledby="type-headings">
        <h2 id="type-headings">Headings</h2>
        <h3>Heading level 3</h3>
        <h4>Heading level 4</h4>
      </section>

      <section aria-labelledby="type-text">
        <h2 id="type-text">Text</h2>
        <p>
          Body text with <strong>strong</strong>, <em>emphasis</em>, <code>inline code</code>, a <a href="#type-text">link</a> and a key:{' '}
          <kbd>/</kbd>.
        </p>
        <p className="muted">Muted text for secondary information.</p>
        <p className="positive">Positive change +2.50%</p>
        <p className="negative">Negative change -1.75%</p>
        <p className="error">Error: something went wrong.</p>
        <p className="success">Saved.</p>
        <p className="warning">Warning: data may be delayed.</p>
        <p className="info">Info: demo data is simulated.</p>
        <ul>
          <li>List item one</li>
          <li>List item two</li>
        </ul>
        <pre>
          <code>{`$ research-terminal --version\n${APP_VERSION}`}</code>
        </pre>
      </section>

      <section aria-labelledby="type-table">
        <h2 id="type-table">Table</h2>
        <TableBox label="Sample table">
          <table className="data-table">
            <caption>Sample quotes</caption>
            <QuoteTableHead figures={['Change']} />
            <tbody>
              {SAMPLE_ROWS.map((row) => (
                <tr key={row.symbol}>
                  <td>{row.symbol}</td>
                  <td className="wide-only">{row.name}</td>
                  <td className="num">{row.price}</td>
                  <td className={row.up ? 'num positive' : 'num negative'}>{row.change}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
        <QuoteTableNote />
      </section>

      <section aria-labelledby="type-buttons">
        <h2 id="type-buttons">Buttons</h2>
        <p className="button-row">
          <button type="button" className="button">
            Default
          </button>
          <button type="button" className="button button-primary">
            Primary
          </button>
          <button type="button" className="button button-danger">
            Danger
          </button>
          <button type="button" className="button" disabled>
            Disabled
          </button>
          <button type="button" className="button" onClick={() => setDialogOpen(true)}>
            Open Dialog
          </button>
        </p>
        <ConfirmDialog open={dialogOpen} onConfirm={() => setDialogOpen(false)} onCancel={() => setDialogOpen(false)} />
      </section>

      <section aria-labelledby="type-inputs">
        <h2 id="type-inputs">Inputs</h2>
        <form className="form-grid" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="demo-text">Text</label>
          <input id="demo-text" type="text" placeholder="Type here" />
          <label htmlFor="demo-number">Number</label>
          <input id="demo-number" type="number" min={0} step={0.1} defaultValue={5} />
          <label htmlFor="demo-select">Select</label>
          <select id="demo-select" defaultValue="M">
            <option value="raw">Raw</option>
            <option value="K">K</option>
            <option value="M">M</option>
            <option value="B">B</option>
          </select>
          <label htmlFor="demo-textarea">Textarea</label>
          <textarea id="demo-textarea" rows={3} placeholder="Ask anything about DEMO" />
          <span />
          <label className="checkbox">
            <input type="checkbox" defaultChecked /> Checkbox
          </label>
        </form>
      </section>
    </article>
  );
}
