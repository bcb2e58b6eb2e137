import { createHash } from 'node:crypto';

/** Paystack's List Banks (GET /bank?currency=NGN), a few of its Nigerian banks with their codes, as it answers them. */
export const SANDBOX_BANKS: readonly { id: number; name: string; slug: string; code: string; longcode: string }[] = [
  { id: 1, name: 'Access Bank', slug: 'access-bank', code: '044', longcode: '044150149' },
  { id: 3, name: 'Ecobank Nigeria', slug: 'ecobank-nigeria', code: '050', longcode: '050150010' },
  { id: 7, name: 'First Bank of Nigeria', slug: 'first-bank-of-nigeria', code: '011', longcode: '011151003' },
  { id: 9, name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank', code: '058', longcode: '058152036' },
  { id: 67, name: 'Kuda Bank', slug: 'kuda-bank', code: '50211', longcode: '' },
  { id: 303, name: 'Moniepoint MFB', slug: 'moniepoint-mfb-ng', code: '50515', longcode: '' },
  { id: 171, name: 'OPay Digital Services Limited (OPay)', slug: 'paycom', code: '999992', longcode: '' },
  { id: 18, name: 'United Bank For Africa', slug: 'united-bank-for-africa', code: '033', longcode: '033153513' },
  { id: 20, name: 'Wema Bank', slug: 'wema-bank', code: '035', longcode: '035150103' },
  { id: 21, name: 'Zenith Bank', slug: 'zenith-bank', code: '057', longcode: '057150013' },
];
/**
 * The sandbox's test bank accounts (ADR 070): what the account-name lookups (Paystack's GET /bank/resolve, Flutterwave's
 * POST /v3/accounts/resolve) resolve, always to the same name. Any other number at any bank is unknown there, answered
 * as the real APIs answer an account they cannot resolve.
 */
export const SANDBOX_BANK_ACCOUNTS: readonly { bankCode: string; accountNumber: string; accountName: string }[] = [
  { bankCode: '058', accountNumber: '0123456789', accountName: 'ADAEZE CHIOMA OKAFOR' },
  { bankCode: '044', accountNumber: '0690000031', accountName: 'BABATUNDE ADEYEMI' },
  { bankCode: '057', accountNumber: '2012345678', accountName: 'IBRAHIM MUSA' },
  { bankCode: '033', accountNumber: '1234567890', accountName: 'NGOZI EZE' },
  { bankCode: '50211', accountNumber: '2000000001', accountName: 'EMEKA NWOSU' },
];
/** Paystack's words for an account number it cannot resolve at that bank. */
export const SANDBOX_UNRESOLVED = 'Could not resolve account name. Check parameters or try again.';
/** Flutterwave's. */
export const SANDBOX_FLW_UNRESOLVED = 'Sorry, recipient account could not be validated. Please try again';
/** Paystack's words when a customer of a validating business category asks for a dedicated account before validation. */
export const SANDBOX_NOT_VALIDATED = 'Customer must be validated before a dedicated account can be assigned';
/** Paystack's customeridentification.failed reason in the sandbox's fail mode. */
export const SANDBOX_VALIDATION_REASON = 'Account number or BVN is incorrect';
/** The sandbox business's integration (Paystack) / account and wallet (Flutterwave) id. */
export const SANDBOX_INTEGRATION = 100032;

/** The sandbox customer's own test card when the checkout names none: 16 digits derived from the e-mail address. */
export const sandboxCardOf = (email: string) =>
  `4084${BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(12, '0').slice(-12)}`;
/** Paystack's `authorization.signature` of a card: the same card always gives the same signature (whatever the e-mail). */
export const sandboxSignatureOf = (card: string) => `SIG_${createHash('sha256').update(`card:${card}`).digest('hex').slice(0, 20)}`;
