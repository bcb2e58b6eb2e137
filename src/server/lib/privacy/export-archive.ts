import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import yazl from 'yazl';
import type { Db } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { avatarKey } from '#server/lib/identity/avatars.js';
import { sanitiseFileName } from '#server/lib/platform/file-types.js';
import { csvStream } from '#server/lib/platform/csv.js';
import { newKey, type Storage } from '#server/lib/platform/storage.js';
import { rowsOf } from '#server/db/rows.js';
import { countOf, csvValue, EXPORT_PAGE, EXPORT_SOURCES, exportedColumns, pagesOf } from './export-sources.js';

/**
 * The archive of "Download my data" (ADR 055): a zip with README.txt, one JSON file per source (export-sources.ts; CSV
 * too where a spreadsheet is the natural reader), the avatar and the ticket attachments themselves. Rows are read a page
 * at a time and files streamed from storage into the zip, which is written to a temporary file and then streamed to
 * storage (exports/<random>.zip): memory stays flat whatever the account's size.
 */

/** The README.txt of an archive: what each file holds, generated from the sources and the map. */
export function readmeText(opts: { name: string; accountNumber: string; createdAt: Date; files: string[] }): string {
  const lines = [
    'e-laundry — your data',
    '=====================',
    '',
    `Account ${opts.accountNumber} (${opts.name}), archive made ${opts.createdAt.toISOString()}.`,
    '',
    'This archive holds the personal data we keep about you, as the Nigeria Data Protection Act 2023 gives you the',
    'right to receive it. Times are UTC (ISO 8601). Amounts are in kobo: 100 kobo = ₦1 (a balance of 250000 is ₦2,500.00).',
    'JSON files can be opened with any text editor; CSV files with a spreadsheet.',
    '',
    'Files',
    '-----',
  ];
  for (const s of EXPORT_SOURCES) {
    const names = `${s.file}.json${s.csv ? `, ${s.file}.csv` : ''}`;
    lines.push('', `${names}`, `  ${s.about}.`, `  Fields: ${[...exportedColumns(s.table), ...(s.extra ?? []).map((e) => e.name)].join(', ')}.`);
    for (const e of s.extra ?? []) lines.push(`  ${e.name}: ${e.about}.`);
  }
  lines.push(
    '',
    'avatar/',
    '  your profile picture, as we store it (if you set one).',
    '',
    'attachments/<ticket number>/<id>-<name>',
    '  the files you and support attached to your tickets.',
    '',
    'Not included: passwords, codes and two-factor secrets (we only keep them hashed or encrypted, and they are',
    "credentials, not data about you); staff members' names and ids (only their role); copies of e-mails we sent you;",
    'server logs (kept at most 90 days, not searchable per person).',
    '',
    'Questions: write to us from the app (Support) or to support — see the privacy page on our site.',
    '',
    `This archive contains: ${opts.files.length} files.`,
    '',
  );
  return lines.join('\n');
}

export interface ExportDeps {
  db: Db;
  storage: Storage;
}

/** Thrown by a progress report when the build must stop (the claim was lost, the instance is closing). */
export class ExportAborted extends Error {}

/**
 * Builds the customer's archive and stores it under exports/; returns its key and size. `progress(done, total)` is
 * awaited after each page and file (the caller records it and extends its claim; it throws ExportAborted to stop).
 */
export async function buildArchive(
  deps: ExportDeps,
  userId: number,
  now: Date,
  progress: (done: number, total: number) => Promise<void> = async () => {},
  pageSize = EXPORT_PAGE,
): Promise<{ key: string; size: number; files: string[] }> {
  const { db, storage } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`data export: no user ${userId}`);
  const owner = { id: user.id, email: user.email };

  // The total first, for the progress: every row, every attachment and the avatar.
  const counts = await Promise.all(EXPORT_SOURCES.map((s) => countOf(db, s, owner)));
  const attachments = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select a.id, a.name, a.storage_key, k.number from ticket_attachments a join ticket_messages m on m.id = a.message_id join tickets k on k.id = m.ticket_id where k.user_id = ${owner.id} order by a.id`),
  ).map((r) => ({ id: Number(r.id), name: String(r.name), key: String(r.storage_key), ticket: String(r.number) }));
  const total = counts.reduce((a, b) => a + b, 0) + attachments.length + (user.image ? 1 : 0) + 1;
  let done = 0;
  const advance = async (n: number) => {
    done += n;
    await progress(Math.min(done, total), total);
  };

  const dir = await mkdtemp(path.join(tmpdir(), 'elaundry-export-'));
  const file = path.join(dir, 'archive.zip');
  try {
    const zip = new yazl.ZipFile();
    const written = pipeline(zip.outputStream, createWriteStream(file));
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    // Whichever settles first decides; the other must not surface as an unhandled rejection.
    failed.catch(() => {});
    written.catch(() => {});
    const files: string[] = ['README.txt'];
    const mtime = now;

    const entry = (name: string, gen: () => AsyncGenerator<string | Buffer>) => {
      files.push(name);
      zip.addReadStreamLazy(name, { mtime }, (cb: (err: Error | null, stream: NodeJS.ReadableStream) => void) => {
        const stream = Readable.from(
          (async function* bytes() {
            for await (const chunk of gen()) yield typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
          })(),
          { objectMode: false },
        );
        // yazl does not listen for a source stream's errors: unheard, one (a failed query) would end the process.
        stream.on('error', (err) => zip.emit('error', err));
        cb(null, stream);
      });
    };
    for (const source of EXPORT_SOURCES) {
      entry(`${source.file}.json`, async function* json() {
        if (source.single) {
          for await (const page of pagesOf(db, source, owner, pageSize)) yield JSON.stringify(page[0] ?? null, null, 2) + '\n';
          await advance(1);
          return;
        }
        yield '[';
        let first = true;
        for await (const page of pagesOf(db, source, owner, pageSize)) {
          yield page.map((r) => `${first ? ((first = false), '\n') : ',\n'}${JSON.stringify(r)}`).join('');
          await advance(source.csv ? page.length / 2 : page.length);
        }
        yield first ? ']\n' : '\n]\n';
      });
      if (source.csv) {
        const head = [...exportedColumns(source.table), ...(source.extra ?? []).map((e) => e.name)];
        entry(`${source.file}.csv`, () =>
          csvStream(
            head,
            (async function* rows() {
              for await (const page of pagesOf(db, source, owner, pageSize)) {
                yield page.map((r) => head.map((c) => csvValue(r[c])));
                await advance(page.length / 2);
              }
            })(),
            '\n',
          ),
        );
      }
    }
    const stored = (key: string, missing: string) =>
      async function* bytes() {
        const got = await storage.getStream(key);
        if (!got) yield Buffer.from(missing);
        else for await (const chunk of got.stream) yield chunk as Buffer;
        await advance(1);
      };
    if (user.image) entry(`avatar/${user.image}`, stored(avatarKey(user.image), '(this file is no longer in storage)\n'));
    for (const a of attachments) entry(`attachments/${a.ticket}/${a.id}-${sanitiseFileName(a.name, 'file')}`, stored(a.key, '(this file is no longer in storage)\n'));

    zip.addBuffer(Buffer.from(readmeText({ name: `${user.firstname} ${user.lastname}`, accountNumber: user.accountNumber, createdAt: now, files }), 'utf8'), 'README.txt', { mtime });
    zip.end();
    await Promise.race([written, failed]);
    await advance(1);
    const key = newKey('exports', 'zip');
    const { size } = await stat(file);
    await storage.putFile(key, file, 'application/zip');
    return { key, size, files };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
