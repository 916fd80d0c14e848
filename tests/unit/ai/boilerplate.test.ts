import { describe, expect, it } from 'vitest';
import { isAccountingNote } from '../../../server/services/ai/engines/accounting-notes';
import { isBoilerplate, quotableSentences } from '../../../server/services/ai/engines/boilerplate';

/** Sentences of the 10-Ks in ../shared/recorded/filings, as the 10-K analysis quoted them before they were told apart. */
describe('boilerplate sentences of a filing', () => {
  it('are the notices about the list of risks, forward-looking statements, pointers elsewhere and the reporting currency', () => {
    for (const sentence of [
      'When any one or more of these risks materialize from time to time, the Company’s business, reputation, results of operations, financial condition and stock price can be materially and adversely affected.',
      'The risks described below are not the only risks facing our Company.',
      'However, the risks and uncertainties AbbVie faces are not limited to those set forth in the risk factors described below and may not be in order of importance or probability of occurrence.',
      'In evaluating our business, you should carefully consider the following discussion of material risks, events and uncertainties that make an investment in us speculative or risky.',
      'Risks and uncertainties not currently known to us or that we currently deem to be immaterial also may materially adversely affect our business, financial condition and operating results.',
      'Our business, results of operations, cash flows, financial condition and prospects are subject to numerous risks and uncertainties.',
      'As previously discussed, our actual results could differ materially from our forward-looking statements.',
      'The Company’s future gross margins can be impacted by a variety of factors, as discussed in Part I, Item 1A of this Form 10-K under the heading “Risk Factors.”',
      'Refer to pages 6 through 42 of IBM’s 2024 Annual Report to Stockholders, which are incorporated herein by reference.',
      'Our financial reporting currency is the U.S. Dollar and changes in foreign exchange rates significantly affect our reported results and consolidated trends.',
      'We report our financial results in U.S. dollars.',
    ]) {
      expect(isBoilerplate(sentence), sentence).toBe(true);
    }
  });

  it('are not the risks, competitors and plans themselves, a currency risk included', () => {
    for (const sentence of [
      'Because we conduct business in currencies other than U.S. dollars but report our financial results in U.S. dollars, we have faced, and will continue to face, exposure to fluctuations in foreign currency exchange rates.',
      'The Company has a minority market share in the global smartphone, personal computer and tablet markets.',
      'BDS faces strong competition primarily from Lockheed Martin Corporation, Northrop Grumman Corporation, RTX Corporation, General Dynamics Corporation and SpaceX.',
      'We expect these trends to continue to affect our revenues and put pressure on our margins.',
      'As a result, the Company believes, in general, gross margins will be subject to volatility and downward pressure.',
    ]) {
      expect(isBoilerplate(sentence), sentence).toBe(false);
    }
  });

  it('are quoted when the question asks about them', () => {
    const passage =
      'This discussion of risk factors contains forward-looking statements. The Company’s stock price is subject to volatility.';
    expect(quotableSentences(passage, 'What are the main risks?')).toEqual(['The Company’s stock price is subject to volatility.']);
    expect(quotableSentences(passage, 'What do the forward-looking statements cover?')).toHaveLength(2);
  });
});

/** Sentences of Item 7's critical-accounting sections in ../shared/recorded/filings, which the outlook question quoted before. */
describe('accounting notes', () => {
  const notes = [
    'The health care cost trend rate is selected by reviewing historical trends and current views on projected future health care cost increases.',
    'Accounting for Income Taxes We use the asset and liability method of accounting for income taxes.',
    'The retail value of our inventory is adjusted as needed to reflect current market conditions.',
    'The expected long-term rate of return on plan assets is based upon the long-term outlook of our investment strategy as well as our historical returns and volatilities for each asset class.',
    'Although management believes the Company’s reserves are reasonable, no assurance can be given that the final outcome of these uncertainties will not be different from that reflected in the Company’s reserves.',
  ];

  it('are told from risks and plans that touch the same matters', () => {
    for (const sentence of notes) expect(isAccountingNote(sentence), sentence).toBe(true);
    for (const sentence of [
      'Changes in tax laws or in our deferred tax assets could adversely affect our results of operations.',
      'A valuation allowance against our deferred tax assets can adversely affect our results of operations.',
      'We expect to continue to significantly invest in global content, particularly in original content, which will impact our liquidity.',
      'Net sales are expected to be between $151.0 billion and $155.5 billion, or to grow between 5% and 9% compared with first quarter 2024.',
    ])
      expect(isAccountingNote(sentence), sentence).toBe(false);
  });

  it('are not quoted for the outlook, nor is a passage that opens with one; a question about accounting gets them', () => {
    const section = `${notes[1]} Under this method, income tax expense is recognized for the amount of taxes payable or refundable for the current year. We expect the tax rate to rise.`;
    expect(quotableSentences(section, 'What is management’s outlook?')).toEqual([]);
    expect(quotableSentences(section, 'How does the company account for income taxes?')).toHaveLength(3);
    const plans = 'Liquidity Our primary sources of liquidity include cash. We expect capital expenditures to rise in fiscal 2026.';
    // The outlook quotes what looks ahead; another question quotes either.
    expect(quotableSentences(plans, 'What is management’s outlook?')).toEqual(['We expect capital expenditures to rise in fiscal 2026.']);
    expect(quotableSentences(plans, 'How strong is liquidity?')).toHaveLength(2);
  });
});
