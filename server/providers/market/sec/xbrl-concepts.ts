/**
 * THE table of where every statement line comes from in a company's XBRL facts (SEC
 * companyfacts). Companies tag one line differently, and change tags over the years, so each
 * line lists its concepts in order of preference, per taxonomy: `us-gaap` for 10-K/10-Q filers,
 * `ifrs-full` for foreign private issuers filing 20-F. For every period the concepts are tried
 * in order and the first one the filings report for that period fills the line; the concept
 * used is kept in the row's `xbrlTags`. docs/xbrl-concepts.md shows this table and what it
 * fills in the recorded filings (written by `npm run xbrl:coverage`).
 */
export type StatementKind = 'income' | 'balance' | 'cashFlow';

export interface LineConcepts {
  /** duration: a flow over the period; instant: a balance at its end; opening: the balance at its start. */
  kind: 'duration' | 'instant' | 'opening';
  /** currency (default), a share count or an amount per share. */
  unit?: 'shares' | 'perShare';
  /** Outflows are tagged as positive payments; the API shows them negative, as the cash-flow statement does. */
  negate?: boolean;
  usGaap: readonly string[];
  ifrsFull: readonly string[];
}

type Concepts = readonly string[];

const flow = (usGaap: Concepts, ifrsFull: Concepts = []): LineConcepts => ({ kind: 'duration', usGaap, ifrsFull });
const outflow = (usGaap: Concepts, ifrsFull: Concepts = []): LineConcepts => ({ kind: 'duration', negate: true, usGaap, ifrsFull });
const balance = (usGaap: Concepts, ifrsFull: Concepts = []): LineConcepts => ({ kind: 'instant', usGaap, ifrsFull });
const perShare = (usGaap: Concepts, ifrsFull: Concepts): LineConcepts => ({ kind: 'duration', unit: 'perShare', usGaap, ifrsFull });
const shares = (usGaap: Concepts, ifrsFull: Concepts): LineConcepts => ({ kind: 'duration', unit: 'shares', usGaap, ifrsFull });

const NET_INCOME = flow(
  ['NetIncomeLoss', 'ProfitLoss', 'NetIncomeLossAvailableToCommonStockholdersBasic'],
  ['ProfitLossAttributableToOwnersOfParent', 'ProfitLoss'],
);
const CASH_WITH_RESTRICTED_US = ['CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents', 'CashAndCashEquivalentsAtCarryingValue'];
const CASH_IFRS = ['CashAndCashEquivalents', 'Cash'];

export const XBRL_LINES: Record<StatementKind, Record<string, LineConcepts>> = {
  income: {
    revenue: flow(
      [
        'RevenueFromContractWithCustomerExcludingAssessedTax',
        'Revenues',
        'SalesRevenueNet',
        'RevenueFromContractWithCustomerIncludingAssessedTax',
        'SalesRevenueGoodsNet',
      ],
      ['Revenue', 'RevenueFromContractsWithCustomers'],
    ),
    costOfRevenue: flow(['CostOfGoodsAndServicesSold', 'CostOfRevenue', 'CostOfGoodsSold', 'CostOfServices'], ['CostOfSales']),
    grossProfit: flow(['GrossProfit'], ['GrossProfit']),
    researchAndDevelopmentExpenses: flow(
      ['ResearchAndDevelopmentExpense', 'ResearchAndDevelopmentExpenseExcludingAcquiredInProcessCost'],
      ['ResearchAndDevelopmentExpense'],
    ),
    generalAndAdministrativeExpenses: flow(
      ['GeneralAndAdministrativeExpense'],
      ['GeneralAndAdministrativeExpense', 'AdministrativeExpense'],
    ),
    sellingGeneralAndAdministrativeExpenses: flow(['SellingGeneralAndAdministrativeExpense'], ['SellingGeneralAndAdministrativeExpense']),
    operatingExpenses: flow(['OperatingExpenses', 'CostsAndExpenses'], ['OperatingExpense']),
    operatingIncome: flow(['OperatingIncomeLoss'], ['ProfitLossFromOperatingActivities']),
    interestExpense: flow(['InterestExpense', 'InterestExpenseNonoperating', 'InterestExpenseDebt'], ['InterestExpense', 'FinanceCosts']),
    interestIncome: flow(
      ['InvestmentIncomeInterest', 'InterestIncomeOther', 'InvestmentIncomeInterestAndDividend'],
      ['InterestRevenueExpense', 'FinanceIncome'],
    ),
    otherIncomeExpenseNet: flow(['NonoperatingIncomeExpense', 'OtherNonoperatingIncomeExpense'], ['OtherIncome']),
    incomeBeforeTax: flow(
      [
        'IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest',
        'IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments',
        'IncomeLossFromContinuingOperationsBeforeIncomeTaxesDomestic',
      ],
      ['ProfitLossBeforeTax'],
    ),
    incomeTaxExpense: flow(['IncomeTaxExpenseBenefit'], ['IncomeTaxExpenseContinuingOperations']),
    netIncome: NET_INCOME,
    eps: perShare(['EarningsPerShareBasic', 'EarningsPerShareBasicAndDiluted'], ['BasicEarningsLossPerShare']),
    epsDiluted: perShare(['EarningsPerShareDiluted', 'EarningsPerShareBasicAndDiluted'], ['DilutedEarningsLossPerShare']),
    weightedAverageSHSOut: shares(['WeightedAverageNumberOfSharesOutstandingBasic'], ['WeightedAverageShares']),
    weightedAverageSHSOutDil: shares(
      ['WeightedAverageNumberOfDilutedSharesOutstanding', 'WeightedAverageNumberOfShareOutstandingBasicAndDiluted'],
      ['AdjustedWeightedAverageShares'],
    ),
  },
  balance: {
    cashAndCashEquivalents: balance(
      ['CashAndCashEquivalentsAtCarryingValue', 'Cash', 'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents'],
      CASH_IFRS,
    ),
    shortTermInvestments: balance(
      [
        'MarketableSecuritiesCurrent',
        'AvailableForSaleSecuritiesCurrent',
        'ShortTermInvestments',
        'AvailableForSaleSecuritiesDebtSecuritiesCurrent',
        'DebtSecuritiesCurrent',
        'HeldToMaturitySecuritiesCurrent',
      ],
      ['CurrentInvestments', 'OtherCurrentFinancialAssets'],
    ),
    accountsReceivables: balance(
      ['AccountsReceivableNetCurrent', 'ReceivablesNetCurrent'],
      ['TradeAndOtherCurrentReceivables', 'CurrentTradeReceivables'],
    ),
    inventory: balance(['InventoryNet'], ['Inventories']),
    otherCurrentAssets: balance(['OtherAssetsCurrent', 'PrepaidExpenseAndOtherAssetsCurrent'], ['OtherCurrentAssets']),
    totalCurrentAssets: balance(['AssetsCurrent'], ['CurrentAssets']),
    propertyPlantEquipmentNet: balance(
      [
        'PropertyPlantAndEquipmentNet',
        'PropertyPlantAndEquipmentAndFinanceLeaseRightOfUseAssetAfterAccumulatedDepreciationAndAmortization',
      ],
      ['PropertyPlantAndEquipment'],
    ),
    longTermInvestments: balance(
      ['MarketableSecuritiesNoncurrent', 'AvailableForSaleSecuritiesNoncurrent', 'LongTermInvestments'],
      ['NoncurrentInvestments', 'InvestmentProperty'],
    ),
    goodwill: balance(['Goodwill'], ['Goodwill']),
    intangibleAssets: balance(
      ['IntangibleAssetsNetExcludingGoodwill', 'FiniteLivedIntangibleAssetsNet'],
      ['IntangibleAssetsOtherThanGoodwill'],
    ),
    otherNonCurrentAssets: balance(['OtherAssetsNoncurrent'], ['OtherNoncurrentAssets']),
    totalNonCurrentAssets: balance(['AssetsNoncurrent'], ['NoncurrentAssets']),
    totalAssets: balance(['Assets'], ['Assets']),
    accountPayables: balance(['AccountsPayableCurrent'], ['TradeAndOtherCurrentPayablesToTradeSuppliers', 'TradeAndOtherCurrentPayables']),
    shortTermDebt: balance(
      ['DebtCurrent', 'LongTermDebtCurrent', 'ShortTermBorrowings'],
      ['CurrentPortionOfLongtermBorrowings', 'ShorttermBorrowings', 'CurrentBorrowings'],
    ),
    accruedLiabilities: balance(['AccruedLiabilitiesCurrent'], ['AccrualsClassifiedAsCurrent']),
    otherCurrentLiabilities: balance(['OtherLiabilitiesCurrent'], ['OtherCurrentLiabilities']),
    totalCurrentLiabilities: balance(['LiabilitiesCurrent'], ['CurrentLiabilities']),
    // LongTermDebt is all term debt, the current portion included: that portion (LongTermDebtCurrent) is taken off (sec-facts.ts).
    longTermDebt: balance(
      [
        'LongTermDebtNoncurrent',
        'LongTermDebtAndCapitalLeaseObligations',
        'ConvertibleDebtNoncurrent',
        'SeniorNotesNoncurrent',
        'LongTermDebt',
      ],
      ['LongtermBorrowings', 'NoncurrentPortionOfNoncurrentBorrowings'],
    ),
    deferredRevenue: balance(['ContractWithCustomerLiabilityCurrent', 'DeferredRevenueCurrent'], ['CurrentContractLiabilities']),
    deferredTaxLiabilitiesNonCurrent: balance(
      ['DeferredTaxLiabilitiesNoncurrent', 'DeferredIncomeTaxLiabilitiesNet'],
      ['DeferredTaxLiabilities'],
    ),
    otherNonCurrentLiabilities: balance(['OtherLiabilitiesNoncurrent'], ['OtherNoncurrentLiabilities']),
    totalNonCurrentLiabilities: balance(['LiabilitiesNoncurrent'], ['NoncurrentLiabilities']),
    totalLiabilities: balance(['Liabilities'], ['Liabilities']),
    commonStock: balance(['CommonStocksIncludingAdditionalPaidInCapital', 'CommonStockValue'], ['IssuedCapital']),
    retainedEarnings: balance(['RetainedEarningsAccumulatedDeficit'], ['RetainedEarnings']),
    accumulatedOtherComprehensiveIncomeLoss: balance(
      ['AccumulatedOtherComprehensiveIncomeLossNetOfTax'],
      ['AccumulatedOtherComprehensiveIncome', 'ReserveOfExchangeDifferencesOnTranslation'],
    ),
    treasuryStock: balance(['TreasuryStockValue', 'TreasuryStockCommonValue'], ['TreasuryShares']),
    totalStockholdersEquity: balance(
      ['StockholdersEquity', 'StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest'],
      ['EquityAttributableToOwnersOfParent', 'Equity'],
    ),
    totalLiabilitiesAndStockholdersEquity: balance(['LiabilitiesAndStockholdersEquity'], ['EquityAndLiabilities']),
  },
  cashFlow: {
    netIncome: NET_INCOME,
    depreciationAndAmortization: flow(
      ['DepreciationDepletionAndAmortization', 'DepreciationAmortizationAndAccretionNet', 'DepreciationAndAmortization', 'Depreciation'],
      ['AdjustmentsForDepreciationAndAmortisationExpense', 'DepreciationExpense'],
    ),
    stockBasedCompensation: flow(
      ['ShareBasedCompensation', 'AllocatedShareBasedCompensationExpense'],
      ['AdjustmentsForSharebasedPayments'],
    ),
    netCashProvidedByOperatingActivities: flow(
      ['NetCashProvidedByUsedInOperatingActivities', 'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations'],
      ['CashFlowsFromUsedInOperatingActivities', 'CashFlowsFromUsedInOperations'],
    ),
    capitalExpenditure: outflow(
      ['PaymentsToAcquirePropertyPlantAndEquipment', 'PaymentsToAcquireProductiveAssets'],
      ['PurchaseOfPropertyPlantAndEquipmentClassifiedAsInvestingActivities', 'PurchaseOfPropertyPlantAndEquipment'],
    ),
    acquisitions: outflow(
      ['PaymentsToAcquireBusinessesNetOfCashAcquired'],
      ['CashFlowsUsedInObtainingControlOfSubsidiariesOrOtherBusinessesClassifiedAsInvestingActivities'],
    ),
    purchasesOfInvestments: outflow(
      [
        'PaymentsToAcquireAvailableForSaleSecuritiesDebt',
        'PaymentsToAcquireAvailableForSaleSecurities',
        'PaymentsToAcquireInvestments',
        'PaymentsToAcquireMarketableSecurities',
      ],
      ['PurchaseOfFinancialInstrumentsClassifiedAsInvestingActivities'],
    ),
    salesMaturitiesOfInvestments: flow(
      [
        'ProceedsFromSaleMaturityAndCollectionsOfInvestments',
        'ProceedsFromMaturitiesPrepaymentsAndCallsOfAvailableForSaleSecurities',
        'ProceedsFromSaleAndMaturityOfMarketableSecurities',
      ],
      ['ProceedsFromSalesOfInvestmentProperty'],
    ),
    otherInvestingActivities: outflow(['PaymentsForProceedsFromOtherInvestingActivities'], []),
    netCashUsedForInvestingActivites: flow(
      ['NetCashProvidedByUsedInInvestingActivities', 'NetCashProvidedByUsedInInvestingActivitiesContinuingOperations'],
      ['CashFlowsFromUsedInInvestingActivities'],
    ),
    debtRepayment: outflow(
      ['RepaymentsOfLongTermDebt', 'RepaymentsOfDebt'],
      ['RepaymentsOfBorrowingsClassifiedAsFinancingActivities', 'RepaymentsOfBorrowings'],
    ),
    debtIssuance: flow(
      ['ProceedsFromIssuanceOfLongTermDebt', 'ProceedsFromIssuanceOfDebt'],
      ['ProceedsFromBorrowingsClassifiedAsFinancingActivities', 'ProceedsFromBorrowings'],
    ),
    commonStockRepurchased: outflow(
      ['PaymentsForRepurchaseOfCommonStock'],
      ['PaymentsToAcquireOrRedeemEntitysShares', 'PurchaseOfTreasuryShares'],
    ),
    commonStockIssued: flow(['ProceedsFromIssuanceOfCommonStock'], ['ProceedsFromIssuingShares']),
    dividendsPaid: outflow(
      ['PaymentsOfDividends', 'PaymentsOfDividendsCommonStock'],
      ['DividendsPaidClassifiedAsFinancingActivities', 'DividendsPaid'],
    ),
    otherFinancingActivities: flow(['ProceedsFromPaymentsForOtherFinancingActivities'], []),
    netCashUsedProvidedByFinancingActivities: flow(
      ['NetCashProvidedByUsedInFinancingActivities', 'NetCashProvidedByUsedInFinancingActivitiesContinuingOperations'],
      ['CashFlowsFromUsedInFinancingActivities'],
    ),
    netChangeInCash: flow(
      [
        'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalentsPeriodIncreaseDecreaseIncludingExchangeRateEffect',
        'CashAndCashEquivalentsPeriodIncreaseDecrease',
      ],
      ['IncreaseDecreaseInCashAndCashEquivalents'],
    ),
    cashAtBeginningOfPeriod: { kind: 'opening', usGaap: CASH_WITH_RESTRICTED_US, ifrsFull: CASH_IFRS },
    cashAtEndOfPeriod: balance(CASH_WITH_RESTRICTED_US, CASH_IFRS),
  },
};

/**
 * Short-term borrowings tagged apart from the current portion of term debt (Apple tags its
 * commercial paper so): added to short-term debt when that is read from LongTermDebtCurrent,
 * so short-term debt, and total debt with it, includes them as the balance sheet does.
 */
export const SHORT_TERM_BORROWINGS: Concepts = ['CommercialPaper', 'ShortTermBorrowings'];

/** The ratio of a stock split (2 for a 2-for-1), as companies tag it in the equity note. */
export const STOCK_SPLIT_RATIO: Concepts = [
  'StockholdersEquityNoteStockSplitConversionRatio1',
  'StockholdersEquityNoteStockSplitConversionRatio',
];
