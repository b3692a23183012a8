import type { Migration } from 'kysely';
import * as m001 from './001_initial';
import * as m002 from './002_token_cutoff';
import * as m003 from './003_pending_charges';
import * as m004 from './004_ledger_batch_function';
import * as m005 from './005_settle_with_usage';
import * as m006 from './006_downloads';
import * as m007 from './007_image_data';
import * as m008 from './008_fractional_credit_points';
import * as m009 from './009_idempotency_keys';
import * as m010 from './010_call_insight';
import * as m011 from './011_answer_with_settlement';
import * as m012 from './012_claim_keys_function';
import * as m013 from './013_callers_changed_notice';
import * as m014 from './014_claim_with_charge';
import * as m015 from './015_charge_when_served';
import * as m016 from './016_call_rows_unchecked';
import * as m017 from './017_one_charge_row_per_debit';
import * as m018 from './018_sealed_api_keys';
import * as m021 from './021_mpesa_and_receipts';

/** Every migration, by name; names sort in the order they run. Add new ones, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_token_cutoff': m002,
  '003_pending_charges': m003,
  '004_ledger_batch_function': m004,
  '005_settle_with_usage': m005,
  '006_downloads': m006,
  '007_image_data': m007,
  '008_fractional_credit_points': m008,
  '009_idempotency_keys': m009,
  '010_call_insight': m010,
  '011_answer_with_settlement': m011,
  '012_claim_keys_function': m012,
  '013_callers_changed_notice': m013,
  '014_claim_with_charge': m014,
  '015_charge_when_served': m015,
  '016_call_rows_unchecked': m016,
  '017_one_charge_row_per_debit': m017,
  '018_sealed_api_keys': m018,
  '021_mpesa_and_receipts': m021,
};
