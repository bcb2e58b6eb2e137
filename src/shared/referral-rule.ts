/**
 * The referral credit rule in one sentence (docs/decisions/071-referral-credit-earned-by-spending.md, issue 37): held
 * until spent, cancelled by a refund, laundry credit only. Said in these words on both referral screens and in the
 * Terms section 9 (plain ASCII: the Terms PDF's fonts print it). The server applies it (lib/referral-credit.ts).
 */
export const REFERRAL_RULE =
  'A commission on a top-up by someone you referred is held until they spend that money at a hub, is cancelled if the top-up is refunded, and is then laundry credit only: it is never paid out as money, not even when you close your account.';
