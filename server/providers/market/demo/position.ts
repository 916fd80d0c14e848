/** What a demo company's balance sheet is drawn from at a period's end: its cash, working capital, assets, debt and buybacks so far. */
export interface Position {
  cash: number;
  receivables: number;
  inventory: number;
  ppe: number;
  goodwill: number;
  investments: number;
  debt: number;
  payables: number;
  buybacks: number;
}
