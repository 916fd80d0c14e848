import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetStatementsSuspense } from '../../../../generated/client/companies/companies';
import type { Statements } from '../../../../generated/model';
import { SourceLine } from '../../../components/source-line';
import { StaleDataNote } from '../../../components/load-error';
import { formatDate } from '../../../lib/format';
import { STATEMENT_SCALES, type StatementScale } from '../../../lib/statement-scale';
import { buildStatementTable, definedRows, tabHasYoy } from './statement-rows';
import { StatementTableView } from './statement-table';
import {
  STATEMENT_PERIOD_LABELS,
  STATEMENT_PERIODS,
  STATEMENT_SCALE_LABELS,
  STATEMENT_TAB_LABELS,
  STATEMENT_TABS,
  type StatementPeriodChoice,
  type StatementTab,
  statementsParams,
} from './statement-tabs';
import { SplitNote } from './split-note';
import { StatementsNav } from './statements-nav';
import { CopyApiCall } from '../../../components/copy-api-call';
import { FigureDefinitions } from '../../../components/figure-definitions';

interface StockStatementsProps {
  symbol: string;
  tab: StatementTab;
  period: StatementPeriodChoice;
  scale: StatementScale;
}

/** Statements by fiscal year, quarter or trailing twelve months, with the tab, period and scale kept in the address. */
export function StockStatements({ symbol, tab, period, scale }: StockStatementsProps) {
  // The route's loader has loaded them (or failed the tab with 'Failed to load: …').
  const statements = useGetStatementsSuspense(symbol, statementsParams(period));
  return (
    <section aria-labelledby="stock-statements-title">
      <h2 id="stock-statements-title">Statements</h2>
      <div className="statement-controls">
        <StatementsNav symbol={symbol} label="Statement" items={STATEMENT_TABS} labels={STATEMENT_TAB_LABELS} choose={(tab) => ({ tab })} />
        <StatementsNav
          symbol={symbol}
          label="Period"
          items={STATEMENT_PERIODS}
          labels={STATEMENT_PERIOD_LABELS}
          choose={(period) => ({ period })}
        />
        <ScaleSelect symbol={symbol} scale={scale} />
      </div>
      {statements.isError && <StaleDataNote query={statements} />}
      <StatementBody statements={statements.data} tab={tab} period={period} scale={scale} />
      <CopyApiCall call={{ path: '/companies/{symbol}/statements', pathParams: { symbol }, ...optionalQuery(statementsParams(period)) }} />
    </section>
  );
}

function ScaleSelect({ symbol, scale }: { symbol: string; scale: StatementScale }) {
  const navigate = useNavigate();
  return (
    <label className="inline-field">
      Scale{' '}
      <select
        value={scale}
        onChange={(event) =>
          void navigate({
            to: '/stock/$symbol/statements',
            params: { symbol },
            search: (prev) => ({ ...prev, scale: event.target.value as StatementScale }),
            replace: true,
          })
        }
      >
        {STATEMENT_SCALES.map((item) => (
          <option key={item} value={item}>
            {STATEMENT_SCALE_LABELS[item]}
          </option>
        ))}
      </select>
    </label>
  );
}

function StatementBody({
  statements,
  tab,
  period,
  scale,
}: {
  statements: Statements;
  tab: StatementTab;
  period: StatementPeriodChoice;
  scale: StatementScale;
}) {
  const [showYoy, setShowYoy] = useState(false);
  const table = buildStatementTable(statements, tab, showYoy);
  if (table.columns.length === 0) {
    return (
      <p className="muted">
        {period === 'annual' ? 'No statement data available.' : `No ${PERIOD_WORDS[period]} figures from this source.`}
      </p>
    );
  }
  return (
    <>
      <p className="muted statement-note">
        {STATEMENT_TAB_LABELS[tab]} · {STATEMENT_PERIOD_LABELS[period]} · {statements.currency} ·{' '}
        {scale === 'raw' ? 'raw figures' : `in ${STATEMENT_SCALE_LABELS[scale]}`} · latest period {formatDate(table.columns[0]?.date)}
      </p>
      <SplitNote splits={statements.splits ?? []} adjusted={table.splitAdjusted ?? false} />
      {tabHasYoy(tab) && (
        <label className="checkbox">
          <input type="checkbox" checked={showYoy} onChange={(event) => setShowYoy(event.target.checked)} /> Show YoY %
        </label>
      )}
      <StatementTableView table={table} scale={scale} currency={statements.currency} caption={`${STATEMENT_TAB_LABELS[tab]} statement`} />
      <FigureDefinitions items={definedRows(table)} />
      <SourceLine source={statements.source} />
    </>
  );
}

const optionalQuery = (query: { period: StatementPeriodChoice } | undefined) => (query ? { query } : {});

/** The periods in words, for a sentence. */
const PERIOD_WORDS: Record<StatementPeriodChoice, string> = {
  annual: 'annual',
  quarterly: 'quarterly',
  ttm: 'trailing-twelve-month',
};
