/**
 * Investor-style questions the offline engine must not misread: another company named, advice
 * and forecasts in other words, a figure of one region or product, outflows compared, synonyms,
 * the default fiscal year, and routing of short questions.
 */
import { describe, expect, it } from 'vitest';
import { answerComparison, changeEnds, comparisonIntent } from '../../../server/services/ai/engines/offline/comparison-answerer';
import { judgementAskedFor } from '../../../server/services/ai/engines/offline/judgement-answerer';
import { composeOfflineAnswer } from '../../../server/services/ai/engines/offline/offline-provider';
import { metricMentions, metricsAskedFor } from '../../../server/services/ai/understanding/metric-catalog';
import { otherCompanyNamed } from '../../../server/services/ai/understanding/other-company';
import { namesComparedWith, tickersComparedWith, tickersNamedAfterComparing } from '../../../server/services/ai/understanding/peer-company';
import { outOfScope, scopeOf } from '../../../server/services/ai/understanding/question-scope';
import { asksForPartFigure, mayNamePart, segmentQualifier } from '../../../server/services/ai/understanding/segment-qualifier';
import { namesPart, partNamedIn } from '../../../server/services/ai/engines/segment-citation';
import type { SegmentFigure } from '../../../generated/model';
import type { AnswerContext } from '../../../server/services/ai/engines/types';
import type { RetrievedPassage } from '../../../server/db/passage-search';
import { itemsForQuestion } from '../../../server/services/retrieval/item-routing';
import { relevantPassages } from '../../../server/services/retrieval/relevance';
import { appleContext, riskPassage } from '../../support/ai-fixtures';

const ask = (question: string, over: Partial<AnswerContext> = {}) =>
  composeOfflineAnswer({ question, history: [], context: { ...appleContext, ...over } });

const segmentPassage: RetrievedPassage = {
  passageId: 'item-7-p12',
  accession: '0000320193-24-000123',
  form: '10-K',
  year: 2024,
  fiscalPeriod: 'FY',
  item: '7',
  itemTitle: 'Management’s Discussion and Analysis',
  paragraph: 12,
  text: 'Segment Operating Performance\nEurope net sales increased during 2024 compared to 2023 due primarily to higher net sales of Services.',
};

describe('another company compared with, by its ticker', () => {
  it('is read from a question that compares, never from an abbreviation or the asked ticker', () => {
    expect(tickersComparedWith("How did net income in fiscal 2025 compare with ARCX's?", 'ARAI')).toEqual(['ARCX']);
    expect(tickersComparedWith('Compare with MSFT: revenue in FY2025?', 'AAPL')).toEqual(['MSFT']);
    expect(tickersComparedWith('AAPL versus GOOGL and META on EPS', 'AAPL')).toEqual(['GOOGL', 'META']);
    expect(tickersComparedWith('How does FCF in FY2024 compare with EPS and the TTM figure?', 'AAPL')).toEqual([]);
    expect(tickersComparedWith('What was MSFT revenue?', 'AAPL')).toEqual([]);
    // Letters of an abbreviation, a single letter, or a ticker written before the comparing word.
    expect(tickersComparedWith('How did SG&A compare with 2023?', 'AAPL')).toEqual([]);
    expect(tickersComparedWith('Revenue growth vs the S&P 500 and the P/E against GM', 'AAPL')).toEqual([]);
    expect(tickersComparedWith('Is MSFT bigger than it was?', 'AAPL')).toEqual([]);
    // A question written in capitals names no ticker by its capitals.
    expect(tickersComparedWith('HOW DOES REVENUE COMPARE WITH LAST YEAR?', 'AAPL')).toEqual([]);
  });
});

describe('another company compared with, by its name', () => {
  it('is read right after the comparing words, without a possessive, never the asked company, a period or a ticker', () => {
    expect(namesComparedWith("How did net income compare with Microsoft's?", 'Apple Inc.')).toEqual(['Microsoft']);
    expect(namesComparedWith('Compare revenue with Arda Holdings in FY2024', 'Apple Inc.')).toEqual(['Arda Holdings']);
    expect(namesComparedWith('Apple versus Samsung on margins', 'Apple Inc.')).toEqual(['Samsung']);
    expect(namesComparedWith('Compare it to Initech.', 'Apple Inc.')).toEqual(['Initech']);
    expect(namesComparedWith('How does revenue compare with March 2023?', 'Apple Inc.')).toEqual([]);
    expect(namesComparedWith("Compare net income with Apple's own 2023", 'Apple Inc.')).toEqual([]);
    expect(namesComparedWith('Compare with MSFT', 'Apple Inc.')).toEqual([]);
    expect(namesComparedWith('How does revenue compare with the year before?', 'Apple Inc.')).toEqual([]);
    // A region is no company; a sentence's full stop ends the name.
    expect(namesComparedWith('How did Greater China compare with Americas?', 'Apple Inc.')).toEqual([]);
    expect(namesComparedWith('Compare with Microsoft. What about margins?', 'Apple Inc.')).toEqual(['Microsoft']);
    expect(namesComparedWith('Compare revenue with Amazon.com', 'Apple Inc.')).toEqual(['Amazon.com']);
  });

  it('is said to be missing only where the question surely means a company: a ticker right after the comparing words', () => {
    expect(tickersNamedAfterComparing('How did net income compare with ZZZQ?')).toEqual(['ZZZQ']);
    expect(tickersNamedAfterComparing('Revenue versus MSFT and the S&P')).toEqual(['MSFT']);
    expect(tickersNamedAfterComparing('Did revenue grow faster than GDP?')).toEqual([]);
    expect(tickersNamedAfterComparing('How did revenue growth compare with GDP growth?')).toEqual([]);
  });

  it('opens the answer with the companies it has no statements of, or could not load', () => {
    const question = 'How did net income in 2024 compare with ZZZQ and MSFT?';
    const answer = ask(question, { missingPeers: ['ZZZQ'], unavailablePeers: ['MSFT'] });
    expect(answer.text).toMatch(
      /^I found no financial statements of ZZZQ, so I cannot compare with it\. I could not load the financial statements of MSFT just now, so I cannot compare with it; try again later\.\n\n/,
    );
    expect(answer.citations.length).toBeGreaterThan(0);
  });

  it('keeps the question in scope when the market holds that company, and declines it otherwise', () => {
    const question = "How did Apple's net income compare with Microsoft's?";
    const apple = { companyName: 'Apple Inc.', symbol: 'AAPL' };
    expect(outOfScope(question, apple)).toBe('other_company');
    expect(outOfScope(question, { ...apple, compared: [{ companyName: 'Microsoft Corporation', symbol: 'MSFT' }] })).toBeNull();
    expect(outOfScope(question, { ...apple, compared: [{ companyName: 'Initech Inc.', symbol: 'INIT' }] })).toBe('other_company');
  });
});

describe('another company named', () => {
  it('is found by a known name or a possessive name before a figure, never the asked company, a region or its products', () => {
    expect(otherCompanyNamed('How much did Amazon earn in 2023?', 'Apple Inc.', 'AAPL')).toMatch(/amazon/i);
    expect(otherCompanyNamed('What was Acme Widgets’ revenue?', 'Apple Inc.', 'AAPL')).toBeNull();
    expect(otherCompanyNamed("What is Initech's net income?", 'Apple Inc.', 'AAPL')).toBe('Initech');
    expect(otherCompanyNamed("What was Apple's net income?", 'Apple Inc.', 'AAPL')).toBeNull();
    expect(otherCompanyNamed("What were China's net sales?", 'Apple Inc.', 'AAPL')).toBeNull();
    expect(otherCompanyNamed('How much revenue did the iPhone bring?', 'Apple Inc.', 'AAPL')).toBeNull();
    expect(otherCompanyNamed('What was Microsoft revenue?', 'Microsoft Corporation', 'MSFT')).toBeNull();
  });

  it('is declined with no figure and no citation, but a text question about competing with it is not', () => {
    const answer = ask('What were Nvidia’s earnings in fiscal 2023?');
    expect(answer.citations).toEqual([]);
    expect(answer.text).toMatch(/^I cannot answer about another company/);
    expect(answer.text).not.toMatch(/\$\d/);
    expect(ask('Put Apple’s net income next to Amazon’s').citations).toEqual([]);
    expect(outOfScope('How does Apple compete with Samsung?', scopeOf(appleContext))).toBeNull();
  });
});

describe('advice and forecasts in other words', () => {
  const scope = scopeOf(appleContext);
  it('declines advice however it is asked', () => {
    for (const question of [
      'Is the stock a buy here?',
      'Should investors hold on?',
      'Are you worried about the shares?',
      'Is this a strong buy?',
    ]) {
      expect(outOfScope(question, scope), question).toBe('advice');
    }
  });

  it('declines outlooks, estimates, price targets and fiscal years after the last stored one', () => {
    for (const question of [
      'What is the revenue outlook?',
      'Estimate next year’s earnings',
      'Give me a target price for the shares',
      'Where will the price be in 12 months?',
      'What is FY2027 net income?',
      'Revenue in fiscal 2030',
    ]) {
      expect(outOfScope(question, scope), question).toBe('forecast');
    }
    // The last stored year and earlier ones, accounting estimates and debt maturities are not forecasts.
    expect(outOfScope('What was net income in FY2024?', scope)).toBeNull();
    expect(outOfScope('What are the critical accounting estimates?', scope)).toBeNull();
    expect(outOfScope('How much term debt matures in 2030?', scope)).toBeNull();
    expect(outOfScope('What was revenue over the last 12 months of fiscal 2024?', scope)).toBeNull();
    const later = ask('What will FY2027 revenue be?');
    expect(later.text).toMatch(/^I cannot forecast/);
    expect(later.text).not.toMatch(/No revenue for FY2027/);
  });
});

describe('a figure of one region, product or segment', () => {
  it('is recognised, and company-wide questions are not', () => {
    expect(segmentQualifier('Europe revenue in 2024')).toBe('Europe');
    expect(segmentQualifier('How much did iPad sales fall?')).toBe('iPad');
    expect(segmentQualifier('Products gross margin in 2023')).toMatch(/products gross margin/i);
    expect(segmentQualifier('net sales by segment')).toMatch(/segment/);
    expect(segmentQualifier('What was Zephyr revenue?')).toBe('Zephyr');
    expect(segmentQualifier('What was total revenue in 2024?')).toBeNull();
    expect(segmentQualifier('Is revenue growing faster than net income?')).toBeNull();
    expect(segmentQualifier("What was Apple's revenue?", 'Apple Inc.', 'AAPL')).toBeNull();
  });

  it("is read by the company's own part names, in any case, only where a figure filings report by part is asked", () => {
    const labels = ['Compute and Networking', 'Compute', 'Gaming', 'China (including Hong Kong)', 'Data Center'];
    const figures = labels.map((label) => ({ label }) as SegmentFigure);
    expect(namesPart('Compute & Networking segment operating income', 'Compute and Networking')).toBe(true);
    expect(namesPart('revenue from China', 'China (including Hong Kong)')).toBe(true);
    expect(namesPart('revenue from Chinatown', 'China (including Hong Kong)')).toBe(false);
    expect(partNamedIn('How much did gaming bring in?', figures)).toBe('Gaming');
    expect(partNamedIn('What was operating income of the Compute & Networking segment?', figures)).toBe('Compute and Networking');
    expect(partNamedIn('What was revenue?', figures)).toBeNull();
    expect(mayNamePart('What was NVIDIA’s automotive revenue in fiscal 2025?', 'NVIDIA CORP', 'NVDA')).toBe(true);
    expect(mayNamePart('How much did gaming bring in for NVIDIA in fiscal 2025?', 'NVIDIA CORP', 'NVDA')).toBe(true);
    expect(mayNamePart('How much did Services earn in FY2024?', 'Apple Inc.', 'AAPL')).toBe(true);
    // Nothing beside the figure, the year and the company: no part to look up.
    expect(mayNamePart('What was NVIDIA’s revenue in fiscal 2025?', 'NVIDIA CORP', 'NVDA')).toBe(false);
    expect(mayNamePart('What was the total revenue of the company last year?')).toBe(false);
    // A figure filings report by part lets a part be named in any case; another only as the filings write it.
    expect(asksForPartFigure('What was automotive revenue?')).toBe(true);
    expect(asksForPartFigure('Compute the gross margin for 2024')).toBe(false);
    expect(partNamedIn('Compute the gross margin for 2024', figures, '', false)).toBeNull();
    expect(partNamedIn('What was the gaming gross margin?', figures, '', false)).toBeNull();
    expect(partNamedIn('What was the Gaming gross margin?', figures, '', false)).toBe('Gaming');
  });

  it('is never answered with the company total; the segment passage is quoted instead', () => {
    const answer = ask('What were Europe net sales in 2024?', { passages: [segmentPassage] });
    expect(answer.text).not.toContain('$391.04B');
    expect(answer.text).toContain('for the company as a whole, not for Europe alone');
    expect(answer.citations).toHaveLength(1);
    expect(answer.citations[0]).toMatchObject({ kind: 'filing', item: '7' });
    const none = ask('What was iPad revenue in 2024?', { passages: [] });
    expect(none.text).not.toContain('$391.04B');
    expect(none.citations).toEqual([]);
    expect(itemsForQuestion('What were Japan net sales?').slice(0, 2)).toEqual(['7', '8']);
  });

  it("asked for its earnings, gives the part's operating income where filings report it, else its revenue, named as such", () => {
    const figure = (label: string, metric: SegmentFigure['metric'], value: number) =>
      ({
        label,
        metric,
        value,
        fiscalYear: 2024,
        fiscalPeriod: 'FY',
        unit: 'USD',
        form: '10-K',
        accession: 'a',
        member: label,
      }) as SegmentFigure;
    const segments = [
      figure('Americas', 'revenue', 167_045e6),
      figure('Americas', 'operatingIncome', 67_656e6),
      figure('Services', 'revenue', 96_169e6),
    ];
    const americas = ask('How much profit did the Americas make in 2024?', { segments });
    expect(americas.text).toMatch(
      /^The filings report no net income for Americas alone; its operating income is the nearest figure they report\./,
    );
    expect(americas.text).toContain('$67.66B');
    expect(americas.text).not.toContain('$167.05B');
    const services = ask('What was the net income of Services in 2024?', { segments });
    expect(services.text).toMatch(/^The filings report no net income for Services alone; its revenue is the nearest figure they report\./);
    expect(services.text).toContain('$96.17B');
    expect(services.text).not.toContain('$93.74B');
  });
});

describe('outflows compared', () => {
  it('compares the size of outflows stored negative', () => {
    expect(comparisonIntent('Was capex higher or lower than the year before?')).toBe('change');
    expect(comparisonIntent('Did the company spend more on capex?')).toBe('change');
    const answer = answerComparison('How did capital expenditure change from 2023 to 2024?', appleContext);
    expect(answer?.text).toContain('Change FY2023 → FY2024 (size of the outflow): **-13.80%** (−$1.51B) [1][2]');
  });
});

describe('synonyms', () => {
  it('reads investors’ words for statement lines', () => {
    expect(metricsAskedFor('OCF in 2023')).toEqual(['operatingCashFlow']);
    expect(metricsAskedFor('cash from ops')).toEqual(['operatingCashFlow']);
    expect(metricsAskedFor('operating cash generated')).toEqual(['operatingCashFlow']);
    expect(metricsAskedFor('what was the bottom line')).toEqual(['netIncome']);
    expect(metricsAskedFor('free cash flow margin')).toEqual(['freeCashFlowMargin']);
    // The profit margin is the net margin; the profit margins are all three.
    expect(metricsAskedFor('What was the profit margin in 2024?')).toEqual(['netMargin']);
    expect(metricsAskedFor('Are the profit margins getting better?')).toEqual(['grossMargin', 'operatingMargin', 'netMargin']);
    expect(metricsAskedFor('Did profits marginally rise in 2024?')).toContain('netIncome');
    // CFO: the cash flow, or the officer.
    expect(metricsAskedFor('What was CFO in 2024?')).toEqual(['operatingCashFlow']);
    expect(metricsAskedFor('CFO vs net income')).toEqual(['operatingCashFlow', 'netIncome']);
    for (const question of ['Who was brought in as CFO?', 'Who is CFO?', 'When did the new CFO start?', 'What did our CFO say?'])
      expect(metricsAskedFor(question), question).toEqual([]);
    expect(metricsAskedFor('How much cash did it hold?')).toEqual(['cashAndCashEquivalents']);
    expect(metricsAskedFor('cash and marketable securities')).toEqual(['cashAndShortTermInvestments']);
  });

  it('reads a loss as the same line below zero, and a tax carryforward as neither', () => {
    expect(metricsAskedFor('What was the net loss in fiscal 2025?')).toEqual(['netIncome']);
    expect(metricsAskedFor('What was the operating loss?')).toEqual(['operatingIncome']);
    expect(metricsAskedFor('diluted loss per share')).toEqual(['epsDiluted']);
    expect(metricsAskedFor('net operating loss carryforwards')).not.toContain('operatingIncome');
    expect(metricsAskedFor('net operating loss carryforwards')).not.toContain('netIncome');
    expect(metricsAskedFor('How much did it spend buying back its shares?')).toEqual(['commonStockRepurchased']);
    expect(metricsAskedFor('How much did gaming bring in?')).toEqual(['revenue']);
    expect(metricsAskedFor('Who was brought in as chief financial officer?')).toEqual([]);
    expect(metricsAskedFor('net losses carried forward')).not.toContain('netIncome');
  });

  it('reads the figure a verb asks for, in any tense, only where an amount is asked', () => {
    expect(metricsAskedFor('How much did Apple earn in FY2024?')).toEqual(['netIncome']);
    expect(metricsAskedFor('How much did NVIDIA sell in fiscal 2025?')).toEqual(['revenue']);
    expect(metricsAskedFor('What did Apple sell in iPhones in 2024?')).toEqual(['revenue']);
    expect(metricsAskedFor('How much money did Snowflake lose in fiscal 2025?')).toEqual(['netIncome']);
    expect(metricsAskedFor('How much cash did operations generate in FY2024?')).toEqual(['operatingCashFlow']);
    expect(metricsAskedFor('How much free cash did Snowflake generate?')).toEqual(['freeCashFlow']);
    // A list asked for, or advice: no figure.
    expect(metricsAskedFor('What products and services does Apple sell?')).toEqual([]);
    expect(metricsAskedFor('What does NVIDIA sell?')).toEqual([]);
    expect(metricsAskedFor('What did management say about how it will generate cash?')).not.toContain('operatingCashFlow');
    expect(metricsAskedFor('Should I sell my shares?')).toEqual([]);
    // The cash held is still the cash held.
    expect(metricsAskedFor('How much cash did Apple hold?')).toEqual(['cashAndCashEquivalents']);
  });

  it('reads a figure as a share of revenue as its margin', () => {
    expect(metricsAskedFor('What percentage of revenue was gross profit in fiscal 2025?')).toEqual(['grossMargin']);
    expect(metricsAskedFor('What percentage of revenue became net income?')).toEqual(['netMargin']);
    expect(metricsAskedFor('What was revenue and gross profit?')).toEqual(['grossProfit', 'revenue']);
    expect(metricsAskedFor('What was revenue, and what percentage of revenue was gross profit?')).toEqual(['grossMargin', 'revenue']);
    expect(metricsAskedFor('How did earnings per share compare with the growth of revenue?')).toContain('epsDiluted');
    expect(metricsAskedFor('What is the debt net of cash at the end of 2024?')).toEqual(['netDebt']);
  });

  it('reads the longest name where names overlap, wherever the catalogue lists it', () => {
    // 'revenue growth' is listed before 'deferred revenue', but the question names deferred revenue.
    expect(metricMentions('How did deferred revenue growth look?').map((mention) => mention.metric)).toEqual(['deferredRevenue']);
    expect(metricsAskedFor('cash and short-term investments and other current assets')).toEqual([
      'cashAndShortTermInvestments',
      'otherCurrentAssets',
    ]);
  });

  it('answers the FCF margin from one definition, cited', () => {
    const answer = ask('FCF margin in 2024');
    expect(answer.text).toContain('Free cash flow margin, FY2024: **27.83%**');
    expect(answer.citations.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the fiscal year of a question naming none', () => {
  it('is the year of the newest 10-K available, and the answer says so', () => {
    const answer = ask('What was net income?', { documentYear: 2023 });
    expect(answer.text).toContain('- Net income, FY2023: **$97.00B**');
    expect(answer.text).toContain('FY2023 is the latest fiscal year whose 10-K is available');
    expect(ask('What was net income?', { documentYear: 2024 }).text).not.toContain('whose 10-K is available');
    expect(ask('What was net income?').text).toContain('FY2024');
  });
});

describe('routing and relevance of short questions', () => {
  it('routes headcount, the CISO and product names', () => {
    expect(itemsForQuestion('How big is the headcount?')[0]).toBe('1');
    expect(itemsForQuestion('Who is the CISO?')[0]).toBe('1C');
    expect(itemsForQuestion('What is the exposure to interest rate and currency risk?')[0]).toBe('7A');
    expect(itemsForQuestion('What are the interest rates on the notes?')).not.toContain('7A');
    expect(itemsForQuestion('What could hurt the business?')).toContain('1A');
    expect(itemsForQuestion('How will it harmonize its systems?')).not.toContain('1A');
    expect(itemsForQuestion('Tell me about the iPad lineup')).toContain('1');
    expect(itemsForQuestion('What are wearables?')).toContain('1');
  });

  it('needs two informative words outside the routed Items, one within them', () => {
    expect(
      relevantPassages('What is the capital of Spain?', 'Apple Inc.', [{ ...riskPassage, text: 'Capital resources are sufficient.' }]),
    ).toEqual([]);
    expect(relevantPassages('What economic risks?', 'Apple Inc.', [riskPassage])).toEqual([riskPassage]);
    const people: RetrievedPassage = {
      ...riskPassage,
      item: '1',
      itemTitle: 'Business',
      text: 'The Company had approximately 164,000 full-time equivalent employees.',
    };
    expect(relevantPassages('What is the headcount?', 'Apple Inc.', [people])).toEqual([people]);
  });
});

describe('other wordings of the evaluation’s questions', () => {
  it('judges profitability only with its direction, and never routes a risk question to the margins', () => {
    expect(judgementAskedFor('Is Apple becoming more profitable?')).toBe('margin');
    expect(judgementAskedFor('Is profitability improving?')).toBe('margin');
    expect(judgementAskedFor('What risks threaten Apple’s profitability?')).toBeNull();
    expect(judgementAskedFor('Did revenue decline, and is Apple still profitable?')).toBeNull();
    expect(judgementAskedFor('What are the risks to Apple’s margins?')).toBeNull();
  });

  it('reads compounding, income from operations, spending on property, plant and equipment, and debt minus cash', () => {
    expect(comparisonIntent('How fast did net sales compound from 2022 to 2024?')).toBe('cagr');
    expect(metricsAskedFor('How much income from operations did Apple have?')).toEqual(['operatingIncome']);
    expect(metricsAskedFor('How much did Apple spend on property, plant and equipment in 2024?')).toEqual(['capitalExpenditure']);
    expect(metricsAskedFor('What is Apple’s debt minus its cash?')).toEqual(['netDebt']);
    expect(metricsAskedFor('What was property, plant and equipment at year end?')).not.toContain('capitalExpenditure');
  });

  it('answers advice about a judged topic with no advice, then what the figures show with its rule', () => {
    const worried = ask('Should I worry about Apple’s debt?').text;
    expect(worried).toMatch(/^I cannot give investment advice/);
    expect(worried).toMatch(/\*\*Conclusion:\*\* net (?:debt|cash)/);
    expect(worried).toMatch(/^Rule: /m);
    const buy = ask('Should I buy Apple stock?').text;
    expect(buy).toMatch(/^I cannot give investment advice/);
    expect(buy).not.toMatch(/Conclusion/);
  });
});

describe('a change since a year', () => {
  it('runs from that year to the newest, for company totals as for a part', () => {
    expect(changeEnds('How much has revenue grown since fiscal 2022?', 2022, 2024)).toEqual([2022, 2024]);
    expect(changeEnds('Did revenue grow in fiscal 2024?', 2024, 2024)).toEqual([2023, 2024]);
    expect(changeEnds('Did revenue grow?', undefined, 2024)).toEqual([2023, 2024]);
    const answer = answerComparison('How much has revenue grown since fiscal 2022?', appleContext)?.text ?? '';
    expect(answer).toMatch(/FY2022 → FY2024/);
  });
});
