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
import { acceptStaffInvite } from './staff/accept-staff-invite.js';
import { deactivateStaffMember } from './staff/deactivate-staff-member.js';
import { getStaffMe } from './staff/get-staff-me.js';
import { inviteStaffMember } from './staff/invite-staff-member.js';
import { listStaffMembers } from './staff/list-staff-members.js';
import { openStaffInvite } from './staff/open-staff-invite.js';
import { staffLogin } from './staff/staff-login.js';
import { staffLoginTwoFactor } from './staff/staff-login-two-factor.js';
import { staffLogout } from './staff/staff-logout.js';
import { updateStaffMember } from './staff/update-staff-member.js';
import { assignStaffTicket } from './staff/assign-staff-ticket.js';
import { closeStaffTicket } from './staff/close-staff-ticket.js';
import { downloadStaffTicketAttachment } from './staff/download-staff-ticket-attachment.js';
import { exportAuditEvents } from './staff/export-audit-events.js';
import { getStaffTicket } from './staff/get-staff-ticket.js';
import { listAuditEvents } from './staff/list-audit-events.js';
import { listStaffTickets } from './staff/list-staff-tickets.js';
import { replyStaffTicket } from './staff/reply-staff-ticket.js';
import { issueManagementCard } from './staff/issue-management-card.js';
import { listManagementCardStarts } from './staff/list-management-card-starts.js';
import { listManagementCards } from './staff/list-management-cards.js';
import { revokeManagementCard } from './staff/revoke-management-card.js';
import { updateManagementCard } from './staff/update-management-card.js';
import { searchStaffCustomers } from './staff/search-staff-customers.js';
import { getStaffCustomer } from './staff/get-staff-customer.js';
import { listStaffCustomerTransactions } from './staff/list-staff-customer-transactions.js';
import { listStaffCustomerDeposits } from './staff/list-staff-customer-deposits.js';
import { listStaffCustomerCardRequests } from './staff/list-staff-customer-card-requests.js';
import { listStaffCustomerTickets } from './staff/list-staff-customer-tickets.js';
import { listStaffCustomerReferrals } from './staff/list-staff-customer-referrals.js';
import { listStaffCustomerSessions } from './staff/list-staff-customer-sessions.js';
import { revokeStaffCustomerSessions } from './staff/revoke-staff-customer-sessions.js';
import { resetStaffCustomerTwoFactor } from './staff/reset-staff-customer-two-factor.js';
import { closeStaffCustomer } from './staff/close-staff-customer.js';
import { reverseStaffHubCharge } from './staff/reverse-staff-hub-charge.js';
import { listStaffHubs } from './staff/list-staff-hubs.js';
import { listStaffServiceCentres } from './staff/list-staff-service-centres.js';
import { getStaffHub } from './staff/get-staff-hub.js';
import { createStaffLocation } from './staff/create-staff-location.js';
import { createStaffHub } from './staff/create-staff-hub.js';
import { addStaffMachine } from './staff/add-staff-machine.js';
import { updateStaffMachine } from './staff/update-staff-machine.js';
import { issueStaffHubKey } from './staff/issue-staff-hub-key.js';
import { rotateStaffHubKey } from './staff/rotate-staff-hub-key.js';
import { revokeStaffHubKey } from './staff/revoke-staff-hub-key.js';
import { listStaffHubCharges } from './staff/list-staff-hub-charges.js';
import { listStaffHubAlerts } from './staff/list-staff-hub-alerts.js';
import { listStaffCardRequests } from './staff/list-staff-card-requests.js';
import { getStaffCardRequest } from './staff/get-staff-card-request.js';
import { advanceStaffCardRequest } from './staff/advance-staff-card-request.js';
import { listStaffCards } from './staff/list-staff-cards.js';
import { addStaffCards } from './staff/add-staff-cards.js';
import { importStaffCards } from './staff/import-staff-cards.js';
import { freezeStaffCard } from './staff/freeze-staff-card.js';
import { unfreezeStaffCard } from './staff/unfreeze-staff-card.js';
import { replaceStaffCard } from './staff/replace-staff-card.js';
import { getStaffDeposit } from './staff/get-staff-deposit.js';
import { getStaffOverview } from './staff/get-staff-overview.js';
import { listStaffDeposits } from './staff/list-staff-deposits.js';
import { reverifyStaffDeposit } from './staff/reverify-staff-deposit.js';
import { approveStaffMoneyBack } from './staff/approve-staff-money-back.js';
import { createStaffAdjustment } from './staff/create-staff-adjustment.js';
import { getStaffMoneyBack } from './staff/get-staff-money-back.js';
import { listStaffMoneyBacks } from './staff/list-staff-money-backs.js';
import { rejectStaffMoneyBack } from './staff/reject-staff-money-back.js';
import { createStaffRefund } from './staff/create-staff-refund.js';
import { listStaffDepositRefunds } from './staff/list-staff-deposit-refunds.js';
import { submitStaffRefundBankAccount } from './staff/submit-staff-refund-bank-account.js';
import { approveStaffRefundBankAccount } from './staff/approve-staff-refund-bank-account.js';
import { rejectStaffRefundBankAccount } from './staff/reject-staff-refund-bank-account.js';
import { assignStaffSuspense } from './staff/assign-staff-suspense.js';
import { exportStaffBooks } from './staff/export-staff-books.js';
import { getStaffBooks } from './staff/get-staff-books.js';
import { getStaffReconciliation } from './staff/get-staff-reconciliation.js';
import { listStaffReconciliations } from './staff/list-staff-reconciliations.js';
import { listStaffSuspense } from './staff/list-staff-suspense.js';
import { returnStaffSuspense } from './staff/return-staff-suspense.js';
import { startStaffReconciliation } from './staff/start-staff-reconciliation.js';
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
