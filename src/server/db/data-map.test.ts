import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { dataMap, outsideTables, type TableRule } from './data-map.js';
import * as schema from './schema.js';

/** Every table of the Drizzle schema: its SQL name, columns, and the tables its foreign keys point at. */
const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    return {
      name: config.name,
      columns: config.columns.map((c) => c.name),
      references: config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name),
    };
  });

describe('the personal-data map (db/data-map.ts)', () => {
  it('finds the tables of the schema', () => {
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'transactions', 'audit_events', 'ticket_attachments']));
  });

  it('classifies every table and every column of the schema', () => {
    const unclassified = tables.flatMap((t) => {
      const rule = dataMap[t.name];
      if (!rule) return [`table ${t.name}`];
      return t.columns.filter((c) => !(c in rule.columns)).map((c) => `column ${t.name}.${c}`);
    });
    expect(unclassified, 'classify these in src/server/db/data-map.ts (personal? exported? erased or retained, and why?)').toEqual([]);
  });

  it('names no table or column that the schema does not have', () => {
    const byName = new Map(tables.map((t) => [t.name, new Set(t.columns)]));
    const unknown = Object.entries(dataMap).flatMap(([name, rule]) => {
      const columns = byName.get(name);
      if (!columns) return [`table ${name}`];
      return Object.keys(rule.columns)
        .filter((c) => !columns.has(c))
        .map((c) => `column ${name}.${c}`);
    });
    expect(unknown, 'remove these from src/server/db/data-map.ts, or fix their names').toEqual([]);
  });

  it('is consistent: what happens to the rows matches what happens to their columns', () => {
    const problems: string[] = [];
    const check = (name: string, rule: TableRule) => {
      const cols = Object.entries(rule.columns);
      const personal = cols.filter(([, c]) => c.personal !== 'no');
      switch (rule.erasure) {
        case 'delete_rows':
          for (const [c, r] of cols) if (r.erasure !== 'delete') problems.push(`${name}.${c}: its rows are deleted, so is it`);
          break;
        case 'pseudonymise_rows':
          if (!cols.some(([, r]) => r.erasure === 'erase')) problems.push(`${name}: pseudonymised rows erase at least one column`);
          for (const [c, r] of cols) if (r.erasure === 'delete') problems.push(`${name}.${c}: a kept row cannot lose a column`);
          break;
        case 'keep_rows':
          for (const [c, r] of cols) if (r.erasure !== 'keep') problems.push(`${name}.${c}: the rows are retained as they are`);
          break;
        case 'not_personal':
          if (personal.length) problems.push(`${name}: not personal, yet ${personal.map(([c]) => c).join(', ')} are`);
          if (rule.findBy !== null || !rule.subjects.includes('none')) problems.push(`${name}: not personal, so no subject and no way to find a person`);
          for (const [c, r] of cols) if (r.export) problems.push(`${name}.${c}: reference data is not exported`);
          break;
      }
      if (rule.erasure !== 'not_personal') {
        if (!personal.length) problems.push(`${name}: personal rows without a personal column`);
        if (!rule.findBy) problems.push(`${name}: how are a person's rows found?`);
        if (!rule.retention.trim()) problems.push(`${name}: retention missing`);
      }
      for (const [c, r] of cols) {
        if (r.personal === 'secret' && r.export) problems.push(`${name}.${c}: a credential is never exported`);
        // A personal column kept after closure, or held back from the export, says why (unless the table's retention
        // — money kept for the statutory period — is the reason).
        const keptPersonal = r.personal !== 'no' && r.erasure === 'keep' && rule.erasure !== 'keep_rows';
        const withheld = r.personal !== 'no' && r.personal !== 'secret' && !r.export && rule.erasure !== 'delete_rows';
        if ((keptPersonal || withheld) && !r.why?.trim()) problems.push(`${name}.${c}: say why it is ${keptPersonal ? 'kept' : 'not exported'}`);
      }
    };
    for (const [name, rule] of Object.entries(dataMap)) check(name, rule);
    expect(problems).toEqual([]);
  });

  it("treats every table that points at users as a customer's data", () => {
    const wrong = tables.filter((t) => t.references.includes('users') && !dataMap[t.name]?.subjects.includes('customer')).map((t) => t.name);
    expect(wrong).toEqual([]);
  });

  it('lists the personal data outside the tables: stored files, mails, logs, backups', () => {
    expect(outsideTables.map((o) => o.what)).toEqual(expect.arrayContaining(['avatars', 'ticket attachments', 'mail bodies and addresses', 'request and sign-in logs', 'database backups']));
    for (const o of outsideTables) expect(o.retention.trim(), o.what).not.toBe('');
  });
});
