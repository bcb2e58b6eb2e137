import { describe, expect, it } from 'vitest';
import { moneyBackMail } from './templates.js';

/** The e-mail of each kind of money given back and each of its outcomes (ADR 049): subject, text and HTML. */
type Row = Parameters<typeof moneyBackMail>[0]['row'];
type Outcome = Parameters<typeof moneyBackMail>[0]['outcome'];

const base = { amount: 2_500_00, compensatesTrx: null, reason: 'Wrong amount <b>charged</b> & "fixed"\nsecond line' };
const CASES: { name: string; row: Row; outcome: Outcome; subject: string; says: RegExp }[] = [
  { name: 'reversal done', row: { ...base, kind: 'reversal', direction: '+', reference: 'REV-20261128-AAAA', compensatesTrx: 'TRXCHARGE0001' }, outcome: 'done', subject: '₦2,500.00 returned to your laundry balance', says: /did not run the cycle charged as TRXCHARGE0001/ },
  { name: 'adjustment credit done', row: { ...base, kind: 'adjustment', direction: '+', reference: 'ADJ-20261128-BBBB' }, outcome: 'done', subject: '₦2,500.00 credited to your laundry balance', says: /credited ₦2,500\.00 to your balance\. Reason: Wrong amount/ },
  { name: 'adjustment debit done', row: { ...base, kind: 'adjustment', direction: '-', reference: 'ADJ-20261128-CCCC' }, outcome: 'done', subject: '₦2,500.00 debited from your laundry balance', says: /debited ₦2,500\.00 from your balance\. Reason: Wrong amount/ },
  { name: 'adjustment debit rejected', row: { ...base, kind: 'adjustment', direction: '-', reference: 'ADJ-20261128-DDDD' }, outcome: 'rejected', subject: '₦2,500.00 returned to your laundry balance', says: /ADJ-20261128-DDDD was not approved/ },
  { name: 'refund submitted', row: { ...base, kind: 'refund', direction: '-', reference: 'RFD-20261128-EEEE' }, outcome: 'submitted', subject: 'Refund of ₦2,500.00 on its way', says: /asked the payment gateway to refund ₦2,500\.00/ },
  { name: 'refund processed', row: { ...base, kind: 'refund', direction: '-', reference: 'RFD-20261128-FFFF' }, outcome: 'processed', subject: 'Refund of ₦2,500.00 completed', says: /has refunded ₦2,500\.00/ },
  { name: 'refund failed', row: { ...base, kind: 'refund', direction: '-', reference: 'RFD-20261128-GGGG' }, outcome: 'failed', subject: 'Refund of ₦2,500.00 failed: the amount is back on your balance', says: /could not refund ₦2,500\.00, so it is back on your laundry balance/ },
  { name: 'refund rejected', row: { ...base, kind: 'refund', direction: '-', reference: 'RFD-20261128-HHHH' }, outcome: 'rejected', subject: 'Refund of ₦2,500.00 not approved', says: /RFD-20261128-HHHH was not approved/ },
];

describe('moneyBackMail', () => {
  it.each(CASES)('$name: a one-line subject, the text and the escaped HTML say what happened, with the reference and a link', ({ row, outcome, subject, says }) => {
    const mail = moneyBackMail({ publicUrl: 'https://e-laundry.example', firstname: 'Ada <Obi>', row, outcome });
    expect(mail.subject).toBe(`e-laundry: ${subject}`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toMatch(says);
    expect(mail.text).toContain(`Reference: ${row.reference}`);
    expect(mail.text).toContain('See it in My Transactions: https://e-laundry.example/my/user/transactions');
    expect(mail.text).toMatch(/^Hello Ada <Obi>,\n\n/);
    expect(mail.text).not.toContain('Update on');
    // HTML: every interpolated value escaped (the name, the staff's reason), the link present.
    expect(mail.html).toContain('Hello Ada &lt;Obi&gt;,');
    expect(mail.html).not.toContain('<b>charged</b>');
    expect(mail.html).not.toContain('<Obi>');
    expect(mail.html).toContain('<a href="https://e-laundry.example/my/user/transactions">See it in My Transactions</a>');
    if (row.kind === 'adjustment' && outcome === 'done') {
      expect(mail.html).toContain('Wrong amount &lt;b&gt;charged&lt;/b&gt; &amp; &quot;fixed&quot; second line');
      // The reason is one line in the text too.
      expect(mail.text).toContain('Reason: Wrong amount <b>charged</b> & "fixed" second line');
    } else {
      // Only an adjustment tells the staff's reason.
      expect(mail.text).not.toContain('Wrong amount');
    }
  });
});

/** A refund paid to the customer's bank account (ADR 070): the e-mails name the bank and the last four digits. */
describe('moneyBackMail to a bank account', () => {
  const row = { ...base, kind: 'refund' as const, direction: '-' as const, reference: 'RFD-20261204-JJJJ' };
  const payTo = { bankName: 'Guaranty Trust Bank', last4: '6789' };
  it('sent with the account: which bank and which last four digits, and whom to call if it is not theirs', () => {
    const mail = moneyBackMail({ publicUrl: 'https://e-laundry.example', firstname: 'Ada', row, outcome: 'bank_account', payTo });
    expect(mail.subject).toBe('e-laundry: Refund of ₦2,500.00: paying it to your bank account');
    expect(mail.text).toContain('asked it to pay the refund to your Guaranty Trust Bank account ending 6789. If this is not your account, contact us at once');
    expect(mail.html).toContain('your Guaranty Trust Bank account ending 6789');
  });
  it('processed: to that account, not "the card or account you paid with"', () => {
    const mail = moneyBackMail({ publicUrl: 'https://e-laundry.example', firstname: 'Ada', row, outcome: 'processed', payTo });
    expect(mail.text).toContain('has refunded ₦2,500.00 to your Guaranty Trust Bank account ending 6789.');
    expect(mail.text).not.toContain('the card or account you paid with');
  });
});
