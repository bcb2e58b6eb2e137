import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { serviceCenters } from '#server/db/schema.js';
import type { StaffScope } from './principal.js';

/**
 * Staff scope (issue 24, docs/decisions/041-staff-accounts.md): a member may be limited to some locations and/or
 * service centres (a hub is a service centre). Both lists empty: everywhere. A service centre is in scope when it is
 * listed itself or its location is. Every staff operation that reads or acts on something belonging to a service
 * centre (card requests, hubs, machines, keys, charges) filters lists with `centreInScopeSql` and checks single
 * objects with `centreInScope`, answering an out-of-scope object as not found (no hint that it exists).
 */

export const EVERYWHERE: StaffScope = { locationIds: [], serviceCenterIds: [] };

export const isUnscoped = (scope: StaffScope) => scope.locationIds.length === 0 && scope.serviceCenterIds.length === 0;

const intArray = (ids: readonly number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::integer[]`;

/**
 * A condition on a service-centre id column (e.g. `cardRequests.serviceCenterId`, `hubKeys.serviceCenterId`): true for
 * every row when unscoped, else only for the member's centres and the centres of the member's locations.
 */
export function centreInScopeSql(scope: StaffScope, centreId: SQLWrapper): SQL {
  if (isUnscoped(scope)) return sql`true`;
  return sql`(${centreId} = any(${intArray(scope.serviceCenterIds)}) or ${centreId} in (select ${serviceCenters.id} from ${serviceCenters} where ${serviceCenters.locationId} = any(${intArray(scope.locationIds)})))`;
}

/** The same condition on a location id column (a location is in scope when listed, or when one of its centres is). */
export function locationInScopeSql(scope: StaffScope, locationId: SQLWrapper): SQL {
  if (isUnscoped(scope)) return sql`true`;
  return sql`(${locationId} = any(${intArray(scope.locationIds)}) or ${locationId} in (select ${serviceCenters.locationId} from ${serviceCenters} where ${serviceCenters.id} = any(${intArray(scope.serviceCenterIds)})))`;
}

/** Whether one service centre is in the member's scope (object-level check before acting on it). */
export async function centreInScope(db: Executor, scope: StaffScope, centreId: number | null): Promise<boolean> {
  if (isUnscoped(scope)) return true;
  if (centreId === null) return false;
  const rows = await db
    .select({ id: serviceCenters.id })
    .from(serviceCenters)
    .where(sql`${serviceCenters.id} = ${centreId} and ${centreInScopeSql(scope, serviceCenters.id)}`)
    .limit(1);
  return rows.length > 0;
}
