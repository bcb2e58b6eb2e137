import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.js';
import { locations, serviceCenters } from '#server/db/schema.js';
import { databaseKinds, freshDatabase } from '#server/testing/test-support.js';
import { centreInScope, centreInScopeSql, EVERYWHERE, locationInScopeSql } from './staff-scope.js';

describe.each(await databaseKinds())('staff scope by location and service centre (%s)', (kind) => {
  let database: Database;
  let lagos: number, abuja: number, yaba: number, unilag: number, garki: number;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    const db = database.db;
    [lagos, abuja] = (await db.insert(locations).values([{ name: 'Scope Lagos' }, { name: 'Scope Abuja' }]).returning({ id: locations.id })).map((r) => r.id) as [number, number];
    [yaba, unilag, garki] = (
      await db
      .insert(serviceCenters)
      .values([
        { locationId: lagos, name: 'Scope Yaba' },
        { locationId: lagos, name: 'Scope Unilag' },
        { locationId: abuja, name: 'Scope Garki' },
      ])
      .returning({ id: serviceCenters.id })
    ).map((r) => r.id) as [number, number, number];
  });
  afterAll(() => database?.close());

  const centresIn = async (scope: Parameters<typeof centreInScopeSql>[0]) =>
    (await database.db.select({ id: serviceCenters.id }).from(serviceCenters).where(centreInScopeSql(scope, serviceCenters.id))).map((r) => r.id).filter((id) => [yaba, unilag, garki].includes(id)).sort((a, b) => a - b);
  const locationsIn = async (scope: Parameters<typeof centreInScopeSql>[0]) =>
    (await database.db.select({ id: locations.id }).from(locations).where(locationInScopeSql(scope, locations.id))).map((r) => r.id).filter((id) => [lagos, abuja].includes(id)).sort((a, b) => a - b);

  it('empty lists mean everywhere; a location brings its centres; a centre brings only itself', async () => {
    expect(await centresIn(EVERYWHERE)).toEqual([yaba, unilag, garki]);
    expect(await centresIn({ locationIds: [lagos], serviceCenterIds: [] })).toEqual([yaba, unilag]);
    expect(await centresIn({ locationIds: [], serviceCenterIds: [garki] })).toEqual([garki]);
    expect(await centresIn({ locationIds: [abuja], serviceCenterIds: [yaba] })).toEqual([yaba, garki]);
    expect(await locationsIn({ locationIds: [], serviceCenterIds: [garki] })).toEqual([abuja]);
    expect(await locationsIn(EVERYWHERE)).toEqual([lagos, abuja]);
  });

  it('object-level check: in scope, out of scope, and no centre at all', async () => {
    const lagosOnly = { locationIds: [lagos], serviceCenterIds: [] };
    expect(await centreInScope(database.db, lagosOnly, unilag)).toBe(true);
    expect(await centreInScope(database.db, lagosOnly, garki)).toBe(false);
    expect(await centreInScope(database.db, lagosOnly, null)).toBe(false);
    expect(await centreInScope(database.db, EVERYWHERE, null)).toBe(true);
  });
});
