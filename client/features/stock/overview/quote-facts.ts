/** The overview's quote: where the market stands and how old the price is, the day's figures, and what the P/E divides. */
import type { Company, Price } from '../../../../generated/model';
import { fiscalPeriodName } from '../../../../common/fiscal-period';
import { NOT_AVAILABLE, formatCount, formatDate, formatMarketTime, formatPrice, isNumber } from '../../../lib/format';
import { newYorkTime } from '../../../../common/new-york-time';
import type { Fact } from '../../../components/facts-grid';

/** New York minutes of the regular close (4:00 PM): a quote from then on is the closing price. */
const CLOSE_MINUTE = 16 * 60;

const newYorkMinutes = (iso: string) => newYorkTime(new Date(iso)).minutes;

const STATE_TEXT: Record<NonNullable<Price['marketState']>, string | null> = {
  open: 'Market open',
  'pre-market': 'Pre-market',
  'after-hours': 'After hours',
  closed: null,
};

/**
 * 'At close: Nov 26, 4:00 PM ET', 'Market open · as of Nov 27, 10:42 AM ET', 'Pre-market · At close:
 * Nov 26, 4:00 PM ET': the market's state now and the quote's own time.
 */
export function marketStateText(price: Pick<Price, 'marketState' | 'timestamp'>, now: Date = new Date()): string {
  const at = formatMarketTime(price.timestamp, now);
  const state = price.marketState ? STATE_TEXT[price.marketState] : null;
  if (price.marketState === 'open') return `${state} · as of ${at}`;
  const quoted = price.timestamp && newYorkMinutes(price.timestamp) >= CLOSE_MINUTE ? `At close: ${at}` : `As of ${at}`;
  return state ? `${state} · ${quoted}` : quoted;
}

/** 'price check failed' with what was refused; null when the price passed. */
export function priceCheckText(price: Pick<Price, 'priceCheck'>, currency: string): string | null {
  if (!price.priceCheck) return null;
  return `Price check failed: the latest quote (${formatPrice(price.priceCheck.refusedPrice, currency)}) was refused as implausible against the previous close; showing the last good price.`;
}

function range(low: number | null | undefined, high: number | null | undefined, currency: string): string {
  return isNumber(low) && isNumber(high) ? `${formatPrice(low, currency)} - ${formatPrice(high, currency)}` : NOT_AVAILABLE;
}

/** Day range, open, previous close and volume of the quote. */
export function quoteFacts(price: Price, currency: string): Fact[] {
  return [
    { label: "Day's Range", text: range(price.dayLow, price.dayHigh, currency) },
    { label: 'Open', text: formatPrice(price.open, currency) },
    { label: 'Previous Close', text: formatPrice(price.previousClose, currency) },
    { label: 'Volume', text: formatCount(price.volume) },
  ];
}

/** 'Price of Feb 14, 2025 ÷ diluted EPS FY2024 (year ended Sep 28, 2024)'; null without a basis. */
export function peBasisText(company: Pick<Company, 'peBasis' | 'pe'>): string | null {
  const basis = company.peBasis;
  if (!basis || !isNumber(company.pe)) return null;
  const price = basis.priceAsOf ? `Price of ${formatDate(basis.priceAsOf, 'America/New_York')}` : 'Latest stored price';
  const period = basis.epsFiscalYear
    ? fiscalPeriodName({ period: basis.epsPeriod, fiscalYear: basis.epsFiscalYear, fiscalQuarter: basis.epsFiscalQuarter })
    : null;
  const eps = period ? `diluted EPS ${period}` : 'the latest diluted EPS';
  const span = basis.epsPeriod === 'TTM' ? 'twelve months ended' : 'year ended';
  const ended = basis.epsPeriodEnd ? ` (${span} ${formatDate(basis.epsPeriodEnd)})` : '';
  return `${price} ÷ ${eps}${ended}`;
}
