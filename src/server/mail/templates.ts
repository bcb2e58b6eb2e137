/**
 * The e-mails the server sends, each as a plain-text and a simple HTML version. Company facts come from
 * src/shared/company.ts; links are built from PUBLIC_URL. Everything interpolated into HTML is escaped.
 *
 * One place to import them from; each family is its own file: what every mail shares (`layout.ts`), a customer's
 * account (`account-mails.ts`), money (`money-mails.ts`), cards and hubs (`card-mails.ts`), support and the public
 * site's forms (`support-mails.ts`), staff (`staff-mails.ts`).
 */
export { oneLine, type MailContent } from './layout.js';
export {
  accountClosedMail,
  CODE_MINUTES,
  dataExportReadyMail,
  passwordChangedMail,
  passwordResetCodeMail,
  signInLimitMail,
  signUpAttemptMail,
  twoFactorResetMail,
  verificationCodeMail,
} from './account-mails.js';
export { depositReceiptMail, moneyBackMail, sponsorReceiptMail, sponsorTopUpMail } from './money-mails.js';
export { alertMail, cardReadyMail, cardReplacedMail } from './card-mails.js';
export { contactMail, enquiryMail, subscriberMail, supportReplyMail, ticketActivityMail } from './support-mails.js';
export { staffInviteMail } from './staff-mails.js';
