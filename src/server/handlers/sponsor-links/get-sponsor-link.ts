import { ok } from '#server/envelope.js';
import { sponsorPage } from '#server/lib/payments/sponsor-links.js';
import { defineHandler } from '#server/handlers/define.js';

/** The public /pay/<code> page's data (ADR 057): rate limited per address like sign-in, and budgeted (sponsorpage). */
export const getSponsorLink = defineHandler(
  'getSponsorLink',
  async (request) => {
    const { ctx } = request.server;
    return ok('Payment link retrieved successfully.', await sponsorPage(request.server.payments, request.params.code, ctx.now()));
  },
  { rateLimit: 'auth' },
);
