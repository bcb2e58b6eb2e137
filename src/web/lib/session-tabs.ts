import { SESSION_KEY, getSession, reloadSession } from './session';
import { clearSession } from './session-updates';
import { clearStorage } from './storage';

let following = false;

/**
 * The other tabs of this browser share a remembered session (localStorage, ADR 062). When one of them signs out, its
 * session ends or a new sign-in replaces it, this tab follows at once (the `storage` event, fired in every other tab
 * of the origin): signed out, it forgets the customer's data and the signed-in routes send it to the login; signed
 * in as somebody else, it forgets what it kept of the earlier session and reloads as the new one. So no tab keeps
 * showing an account that has left. A tab without a customer session shows none and has nothing to follow.
 *
 * Called by the modules that show an account (the data layer, the public header's account actions), not by the root
 * bundle: public pages pay nothing for it.
 */
export function followOtherTabs(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event) => {
    // key null: the other tab cleared its storage whole.
    if (event.key !== null && event.key !== SESSION_KEY) return;
    const before = getSession().user?.token;
    if (!before) return;
    reloadSession();
    const now = getSession();
    if (now.user?.token === before) return;
    if (!now.logged_in) {
      // Also takes what this tab's persister may have written meanwhile, and empties the in-memory cache.
      clearSession();
    } else {
      // The new sign-in replaced this tab's session: its leftovers in this tab must not come back after a sign-out.
      clearStorage('tab');
      window.location.reload();
    }
  });
}
