import { afterEach, beforeEach, vi } from 'vitest';
import type { components } from '#generated/api';
import { clearStaffSession, startStaffSession } from '#web/lib/staff-session';

type StaffMember = components['schemas']['StaffMember'];

/**
 * The staff console's component tests: a signed-in member (an active one by default, every centre in scope) and a
 * clean session store and stubbed globals around each test.
 */
export function signInAsStaff(roles: StaffMember['roles'], who: Partial<StaffMember> = {}, token = 'stf_test') {
  startStaffSession({
    token,
    token_type: 'Bearer',
    expires_at: '2099-12-31T23:59:59Z',
    idle_timeout_seconds: 1800,
    staff: {
      id: 1,
      email: 'ngozi.eze@e-laundry.ng',
      name: 'Ngozi Eze',
      roles,
      location_ids: [],
      service_center_ids: [],
      status: 'active',
      created_at: '2026-11-25T09:00:00Z',
      activated_at: '2026-11-25T09:12:00Z',
      deactivated_at: null,
      ...who,
    },
  });
}

/** Registers the per-test reset: no staff session before each test; stubbed globals and spies restored after. */
export function cleanStaffSessionEachTest() {
  beforeEach(() => {
    sessionStorage.clear();
    clearStaffSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
