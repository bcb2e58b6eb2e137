import { ApiError } from '#server/envelope.js';
import { STAFF_ROLES, type StaffRole } from '#server/lib/identity/principal.js';
import { INVITE_HOURS, inviteStaff } from '#server/lib/identity/staff.js';
import { option, UsageError, type Command, type CommandArgs } from './command.js';

/**
 * Staff accounts (issue 24, docs/decisions/041-staff-accounts.md). `staff:invite` makes the first admin — there is no
 * default account or password anywhere — and can invite anyone else; admins then invite from the console
 * (inviteStaffMember, the link by e-mail). The logic is lib/identity/staff.ts `inviteStaff`, the same as the API's.
 */
const list = (args: CommandArgs, name: string): string[] => {
  const value = args.values[name];
  return (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
};

const ids = (args: CommandArgs, name: string): number[] =>
  list(args, name).map((raw) => {
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < 1) throw new UsageError(`--${name} takes ids (whole numbers), got "${raw}"`);
    return n;
  });

export const commands: Command[] = [
  {
    name: 'staff:invite',
    summary: 'invite a staff member (the first admin too): prints a one-time set-up link, valid 24 h',
    usage: `npm run ops -- staff:invite --email <address> --role <role> [--role <role> ...] [--location <id>] [--service-center <id>]

Invites a staff member and prints their one-time set-up link (valid ${INVITE_HOURS} hours, single use; only its hash is
stored). Whoever opens it chooses a name and password and sets up an authenticator app (mandatory for staff).
Give the link to that person only, over a channel you trust. Inviting an invited or deactivated address again
prints a new link and voids the old one; an active member's address is refused (exit 1).
--role            support, fulfilment, finance or admin; repeat or comma-separate for several (at least one).
--location        limit the member to this location id (repeatable; none: everywhere).
--service-center  limit the member to this service centre id (repeatable; none: everywhere).

Example (the first admin): npm run ops -- staff:invite --email owner@example.com --role admin`,
    options: {
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      location: { type: 'string', multiple: true },
      'service-center': { type: 'string', multiple: true },
    },
    async run(ctx, args) {
      const email = option(args, 'email', true);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new UsageError(`--email must be an e-mail address, got "${email}"`);
      const roles = list(args, 'role');
      if (!roles.length) throw new UsageError('missing --role');
      const unknown = roles.filter((r) => !STAFF_ROLES.includes(r as StaffRole));
      if (unknown.length) throw new UsageError(`--role must be among ${STAFF_ROLES.join(', ')}; got ${unknown.join(', ')}`);
      try {
        const invitation = await inviteStaff(
          ctx.db,
          ctx.audit,
          { email, roles: roles as StaffRole[], locationIds: ids(args, 'location'), serviceCenterIds: ids(args, 'service-center'), invitedBy: null },
          { now: ctx.now(), publicUrl: ctx.config.publicUrl },
        );
        ctx.out(`staff:invite: ${invitation.member.email} invited as ${invitation.member.roles.join(', ')} (staff member ${invitation.member.id})`);
        ctx.out(`Set-up link (single use, valid until ${invitation.expiresAt.toISOString()}):`);
        ctx.out(invitation.link);
        return 0;
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const fields = err.error ? ` (${Object.values(err.error).flat().join(' ')})` : '';
        console.error(`staff:invite: ${err.message}${fields && !fields.includes(err.message) ? fields : ''}`);
        return 1;
      }
    },
  },
];
