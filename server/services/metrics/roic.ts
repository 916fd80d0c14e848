import { safeRatio } from './ratio';

/** The tax rate used when a company paid none on a positive result or had no profit to tax. */
const DEFAULT_TAX_RATE = 0.21;

export interface RoicInputs {
  operatingIncome?: number | null;
  incomeBeforeTax?: number | null;
  incomeTaxExpense?: number | null;
  totalDebt?: number | null;
  totalStockholdersEquity?: number | null;
  cashAndCashEquivalents?: number | null;
}

/**
 * Return on invested capital: operating income after tax (NOPAT) over debt plus equity minus
 * cash. The effective tax rate is bounded to 0-50 %; null when invested capital is not positive.
 */
export function roic(inputs: RoicInputs): number | null {
  const { operatingIncome, totalDebt, totalStockholdersEquity } = inputs;
  if (operatingIncome == null || totalStockholdersEquity == null) return null;
  const effective = safeRatio(inputs.incomeTaxExpense, inputs.incomeBeforeTax);
  const taxRate = effective !== null && (inputs.incomeBeforeTax ?? 0) > 0 ? Math.min(0.5, Math.max(0, effective)) : DEFAULT_TAX_RATE;
  const investedCapital = (totalDebt ?? 0) + totalStockholdersEquity - (inputs.cashAndCashEquivalents ?? 0);
  if (investedCapital <= 0) return null;
  return (operatingIncome * (1 - taxRate)) / investedCapital;
}
