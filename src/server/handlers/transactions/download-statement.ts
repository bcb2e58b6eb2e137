import { statementCsv, statementLines, statementPdf } from '#server/lib/ledger/money-views.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

/** The statement of a date range as a CSV or PDF attachment (not the JSON envelope: a file download). */
export const downloadStatement = defineHandler('downloadStatement', async (request, reply) => {
  const { user } = customerOf(request);
  const { from, to, format = 'csv' } = request.query;
  const { lines, opening } = await statementLines(request.server.ctx.database.db, user.id, from, to);
  const filename = `statement-${from}-${to}.${format}`;
  void reply.header('content-disposition', `attachment; filename="${filename}"`);
  if (format === 'pdf') {
    const last = lines.at(-1);
    const pdf = await statementPdf(lines, {
      name: `${user.firstname} ${user.lastname}`,
      accountNumber: user.accountNumber,
      from,
      to,
      opening,
      closing: last ? last.postBalance : null,
    });
    void reply.type('application/pdf').send(pdf);
  } else {
    void reply.type('text/csv; charset=utf-8').send(statementCsv(lines));
  }
  return reply as never;
});
