/**
 * Other wordings of questions about NVIDIA, Snowflake and LPA (the paraphrase set beside Apple's,
 * apple-fy2024-paraphrases.ts), each scored like the original it rewords. Written as investors
 * word them, before the engine was run on them; never reworded to suit it.
 */
import type { Paraphrases } from './eval-issuer';

export const NVIDIA_PARAPHRASES: Paraphrases = [
  ['nv-m-revenue', ['How much did NVIDIA sell in fiscal 2025?', 'NVIDIA FY2025 revenues?']],
  ['nv-m-net-income', ['How much profit did NVIDIA make in fiscal 2025?', 'What were NVIDIA’s net earnings for FY2025?']],
  ['nv-d-gross-margin', ['What percentage of revenue was gross profit for NVIDIA in fiscal 2025?', 'NVIDIA gross margin FY2025']],
  ['nv-c-revenue-growth-2026', ['How much did NVIDIA’s sales increase in fiscal 2026?', 'By what percentage did revenue grow in FY2026?']],
  [
    'nv-s-data-center',
    ['How much revenue came from data center in fiscal 2025?', 'What did the Data Center platform bring in for FY2025?'],
  ],
  ['nv-f-segment', ['and gaming?', 'What about gaming?']],
  ['nv-t-risks', ['What risk factors does NVIDIA list?', 'What could hurt NVIDIA’s business, according to its annual report?']],
];

export const SNOWFLAKE_PARAPHRASES: Paraphrases = [
  ['sn-m-net-loss', ['How much money did Snowflake lose in fiscal 2025?', 'What was Snowflake’s bottom line in FY2025?']],
  ['sn-d-fcf', ['How much free cash did Snowflake generate in fiscal 2025?', 'Snowflake FCF for fiscal 2025?']],
  ['sn-q-latest', ['What revenue did Snowflake report for its most recent quarter?', 'Snowflake last quarter revenue']],
  ['sn-j-growth', ['Is Snowflake’s growth slowing down?', 'Is revenue growth speeding up or slowing for Snowflake?']],
];

export const LPA_PARAPHRASES: Paraphrases = [
  ['lp-m-revenue', ['How much revenue did LPA generate in 2024?', 'LPA 2024 revenues?']],
  ['lp-d-net-debt', ['What is LPA’s debt net of cash at the end of 2024?', 'How much net debt did LPA carry at year-end 2024?']],
];
