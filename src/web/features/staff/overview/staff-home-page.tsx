import { useStaffSession } from '#web/lib/staff-session';
import { StaffOverview } from './staff-overview-page';
import { rolesText } from '../shared/staff-roles';

/**
 * The console's landing page: who is signed in, then today's overview for their roles (ADR 048) — the sections
 * themselves are in the nav above.
 */
export function StaffHomePage() {
  const session = useStaffSession();
  if (!session) return null;
  return (
    <div className="staff-home">
      <p>
        Signed in as <strong>{session.staff.name || session.staff.email}</strong> ({rolesText(session.staff.roles)}).
      </p>
      <StaffOverview />
    </div>
  );
}
