import { bind } from './define.js';
import { forgotPassword } from './auth/forgot-password.js';
import { login } from './auth/login.js';
import { loginTwoFactor } from './auth/login-two-factor.js';
import { logout } from './auth/logout.js';
import { registerUser } from './auth/register-user.js';
import { resetPassword } from './auth/reset-password.js';
import { sendOtp } from './auth/send-otp.js';
import { verifyOtp } from './auth/verify-otp.js';
import { verifyResetToken } from './auth/verify-reset-token.js';
import { freezeCard } from './cards/freeze-card.js';
import { getCardFees } from './cards/get-card-fees.js';
import { getCardRequest } from './cards/get-card-request.js';
import { getCurrentCard } from './cards/get-current-card.js';
import { linkCard } from './cards/link-card.js';
import { listCardLocations } from './cards/list-card-locations.js';
import { listCardPaymentMethods } from './cards/list-card-payment-methods.js';
import { listCardRequests } from './cards/list-card-requests.js';
import { listServiceCenters } from './cards/list-service-centers.js';
import { requestCard } from './cards/request-card.js';
import { chargeCard } from './hubs/charge-card.js';
import { listHubs } from './hubs/list-hubs.js';
import { listPublicHubs } from './hubs/list-public-hubs.js';
import { reportMachines } from './hubs/report-machines.js';
import { reportFailedCycle } from './hubs/report-failed-cycle.js';
import { getDashboard } from './dashboard/get-dashboard.js';
import { getMe } from './dashboard/get-me.js';
import { getSpendingSummary } from './dashboard/get-spending-summary.js';
import { getDeposit } from './deposits/get-deposit.js';
import { getPaymentOutcome } from './deposits/get-payment-outcome.js';
import { getVirtualAccount } from './deposits/get-virtual-account.js';
import { requestVirtualAccount } from './deposits/request-virtual-account.js';
import { listVirtualAccountBanks } from './deposits/list-virtual-account-banks.js';
import { initiateDeposit } from './deposits/initiate-deposit.js';
import { listDeposits } from './deposits/list-deposits.js';
import { listPaymentMethods } from './deposits/list-payment-methods.js';
import { flutterwaveWebhook, paystackWebhook } from './deposits/webhooks.js';
import { createSponsorLink } from './sponsor-links/create-sponsor-link.js';
import { getSponsorLink } from './sponsor-links/get-sponsor-link.js';
import { listSponsorLinks } from './sponsor-links/list-sponsor-links.js';
import { payThroughSponsorLink } from './sponsor-links/pay-through-sponsor-link.js';
import { revokeSponsorLink } from './sponsor-links/revoke-sponsor-link.js';
import { listDevMailbox } from './dev/list-dev-mailbox.js';
import { addPushDevice } from './notifications/add-push-device.js';
import { getNotificationSettings } from './notifications/get-notification-settings.js';
import { getPushKey } from './notifications/get-push-key.js';
import { removePushDevice } from './notifications/remove-push-device.js';
import { sendTestNotification } from './notifications/send-test-notification.js';
import { updateNotificationSettings } from './notifications/update-notification-settings.js';
import { changePassword } from './profile/change-password.js';
import { closeAccount } from './profile/close-account.js';
import { getAccountClosure } from './profile/get-account-closure.js';
import { downloadDataExport } from './profile/download-data-export.js';
import { getDataExport } from './profile/get-data-export.js';
import { listDataExports } from './profile/list-data-exports.js';
import { requestDataExport } from './profile/request-data-export.js';
import { getAvatar } from './profile/get-avatar.js';
import { updateProfile } from './profile/update-profile.js';
import { uploadAvatar } from './profile/upload-avatar.js';
import { closeTicket } from './tickets/close-ticket.js';
import { createTicket } from './tickets/create-ticket.js';
import { downloadTicketAttachment } from './tickets/download-ticket-attachment.js';
import { getTicket } from './tickets/get-ticket.js';
import { listTickets } from './tickets/list-tickets.js';
import { replyTicket } from './tickets/reply-ticket.js';
import { listCommissions } from './referrals/list-commissions.js';
import { listReferrals } from './referrals/list-referrals.js';
import { downloadStatement } from './transactions/download-statement.js';
import { listTransactions } from './transactions/list-transactions.js';
import { submitContact } from './public/submit-contact.js';
import { submitEnquiry } from './public/submit-enquiry.js';
import { subscribe } from './public/subscribe.js';
import { acceptStaffInvite } from './staff-auth/accept-staff-invite.js';
import { deactivateStaffMember } from './staff-team/deactivate-staff-member.js';
import { getStaffMe } from './staff-auth/get-staff-me.js';
import { inviteStaffMember } from './staff-team/invite-staff-member.js';
import { listStaffMembers } from './staff-team/list-staff-members.js';
import { openStaffInvite } from './staff-auth/open-staff-invite.js';
import { staffLogin } from './staff-auth/staff-login.js';
import { staffLoginTwoFactor } from './staff-auth/staff-login-two-factor.js';
import { staffLogout } from './staff-auth/staff-logout.js';
import { updateStaffMember } from './staff-team/update-staff-member.js';
import { assignStaffTicket } from './staff-support/assign-staff-ticket.js';
import { closeStaffTicket } from './staff-support/close-staff-ticket.js';
import { downloadStaffTicketAttachment } from './staff-support/download-staff-ticket-attachment.js';
import { exportAuditEvents } from './staff-audit/export-audit-events.js';
import { getStaffTicket } from './staff-support/get-staff-ticket.js';
import { listAuditEvents } from './staff-audit/list-audit-events.js';
import { listStaffTickets } from './staff-support/list-staff-tickets.js';
import { replyStaffTicket } from './staff-support/reply-staff-ticket.js';
import { issueManagementCard } from './staff-management-cards/issue-management-card.js';
import { listManagementCardStarts } from './staff-management-cards/list-management-card-starts.js';
import { listManagementCards } from './staff-management-cards/list-management-cards.js';
import { revokeManagementCard } from './staff-management-cards/revoke-management-card.js';
import { updateManagementCard } from './staff-management-cards/update-management-card.js';
import { searchStaffCustomers } from './staff-customers/search-staff-customers.js';
import { getStaffCustomer } from './staff-customers/get-staff-customer.js';
import { listStaffCustomerTransactions } from './staff-customers/list-staff-customer-transactions.js';
import { listStaffCustomerDeposits } from './staff-customers/list-staff-customer-deposits.js';
import { listStaffCustomerCardRequests } from './staff-customers/list-staff-customer-card-requests.js';
import { listStaffCustomerTickets } from './staff-customers/list-staff-customer-tickets.js';
import { listStaffCustomerReferrals } from './staff-customers/list-staff-customer-referrals.js';
import { listStaffCustomerSessions } from './staff-customers/list-staff-customer-sessions.js';
import { revokeStaffCustomerSessions } from './staff-customers/revoke-staff-customer-sessions.js';
import { resetStaffCustomerTwoFactor } from './staff-customers/reset-staff-customer-two-factor.js';
import { closeStaffCustomer } from './staff-customers/close-staff-customer.js';
import { reverseStaffHubCharge } from './staff-customers/reverse-staff-hub-charge.js';
import { listStaffHubs } from './staff-hubs/list-staff-hubs.js';
import { listStaffServiceCentres } from './staff-hubs/list-staff-service-centres.js';
import { getStaffHub } from './staff-hubs/get-staff-hub.js';
import { createStaffLocation } from './staff-hubs/create-staff-location.js';
import { createStaffHub } from './staff-hubs/create-staff-hub.js';
import { addStaffMachine } from './staff-hubs/add-staff-machine.js';
import { updateStaffMachine } from './staff-hubs/update-staff-machine.js';
import { issueStaffHubKey } from './staff-hubs/issue-staff-hub-key.js';
import { rotateStaffHubKey } from './staff-hubs/rotate-staff-hub-key.js';
import { revokeStaffHubKey } from './staff-hubs/revoke-staff-hub-key.js';
import { listStaffHubCharges } from './staff-hubs/list-staff-hub-charges.js';
import { listStaffHubAlerts } from './staff-hubs/list-staff-hub-alerts.js';
import { listStaffCardRequests } from './staff-cards/list-staff-card-requests.js';
import { getStaffCardRequest } from './staff-cards/get-staff-card-request.js';
import { advanceStaffCardRequest } from './staff-cards/advance-staff-card-request.js';
import { listStaffCards } from './staff-cards/list-staff-cards.js';
import { addStaffCards } from './staff-cards/add-staff-cards.js';
import { importStaffCards } from './staff-cards/import-staff-cards.js';
import { freezeStaffCard } from './staff-cards/freeze-staff-card.js';
import { unfreezeStaffCard } from './staff-cards/unfreeze-staff-card.js';
import { replaceStaffCard } from './staff-cards/replace-staff-card.js';
import { getStaffDeposit } from './staff-deposits/get-staff-deposit.js';
import { getStaffOverview } from './staff-overview/get-staff-overview.js';
import { listStaffDeposits } from './staff-deposits/list-staff-deposits.js';
import { reverifyStaffDeposit } from './staff-deposits/reverify-staff-deposit.js';
import { approveStaffMoneyBack } from './staff-money-back/approve-staff-money-back.js';
import { createStaffAdjustment } from './staff-money-back/create-staff-adjustment.js';
import { getStaffMoneyBack } from './staff-money-back/get-staff-money-back.js';
import { listStaffMoneyBacks } from './staff-money-back/list-staff-money-backs.js';
import { rejectStaffMoneyBack } from './staff-money-back/reject-staff-money-back.js';
import { createStaffRefund } from './staff-refunds/create-staff-refund.js';
import { listStaffDepositRefunds } from './staff-refunds/list-staff-deposit-refunds.js';
import { submitStaffRefundBankAccount } from './staff-refunds/submit-staff-refund-bank-account.js';
import { approveStaffRefundBankAccount } from './staff-refunds/approve-staff-refund-bank-account.js';
import { rejectStaffRefundBankAccount } from './staff-refunds/reject-staff-refund-bank-account.js';
import { assignStaffSuspense } from './staff-books/assign-staff-suspense.js';
import { exportStaffBooks } from './staff-books/export-staff-books.js';
import { getStaffBooks } from './staff-books/get-staff-books.js';
import { getStaffReconciliation } from './staff-books/get-staff-reconciliation.js';
import { listStaffReconciliations } from './staff-books/list-staff-reconciliations.js';
import { listStaffSuspense } from './staff-books/list-staff-suspense.js';
import { returnStaffSuspense } from './staff-books/return-staff-suspense.js';
import { startStaffReconciliation } from './staff-books/start-staff-reconciliation.js';
import { getHealth } from './system/get-health.js';
import { disableTwoFactor } from './twofactor/disable-two-factor.js';
import { enableTwoFactor } from './twofactor/enable-two-factor.js';
import { getTwoFactorSetup } from './twofactor/get-two-factor-setup.js';

/**
 * The built operations. Every other operationId of the contract answers 501 in the envelope
 * (see plugins/openapi.ts), so the API never pretends to do what it does not.
 */
export const builtHandlers = bind(
  // auth
  registerUser,
  login,
  loginTwoFactor,
  logout,
  forgotPassword,
  verifyResetToken,
  resetPassword,
  verifyOtp,
  sendOtp,
  // dashboard, profile, two-factor
  getMe,
  changePassword,
  getAccountClosure,
  closeAccount,
  getTwoFactorSetup,
  enableTwoFactor,
  disableTwoFactor,
  // deposits (top-ups through the gateways)
  listPaymentMethods,
  initiateDeposit,
  getDeposit,
  getPaymentOutcome,
  paystackWebhook,
  flutterwaveWebhook,
  listDeposits,
  // sponsor links (pay-by-link, ADR 057)
  listSponsorLinks,
  createSponsorLink,
  revokeSponsorLink,
  getSponsorLink,
  payThroughSponsorLink,
  // top-ups by bank transfer to the customer's own account number (ADR 056)
  getVirtualAccount,
  requestVirtualAccount,
  listVirtualAccountBanks,
  // cards (Card History, Request Card, Link Card, lost card) and hubs (Laundry Viewer, hub API)
  listCardRequests,
  getCardRequest,
  requestCard,
  listCardPaymentMethods,
  listCardLocations,
  listServiceCenters,
  getCardFees,
  linkCard,
  getCurrentCard,
  freezeCard,
  listHubs,
  listPublicHubs,
  chargeCard,
  reportMachines,
  reportFailedCycle,
  // dashboard, transactions, referrals (money read models)
  getDashboard,
  getSpendingSummary,
  listTransactions,
  downloadStatement,
  listReferrals,
  listCommissions,
  // profile and avatar, support tickets (issue 12)
  updateProfile,
  uploadAvatar,
  getAvatar,
  // "Download my data" (issue 26, ADR 055)
  requestDataExport,
  listDataExports,
  getDataExport,
  downloadDataExport,
  listTickets,
  createTicket,
  getTicket,
  replyTicket,
  closeTicket,
  downloadTicketAttachment,
  // customer alerts: e-mail and web push (issue 28)
  getNotificationSettings,
  updateNotificationSettings,
  getPushKey,
  addPushDevice,
  removePushDevice,
  sendTestNotification,
  // public site
  submitContact,
  submitEnquiry,
  subscribe,
  // staff (issue 24): set-up, sign-in, the team
  openStaffInvite,
  acceptStaffInvite,
  staffLogin,
  staffLoginTwoFactor,
  staffLogout,
  getStaffMe,
  listStaffMembers,
  inviteStaffMember,
  updateStaffMember,
  deactivateStaffMember,
  // staff (issue 24): the support desk and the audit log (ADR 043)
  listStaffTickets,
  getStaffTicket,
  downloadStaffTicketAttachment,
  replyStaffTicket,
  assignStaffTicket,
  closeStaffTicket,
  listAuditEvents,
  exportAuditEvents,
  // staff (issue 24): management cards for attendants (ADR 046)
  listManagementCards,
  issueManagementCard,
  updateManagementCard,
  revokeManagementCard,
  listManagementCardStarts,
  // staff (issue 24): the Customers section (ADR 044)
  searchStaffCustomers,
  getStaffCustomer,
  listStaffCustomerTransactions,
  listStaffCustomerDeposits,
  listStaffCustomerCardRequests,
  listStaffCustomerTickets,
  listStaffCustomerReferrals,
  listStaffCustomerSessions,
  revokeStaffCustomerSessions,
  resetStaffCustomerTwoFactor,
  closeStaffCustomer,
  reverseStaffHubCharge,
  // staff (issue 24): the console's Hubs (ADR 047)
  listStaffHubs,
  listStaffServiceCentres,
  getStaffHub,
  createStaffLocation,
  createStaffHub,
  addStaffMachine,
  updateStaffMachine,
  issueStaffHubKey,
  rotateStaffHubKey,
  revokeStaffHubKey,
  listStaffHubCharges,
  listStaffHubAlerts,
  // staff (issue 24): cards — requests per service centre, inventory, freeze / unfreeze / replace (ADR 045)
  listStaffCardRequests,
  getStaffCardRequest,
  advanceStaffCardRequest,
  listStaffCards,
  addStaffCards,
  importStaffCards,
  freezeStaffCard,
  unfreezeStaffCard,
  replaceStaffCard,
  // staff (issue 24): deposits and the overview (ADR 048)
  listStaffDeposits,
  getStaffDeposit,
  reverifyStaffDeposit,
  createStaffAdjustment,
  listStaffMoneyBacks,
  getStaffMoneyBack,
  approveStaffMoneyBack,
  rejectStaffMoneyBack,
  createStaffRefund,
  listStaffDepositRefunds,
  submitStaffRefundBankAccount,
  approveStaffRefundBankAccount,
  rejectStaffRefundBankAccount,
  getStaffOverview,
  // staff (issue 25): the books, suspense, reconciliation (ADR 053)
  getStaffBooks,
  exportStaffBooks,
  listStaffSuspense,
  assignStaffSuspense,
  returnStaffSuspense,
  listStaffReconciliations,
  getStaffReconciliation,
  startStaffReconciliation,
  // system, dev
  getHealth,
  listDevMailbox,
);
