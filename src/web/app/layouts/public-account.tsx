import { Link } from 'wouter';
import { LogoutIcon } from '#web/components/icons';
import { getToken, type SessionUser } from '#web/lib/session';
import { clearSession } from '#web/lib/session-updates';
import { followOtherTabs } from '#web/lib/session-tabs';
import { AvatarOrInitials } from './avatar';

const DASHBOARD_PATH = '/my/user/dashboard';

// The header shows the account: a sign-out in another tab takes it away here too (ADR 062).
followOtherTabs();

/**
 * Signs out from a public page and stays on it: the header shows the visitor at once; the server is told
 * (best-effort) with the token the session had. The data layer, if it was loaded, forgets the customer's data
 * (lib/session.ts onSessionCleared).
 */
async function signOutHere(): Promise<void> {
  const token = getToken();
  clearSession();
  try {
    await fetch('/api/v1/auth/logout', { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    // best-effort, as in the signed-in area
  }
}

/**
 * The signed-in customer in the public header and in the phone menu panel. Its own chunk: loaded only for a
 * signed-in customer, so that a visitor's first page (the JS budget of "/") does not carry it.
 */
export function AccountActions({ user, inPanel = false, onDone }: { user: SessionUser | null; inPanel?: boolean; onDone?(): void }) {
  return inPanel ? <PanelAccount user={user} onDone={onDone} /> : <HeaderAccount user={user} />;
}

function HeaderAccount({ user }: { user: SessionUser | null }) {
  return (
    <>
      <Link href={DASHBOARD_PATH} className="public-header__dashboard">
        <AvatarOrInitials user={user} />
        <span>Dashboard</span>
      </Link>
      <button type="button" className="icon-btn public-header__logout" aria-label="Log out" onClick={() => void signOutHere()}>
        <LogoutIcon size={20} />
      </button>
    </>
  );
}

function PanelAccount({ user, onDone }: { user: SessionUser | null; onDone?(): void }) {
  return (
    <>
      <Link href={DASHBOARD_PATH} className="btn btn--primary">
        <AvatarOrInitials user={user} size={28} />
        Dashboard
      </Link>
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => {
          onDone?.();
          void signOutHere();
        }}
      >
        <LogoutIcon size={18} />
        Log out
      </button>
    </>
  );
}

