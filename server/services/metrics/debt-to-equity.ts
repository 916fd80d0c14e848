/** Total debt over stockholders' equity; null when equity is zero or negative (the ratio means nothing then). */
export function debtToEquity(totalDebt: number | null | undefined, equity: number | null | undefined): number | null {
  if (equity == null || equity <= 0) return null;
  return (totalDebt ?? 0) / equity;
}
