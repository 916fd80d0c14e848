import type { Migration } from 'kysely';
import * as userSchema from './20261122000000_user_schema';
import * as signInAndAlerts from './20261123000000_sign_in_and_alerts';
import * as aiSchema from './20261124000000_ai_schema';
import * as marketData from './20261125000000_market_data';
import * as intradayBars from './20261126000000_intraday_bars';
import * as savedScreens from './20261127200000_saved_screens';
import * as answerVerification from './20261128000000_answer_verification';
import * as marketPartsAndSync from './20261128000000_market_parts_and_sync';
import * as tenkAlerts from './20261128200000_tenk_alerts';
import * as jobLeases from './20261129000000_job_leases';
import * as scheduleRuns from './20261129000100_schedule_runs';
import * as rateLimitBuckets from './20261129000200_rate_limit_buckets';
import * as fxRates from './20261130000000_fx_rates';
import * as jobDedupeUnique from './20261130000100_job_dedupe_unique';
import * as plainTextDescriptions from './20261130000200_plain_text_descriptions';
import * as aiQuestionLeases from './20261201000000_ai_question_leases';
import * as filingFormsAndTables from './20261202000000_filing_forms_and_tables';
import * as quartersAndSplits from './20261203000000_quarters_and_splits';
import * as filingSegments from './20261203001000_filing_segments';
import * as epsBasis from './20261204000000_eps_basis';
import * as growthBasis from './20261205000000_growth_basis';
import * as roicBasis from './20261206000000_roic_basis';

/**
 * Every migration, keyed by its file name without extension. Imported statically (not found
 * by scanning the folder) so it works the same under tsx, vitest and a bundled build.
 * Add each new `<yyyymmddhhmmss>_<name>.ts` file here; a unit test fails if one is missing.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '20261122000000_user_schema': userSchema,
  '20261123000000_sign_in_and_alerts': signInAndAlerts,
  '20261124000000_ai_schema': aiSchema,
  '20261125000000_market_data': marketData,
  '20261126000000_intraday_bars': intradayBars,
  '20261127200000_saved_screens': savedScreens,
  '20261128000000_answer_verification': answerVerification,
  '20261128000000_market_parts_and_sync': marketPartsAndSync,
  '20261128200000_tenk_alerts': tenkAlerts,
  '20261129000000_job_leases': jobLeases,
  '20261129000100_schedule_runs': scheduleRuns,
  '20261129000200_rate_limit_buckets': rateLimitBuckets,
  '20261130000000_fx_rates': fxRates,
  '20261130000100_job_dedupe_unique': jobDedupeUnique,
  '20261130000200_plain_text_descriptions': plainTextDescriptions,
  '20261201000000_ai_question_leases': aiQuestionLeases,
  '20261202000000_filing_forms_and_tables': filingFormsAndTables,
  '20261203000000_quarters_and_splits': quartersAndSplits,
  '20261203001000_filing_segments': filingSegments,
  '20261204000000_eps_basis': epsBasis,
  '20261205000000_growth_basis': growthBasis,
  '20261206000000_roic_basis': roicBasis,
};
