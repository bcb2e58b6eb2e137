/** Navigation of the signed-in area. */
export interface NavItem {
  href: string;
  label: string;
  /** Other paths under which this item counts as active. */
  alsoActiveOn?: readonly string[];
}

export const MAIN_NAV: readonly NavItem[] = [
  { href: '/my/user/dashboard', label: 'Dashboard' },
  { href: '/my/user/deposits', label: 'Top-up' },
  { href: '/my/user/card-management', label: 'Card Management' },
  { href: '/my/user/laundry-viewer', label: 'Laundry Viewer' },
];

export const SUB_NAV: readonly NavItem[] = [
  { href: '/my/user/profile-setting', label: 'Profile' },
  { href: '/my/user/referral/commissions', label: 'Referral', alsoActiveOn: ['/my/user/referees'] },
  { href: '/my/user/notifications', label: 'Notifications' },
  { href: '/my/user/twofactor', label: '2FA Security' },
  { href: '/my/user/change-password', label: 'Change Password' },
  { href: '/my/user/transactions', label: 'Transactions' },
  { href: '/my/support', label: 'Support Tickets' },
];
