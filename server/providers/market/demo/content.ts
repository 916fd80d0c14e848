/**
 * The words around the numbers of the demo market: company descriptions, executives, forward
 * estimates and news. News is dated back from an hour-rounded clock so it stays put between calls.
 */
import type { Executive } from '../../../../generated/model';
import type { EpsEstimate, ProviderNewsItem } from '../types';
import { currencySymbol } from '../../../../common/currency';
import { DEMO_NEWS_PATH } from '../../../../common/demo-news';
import { EXECUTIVE_TITLES, FIRST_NAMES, LAST_NAMES } from './catalog';
import { Random } from './random';
import type { DemoCompany, DemoUniverse } from './universe';

const NEWS_SITES = ['Demo Wire', 'Fictional Finance Daily', 'Terminal Newsroom', 'Simulated Markets Journal'] as const;
const HOUR_MS = 3_600_000;

/** An amount as a headline writes it: '$11.01 billion', '€850.4 million'. */
function headlineAmount(value: number, currency: string): string {
  const abs = Math.abs(value);
  const [divisor, word] = abs >= 1e12 ? [1e12, 'trillion'] : abs >= 1e9 ? [1e9, 'billion'] : [1e6, 'million'];
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${(abs / divisor).toFixed(2)} ${word}`;
}

export function describeCompany(company: DemoCompany): string {
  const years = company.fiscalYears.length;
  return (
    `${company.name} is a fictional ${company.industry.toLowerCase()} company of the simulated demo market ` +
    `(sector: ${company.sector.name}). It is listed on ${company.exchangeFullName} and reports in ${company.currency}` +
    `${years > 0 ? ` with ${years} ${years === 1 ? 'year' : 'years'} of annual statements` : ', without published statements'}. ` +
    'All figures are generated and for demonstration only.'
  );
}

export function executivesOf(company: DemoCompany, seedHash: number): Executive[] {
  const rng = Random.of(seedHash, company.symbol, 'executives');
  const count = rng.int(3, EXECUTIVE_TITLES.length);
  const lastRevenueUsd = (company.revenue.at(-1) ?? 0) * company.usdRate;
  return EXECUTIVE_TITLES.slice(0, count).map((title, i) => ({
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    title,
    yearBorn: rng.chance(0.9) ? rng.int(1955, 1988) : null,
    totalPay: rng.chance(0.85) ? Math.round(Math.max(2e5, lastRevenueUsd * 2e-4) * (i === 0 ? 1 : 0.5) * rng.between(0.6, 1.4)) : null,
    currencyPay: 'USD',
    gender: rng.pick(['male', 'female']),
    active: true,
  }));
}

/** Forward EPS and revenue for the next two fiscal years. */
export function estimatesOf(company: DemoCompany, seedHash: number, lastEps: number | null): EpsEstimate[] {
  const lastYear = company.fiscalYears.at(-1);
  if (lastYear === undefined || lastEps === null) return [];
  const rng = Random.of(seedHash, company.symbol, 'estimates');
  const month = String(company.fiscalYearEndMonth).padStart(2, '0');
  return [1, 2].map((ahead) => {
    const factor = (1 + company.growth + 0.04 * rng.normal()) ** ahead;
    const eps = lastEps >= 0 ? lastEps * factor : lastEps * (1 - 0.15 * ahead);
    const revenue = (company.revenue.at(-1) ?? 0) * factor;
    const year = lastYear + ahead;
    return {
      date: `${year}-${month}-${new Date(Date.UTC(year, company.fiscalYearEndMonth, 0)).getUTCDate()}`,
      epsAvg: Math.round(eps * 100) / 100,
      revenueAvg: Math.round(revenue),
    };
  });
}

function newsImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="hsl(${hue},60%,20%)"/><text x="60" y="48" fill="#3f3" font-family="monospace" font-size="14" text-anchor="middle">DEMO</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function companyNews(company: DemoCompany, seedHash: number, newest: number): ProviderNewsItem[] {
  const rng = Random.of(seedHash, company.symbol, 'news');
  const lastYear = company.fiscalYears.at(-1);
  const revenue = company.revenue.at(-1) ?? 0;
  const headlines = [
    lastYear === undefined
      ? `${company.name} outlines plans ahead of its first annual report`
      : `${company.name} reports fiscal ${lastYear} revenue of ${headlineAmount(revenue, company.currency)}`,
    `${company.name} (${company.symbol}) shares move in active ${company.exchange} trading`,
    `Analysts revisit ${company.name} after ${company.industry} sector update`,
    company.payoutRatio > 0 ? `${company.name} declares a quarterly dividend` : `${company.name} names a new Chief Financial Officer`,
    `${company.name} to present at a simulated ${company.sector.name} conference`,
  ];
  const count = rng.int(2, headlines.length);
  return headlines.slice(0, count).map((title, i) => ({
    symbol: company.symbol,
    title,
    url: `${DEMO_NEWS_PATH}${company.symbol.toLowerCase()}-${i + 1}`,
    site: rng.pick(NEWS_SITES),
    publishedDate: new Date(newest - Math.floor(rng.between(1, 24 * 45)) * HOUR_MS).toISOString(),
    image: rng.chance(0.5) ? newsImage(rng.int(0, 359)) : null,
    text:
      `${title}. This is a simulated news item about ${company.name}, a fictional company of the demo market. ` +
      `It exists so the terminal can be explored without a market-data subscription; none of it describes real events. ` +
      `The company operates in ${company.industry.toLowerCase()} and trades under the demo ticker ${company.symbol}.`,
  }));
}

const MARKET_EVENTS = [
  'Demo market closes mixed',
  'Simulated yields edge higher',
  'Fictional central bank holds rates',
  'Demo indexes reach a new high',
  'Investors rotate into defensive demo sectors',
  'Demo small caps outpace large caps',
  'Simulated oil prices slip',
  'Demo market volume thins before the holiday',
] as const;
const MARKET_CAUSES = [
  'as technology shares lag',
  'after a simulated jobs report',
  'ahead of fictional inflation data',
  'as earnings season winds down',
  'on a quiet day for demo bonds',
] as const;

/** Market wraps: every pairing of an event and a cause once, so no two headlines repeat. */
function generalNews(seedHash: number, newest: number): ProviderNewsItem[] {
  const rng = Random.of(seedHash, 'general-news');
  return MARKET_EVENTS.flatMap((event, e) =>
    MARKET_CAUSES.map((cause, c) => {
      const title = `${event} ${cause}`;
      return {
        symbol: null,
        title,
        url: `${DEMO_NEWS_PATH}market-${e * MARKET_CAUSES.length + c + 1}`,
        site: rng.pick(NEWS_SITES),
        publishedDate: new Date(newest - Math.floor(rng.between(1, 24 * 30)) * HOUR_MS).toISOString(),
        image: null,
        text: `${title}. A simulated market wrap of the demo market; it does not describe real events.`,
      };
    }),
  );
}

/** Every news item of the market, newest first. `now` is rounded down to the hour. */
export function allNews(universe: DemoUniverse, now: Date): ProviderNewsItem[] {
  const newest = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return [
    ...universe.companies.flatMap((company) => companyNews(company, universe.seedHash, newest)),
    ...generalNews(universe.seedHash, newest),
  ].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.url.localeCompare(b.url));
}
