import type { FastifyReply } from 'fastify';

/** A CSV download. The byte order mark makes spreadsheet programs read the file as UTF-8. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(`\ufeff${csv}`);
}
