/**
 * Where each statement field comes from in a company's us-gaap facts. Companies tag the same
 * line differently (and change tags over the years), so each field lists its tags in order of
 * preference; the first tag with a value for a year wins and is recorded in `xbrlTags`.
 */
type FactUnit = 'currency' | 'shares' | 'perShare';

export interface TagRule {
  tags: readonly string[];
  /** duration: a fiscal-year flow; instant: a balance at the year end; opening: the balance a year earlier. */
  kind: 'duration' | 'instant' | 'opening';
  unit?: FactUnit;
  /** Outflows are tagged as positive payments; the API shows them negative, as the cash-flow statement does. */
  negate?: boolean;
}

const flow = (...tags: string[]): TagRule => ({ tags, kind: 'duration' });
const outflow = (...tags: string[]): TagRule => ({ tags, kind: 'duration', negate: true });
const balance = (...tags: string[]): TagRule => ({ tags, kind: 'instant' });

const REVENUE = [
  'RevenueFromContractWithCustomerExcludingAssessedTax',
  'Revenues',
  'SalesRevenueNet',
  'RevenueFromContractWithCustomerIncludingAssessedTax',
  'SalesRevenueGoodsNet',
];
const NET_INCOME = ['NetIncomeLoss', 'ProfitLoss', 'NetIncomeLossAvailableToCommonStockholdersBasic'];
const CASH_WITH_RESTRICTED = ['CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents', 'CashAndCashEquivalentsAtCarryingValue'];

export const INCOME_TAGS: Record<string, TagRule> = {
  revenue: flow(...REVENUE),
  costOfRevenue: flow('CostOfGoodsAndServicesSold', 'CostOfRevenue', 'CostOfGoodsSold', 'CostOfServices'),
  grossProfit: flow('GrossProfit'),
  researchAndDevelopmentExpenses: flow('ResearchAndDevelopmentExpense', 'ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost'),
  generalAndAdministrativeExpenses: flow('GeneralAndAdministrativeExpense'),
  sellingGeneralAndAdministrativeExpenses: flow('SellingGeneralAndAdministrativeExpense'),
  operatingExpenses: flow('OperatingExpenses'),
  operatingIncome: flow('OperatingIncomeLoss'),
  interestExpense: flow('InterestExpense', 'InterestExpenseNonoperating', 'InterestExpenseDebt'),
  interestIncome: flow('InvestmentIncomeInterest', 'InterestIncomeOther'),
  otherIncomeExpenseNet: flow('NonoperatingIncomeExpense', 'OtherNonoperatingIncomeExpense'),
  incomeBeforeTax: flow(
    'IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest',
    'IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments',
  ),
  incomeTaxExpense: flow('IncomeTaxExpenseBenefit'),
  netIncome: flow(...NET_INCOME),
  eps: { tags: ['EarningsPerShareBasic', 'EarningsPerShareBasicAndDiluted'], kind: 'duration', unit: 'perShare' },
  epsDiluted: { tags: ['EarningsPerShareDiluted', 'EarningsPerShareBasicAndDiluted'], kind: 'duration', unit: 'perShare' },
  weightedAverageSHSOut: { tags: ['WeightedAverageNumberOfSharesOutstandingBasic'], kind: 'duration', unit: 'shares' },
  weightedAverageSHSOutDil: { tags: ['WeightedAverageNumberOfDilutedSharesOutstanding'], kind: 'duration', unit: 'shares' },
};

export const BALANCE_TAGS: Record<string, TagRule> = {
  cashAndCashEquivalents: balance(
    'CashAndCashEquivalentsAtCarryingValue',
    'Cash',
    'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents',
  ),
  shortTermInvestments: balance('MarketableSecuritiesCurrent', 'ShortTermInvestments', 'AvailableForSaleSecuritiesDebtSecuritiesCurrent'),
  accountsReceivables: balance('AccountsReceivableNetCurrent', 'ReceivablesNetCurrent'),
  inventory: balance('InventoryNet'),
  otherCurrentAssets: balance('OtherAssetsCurrent'),
  totalCurrentAssets: balance('AssetsCurrent'),
  propertyPlantEquipmentNet: balance(
    'PropertyPlantAndEquipmentNet',
    'PropertyPlantAndEquipmentAndFinanceLeaseRightOfUseAssetAfterAccumulatedDepreciationAndAmortization',
  ),
  longTermInvestments: balance('MarketableSecuritiesNoncurrent', 'LongTermInvestments'),
  goodwill: balance('Goodwill'),
  intangibleAssets: balance('IntangibleAssetsNetExcludingGoodwill', 'FiniteLivedIntangibleAssetsNet'),
  otherNonCurrentAssets: balance('OtherAssetsNoncurrent'),
  totalNonCurrentAssets: balance('AssetsNoncurrent'),
  totalAssets: balance('Assets'),
  accountPayables: balance('AccountsPayableCurrent'),
  shortTermDebt: balance('DebtCurrent', 'LongTermDebtCurrent', 'ShortTermBorrowings'),
  accruedLiabilities: balance('AccruedLiabilitiesCurrent'),
  otherCurrentLiabilities: balance('OtherLiabilitiesCurrent'),
  totalCurrentLiabilities: balance('LiabilitiesCurrent'),
  longTermDebt: balance('LongTermDebtNoncurrent', 'LongTermDebtAndCapitalLeaseObligations'),
  deferredRevenue: balance('ContractWithCustomerLiabilityCurrent', 'DeferredRevenueCurrent'),
  deferredTaxLiabilitiesNonCurrent: balance('DeferredTaxLiabilitiesNoncurrent', 'DeferredIncomeTaxLiabilitiesNet'),
  otherNonCurrentLiabilities: balance('OtherLiabilitiesNoncurrent'),
  totalNonCurrentLiabilities: balance('LiabilitiesNoncurrent'),
  totalLiabilities: balance('Liabilities'),
  commonStock: balance('CommonStocksIncludingAdditionalPaidInCapital', 'CommonStockValue'),
  retainedEarnings: balance('RetainedEarningsAccumulatedDeficit'),
  accumulatedOtherComprehensiveIncomeLoss: balance('AccumulatedOtherComprehensiveIncomeLossNetOfTax'),
  treasuryStock: balance('TreasuryStockValue'),
  totalStockholdersEquity: balance('StockholdersEquity', 'StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest'),
  totalLiabilitiesAndStockholdersEquity: balance('LiabilitiesAndStockholdersEquity'),
};

/**
 * Short-term borrowings tagged apart from the current portion of term debt (Apple tags its
 * commercial paper so): added to short-term debt when that is read from LongTermDebtCurrent,
 * so short-term debt, and total debt with it, includes them as the balance sheet does.
 */
export const SHORT_TERM_BORROWINGS: readonly string[] = ['CommercialPaper', 'ShortTermBorrowings'];

export const CASH_FLOW_TAGS: Record<string, TagRule> = {
  netIncome: flow(...NET_INCOME),
  depreciationAndAmortization: flow(
    'DepreciationDepletionAndAmortization',
    'DepreciationAmortizationAndAccretionNet',
    'DepreciationAndAmortization',
  ),
  stockBasedCompensation: flow('ShareBasedCompensation', 'AllocatedShareBasedCompensationExpense'),
  netCashProvidedByOperatingActivities: flow(
    'NetCashProvidedByUsedInOperatingActivities',
    'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations',
  ),
  capitalExpenditure: outflow('PaymentsToAcquirePropertyPlantAndEquipment', 'PaymentsToAcquireProductiveAssets'),
  acquisitions: outflow('PaymentsToAcquireBusinessesNetOfCashAcquired'),
  purchasesOfInvestments: outflow(
    'PaymentsToAcquireAvailableForSaleSecuritiesDebt',
    'PaymentsToAcquireInvestments',
    'PaymentsToAcquireMarketableSecurities',
  ),
  salesMaturitiesOfInvestments: flow(
    'ProceedsFromSaleMaturityAndCollectionsOfInvestments',
    'ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities',
  ),
  otherInvestingActivities: outflow('PaymentsForProceedsFromOtherInvestingActivities'),
  netCashUsedForInvestingActivites: flow(
    'NetCashProvidedByUsedInInvestingActivities',
    'NetCashProvidedByUsedInInvestingActivitiesContinuingOperations',
  ),
  debtRepayment: outflow('RepaymentsOfLongTermDebt', 'RepaymentsOfDebt'),
  debtIssuance: flow('ProceedsFromIssuanceOfLongTermDebt', 'ProceedsFromIssuanceOfDebt'),
  commonStockRepurchased: outflow('PaymentsForRepurchaseOfCommonStock'),
  commonStockIssued: flow('ProceedsFromIssuanceOfCommonStock'),
  dividendsPaid: outflow('PaymentsOfDividends', 'PaymentsOfDividendsCommonStock'),
  otherFinancingActivities: flow('ProceedsFromPaymentsForOtherFinancingActivities'),
  netCashUsedProvidedByFinancingActivities: flow(
    'NetCashProvidedByUsedInFinancingActivities',
    'NetCashProvidedByUsedInFinancingActivitiesContinuingOperations',
  ),
  netChangeInCash: flow(
    'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect',
    'CashAndCashEquivalentsPeriodIncreaseDecrease',
  ),
  cashAtBeginningOfPeriod: { tags: CASH_WITH_RESTRICTED, kind: 'opening' },
  cashAtEndOfPeriod: balance(...CASH_WITH_RESTRICTED),
};
