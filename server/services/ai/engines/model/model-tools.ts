/**
 * The tools a model may call (OpenAI function calling) to look up more than its prompt holds:
 * statement figures (of fiscal years, fiscal quarters or trailing twelve months), 10-K passages
 * and the company page's facts. Each result is added to the
 * answer's context and comes back with its marker ([F#], [P#], [C#]), so the model cites it as
 * any other source and the claim verifier checks it the same way.
 */
import { METRICS } from '../../understanding/metric-definitions';
import { passageLabel } from '../passage-citation';
import type { AnswerContext, AnswerTools } from '../types';
import type { ToolCall, ToolDefinition } from '../../../../providers/llm/openai-client';
import { factLine } from './prompt';

export const MAX_TOOL_ROUNDS = 3;
const MAX_PASSAGES = 3;
/** Quarters come forty to a company: a lookup returns the newest of them, not all. */
const MAX_FIGURES = 24;

export const TOOL_DEFINITIONS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'get_statement_figures',
      description:
        'Statement figures of the company (reported lines and derived figures): one per fiscal year, or with period "quarterly" one per fiscal quarter as the company labels it (FY2024 Q4), or with period "ttm" the trailing twelve months ending with each quarter (flows only).',
      parameters: {
        type: 'object',
        properties: {
          metric: {
            type: 'string',
            enum: METRICS.map((m) => m.metric),
            description: 'The figure, such as revenue, netIncome, freeCashFlow, totalDebt.',
          },
          fiscal_years: { type: 'array', items: { type: 'integer' }, description: 'Fiscal years; all stored years when omitted.' },
          period: {
            type: 'string',
            enum: ['annual', 'quarterly', 'ttm'],
            description: 'Fiscal years (the default), fiscal quarters, or trailing twelve months.',
          },
          fiscal_quarters: {
            type: 'array',
            items: { type: 'integer', minimum: 1, maximum: 4 },
            description: 'With period quarterly or ttm: the quarters (1-4); all when omitted.',
          },
        },
        required: ['metric'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_10k',
      description:
        'Searches the company’s 10-K (and, for a question about the latest quarter, its latest 10-Q) for passages about a subject, optionally within one 10-K Item (1, 1A, 1C, 3, 7, 7A…; a 10-Q’s matching Item is searched with it).',
      parameters: { type: 'object', properties: { query: { type: 'string' }, item: { type: 'string' } }, required: ['query'] },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_company_facts',
      description:
        'What the company page shows: CEO, executives, employees, sector, exchange, share price, P/E, market cap, last dividend, 52-week range.',
      parameters: { type: 'object', properties: {} },
    },
  },
];

function parseArguments(call: ToolCall): Record<string, unknown> {
  try {
    const parsed = JSON.parse(call.arguments || '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Runs one tool call against the tools, adding what it found to `context`; returns the text for the model. */
export async function runTool(call: ToolCall, context: AnswerContext, tools: AnswerTools): Promise<string> {
  const args = parseArguments(call);
  if (call.name === 'get_statement_figures') {
    const years = Array.isArray(args.fiscal_years) ? args.fiscal_years.map(Number) : [];
    const quarters = Array.isArray(args.fiscal_quarters) ? args.fiscal_quarters.map(Number) : [];
    const kind = args.period === 'quarterly' ? 'quarter' : args.period === 'ttm' ? 'ttm' : null;
    const pool = kind ? (tools.periodFacts?.() ?? []).filter((fact) => fact.period?.kind === kind) : tools.allFacts;
    const found = pool
      .filter((fact) => fact.metric === args.metric && (years.length === 0 || years.includes(fact.fiscalYear)))
      .filter((fact) => !kind || quarters.length === 0 || quarters.includes(fact.period?.fiscalQuarter ?? 0))
      .slice(0, MAX_FIGURES);
    if (found.length === 0)
      return `No stored ${kind ? `${String(args.period)} ` : ''}figure ${String(args.metric)}${years.length ? ` for ${years.join(', ')}` : ''}.`;
    return found
      .map((fact) => {
        let index = context.facts.indexOf(fact);
        if (index < 0) index = context.facts.push(fact) - 1;
        return `[F${index + 1}] ${factLine(fact, context.currency)}`;
      })
      .join('\n');
  }
  if (call.name === 'search_10k') {
    const item = typeof args.item === 'string' && args.item ? args.item.toUpperCase() : undefined;
    const passages = (await tools.searchPassages(String(args.query ?? ''), item)).slice(0, MAX_PASSAGES);
    if (passages.length === 0) return 'No relevant filing passage found.';
    return passages
      .map((passage) => {
        let index = context.passages.findIndex((p) => p.accession === passage.accession && p.passageId === passage.passageId);
        if (index < 0) index = context.passages.push(passage) - 1;
        return `[P${index + 1}] ${passageLabel(passage)}:\n${passage.text}`;
      })
      .join('\n\n');
  }
  if (call.name === 'get_company_facts') {
    const facts = context.companyFacts ?? [];
    return facts.length > 0
      ? facts.map((fact, index) => `[C${index + 1}] ${fact.label}: ${fact.text}`).join('\n')
      : 'The company page holds no such facts.';
  }
  return `Unknown tool ${call.name}.`;
}
