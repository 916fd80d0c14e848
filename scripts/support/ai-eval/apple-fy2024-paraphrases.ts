/**
 * The paraphrase set of the AI evaluation (issue 28 item 2): other wordings of questions in
 * apple-fy2024-questions.ts, as different investors would ask them, each scored like its original
 * (same expected figures, Items or conclusion). Written before the engine was run on them; never
 * reword one to suit the engine. With the original, most questions here have three wordings.
 */
export const PARAPHRASES: ReadonlyArray<readonly [id: string, wordings: readonly string[]]> = [
  [
    'm-revenue',
    ['How much revenue did Apple report for FY2024?', 'Apple total net sales fiscal year 2024', 'what were apple sales in 2024'],
  ],
  ['m-net-income', ['How much did Apple earn in FY2024?', 'What was Apple’s profit in fiscal 2024?', 'net income 2024?']],
  ['m-eps', ['What was Apple’s diluted EPS for fiscal 2024?', 'Earnings per share, diluted, FY2024?']],
  ['m-operating-income', ['What was Apple’s operating profit in fiscal 2024?', 'How much income from operations did Apple have in 2024?']],
  ['m-total-assets', ['How large was Apple’s balance sheet (total assets) at fiscal year-end 2024?', 'Total assets as of September 2024?']],
  ['m-operating-cash', ['What was operating cash flow in fiscal 2024?', 'How much cash did operations generate in FY2024?']],
  ['m-capex', ['How much did Apple spend on property, plant and equipment in fiscal 2024?', 'What was Apple’s capex in 2024?']],
  ['m-buybacks', ['How much stock did Apple buy back in fiscal 2024?', 'What were Apple’s share buybacks in FY2024?']],
  ['m-dividends', ['What dividends did Apple pay in FY2024?', 'How much cash went to dividends in fiscal 2024?']],
  ['m-cash', ['What was Apple’s cash balance at the end of fiscal 2024?', 'How much cash did Apple have at year-end 2024?']],
  ['d-gross-margin', ['What was Apple’s gross margin percentage in FY2024?', 'gross margin 2024?']],
  [
    'd-operating-margin',
    ['What operating margin did Apple earn in fiscal 2024?', 'How profitable were Apple’s operations in 2024 as a percent of sales?'],
  ],
  ['d-net-margin', ['What was Apple’s net margin in FY2024?', 'What percentage of revenue became net income in fiscal 2024?']],
  ['d-fcf', ['How much free cash flow did Apple generate in FY2024?', 'What was FCF in fiscal 2024?']],
  [
    'd-net-debt',
    ['How much net debt did Apple have at the end of FY2024?', 'What is Apple’s debt minus its cash at fiscal year-end 2024?'],
  ],
  ['d-tax-rate', ['What tax rate did Apple pay in fiscal 2024?', 'What was Apple’s effective tax rate for FY2024?']],
  ['c-revenue-growth', ['What was Apple’s revenue growth in FY2024?', 'By how much did net sales increase in fiscal 2024 versus 2023?']],
  [
    'c-net-income-change',
    ['Did Apple’s net income rise or fall in fiscal 2024?', 'How much did profit change in FY2024 compared with FY2023?'],
  ],
  ['c-cagr', ['What was Apple’s revenue CAGR between FY2022 and FY2024?', 'How fast did net sales compound from 2022 to 2024?']],
  [
    'c-best-year',
    ['Which year from FY2022 to FY2024 had the highest net income?', 'When was net income at its peak between fiscal 2022 and 2024?'],
  ],
  ['c-eps', ['How much did diluted earnings per share grow in fiscal 2024?', 'Did Apple’s EPS go up in FY2024 compared with FY2023?']],
  [
    's-iphone',
    ['How much revenue did the iPhone bring in during fiscal 2024?', 'iPhone sales FY2024?', 'What did Apple sell in iPhones in 2024?'],
  ],
  ['s-services', ['How much did Services earn in FY2024?', 'What were Apple’s services sales in fiscal 2024?']],
  ['s-greater-china', ['How much did Apple sell in Greater China in FY2024?', 'What was Greater China revenue in fiscal 2024?']],
  ['s-mac-2023', ['How much Mac revenue did Apple have in fiscal 2023?', 'Mac net sales FY2023?']],
  ['s-ipad-change', ['Did iPad revenue grow in fiscal 2024?', 'What was the change in iPad sales between FY2023 and FY2024?']],
  ['t-risks', ['What risks does Apple warn investors about?', 'Summarise Apple’s risk factors.']],
  ['t-legal', ['Is Apple being sued?', 'What lawsuits does Apple face?']],
  ['t-competition', ['Who are Apple’s competitors?', 'How competitive are Apple’s markets?']],
  ['t-employees', ['How many people work at Apple?', 'What is Apple’s headcount?']],
  ['t-properties', ['Where are Apple’s facilities?', 'Does Apple own its headquarters?']],
  ['x-forecast', ['How much revenue will Apple make in 2026?', 'Forecast Apple’s sales for next year.']],
  ['x-buy', ['Is now a good time to buy AAPL?', 'Would you recommend Apple shares?']],
  ['j-debt', ['Is Apple’s balance sheet healthy?', 'Should I worry about Apple’s debt?']],
  ['j-margins', ['Are Apple’s profit margins getting better?', 'Is Apple becoming more profitable?']],
];
