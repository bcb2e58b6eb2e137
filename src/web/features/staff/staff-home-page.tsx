import { Link } from 'wouter';
import { useStaffSession } from '#web/lib/staff-session';
import { rolesText, sectionsFor } from './staff-roles';

/** The console's landing page: who is signed in and the sections their roles open. */
export function StaffHomePage() {
  const session = useStaffSession();
  if (!session) return null;
  const sections = sectionsFor(session.staff.roles);
  return (
    <div className="staff-home">
      <p>
        Signed in as <strong>{session.staff.name || session.staff.email}</strong> ({rolesText(session.staff.roles)}).
      </p>
      {sections.length ? (
        <ul className="staff-home__sections">
          {sections.map((s) => (
            <li key={s.path}>
              <Link href={s.path}>{s.label}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="staff-state" role="status">
          The console's screens for your roles are not built yet. Until they are, your work goes through{' '}
          <code>npm run ops</code> on the server.
        </p>
      )}
    </div>
  );
}
