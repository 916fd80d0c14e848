/**
 * Whether a question names another company than the one it is asked about ("Microsoft's
 * revenue" asked on Apple's page): such a question must not get the asked company's figures.
 * Two signals, both general: a list of widely known company names, and a capitalised name in the
 * possessive before a financial word ("Acme's net income"). Neither fires on a word of the asked
 * company's own name or ticker, on regions ("China's sales") or on month names.
 */

const KNOWN_COMPANIES = [
  'microsoft',
  'samsung',
  'google',
  'alphabet',
  'amazon',
  'meta platforms',
  'meta',
  'facebook',
  'netflix',
  'tesla',
  'nvidia',
  'intel',
  'amd',
  'advanced micro devices',
  'qualcomm',
  'ibm',
  'oracle',
  'sony',
  'huawei',
  'xiaomi',
  'lenovo',
  'dell',
  'hewlett[- ]packard',
  'hp inc',
  'broadcom',
  'cisco',
  'salesforce',
  'adobe',
  'walmart',
  'berkshire',
  'jpmorgan',
  'goldman sachs',
  'coca[- ]cola',
  'pepsico',
  'disney',
  'spotify',
  'uber',
  'tsmc',
  'taiwan semiconductor',
  'foxconn',
  'hon hai',
  'oppo',
  'vivo',
  'garmin',
  'fitbit',
  'nokia',
  'ericsson',
  'exxon',
  'chevron',
  'johnson & johnson',
  'procter & gamble',
  'visa',
  'mastercard',
  'paypal',
  'alibaba',
  'tencent',
  'baidu',
  'micron',
  'texas instruments',
  'asml',
  'arm holdings',
  'palantir',
  'openai',
  'anthropic',
  'nintendo',
  'panasonic',
  'lg electronics',
  'motorola',
  'blackberry',
  'verizon',
  'at&t',
  't-mobile',
  'comcast',
  'costco',
  'target corp',
  'home depot',
  'nike',
  'starbucks',
  'mcdonald',
  'boeing',
  'ford',
  'general motors',
  'toyota',
  'volkswagen',
  'pfizer',
  'moderna',
  'bank of america',
  'wells fargo',
];
const KNOWN = new RegExp(`(?<![\\w-])(?:${KNOWN_COMPANIES.join('|')})(?![\\w-])`, 'i');

const POSSESSIVE_BEFORE_FIGURE =
  /\b([A-Z][\w&.-]*(?: [A-Z][\w&.-]*)?)['’]s\b(?:\s+\w+){0,3}?\s+(?:revenues?|net sales|sales|net income|earnings|profits?|eps|margins?|cash|debt|assets|stock|shares?|market cap\w*|valuation|dividends?)\b/g;
const NOT_COMPANIES =
  /^(?:americas?|europe|china|greater china|japan|asia|india|taiwan|korea|u\.?s\.?|united states|company|fy|q[1-4]|january|february|march|april|may|june|july|august|september|october|november|december|today|this|last|next|ceo|cfo|management)$/i;

/** The other company the question names, or null. */
export function otherCompanyNamed(question: string, companyName: string, symbol: string): string | null {
  const own = ownWords(companyName, symbol);
  const known = KNOWN.exec(question)?.[0];
  if (known && !isOwn(known, own)) return known;
  for (const match of question.matchAll(POSSESSIVE_BEFORE_FIGURE)) {
    const name = match[1] ?? '';
    if (!NOT_COMPANIES.test(name) && !isOwn(name, own)) return name;
  }
  return null;
}

function ownWords(companyName: string, symbol: string): Set<string> {
  const words = companyName.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
  const generic = new Set([
    'inc',
    'corp',
    'corporation',
    'co',
    'company',
    'ltd',
    'plc',
    'the',
    'holdings',
    'group',
    'sa',
    'ag',
    'nv',
    'class',
    'a',
    'b',
  ]);
  return new Set([...words.filter((word) => !generic.has(word)), symbol.toLowerCase()].filter(Boolean));
}

/** Whether the question names the asked company itself (its name or ticker). */
export function namesOwnCompany(question: string, companyName: string, symbol: string): boolean {
  return isOwn(question, ownWords(companyName, symbol));
}

/** Whether a name found in a question is this company's (a word of its name, or its ticker). */
export function namesCompany(name: string, companyName: string, symbol: string): boolean {
  return isOwn(name, ownWords(companyName, symbol));
}

/** Whether a capitalised name may be a company's: not a region, a period, a month or a role ('Greater China', 'Q4', 'CEO'). */
export function mayNameCompany(name: string): boolean {
  return !NOT_COMPANIES.test(name);
}

/** Whether a name is (a word of) the asked company's own name or ticker. */
function isOwn(name: string, own: Set<string>): boolean {
  const words = name.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
  return words.some((word) => own.has(word));
}
