/**
 * The legal texts of the public site: ONE source for the Terms & Conditions and Privacy Policy pages AND for the
 * PDFs generated at build time (scripts/legal-pdf.mjs bundles this module with esbuild). Plain data, no React,
 * no DOM, no Node APIs, and only characters that the PDF's standard fonts can print (no naira sign, no emoji).
 *
 * The facts (refunds, high-risk top-ups, liability cap, privacy policy date, card data, account closure) are the
 * ones the business publishes; the company details come from src/shared/company.ts.
 */
import { company } from '#shared/company';
import { REFERRAL_RULE } from '#shared/referral-rule';

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'list'; items: string[] };

export interface LegalSection {
  /** Anchor id on the page. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** Shown under the title, e.g. the date the policy applies from. */
  dateLine: string | null;
  intro: string[];
  sections: LegalSection[];
  /** The generated PDF, served from /downloads/. */
  pdf: { file: string; label: string };
}

const p = (text: string): LegalBlock => ({ kind: 'p', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

const contactSentence = `${company.name}, ${company.addressLine}; e-mail ${company.supportEmail}; phone ${company.phone}.`;

export const LEGAL_DOWNLOADS = {
  terms: { file: 'e-laundry-terms-and-conditions.pdf', label: 'Terms & Conditions (PDF)' },
  privacy: { file: 'e-laundry-privacy-policy.pdf', label: 'Privacy Policy (PDF)' },
} as const;

export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  dateLine: null,
  pdf: LEGAL_DOWNLOADS.terms,
  intro: [
    `These terms apply to everyone who uses the ${company.name} website, creates an ${company.name} account, holds an ${company.name} card or uses one of our laundry hubs. Please read them carefully: by creating an account, topping up a card or using a hub you accept them.`,
    'The most important points: money you top up stays on your card for life and is paid back to you free of charge when you close your account (section 6), we may ask for identification before accepting a high-risk top-up (section 7), and our liability is limited (section 11).',
  ],
  sections: [
    {
      id: 'about',
      heading: '1. Who we are',
      blocks: [
        p(
          `${company.name} ("we", "us") is the pioneer of e-laundry in Nigeria. We design and run smart self-service laundry hubs for campuses and communal living, with our own systems and our own washing and drying machines, paid for with a prepaid laundry card.`,
        ),
        p(`Our registered contact address is ${company.addressLine}.`),
      ],
    },
    {
      id: 'definitions',
      heading: '2. Words we use',
      blocks: [
        list(
          'Account: your personal e-laundry account, opened on our website after verifying your e-mail address with a one-time code.',
          'Card: the prepaid e-laundry card linked to your account, used to pay at the machines of a hub.',
          'Top-up: money you add to your card balance through our website.',
          'Hub: an e-laundry point with washing and drying machines, on a campus, in a hostel or in another communal living area.',
          'Services: our website, your account, the card, the hubs and our customer support.',
        ),
      ],
    },
    {
      id: 'account',
      heading: '3. Your account',
      blocks: [
        p(
          'You must give true, complete and current details when you sign up, and keep them up to date in your profile. One person may hold one account.',
        ),
        p(
          'Keep your password and one-time codes secret. We recommend turning on two-factor authentication with an authenticator app. You are responsible for what happens in your account until you tell us that someone else may have access to it.',
        ),
        p(
          'If you think your account or card has been misused, contact support straight away so that we can block it.',
        ),
      ],
    },
    {
      id: 'card',
      heading: '4. The laundry card',
      blocks: [
        p(
          'You can request a laundry card from your dashboard, choosing the location and service centre where you will collect it, or link a card you already hold. The card fee and any delivery fee are shown before you pay.',
        ),
        p(
          'The card is only a way to pay for our Services. It is not a bank account, it does not earn interest, and its balance cannot be exchanged for cash or transferred to another person except through our support team.',
        ),
        p(
          'Report a lost or damaged card to support. We will block it and move the remaining balance to a replacement card; a replacement card fee may apply.',
        ),
      ],
    },
    {
      id: 'top-ups',
      heading: '5. Top-ups and payments',
      blocks: [
        p(
          'Top-ups are made in Naira through the card payment gateways shown on the deposit screen. Any charge of the gateway is shown before you confirm. Your balance is credited once the gateway confirms the payment to us.',
        ),
        p(
          'Prices for washing and drying are shown at each hub and may differ between hubs. The price shown at the machine when you start a cycle applies.',
        ),
      ],
    },
    {
      id: 'refunds',
      heading: '6. Refunds',
      blocks: [
        p(
          'Money you top up stays on your card for life: it does not expire. While your account is open, a top-up credited to your card is spent on laundry; it is not paid back on request, except as below.',
        ),
        p(
          'When you close your account, the remaining balance is yours, not ours (except referral credit, which is laundry credit only: see section 9). You choose: we pay it back to you, or you give it up. If you ask us to pay it back, we refund it to the card or bank account that paid your top-ups (the most recent first) and pay any part that cannot go back that way by bank transfer to a Nigerian bank account in your name that you give us. We never charge a fee for paying back a balance, and we do not deduct bank or gateway charges from it. Our finance team approves each payment; banks can take several working days to show it. Your balance is only given up if you say so explicitly.',
        ),
        p(
          'The only exception is a failed top-up: if your bank or card was debited but the amount never reached your card balance, the debit may be reversed or refunded through our support team. Open a support ticket with the reference ID of the deposit. We check the payment with the gateway and then either credit your card or refund the amount to the account it came from. Banks can take several working days to show a reversal.',
        ),
      ],
    },
    {
      id: 'high-risk',
      heading: '7. High-risk top-ups',
      blocks: [
        p(
          'To protect our customers and ourselves against fraud and money laundering, we may treat some top-ups as high-risk, for example unusually large amounts, many top-ups in a short time or payments with cards issued abroad.',
        ),
        p(
          'Before we accept a high-risk top-up we may ask you for a valid government-issued ID and a recent bank statement. We may hold the top-up until we have checked them, and refuse it if you do not provide them or if the check fails; a refused top-up is returned to the account it came from.',
        ),
      ],
    },
    {
      id: 'hubs',
      heading: '8. Using the hubs',
      blocks: [
        list(
          'Follow the instructions shown at the hub and on the machines, and respect the care labels of your clothes.',
          'Do not wash or dry anything that is dangerous or that could damage the machines, such as items soaked in fuel or solvents.',
          'Collect your laundry when the cycle ends. We are not responsible for items left behind at a hub.',
          'We wash and dry with eco-friendly chemicals. Tell the hub staff before you start if you have an allergy or special requirement.',
        ),
        p(
          'Our hubs are designed to be available 99.9% of the time and our machines get regular preventive maintenance with remote monitoring. A hub or machine may still be unavailable at times, for example during repairs or a power failure.',
        ),
      ],
    },
    {
      id: 'referrals',
      heading: '9. Referrals',
      blocks: [
        p(
          'You can invite others with your referral link. Commissions earned on referrals are shown in your dashboard. We may withhold or reverse commissions obtained through fake accounts, self-referral or any other abuse of the programme.',
        ),
        p(REFERRAL_RULE),
      ],
    },
    {
      id: 'support',
      heading: '10. Customer support',
      blocks: [
        p(
          `Phone support is available 24/7. Our office is open ${company.officeHours}. We aim to reply to every support message within ${company.supportReplyMinutes} minutes.`,
        ),
      ],
    },
    {
      id: 'liability',
      heading: '11. Limitation of liability',
      blocks: [
        p(
          'To the fullest extent permitted by law, our total liability to you for any claim arising out of or in connection with the Services is limited to the greater of one naira (NGN 1) or the amount you paid to us in the previous one month before the event giving rise to the claim.',
        ),
        p(
          'We are not liable for indirect or consequential loss, or for damage to clothes that were unsuitable for machine washing or drying. Nothing in these terms limits liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'closing',
      heading: '12. Suspending and closing accounts',
      blocks: [
        p(
          'We may suspend or close an account that breaks these terms or that we reasonably suspect of fraud. You may close your account at any time from your profile (Close my account), or by writing to support. Before it is closed you choose what happens to your remaining balance (section 6): it is paid back to you free of charge (except referral credit, which is not paid back: see section 9), or given up if you say so. Our Privacy Policy explains what happens to your personal data.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '13. Changes to these terms',
      blocks: [
        p(
          'We may change these terms, for example when we add services or when the law changes. We publish the new version on this page and, for important changes, tell account holders by e-mail before they apply.',
        ),
      ],
    },
    {
      id: 'law',
      heading: '14. Governing law',
      blocks: [p('These terms are governed by the laws of the Federal Republic of Nigeria.')],
    },
    {
      id: 'contact',
      heading: '15. Contact us',
      blocks: [p(`Questions about these terms: ${contactSentence}`)],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  dateLine: 'Effective 1 November 2021',
  pdf: LEGAL_DOWNLOADS.privacy,
  intro: [
    `This policy explains which personal data ${company.name} collects when you use our website, your account, your laundry card and our hubs, why we collect it, who we share it with and what rights you have. It applies from 1 November 2021.`,
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible for your data',
      blocks: [
        p(
          `${company.name}, ${company.addressLine}, is responsible for your personal data. You can reach us about privacy at ${company.supportEmail}.`,
        ),
      ],
    },
    {
      id: 'data',
      heading: '2. The data we collect',
      blocks: [
        list(
          'Account data: first and last name, username, e-mail address, mobile number, country, and the address you add to your profile, your password (stored only as a one-way hash) and, if you enable it, your two-factor secret.',
          'Card and payment data: your card serial number, top-ups, card requests, transactions, balances, and the references and status the payment gateway returns. Not your card details (see section 4).',
          'Support data: the tickets you open, your messages and the files you attach.',
          'Messages and newsletter: what you send us through the contact and enquiry forms, and the e-mail address you subscribe with.',
          'Referral data: who referred you, who you referred and the commissions earned.',
          'Technical data: your IP address, browser type and the times of your requests, kept in our server logs to keep the Services secure.',
        ),
      ],
    },
    {
      id: 'use',
      heading: '3. How we use it',
      blocks: [
        list(
          'to open and run your account, verify your e-mail address and keep your account secure;',
          'to credit top-ups to your card, issue cards and record your transactions;',
          'to answer support tickets and messages;',
          'to pay referral commissions;',
          'to send the newsletter you subscribed to (every newsletter has an unsubscribe link);',
          'to prevent fraud, including checks on high-risk top-ups, and to meet our legal obligations.',
        ),
        p(
          'We process your data to perform our contract with you, to comply with the law, with your consent (the newsletter) or for our legitimate interest in keeping the Services secure, as the Nigeria Data Protection Regulation allows.',
        ),
      ],
    },
    {
      id: 'payments',
      heading: '4. Payments and card data',
      blocks: [
        p('Top-ups and card fees are paid through these card payment gateways:'),
        list('Paystack (Paystack Payments Limited)', 'Flutterwave (Flutterwave Technology Solutions Limited)'),
        p(
          'You enter your card details on the secure payment page of the gateway, not on our website. We do not store your card data: no card number, expiry date or security code ever reaches our systems. The gateway tells us only the amount, the reference and whether the payment succeeded.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: '5. Who we share it with',
      blocks: [
        p('We never sell your personal data. We share it only with:'),
        list(
          'the payment gateways above, for the payments you make;',
          'the providers that host our servers and send our e-mails, under contracts that oblige them to protect it;',
          'authorities, when the law requires us to.',
        ),
      ],
    },
    {
      id: 'browser',
      heading: '6. Your browser',
      blocks: [
        p(
          'We keep you signed in with your browser\'s session storage, which is cleared when you close the tab or sign out. If you tick “Remember me” when you sign in, that device keeps you signed in instead, in its local storage, for up to 30 days or until you sign out, together with the last balance and card details you saw, so that the app can show them without a connection; do not tick it on a shared phone. Signing out ends that session, and so does changing your password on another device, or resetting it. We use no advertising or tracking cookies. The maps on our location and contact pages are loaded from OpenStreetMap only when you choose to show them.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: '7. How long we keep it',
      blocks: [
        p(
          'We keep your data while your account is open. Closing your account deletes your personal data: your profile, contact details, support tickets and referral details are erased. Records of payments that tax and anti-fraud law require us to keep are kept without your name or contact details. Messages sent through our public forms are deleted after two years, and you can unsubscribe from the newsletter at any time.',
        ),
        p('When you close your account, we erase or delete:'),
        list(
          'your name, username, e-mail address, mobile number and address, and your profile picture;',
          'the texts of your support tickets and messages, and the files you attached to them;',
          'your sign-in sessions, e-mail codes, password and two-factor secret;',
          'the messages you sent through our contact and enquiry forms, and your newsletter subscription.',
        ),
        p(
          'We keep, for 6 years after each movement of money, your top-ups, the ledger of your card (every credit and debit with its balance), the washes and dries our hubs charged, referral commissions, and refunds, reversals and corrections. The Companies and Allied Matters Act 2020 (section 375) requires us to keep our accounting records for 6 years, and the Central Bank of Nigeria\'s anti-money-laundering rules require transaction records to be kept for at least 5 years after the transaction, even when the account is closed. These records are kept under an account number that no longer names you: no name, e-mail address or phone number stays with them. After 6 years they are deleted.',
        ),
        p(
          'Server logs (which contain IP addresses) are kept for at most 90 days. Backups of our database are kept for a limited time and expire by themselves; if we ever restore one, we erase again the accounts closed since it was made.',
        ),
      ],
    },
    {
      id: 'download',
      heading: '8. Download your data',
      blocks: [
        p(
          'Signed in, open your Profile and choose "Download my data". We prepare a zip file with the data we keep about you and e-mail you when it is ready; you download it from the same page, signed in, within 24 hours, after which it is deleted. You can ask for it 3 times a day. It contains:',
        ),
        list(
          'your profile and your sign-in sessions;',
          'your top-ups, your transactions with the balance after each one, your cards and card requests, and the washes and dries charged to your card;',
          'your support tickets with their messages and the files attached to them;',
          'your referral commissions, and the refunds, reversals and corrections about you;',
          'the messages you sent through our forms and your newsletter subscription;',
          'the actions our staff took about your account, from our audit log, showing the staff member\'s role but not their name.',
        ),
        p(
          'The data comes as JSON files, with spreadsheet (CSV) copies of your top-ups, transactions, hub charges and commissions, and a README file that explains each file. Passwords, codes and two-factor secrets are never included.',
        ),
      ],
    },
    {
      id: 'security',
      heading: '9. Security',
      blocks: [
        p(
          'Our website is served over an encrypted connection, passwords are stored only as strong one-way hashes, and you can protect your account with two-factor authentication. Only staff who need your data to serve you can see it.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: '10. Your rights',
      blocks: [
        p(
          'Under the Nigeria Data Protection Act 2023 you may ask us for a copy of your data, ask us to correct or delete it, object to its use or withdraw your consent. You can download your data and correct your address yourself in the app (Profile), ask for anything else through a support ticket in the app, or write to us at the address below; we answer within 30 days. You may also complain to the Nigeria Data Protection Commission (NDPC).',
        ),
      ],
    },
    {
      id: 'children',
      heading: '11. Children',
      blocks: [p('Our Services are not meant for children under 13, and we do not knowingly collect their data.')],
    },
    {
      id: 'changes',
      heading: '12. Changes to this policy',
      blocks: [
        p(
          'We publish any new version of this policy on this page with its effective date and, for important changes, tell account holders by e-mail.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '13. Contact us',
      blocks: [p(`Questions about this policy or your data: ${contactSentence}`)],
    },
  ],
};
