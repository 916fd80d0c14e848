/**
 * The readable name of a dimension member: the filing's own row label where the row names the
 * member ('iPhone' for aapl:IPhoneMember, 'Compute & Networking'), else a name made from the
 * member ('aapl:GreaterChinaSegmentMember' → 'Greater China', 'country:SG' → 'Singapore',
 * 'us-gaap:ServiceMember' → 'Services').
 */

/** Standard members whose name alone reads badly. */
const STANDARD_NAMES: Record<string, string> = {
  'us-gaap:ServiceMember': 'Services',
  'us-gaap:ProductMember': 'Products',
  'us-gaap:ProductAndServiceOtherMember': 'Other products and services',
  'us-gaap:NonUsMember': 'Outside the US',
  'us-gaap:AllOtherSegmentsMember': 'All other segments',
  'srt:AmericasMember': 'Americas',
};

const SMALL_WORDS = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', 'from', 'excluding', 'including', 'other']);

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'GreaterChinaSegment' → 'Greater China'; 'OEMAndOther' → 'OEM and Other'; 'IPhone' → 'iPhone'. */
function wordsOf(localName: string): string {
  const base = localName.replace(/Member$/, '').replace(/(?:Segments?|Reportable|Revenues?)$/, '') || localName;
  const spaced = base
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d)/g, '$1 $2')
    // Apple's products: IPhone → iPhone, IPad → iPad (an 'I' before a capitalised word).
    .replace(/\bI ([A-Z][a-z])/g, 'i$1');
  return spaced
    .split(' ')
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word.toLowerCase()) && word !== 'Other') return word.toLowerCase();
      return word;
    })
    .join(' ');
}

/** The letters of a name for comparing it with a row label ('Google Search & other' ≈ 'GoogleSearchOther', 'Homeand' ≈ 'Home and'). */
function comparable(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/and/g, '')
    .replace(/s$/, '');
}

/** A row label without footnote and trademark marks: 'Singapore (1)' → 'Singapore', 'iPhone®' → 'iPhone'. */
function withoutFootnotes(label: string): string {
  return label
    .replace(/[®™℠]/g, '')
    .replace(/\s*\(\d+\)/g, '')
    .replace(/\s*\*+$/, '')
    .replace(/:$/, '')
    .trim();
}

/** The name made from the member alone. */
export function memberName(member: string): string {
  const standard = STANDARD_NAMES[member];
  if (standard) return standard;
  const [prefix, localName = member] = member.includes(':') ? member.split(':', 2) : ['', member];
  if (prefix === 'country' && /^[A-Z]{2}$/.test(localName)) return regionNames.of(localName) ?? localName;
  return wordsOf(localName);
}

/** The member's readable label: the filing's row label when it names the member, else memberName. */
export function memberLabel(member: string, rowLabel: string | null): string {
  const made = memberName(member);
  const shown = rowLabel ? withoutFootnotes(rowLabel) : '';
  const local = member.split(':').pop() ?? member;
  if (shown && (comparable(shown) === comparable(made) || comparable(shown) === comparable(wordsOf(local)))) return shown;
  return made;
}
