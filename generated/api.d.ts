/**
 * GENERATED FILE — DO NOT EDIT.
 * TypeScript types of the API (openapi-typescript).
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

export interface paths {
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account
         * @description Creates an unverified customer account and e-mails a six-digit one-time code. The SPA then
         *     goes to `/verify-otp/{email}`; no session token is issued until `verifyOtp` succeeds.
         *     A username that is already taken is reported as a 422 field error. An e-mail address that
         *     already has an account gets the answer a new account gets (201) and its owner is e-mailed
         *     instead, so that sign-up does not tell which addresses have accounts.
         */
        post: operations["registerUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Signs in with a username or e-mail address and a password. When the account has two-factor
         *     authentication enabled the answer is a `TwoFactorChallenge` instead of a session; finish
         *     with `loginTwoFactor`. An account whose e-mail address is not verified gets 403 with a
         *     message containing "is not verified" (the SPA then opens `/verify-otp/{email}?type=not-verified`).
         *     With `remember: true` the session lasts 30 days instead of 1 day.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish sign-in with a two-factor code
         * @description Exchanges the `challenge` from `login` and a current six-digit authenticator code for a
         *     session. A wrong code is a 422 field error on `code`; an unknown or expired challenge
         *     (challenges live 5 minutes) is 401 and the user must sign in again.
         */
        post: operations["loginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Revokes the bearer token used for this request. The SPA then clears its session storage.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset code
         * @description Sends a six-digit reset code to the e-mail address of the account identified by its e-mail
         *     address or username. The answer is the same whether or not such an account exists, so it
         *     cannot be used to discover accounts. When `type` is `email`, `value` must be a valid
         *     e-mail address.
         */
        post: operations["forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a password reset code
         * @description Checks the six-digit code e-mailed by `forgotPassword` (valid 10 minutes, at most 5 tries). On success the
         *     answer holds an opaque single-use reset token which the SPA puts into
         *     `/reset-password/{code}` and sends back to `resetPassword`.
         */
        post: operations["verifyResetToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password
         * @description Sets a new password using the reset token returned by `verifyResetToken`. The token is
         *     single-use; all existing sessions of the account are revoked. The SPA then goes to `/login`.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the e-mail address with a one-time code
         * @description Verifies the account's e-mail address with the six-digit code sent at sign-up or by
         *     `sendOtp` (valid 10 minutes, single use, 5 tries; then a new code is needed) and signs the
         *     user in. After 100 wrong codes in an hour the account gets 429 until the hour has passed.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new verification code
         * @description E-mails a new six-digit verification code to an unverified account. Resending is locked
         *     for 60 seconds after each send (429 with `Retry-After`). The answer does not reveal
         *     whether the address belongs to an account.
         */
        post: operations["sendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my profile
         * @description Returns the signed-in customer's profile.
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the dashboard summary
         * @description Returns the account number, available balance, card serial number, total of successful
         *     deposits, number of transactions, referral link and the five latest credit and debit
         *     ledger lines. The optional `from` and `to` dates (inclusive, Africa/Lagos calendar days)
         *     restrict `depositSum`, `transactionCount` and the latest lines; the balance is always current.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/spending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get where my money goes
         * @description Returns the signed-in customer's spending per week for the last 12 weeks (weeks start on Monday 00:00,
         *     Africa/Lagos time; the last one is the current week, still running) with the top-ups of each week, the
         *     spending per hub over those 12 weeks, the average daily spend and how many days the balance lasts at it
         *     (docs/decisions/060-where-the-money-goes.md). Spending is hub charges net of their reversals (counted in the
         *     charge's week and hub) plus card fees; refunds to the bank and staff adjustments are not spending. Top-ups are
         *     the top-up credits. The average is the spending of the last 28 days divided by 28, or, with none in those 28
         *     days, the 12 weeks' spending divided by the days they cover; `days_left` is the balance divided by it, rounded
         *     down, and null when there was no spending in the 12 weeks.
         */
        get: operations["getSpendingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update my profile
         * @description Updates the address details: `country`, `city`, `address` and `zip` (all required, messages
         *     "Country is required", "City is required", "Address is required", "Zip code is required").
         *     `country` is the two-letter code chosen in the country select and `country_code` the
         *     country's name, as at registration; the name is what `address.country` shows (when
         *     `country_code` is left out, the server names the country from its code).
         *     First and last name are read-only: the profile form shows them and may send them back, but
         *     they are not changed by this operation.
         *     A failure is a 422 whose `error` maps each failing field to its messages and whose `message`
         *     repeats the first one; the SPA composes its toast from both (the first field message, else
         *     `message`).
         */
        patch: operations["updateProfile"];
        trace?: never;
    };
    "/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload my avatar
         * @description Replaces the profile picture. The file must be a PNG or JPEG image (decided by its content,
         *     never by its name or declared type) of at most 2 MB and at most 4096 × 4096 pixels; a wrong
         *     type, a file that is too large or an image with too many pixels is a 422 field error on
         *     `avatar`. A file over 5 MB is refused while it arrives (413).
         *
         *     The image is decoded and re-encoded by the server into a 256 × 256 WebP (cropped to the
         *     centre), so nothing the customer uploaded is ever served back as is. The answer's `image` is
         *     the new avatar's URL (also `getMe`'s `image` from now on): a public, unguessable,
         *     never-reused address under `/api/v1/avatars/` (`getAvatar`), so an `<img>` can show it
         *     without the bearer token. The previous avatar is deleted.
         */
        post: operations["uploadAvatar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatars/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an avatar image
         * @description Serves an avatar made by `uploadAvatar`: a 256 × 256 WebP re-encoded by the server. Public (an
         *     `<img>` cannot send the bearer token): the name is random (128 bits), chosen by the server and
         *     never reused, so it cannot be guessed or enumerated; a replaced avatar's name answers 404.
         *     Served with `X-Content-Type-Options: nosniff` and `Content-Disposition: inline`.
         */
        get: operations["getAvatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change my password
         * @description Changes the password after checking the current one. A wrong current password is a 422
         *     field error on `old_password`. Other sessions of the account are revoked.
         */
        patch: operations["changePassword"];
        trace?: never;
    };
    "/profile/closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What closing my account would do
         * @description The "Close my account" screen's facts (docs/decisions/054-closing-an-account.md): the remaining balance, what
         *     is erased, what is kept (money records for 6 years, under a pseudonym) and what ends, the confirmation word to
         *     type, and how the balance would be paid back — refunds of the customer's top-ups, newest first, each capped at
         *     what it can still refund (`refundable_top_ups`), and the rest (`to_bank_account`) by bank transfer to an
         *     account the customer names. Referral credit (`referral_credit`, part of the balance) is laundry credit only: it
         *     is never paid back and is given up at closure (docs/decisions/071-referral-credit-earned-by-spending.md); only
         *     the rest is refunded or transferred. Nothing changes.
         */
        get: operations["getAccountClosure"];
        put?: never;
        /**
         * Close my account
         * @description Closes the signed-in customer's account (docs/decisions/054-closing-an-account.md) after re-authentication:
         *     the `password`, and the authenticator `code` when two-factor is on (a wrong password is a 422 on `password`, a
         *     missing or wrong code a 422 on `code`; both count towards the account's failure limits), and the
         *     `confirmation` word `CLOSE` typed by hand.
         *
         *     With a balance, `balance` says what happens to it — never a fee: `pay_back` asks for refunds of the top-ups
         *     (newest first, each capped at what it can still refund) and, for the rest, a bank transfer to `bank_account`
         *     (required then); every request waits for finance's approval whatever its amount. `give_up` books the balance
         *     to adjustments as an explicit, audited debit. Either way the balance is 0 at closure.
         *
         *     Then, in one transaction: every session ends (this token too), the card is frozen, card requests not yet
         *     paid are cancelled, open tickets are closed, and the personal data is erased or replaced by a pseudonym;
         *     money records stay under the pseudonym. A confirmation e-mail is queued before the address is erased. The
         *     e-mail address, phone and username can sign up again. Afterwards signing in answers like any wrong
         *     sign-in. Nothing changes when the answer is not 200.
         */
        post: operations["closeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My data archives
         * @description The customer's latest archives, newest first (at most 10): the profile page shows the newest one's status,
         *     progress and expiry, so the screen survives a reload. An archive past its 24 hours is `expired`.
         */
        get: operations["listDataExports"];
        put?: never;
        /**
         * Ask for an archive of my data
         * @description "Download my data" (NDPA 2023 access and portability; docs/decisions/055-download-my-data.md). Queues an
         *     archive of the customer's data, prepared in the background: a zip with README.txt, one JSON file per kind
         *     of data (profile, sign-in sessions, deposits, transactions with their post balances, cards and card
         *     requests, hub charges, tickets with their messages and attachments — the files themselves —, commissions,
         *     money back, messages sent through the public forms, staff actions about the customer with the staff
         *     member's role only) and CSV files for deposits, transactions, hub charges and commissions. Answers 202 with
         *     the export; poll `getDataExport` for its progress. While one is queued or being prepared, asking again
         *     answers that one (202, nothing new). At most 3 archives per 24 hours: the fourth is a 429 whose message says
         *     when the next one can be asked for (`Retry-After` in seconds). When it is ready, an e-mail says so and links
         *     to the profile page (never to the file).
         */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/data-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of my data archives
         * @description An archive's status (`queued`, `running`, `ready`, `failed`, `expired`) and progress (0–100); the SPA polls
         *     it every 2 seconds while it is queued or running. Another customer's archive, or an unknown id, is a 404.
         */
        get: operations["getDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/data-exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my data archive
         * @description The archive's zip, streamed, for its owner only: it needs the customer's bearer session (the e-mail links to
         *     the profile page, never to this address, so a leaked e-mail or URL alone gives nothing). The SPA fetches it
         *     with the bearer token and saves it as a file. Another customer's archive or an unknown id is a 404; an archive
         *     not ready yet is a 409; one past its 24 hours is a 410 (ask for a new one).
         */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my alert choices
         * @description The events the customer may be alerted about, each with its two channels (e-mail, web push on every device
         *     where push is on), the low-balance threshold (null: no low-balance alert), the hubs they follow (a washer or
         *     dryer there turning free is the "machine free" event) and their devices with push on. An event never chosen
         *     shows its default: e-mail and push for top-ups, low balance, card ready, support replies and money back;
         *     push only for "cycle done" and "machine free".
         */
        get: operations["getNotificationSettings"];
        /**
         * Save my alert choices
         * @description Saves what is given: channels of the listed events (others keep their choice), the low-balance threshold
         *     (a Naira amount, null to turn the alert off) and the followed hubs (the whole list, at most 10). An unknown
         *     hub is a 422 on `followed_hub_ids`. Answers the saved choices.
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/notifications/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on push on this device
         * @description Stores this browser's push subscription (`PushSubscription.toJSON()`: endpoint and keys). The endpoint must
         *     be one of the browsers' push services (else 422 on `endpoint`: the server sends only there). The same
         *     endpoint again updates its keys (a browser that subscribed for another account moves to this one). At most
         *     10 devices per account: the oldest is dropped. Answers the device.
         */
        post: operations["addPushDevice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/notifications/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Turn off push on a device
         * @description Forgets one of the account's devices (no more pushes to it). Another account's device is a 404.
         */
        delete: operations["removePushDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/notifications/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send me a test notification
         * @description Queues one test alert to every channel — an e-mail and a push to each of the account's devices — whatever the
         *     choices; they are sent right after this answer. A cost budget per account and address (429).
         */
        post: operations["sendTestNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the web push public key
         * @description The server's VAPID public key (base64url, the `applicationServerKey` of `pushManager.subscribe`). Public: it
         *     is a public key. `enabled` is false (and `public_key` null) when this server sends no web push (no VAPID keys
         *     configured); alerts then go by e-mail only.
         */
        get: operations["getPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the users I referred
         * @description Returns every user who signed up with the customer's referral code, newest first (not paginated). Their
         *     e-mail addresses are masked (first and last character of the local part kept) for their privacy.
         */
        get: operations["listReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/commission": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my referral commissions
         * @description Returns every referral commission of the customer, newest first (not paginated), with its status
         *     (docs/decisions/071-referral-credit-earned-by-spending.md): `held` until the referred customer has spent that
         *     top-up on laundry, `earned` once credited to the balance as laundry credit (`earned` is the amount credited: less
         *     than `amount` when part of the top-up was refunded), `not_earned` when the top-up was refunded.
         */
        get: operations["listCommissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/tfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the authenticator set-up
         * @description Returns the TOTP secret (base32) and its `otpauth://` URI for the QR code, and whether
         *     two-factor authentication is enabled. While disabled, the same pending secret is returned
         *     until it is enabled.
         */
        get: operations["getTwoFactorSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/profile/tfa/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Enable two-factor authentication
         * @description Enables two-factor authentication after checking a current code from the authenticator app. A wrong
         *     code, or a code already used (each 30-second code works once), is a 422 field error on `code`.
         */
        patch: operations["enableTwoFactor"];
        trace?: never;
    };
    "/profile/tfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Disable two-factor authentication
         * @description Disables two-factor authentication after checking a current code from the authenticator app. A wrong
         *     code, or a code already used, is a 422 field error on `code`. The secret is forgotten: the next
         *     `getTwoFactorSetup` shows a new one.
         */
        patch: operations["disableTwoFactor"];
        trace?: never;
    };
    "/deposits/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment providers
         * @description Returns the card payment providers available for top-ups and card requests, with their limits.
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/bank-transfer-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My account number for top-ups by bank transfer
         * @description The customer's own account number (a Paystack dedicated virtual account or a Flutterwave static virtual
         *     account, docs/decisions/056-bank-transfer-accounts.md): `status` none (not asked yet), pending (the gateway
         *     assigns it later), assigned (bank, number and name shown: any transfer to it tops up the balance, less the
         *     method's charge), failed (`failure_reason`; ask again) or validating (ADR 061: Paystack is checking the customer's
         *     BVN and bank account with the bank, `identity_account` names which; the number follows once it is confirmed). 404
         *     when the method is off (`BANK_TRANSFER=off`).
         */
        get: operations["getVirtualAccount"];
        put?: never;
        /**
         * Ask for my account number for top-ups by bank transfer
         * @description Asks the gateway for the customer's own account number. Already assigned or pending: answered as it is.
         *     Where the gateway needs the customer's identity first (Flutterwave: `requires_bvn`), `bvn` (11 digits) is
         *     required and passed through to the gateway only: it is never stored. The gateway's refusal ends the account
         *     failed with its words (`failure_reason`, ask again); an unreachable gateway is a 502. 404 when the method is off.
         *     Where Paystack validates customers first (`requires_identity`, `PAYSTACK_DVA_VALIDATION=1`, ADR 061), `bvn`,
         *     `account_number` (NUBAN, 10 digits) and `bank_code` (one of `listVirtualAccountBanks`) are required (422 naming
         *     each missing or malformed field); they go to Paystack's Validate Customer once and the account answers
         *     `validating` until the bank has confirmed them. Neither the BVN nor the full account number is stored.
         */
        post: operations["requestVirtualAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/bank-transfer-account/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The banks a customer may name for the identity check
         * @description The gateway's list of Nigerian banks (Paystack `GET /bank?currency=NGN`, kept an hour), for the bank of the
         *     account the customer's identity is checked with before a number is assigned (`requires_identity`, ADR 061):
         *     the form offers this list, never a typed code. Empty where the gateway has none. 404 when the method is off;
         *     502 when the gateway cannot be reached and no list is kept.
         */
        get: operations["listVirtualAccountBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a top-up
         * @description Creates a pending deposit and a payment with the chosen provider. The SPA sends the browser
         *     to `redirect_url`; the provider returns it to `/payment-success?reference=<reference>` and the balance is
         *     credited once the payment is verified with the provider (`getPaymentOutcome`, the webhooks or the
         *     periodic re-verification, whichever comes first; exactly once). An unknown `method_code` or an amount
         *     outside the provider's limits is a 422 field error. The charge (`fixed_charge` + `percent_charge` of the
         *     amount, see `listPaymentMethods`) is added to what the customer pays; the balance is credited `amount`.
         */
        post: operations["initiateDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my deposits
         * @description Returns the customer's deposits, newest first, 10 per page.
         */
        get: operations["listDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of my deposits
         * @description Returns one of the customer's deposits with its charge, total and the balance after it. A pending
         *     deposit is re-verified with its provider first (so a payment whose webhook never came still ends
         *     right). Another customer's deposit is 404.
         */
        get: operations["getDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deposits/outcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the verified outcome of a payment
         * @description What `/payment-success` shows. The gateways send the browser back to
         *     `/payment-success?reference=<our reference>` (the `callback_url` / `redirect_url` given to them; they append
         *     their own parameters, which are never trusted); the page calls this operation, which verifies the payment
         *     with the provider, server to server, while the deposit is still pending (a successful verification credits
         *     the balance, once). `status` Pending means the provider has not confirmed yet: ask again a few seconds
         *     later. Another customer's reference is 404.
         *
         *     The same page serves card requests paid through a gateway: for a `CRD-` reference (`kind: card`) the payment
         *     of the card request is verified the same way (exactly once, the request becomes paid; the balance is not
         *     touched) and `id` is the card request's id (its details page is `/my/user/card-management/{id}`).
         */
        get: operations["getPaymentOutcome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sponsor-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my sponsor links
         * @description The customer's pay-by-link links, newest first (at most 50): each with its code, its state (`active`, `revoked`,
         *     `expired`), suggested amount, note, expiry and how many top-ups were paid through it.
         */
        get: operations["listSponsorLinks"];
        put?: never;
        /**
         * Make a sponsor link
         * @description Makes a link someone else (a sponsor) can pay into without an account: `url` is `/pay/<code>` on this site, the
         *     code 24 characters of base64url (144 random bits). Optional suggested amount (within the top-up limits of
         *     `listPaymentMethods`) and note; the link expires after `expires_in_days` (default 30). At most 20 active links
         *     per customer (a 422 on `expires_in_days` past that).
         */
        post: operations["createSponsorLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sponsor-links/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke one of my sponsor links
         * @description The link stops working at once: its page answers the same "no longer valid" 404 as an unknown code, and no
         *     payment can be started through it (a checkout already open still credits the customer when paid). Revoking a
         *     revoked link changes nothing. Another customer's link is 404.
         */
        post: operations["revokeSponsorLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a pay-by-link page (public)
         * @description What the sponsor's page shows, without a session: the customer's first name and masked account number, the
         *     suggested amount and note, and the payment methods with their limits and charges. Nothing else about the
         *     customer (no balance, no history, no last name or e-mail). An unknown, revoked or expired code is the same 404
         *     with the same message. Limited per address (rate limit and cost budget) against guessing.
         */
        get: operations["getSponsorLink"];
        put?: never;
        /**
         * Pay through a sponsor link (public)
         * @description Starts a top-up of the link's customer paid by the sponsor: a pending deposit naming the sponsor and a checkout
         *     with the chosen provider; the browser goes to `redirect_url`, which returns it to `/pay/<code>?reference=…`.
         *     The customer is credited `amount` exactly once when the payment is verified (webhook or re-verification, as any
         *     top-up); the sponsor gets a receipt at `email`, the customer an e-mail and a ledger line "Top-up from <name>".
         *     An unknown, revoked or expired code is the 404 of `getSponsorLink`, and nothing is started. An amount outside
         *     the provider's limits is a 422.
         */
        post: operations["payThroughSponsorLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/paystack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paystack event notification
         * @description Paystack's webhook. `x-paystack-signature` must be the hex HMAC-SHA512 of the raw body keyed with
         *     `PAYSTACK_SECRET_KEY` (compared in constant time), else 401 and nothing changes. On `charge.success` the
         *     payment is verified with Paystack and credited once; other events and already settled references are
         *     acknowledged with 200.
         */
        post: operations["paystackWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/flutterwave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Flutterwave event notification
         * @description Flutterwave's v3 webhook. `verif-hash` must equal `FLUTTERWAVE_SECRET_HASH` (compared in constant time),
         *     else 401 and nothing changes. On `charge.completed` the payment is verified with Flutterwave by its
         *     transaction id and credited once; other events and already settled references are acknowledged with 200.
         */
        post: operations["flutterwaveWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my card requests
         * @description Card History — the customer's card requests, newest first, 10 per page. `amount` is what was paid (card fee + delivery fee + the gateway's charge).
         */
        get: operations["listCardRequests"];
        put?: never;
        /**
         * Request a laundry card
         * @description Creates a card request for a service centre (hub) and its payment of the card fee plus the delivery fee
         *     (`getCardFees`), with a method of `listCardPaymentMethods`:
         *     * `paystack` / `flutterwave`: the same flow as a top-up (the method's charge is added): the SPA sends the
         *       browser to `redirect_url` (the provider's page), which returns to `/payment-success?reference=CRD-…`;
         *       the payment is verified server to server (`getPaymentOutcome`, the webhooks or the re-verification job)
         *       and the request becomes paid exactly once. A gateway payment never changes the balance.
         *     * `balance` ("Account balance"): paid at once by ONE ledger debit "Card fee — <service centre>" of card fee +
         *       delivery fee (no charge); `payment_status` is Success and `redirect_url` is the absolute URL of the card's
         *       details page (`<site>/my/user/card-management/{id}`), so the SPA can always follow `redirect_url`. A balance
         *       that does not cover the total is a 422 on `gateway` and nothing is created.
         *     An unknown location or service centre, or a service centre outside the location, is 404; an unknown method
         *     is a 422 on `gateway`; a customer who already has an ACTIVE card gets 409 (freeze it first when it is lost).
         */
        post: operations["requestCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List card locations
         * @description Returns the cities where laundry cards can be collected, by name.
         */
        get: operations["listCardLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/service-centers/{locationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the service centres of a location
         * @description Returns the laundry hubs (service centres) of one location, by name.
         */
        get: operations["listServiceCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the card fees
         * @description Returns the card fee and the delivery fee charged by `requestCard`.
         */
        get: operations["getCardFees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link an existing card
         * @description Links a physical laundry card (from the operator's card inventory, e.g. bought at a hub) to the customer's
         *     account by its card number. One ACTIVE card per customer: 409 when the customer already has an active card
         *     (whatever the number), and 409 when the number is the customer's own frozen card. Every other number that
         *     cannot be linked — no such card, another account's card, a frozen or retired card — gets ONE answer, 404
         *     with the same body, so the answers never tell a stranger who holds which card (docs/decisions/039). New
         *     cards' numbers carry a check symbol: a number of that shape with a wrong one is a 422 ("it looks
         *     mistyped"). After freezing a lost card the customer links its replacement here (the balance is the
         *     account's).
         */
        post: operations["linkCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one of my card requests
         * @description View Card Details: the request, its payment and its fulfilment timeline (paid → being prepared → ready for
         *     pickup at the service centre → delivered, each with its time once reached), and the card number once an
         *     operator has assigned the card (it is then linked to the account). A pending gateway payment is re-verified
         *     with its provider first. Another customer's request is 404, exactly like an unknown id.
         */
        get: operations["getCardRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the ways to pay a card request
         * @description The provider list of the Request Card modal: the configured gateways (as `listPaymentMethods`, with their
         *     charge on the card total) plus `balance` ("Account balance"), which `listPaymentMethods` never lists (a top-up
         *     cannot be paid from the balance). For each method, `total` is what the customer pays for the current fees
         *     (card fee + delivery fee + that method's charge; no charge for `balance`), and `available` says whether it can
         *     be used now (`balance`: only when the available balance covers the total).
         */
        get: operations["listCardPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get my laundry card
         * @description The customer's card: the active one, else the most recently frozen one (so a lost card stays visible until a
         *     replacement is linked), else `null`. The profile's `card_no` is the ACTIVE card's number only (N/A once it is
         *     frozen, so that Link Card shows again).
         */
        get: operations["getCurrentCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/current/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze my card (lost or stolen)
         * @description Freezes the customer's active card at once: the hubs refuse it from the next charge on. Idempotent: freezing
         *     a card that is already frozen answers 200 with the card again. The balance belongs to the account, so nothing
         *     is lost; link a replacement with `linkCard` (or request one). A frozen card cannot be unfrozen by the
         *     customer. 404 when the customer has no card. Takes no body.
         */
        post: operations["freezeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Laundry Viewer — hubs and their machines
         * @description Every location with its hubs (service centres) and each hub's washers and dryers as the hubs last reported
         *     them: free, in use (with minutes left) or out of order. A machine whose last report is older than
         *     `stale_after_minutes` (or that never reported) is `stale: true`: its state may no longer be true and the SPA
         *     marks it as such. Filter by `location_id`.
         */
        get: operations["listHubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Free machines per hub (public Location page)
         * @description The public Location page's view of the laundry, without a session: each location's hubs with how many washers
         *     and dryers are free now, and each machine's kind, state and minutes left. Nothing about customers, prices or
         *     cards. Stale states are marked like in `listHubs`.
         */
        get: operations["listPublicHubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hub/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Charge a card for a machine cycle
         * @description Called by a hub's controller when a customer starts a cycle with their card. Debits the card holder's balance
         *     by `amount` (Naira) or, without it, the machine's configured price, as ONE ledger entry whose detail names the
         *     cycle (e.g. "Wash — UNIPORT Choba Hub, machine W3"). Idempotent per (hub, `cycle_id`): the first request of a
         *     cycle decides, and every retry of the same cycle id answers exactly that first result (same status, same
         *     body), whether it was a success or a refusal — a cycle is never debited twice, on any number of servers.
         *     Refusals carry a stable `reason` for the controller (the `message` is for a display): `card_unknown`,
         *     `machine_unknown` (404), `card_frozen`, `card_not_linked`, `management_card_revoked`,
         *     `management_card_not_valid_here` (409), `insufficient_balance` (402), `amount_above_limit` (422).
         *
         *     **Management cards** (docs/decisions/046-management-cards.md): a card issued to an attendant starts a cycle
         *     free at the hubs it is valid for — 201 with `management: true`, `balance` `0.00`, no customer balance moved,
         *     no hub revenue; the start's amount is booked to the card's own "management use" account. Revoked, or at
         *     another hub: 409 with the reasons above.
         *
         *     **Limit per cycle.** `amount` may differ from the machine's price (a longer programme, a discount), but never
         *     exceed the most the machine may charge per cycle: its price, or a higher maximum an operator configured for it
         *     (`npm run ops -- machine:price … --max`). A charge above it is refused with 422 `amount_above_limit` before the
         *     card is even looked at, nothing is debited, and the attempt is reported to the operators (an audit event by
         *     the hub, listed by `npm run ops -- hub:alerts`): a stolen or faulty key cannot empty a balance in one cycle.
         *     Like every refusal it is the cycle's answer for good: fix the controller and use a new `cycle_id`.
         *
         *     Authenticated by the hub's key (`hubKey`), never by a customer session.
         */
        post: operations["chargeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hub/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Report machine states
         * @description A hub reports the state of some or all of its machines (up to 100 per call): `free`, `in_use` (with
         *     `minutes_left`) or `out_of_order`. Each known machine's state and `reported_at` are replaced; codes the hub
         *     does not have (machines are added by an operator command) are listed in `unknown` and change nothing.
         */
        put: operations["reportMachines"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/hub/failed-cycles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report that a charged cycle did not run
         * @description Called by a hub's controller when a cycle it charged did not run (the machine faulted, lost power, the door
         *     would not lock…): the charge is reversed at once (docs/decisions/050-failed-cycle-reversals.md) — its exact
         *     amount goes back to the customer's balance as a new ledger entry "Reversal of <charge trx>", booked against the
         *     hub's revenue — and the customer is alerted once, on the channels they chose (the answer does not say which:
         *     that is the customer's business, not the hub's). The charge is named by its `cycle_id`, the id the hub charged
         *     it with.
         *
         *     - **Only the hub that made the charge**: cycle ids are the hub's own; a cycle id this hub never charged —
         *       whether unknown or another hub's — is 404 `charge_unknown`.
         *     - **Within 24 hours** of the charge; later the hub is refused (409 `report_too_late`) and support reverses it
         *       (with a reason) when the customer asks.
         *     - **Once per charge**: the first report answers 201 with the reversal; every later report of the same cycle —
         *       a retry, a replay, a concurrent twin on any server — answers 200 with that same reversal and moves nothing.
         *       A charge support has already reversed answers that reversal too.
         *     - Only a charge that took money can be reversed: a refused cycle (402/404/409/422) or a management card's free
         *       start is 409 `charge_not_reversible`.
         *
         *     Authenticated by the hub's key (`hubKey`), never by a customer session.
         */
        post: operations["reportFailedCycle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my transactions
         * @description Returns the customer's ledger lines, newest first, with the balance after each line. A line of money given
         *     back (a refund, a reversal, an adjustment, or an amount returned after a refund failed or a request was not
         *     approved) carries `money_back`: what it is, where it stands and what it compensates. With `trx`, only the
         *     customer's line with that transaction number (none when it is not theirs): how a money-back line links to the
         *     line it compensates.
         */
        get: operations["listTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download my statement
         * @description The customer's ledger lines between `from` and `to` (inclusive, Africa/Lagos calendar days), oldest first,
         *     with the opening and closing balance, as CSV (`format=csv`, the default) or PDF (`format=pdf`), as an
         *     attachment. At most 366 days. Each line names its kind of entry (Top-up, Hub charge, Refund, Reversal,
         *     Adjustment, Refund returned…); a line of money given back also its reference (RFD-/REV-/ADJ-…) and what it
         *     compensates (the top-up's reference, or the transaction number of the line it reverses or gives back).
         *     In the CSV, amounts are bare numbers and a cell a spreadsheet would read as a formula is written as text
         *     (`'` first, inside quotes).
         */
        get: operations["downloadStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my support tickets
         * @description Returns the customer's support tickets, most recently active first, 15 per page.
         */
        get: operations["listTickets"];
        put?: never;
        /**
         * Open a support ticket
         * @description Opens a ticket (status Open, a random unique 6-digit number) with a first message and up to
         *     5 attachments of at most 5 MB each: images (jpg, jpeg, png, gif, bmp, webp), PDF, or Word
         *     documents (doc, docx). The type of a file is decided by its content (magic bytes), never by its
         *     name or declared type: a PNG named `receipt.pdf` is stored and served as a PNG, and a file of any
         *     other content (a script named `.png`) is a 422 field error on `attachments`. More than 5 files,
         *     or a file over 5 MB, is refused while the body arrives (413, nothing stored).
         *
         *     `trx` links the ticket to one of the customer's own transactions ("Report this transaction"):
         *     `getTicket` then shows it. An unknown `trx`, or another customer's, is a 422 field error on
         *     `trx` (the same answer for both).
         */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticket}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a support ticket
         * @description Returns one of the customer's tickets with all its messages, oldest first, and the transaction it
         *     reports (`transaction`, null when none). Each message says who wrote it (`from`: `customer` or
         *     `support`) and lists its attachments; an attachment's `file` is the URL of
         *     `downloadTicketAttachment`, which needs the bearer token (the SPA fetches it and shows a blob URL).
         *     Another customer's ticket answers 404, the same as an unknown number.
         */
        get: operations["getTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticket}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a support ticket
         * @description Adds the customer's message to a ticket and sets its status to Replied. A reply needs
         *     non-blank text or at least one attachment (up to 5 files, same types, size and content check
         *     as `createTicket`: 413 for more than 5 files or a file over 5 MB, 422 on `file[]` for a file
         *     that is not an accepted type). A closed ticket (status Close) refuses replies with 409: the
         *     customer opens a new ticket instead.
         */
        post: operations["replyTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tickets/{ticket}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Close a support ticket
         * @description Sets the ticket's status to Close. Closing a ticket that is already closed succeeds again.
         */
        patch: operations["closeTicket"];
        trace?: never;
    };
    "/tickets/{ticket}/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment of a support ticket
         * @description The bytes of one attachment of one of the customer's tickets (the `file` URL of a
         *     `TicketAttachment`). Needs the bearer token: the SPA fetches it and shows it through a blob URL
         *     (docs/decisions/021-support-and-storage.md). An attachment of another customer's ticket, of
         *     another ticket, or an unknown one answers 404, the same as an unknown ticket.
         *
         *     The `Content-Type` is the type decided from the content at upload. Served with
         *     `X-Content-Type-Options: nosniff`, a sandboxing `Content-Security-Policy: default-src 'none';
         *     sandbox` and `Content-Disposition`: `inline` for images and PDF, `attachment` for Word documents,
         *     with the sanitised original file name.
         */
        get: operations["downloadTicketAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message from the Contact Us page
         * @description Stores the "Drop Us a Line" form and e-mails it to the company's support address.
         */
        post: operations["submitContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a "Let's Talk" enquiry from the Services page
         * @description Stores the services page enquiry form and e-mails it to the company.
         */
        post: operations["submitEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter
         * @description Adds an e-mail address to the newsletter list. Subscribing an address twice succeeds again.
         */
        post: operations["subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description Reports whether the server and its database are up. Answers 503 when the database does not respond.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the e-mails caught in local mode
         * @description Local mode only (no `SMTP_URL`): the e-mails the server has sent to its own mail catcher,
         *     newest first (the last 200 are kept in memory, lost on restart). `to` keeps the messages
         *     sent to one address, e.g. to read a verification code in a test. With a real mail relay
         *     this answers 404. The same list is readable by humans at `/dev/mailbox`.
         */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/setup/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a staff set-up link
         * @description Answers who a set-up link (from `npm run ops -- staff:invite` or `inviteStaffMember`) invites, with which
         *     roles, until when, and the authenticator secret to scan (`qrcode`) or type (`secret`). Reading uses
         *     nothing up: the same secret is shown until the set-up is done with `acceptStaffInvite`. The link's token is
         *     sent in the body (the SPA reads it from the link's `#token=` fragment), so it never appears in a URL of
         *     the API. An unknown, used, expired (24 hours) or exhausted link is 404.
         */
        post: operations["openStaffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish a staff set-up
         * @description Activates the invited staff account: the name, the password (12 characters at least, stored as an
         *     argon2id hash) and a current code of the authenticator app set up with `openStaffInvite`'s secret. A wrong
         *     code is a 422 on `code` and uses one of the link's 5 tries; after the fifth, or once used, or 24 hours after
         *     it was sent, the link is dead (404) and an admin must send a new one. The account then signs in with
         *     `staffLogin` (the code used here cannot be used again).
         */
        post: operations["acceptStaffInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in, first step
         * @description Checks a staff member's e-mail address and password. Two-factor authentication is mandatory for staff: the
         *     answer is always a challenge to finish with `staffLoginTwoFactor`, never a session. Unknown addresses,
         *     invited or deactivated members and wrong passwords all get the same 401 after the same work. At most 100
         *     failed sign-ins per account (or unknown address) and hour (429 with Retry-After), as for customers.
         */
        post: operations["staffLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/auth/login/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-in, second step
         * @description Exchanges the `challenge` of `staffLogin` (5 minutes, 5 tries) and a current authenticator code (each
         *     30-second code works once) for a staff session: a `staffAuth` token that ends after 30 minutes without a
         *     request, 12 hours after sign-in in any case, at sign-out, or when the member is deactivated. A wrong code is a
         *     422 on `code`; an unknown, expired or exhausted challenge is 401 (sign in again).
         */
        post: operations["staffLoginTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Staff sign-out
         * @description Ends the staff session that makes this request (the member's other sessions stay).
         */
        post: operations["staffLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in staff member
         * @description The staff member of this session, with their roles and scope (what the console shows and offers).
         */
        get: operations["getStaffMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff members
         * @description Every staff member (invited, active and deactivated), oldest first, 15 per page.
         */
        get: operations["listStaffMembers"];
        put?: never;
        /**
         * Invite a staff member
         * @description Invites someone to the staff console with one or more roles, optionally limited to some locations and
         *     service centres (empty lists: everywhere). The one-time set-up link (24 hours, single use, stored hashed) is
         *     e-mailed to the address; it is never in the answer. Inviting again an invited or deactivated member sends a
         *     new link and voids the old one, their former password and authenticator; an active member's address is 409.
         */
        post: operations["inviteStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a staff member's roles or scope
         * @description Replaces the member's roles and/or scope (the fields sent); it counts from their next request. The last
         *     active admin cannot lose the admin role (409). Audited with the roles and scope before and after, and the
         *     reason.
         */
        patch: operations["updateStaffMember"];
        trace?: never;
    };
    "/staff/members/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a staff member
         * @description Deactivates the member: every session of theirs ends at once, pending set-up links die and sign-in is refused.
         *     The last active admin cannot be deactivated (409); an admin brings someone back by inviting them again.
         */
        post: operations["deactivateStaffMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The support queue
         * @description Every customer's tickets, 15 per page, oldest first by default (the longest waiting on top). Filters:
         *     `status` (open = Open or Replied, waiting for support; answered; closed), `priority`, `assignee` (`mine`,
         *     `unassigned` or a staff member's id) and `q`, which finds a ticket by its number, a word of its subject or the
         *     customer's e-mail address. Tickets are not limited by a member's locations or service centres: a ticket
         *     belongs to a customer, not to a centre.
         */
        get: operations["listStaffTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets/{ticket}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ticket with its customer's context
         * @description The ticket as the customer sees it (messages, attachments — their `file` URLs are the staff download
         *     `downloadStaffTicketAttachment`), its assignee, and beside it what an agent needs of the customer: name,
         *     e-mail, account number, balance, card serial, the latest 5 transactions and 5 deposits. No phone number,
         *     address or other personal data. When the ticket reports a hub charge's line, `hub_charge` names the charge and
         *     its reversal, if any (reverseStaffHubCharge). Finance reads tickets too (to refund or reverse from one); replying,
         *     assigning and closing stay support's and admin's.
         */
        get: operations["getStaffTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets/{ticket}/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an attachment of a ticket (support, finance)
         * @description The bytes of one attachment of the ticket, served exactly as to the customer (`downloadTicketAttachment`):
         *     the type decided from the content at upload, `nosniff`, a sandboxing CSP and a Content-Disposition.
         */
        get: operations["downloadStaffTicketAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets/{ticket}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a ticket (support)
         * @description Support's reply: the message is shown to the customer as support's (the configured support name, e.g.
         *     "Support Team" — the admin's side of the conversation), the ticket becomes Answered and the customer is
         *     alerted through the outboxes on the channels they chose for support replies (Profile → Notifications: e-mail
         *     and push by default). The answer's `message` says what really went: "Reply sent; the customer has been
         *     e-mailed." (and "… and sent a push notification." when a device has push on), or "Reply sent; the customer
         *     gets no e-mail for replies (their choice)." (", only a push notification." with a device). The staff member is recorded as the message's author and in the audit trail
         *     (`ticket.reply`). Same body, files and checks as the customer's `replyTicket`: non-blank text or up to 5
         *     files (images, PDF, Word; at most 5 MB each; type decided by content: 422 on `file[]`). A closed ticket is 409.
         *     The same library call as `npm run ops -- ticket:reply`.
         */
        post: operations["replyStaffTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets/{ticket}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assign a ticket
         * @description Assigns the ticket to an active staff member holding the support or admin role (the caller's own id assigns
         *     it to oneself), or unassigns it (`assignee_id: null`). Audited (`ticket.assign`) with the assignee before and
         *     after and the reason when given. Assigning a closed ticket is allowed (for the record).
         */
        post: operations["assignStaffTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/tickets/{ticket}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a ticket (support)
         * @description Closes the ticket (no more replies from anyone); closing a closed ticket succeeds again and records nothing.
         *     Audited (`ticket.close`) with the staff member as actor. The same library call as `npm run ops -- ticket:close`.
         */
        post: operations["closeStaffTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find customers
         * @description One query box, 15 customers a page. `q` matches, case-insensitively: part of the e-mail address or the
         *     username; the account number (exactly); a phone number in any Nigerian form (`0803 123 4567`,
         *     `+234 803 123 4567`, `2348031234567`, `803-123-4567`: spaces, dashes and brackets ignored); a card serial held
         *     by the customer (linked, frozen or retired), as printed (`ELC 7KQ4 M9TX 2HVB R8ND`) or typed without spaces or
         *     dashes. Without `q`, the most recently registered customers, newest first. The rows are lean (no phone,
         *     address or balance): the customer's page has the rest. Not limited by a member's locations or service
         *     centres: a customer belongs to no centre.
         */
        get: operations["searchStaffCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's page
         * @description The customer's profile (with phone and address: a staff member opened this customer on purpose), balance,
         *     current card (the linked one, else the last frozen one), how many entries each of the paged lists holds,
         *     and who referred them. Each open is recorded in the audit trail (`customer.view`, no details): under the
         *     NDPA, access to a customer's data is logged. The lists (transactions, deposits, card requests, tickets,
         *     referrals, sessions) are separate paged operations.
         */
        get: operations["getStaffCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's ledger
         * @description The customer's ledger entries, newest first, 15 a page, each with the balance after it (`post_balance`): the
         *     customer's Transactions page, as the ledger stores it. A hub charge's line also names the charge
         *     (`hub_charge_id`) and whether it was `reversed`, for reverseStaffHubCharge.
         */
        get: operations["listStaffCustomerTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's deposits
         * @description The customer's top-ups (pending, successful and failed), newest first, 15 a page.
         */
        get: operations["listStaffCustomerDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/card-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's card requests
         * @description The customer's card requests (Card History), newest first, 15 a page. A member limited to some locations or
         *     service centres sees only the requests of their centres (`total` counts those).
         */
        get: operations["listStaffCustomerCardRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's tickets
         * @description The customer's support tickets, most recently active first, 15 a page (the desk opens each one).
         */
        get: operations["listStaffCustomerTickets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/referrals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers this customer referred
         * @description The customers who signed up with this customer's referral code, newest first, 15 a page: id (their own page),
         *     name and when they joined — no e-mail address.
         */
        get: operations["listStaffCustomerReferrals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's active sessions
         * @description The customer's signed-in sessions that have not ended (not signed out, revoked or expired), newest first, 15 a
         *     page: when each started and when it expires. The server stores no device, address or user agent of a customer's
         *     session and no last use (`last_used_at` is null until it does); never the token or its hash.
         */
        get: operations["listStaffCustomerSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/sessions/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End all of a customer's sessions
         * @description Ends every session of the customer at once (their app and every browser sign out at the next request; a sign-in
         *     waiting for its authenticator code dies too). Audited (`customer.sessions_revoke`) in the same transaction with
         *     the reason and how many sessions ended. Ending none (no live session) is answered and audited alike.
         */
        post: operations["revokeStaffCustomerSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/two-factor/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a customer's two-factor
         * @description Turns the customer's two-factor authentication off (the secret is forgotten), so they sign in with their password
         *     alone and can set it up again; every session of theirs ends, and an e-mail tells them support reset it and whom
         *     to call if they did not ask. Audited (`customer.two_factor_reset`) with the reason and the sessions ended, in the
         *     transaction that queues the e-mail. 409 when two-factor is not on. Budgeted (`recovery`): an e-mail to the customer.
         */
        post: operations["resetStaffCustomerTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/closure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a customer's account
         * @description An admin closes a customer's account on the customer's written request (docs/decisions/054-closing-an-account.md),
         *     with the reason (e.g. the ticket or letter) and, when there is a balance, the customer's written choice:
         *     `pay_back` (refunds of the top-ups, newest first, and a bank transfer to `bank_account` for the rest; every
         *     request waits for finance's approval) or `give_up`. Never a fee. The same library code as the customer's own
         *     closure (closeAccount) and the `ops customer:close` command: every session ends, the card is frozen, pending
         *     card requests are cancelled, open tickets are closed, the personal data is erased or pseudonymised and the
         *     customer is e-mailed before the address is erased. Audited (`customer.account_closed`) with the reason, in
         *     the closure's transaction. Afterwards staff see the account only as its pseudonym ("Closed account C-…").
         *     409 when it is already closed.
         */
        post: operations["closeStaffCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hub-charges/{id}/reversal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reverse a hub charge
         * @description Support, finance or admin reverse a hub charge whose cycle did not run (docs/decisions/050-failed-cycle-reversals.md),
         *     from the customer's transactions or from the ticket that reports the charge: the charge's exact amount goes
         *     back to the customer's balance as a new ledger entry "Reversal of <charge trx>" (against the hub's revenue), the
         *     customer is alerted once on the channels they chose for "Refund or reversal made" (Profile → Notifications:
         *     e-mail and push by default) and, with a `ticket`, the ticket gets a support message saying what was done. The
         *     201 answer's `message` says what really went: "The charge was reversed; the customer has been e-mailed." (and
         *     "… and sent a push notification." when a device has push on), or "The charge was reversed; the customer gets
         *     no e-mail for refunds and reversals (their choice)." (", only a push notification." with a device). Audited
         *     (`money_back.reversed`) with the reason, in the transaction that moves the money. No 24-hour limit (that is
         *     the hubs' own report, reportFailedCycle), no four eyes: a reversal only undoes what the hub took.
         *
         *     Once per charge: the first reversal answers 201; any later one — a double click, a second agent, the hub's own
         *     report — answers 200 with that same reversal and moves nothing. A charge of a hub outside the member's scope is
         *     404 like an unknown one; a charge that took no money (a refusal, a management card's free start) is 409.
         */
        post: operations["reverseStaffHubCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/service-centres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the service centres in scope (for pickers)
         * @description Every service centre (hub) in the member's scope with its location, by location then name, in one answer —
         *     what the console's pickers offer (a management card's hubs, a staff member's scope, filters). Unpaged: a
         *     laundry business has tens of hubs, not thousands (at most 1,000 are answered).
         */
        get: operations["listStaffServiceCentres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List hubs
         * @description The hubs (service centres) in the member's scope, by location then name, 15 per page, each with its machines
         *     online / offline (a machine is online when it reported within `stale_after_minutes`), when the hub was last
         *     seen (its newest machine report or charge), its active keys, and today's charges (Africa/Lagos day: count of
         *     successful charges and their total). `locations` lists the locations in scope (for the filter).
         */
        get: operations["listStaffHubs"];
        put?: never;
        /**
         * Register a hub
         * @description Registers a hub (a service centre of a location: offered in Request Card and shown in the Laundry Viewer),
         *     as `npm run ops -- hub:register` does. A hub name is unique within its location (409). A member limited to
         *     some places cannot register one (403: scope). Audited (hub.register).
         */
        post: operations["createStaffHub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location
         * @description Adds a location (a city where cards are collected and hubs run), as `npm run ops -- location:add` does.
         *     Names are unique regardless of case (409). A member limited to some places cannot add one (403: scope).
         *     Audited (location.add).
         */
        post: operations["createStaffLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hub with its machines and keys
         * @description The hub, its machines (state, price, the most one cycle may be charged, last report, online) and its keys
         *     (prefix, issued, revoked — never the key itself, which is shown once when issued). 404 for an unknown hub
         *     or one outside the member's scope.
         */
        get: operations["getStaffHub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/machines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a machine
         * @description Adds a washer or dryer to the hub with its price per cycle (and optionally the most one cycle may be
         *     charged), as `npm run ops -- machine:add` does. A code is unique within its hub (409). Audited (machine.add).
         */
        post: operations["addStaffMachine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/machines/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a machine's price or limit
         * @description Sets the machine's price per cycle and/or the most a hub may charge for one cycle on it (`max_charge`; null:
         *     the price is the most), as `npm run ops -- machine:price` does (docs/decisions/039). Takes effect on the next
         *     charge. Audited (machine.price) with the values before and after and the reason.
         */
        patch: operations["updateStaffMachine"];
        trace?: never;
    };
    "/staff/hubs/{hub}/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a hub key
         * @description Issues a new key for the hub, as `npm run ops -- hub:key:issue` does: `hub_` and 256 random bits, of which
         *     only the SHA-256 is stored. The key is in this answer ONCE (`Cache-Control: no-store`); it is never shown
         *     again nor written to the audit trail (hub_key.issue records its id and prefix). The hub's other keys stay
         *     valid (see rotateStaffHubKey). A budget per staff member and address (429).
         */
        post: operations["issueStaffHubKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the hub's keys
         * @description Revokes every active key of the hub and issues a new one in one transaction, as `npm run ops --
         *     hub:key:rotate` does (no grace period: the old keys are refused from their next request, on every server).
         *     The new key is in this answer ONCE (`Cache-Control: no-store`). Audited (hub_key.revoke and hub_key.issue).
         */
        post: operations["rotateStaffHubKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/keys/{key}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a hub key
         * @description Revokes one key of the hub, as `npm run ops -- hub:key:revoke --prefix` does: refused from its next request
         *     on every server. A key revoked already is 409. Audited (hub_key.revoke) with the reason.
         */
        post: operations["revokeStaffHubKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hub's charges
         * @description The hub's charge attempts (each recorded cycle: charged or refused), newest first, 15 per page, optionally
         *     within calendar days (Africa/Lagos, `from` and `to` inclusive). `totals` counts the successful charges of the
         *     whole filtered range and their sum.
         */
        get: operations["listStaffHubCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/hubs/{hub}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A hub's above-limit alerts
         * @description Charges the hub asked above a machine's limit, refused and reported (docs/decisions/039: a stolen or faulty
         *     key), newest first, 15 per page: when, which key, machine, cycle, the amount asked and the limit. Many from
         *     one key: revoke it.
         */
        get: operations["listStaffHubAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/card-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Card requests per service centre
         * @description Card requests, 15 per page, oldest first (the longest waiting on top), with the number waiting (paid,
         *     preparing or ready) in each service centre of the member's scope (`centres`). Filters: `stage`,
         *     `service_center_id` and `q` (a reference, or part of it). A member limited to some locations or service
         *     centres sees only their requests and centres; a centre out of scope filters to an empty page.
         */
        get: operations["listStaffCardRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/card-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A card request with the customer's card history
         * @description The request with its steps (each with its time once reached), the card assigned, the next stage it can move
         *     to, and the customer's card history: their cards (with status) and their other card requests in the
         *     member's scope, each with its steps. A request of a centre out of the member's scope is 404, as an unknown one.
         */
        get: operations["getStaffCardRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/card-requests/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move a card request to its next stage
         * @description paid → preparing → ready → delivered. `from` is the stage the member saw: when the request has moved since
         *     (a double click, a colleague), nothing happens and the answer is 409 naming its current stage. At `ready` a
         *     card is assigned — `card_number`, else the oldest in stock — linked to the customer, and the customer is
         *     alerted that it is ready for pickup on the channels they chose for it (Profile → Notifications: e-mail and
         *     push by default). The answer's `message` says what really went: "Ready for pickup; the customer has been
         *     e-mailed." (and "… and sent a push notification." when a device has push on), or "Ready for pickup; the
         *     customer gets no e-mail when a card is ready (their choice)." (", only a push notification." with a device).
         *     Audited (`card_request.advance`) in the same transaction. The same library call as
         *     `npm run ops -- card:advance`.
         */
        post: operations["advanceStaffCardRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card inventory
         * @description Every card, newest first, 15 per page, with its holder; `status` filters, `q` finds a number (printed form,
         *     spaces or dashes, any case, or part of it). `counts` gives the number of cards in each status. The inventory
         *     is not kept per service centre (ADR 045).
         */
        get: operations["listStaffCards"];
        put?: never;
        /**
         * Add cards to the inventory by number
         * @description Adds printed cards (in stock): one number, or up to 100. Each number is checked as a line of an import
         *     (`importStaffCards`): the answer is the same report, numbered by position in the list. Audited (`card.add`).
         *     The same library call as `npm run ops -- card:add <number>…`.
         */
        post: operations["addStaffCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/cards/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import card numbers from a CSV file
         * @description A CSV (or plain text) file with one card number a line — the first column; a header line (`number`, `card`
         *     or `serial`) is skipped. UTF-8, with or without a BOM, CRLF or LF; empty lines are ignored. At most 256 KB
         *     and 5,000 numbers. The valid numbers are added in stock (in one transaction, audited `card.add` with source csv); the
         *     answer reports how many and every rejected line with its line number and why: `format` (not 10 to 19
         *     letters or digits), `check` (a number of the new shape whose check symbol is wrong), `duplicate` (an earlier
         *     line of the file has it), `present` (already in the inventory).
         */
        post: operations["importStaffCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/cards/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Freeze a customer's card
         * @description The card stops paying at the hubs; it keeps its holder, and the balance (the account's, not the card's) does
         *     not move. Freezing a frozen card answers it as it is and records nothing. Only a linked card can be frozen
         *     (409 otherwise). Audited (`card.freeze`) with the reason.
         */
        post: operations["freezeStaffCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/cards/{id}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unfreeze a customer's card
         * @description A frozen card pays again for its holder — unless the holder has linked another card since (409). Unfreezing
         *     a linked card answers it as it is. Audited (`card.unfreeze`) with the reason.
         */
        post: operations["unfreezeStaffCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/cards/{id}/replace": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a customer's card
         * @description The card (linked or frozen) is retired and a new one — `card_number`, else the oldest in stock — is linked to
         *     the same customer, in one transaction. The balance belongs to the account, not to the card: it does not
         *     move, and no ledger entry is written. The customer is e-mailed the new card's number — always: it is not an
         *     alert a customer chooses in Profile → Notifications, but a notice that the card on their account changed.
         *     Audited (`card.replace`) with both cards and the reason.
         */
        post: operations["replaceStaffCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log
         * @description The audit trail, newest first, 50 per page, filtered by actor (kind, id), action (exact, or every action of a
         *     target kind with a trailing dot), target (kind, id) and time range (`from` inclusive, `to` exclusive). Actors
         *     are shown by their label: a staff member's name, an operator's name, "customer 42". Details hold ids, states
         *     and reasons, never a customer's contact data (masked when written).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/audit.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the audit log as CSV
         * @description The events matching the same filters as `listAuditEvents`, newest first, as a CSV attachment streamed in
         *     batches (columns id, at, actor_kind, actor_id, actor, action, target_kind, target_id, request_id, details as
         *     JSON). A cell is left bare only when it is, whole, a plain number; one that a spreadsheet would read as a
         *     formula (starting with `=`, `+`, `-`, `@`, tab or carriage return, also after leading blanks) is written as
         *     text: `'` first, inside quotes (OWASP CSV injection).
         */
        get: operations["exportAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/management-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List management cards
         * @description Every management card in the member's scope, newest first, 15 per page, with its usage this month (UTC): the
         *     number of free starts and their value at list price.
         */
        get: operations["listManagementCards"];
        put?: never;
        /**
         * Issue a management card
         * @description Issues a management card to a named attendant, valid at the hubs given (each in the member's scope). Without
         *     `card_number` the oldest card in stock is taken from the inventory; with one, it must be a card in stock, or a
         *     number not yet known (it is added to the inventory). The card can never be linked to a customer afterwards.
         *     Audited (management_card.issue) in the same transaction.
         */
        post: operations["issueManagementCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/management-cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a management card's hubs
         * @description Replaces the hubs the card is valid at (each in the member's scope); counts from the next start. Audited
         *     (management_card.hubs) with the hubs before and after, and the reason.
         */
        patch: operations["updateManagementCard"];
        trace?: never;
    };
    "/staff/management-cards/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a management card
         * @description Revokes the card for good: every later start with it is refused (409 `management_card_revoked` to the hub).
         *     Its past starts and their journals stay. Audited (management_card.revoke) with the reason.
         */
        post: operations["revokeManagementCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/management-cards/{id}/starts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a management card's starts
         * @description Every start tried with the card (free starts and refusals), newest first, 15 per page.
         */
        get: operations["listManagementCardStarts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every customer's deposits, filtered, with totals
         * @description Every customer's top-ups, newest first, 15 per page, with the count and Naira totals of the whole filtered
         *     set (not only the page). Filters: `status`, `gateway`, `from` / `to` (calendar days in Africa/Lagos,
         *     inclusive), `customer` (a customer's id, account number or e-mail address, exactly) and `reference` (a
         *     deposit's reference or transaction number, exactly). Deposits are not limited by a member's locations or
         *     service centres: a top-up belongs to a customer, not to a centre.
         */
        get: operations["listStaffDeposits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A deposit with its gateway fields, ledger entry and customer
         * @description One deposit as stored: the gateway's own id of the payment, when the gateway was last asked, why it failed
         *     (the gateway's status or the verification mismatch), the ledger entry its credit made (null until credited),
         *     the customer, and the staff re-verifications of it from the audit trail (newest first). The stored status
         *     is answered as it is: reading never asks the gateway (re-verification is its own operation).
         */
        get: operations["getStaffDeposit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/deposits/{id}/reverify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-verify a pending deposit with its gateway
         * @description Asks the deposit's gateway, server to server, what became of the payment and settles it by the payments
         *     module's one ladder (ADR 018, 035): credited once (ledger credit, commissions and receipt in one
         *     transaction), Failed (declined, abandoned for over an hour, or a verified payment whose amount, reference or
         *     currency does not match), or left Pending when the gateway cannot tell yet. Exactly once whatever runs at the
         *     same time (a second click, the webhook, the re-verification job): one of them settles it. Only a Pending
         *     deposit (409 otherwise). When the gateway cannot be reached the deposit stays Pending and nothing is lost
         *     (502). Audited (`deposit.reverify`) with the status before and after, in the settlement's transaction. The
         *     same library call as `npm run ops -- deposits:recheck --reference <reference>`. Each call spends the
         *     `gateway` cost budget (429).
         */
        post: operations["reverifyStaffDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/deposits/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refunds of a top-up, what can still be refunded, and the approval threshold
         * @description Every refund of the top-up (oldest first) with its status, what of it can still be refunded (its amount less
         *     every refund not rejected or failed), whether it can be refunded at all (a successful gateway payment), and
         *     the amount above which a refund waits for a second person (`approval_above`). Stored fields only: reading
         *     never asks the gateway.
         */
        get: operations["listStaffDepositRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund (part of) a successful top-up through its gateway
         * @description A refund of `amount` Naira of the top-up `deposit_reference` to the card or account it was paid with, with a
         *     reason and optionally the number of the customer's ticket it answers. The amount is taken from the customer's
         *     balance at once (counter `refunds_payable`): never more than what of the top-up is not refunded yet, never more
         *     than the balance (409, nothing moved). Up to the threshold (`approval_above`) it is sent to the gateway after
         *     the commit and the answer shows the gateway's status (`pending` usually; `submitting` when the gateway could
         *     not be reached — the refunds job sends it later, once); above it, it waits (`awaiting_approval`) for a second
         *     finance or admin person — and so does a refund that would take what moved today (Lagos time) without a second
         *     person past the customer's or the requester's daily total (ADR 069; the message and `approval_needed_because`
         *     say which). Then it moves forward only as the gateway says when asked (webhooks, the job):
         *     `processing`, `needs_attention` (the customer's bank account is needed: `submitStaffRefundBankAccount`, then a
         *     second member's `approveStaffRefundBankAccount`),
         *     `processed` (paid out), `failed` (the amount comes back to the balance once). The customer is e-mailed at each
         *     outcome; the ticket, if any, gets a support message.
         *
         *     Idempotent by the `Idempotency-Key` header (a fresh random key per intended refund; the console makes one per
         *     opened dialog): the same key from the same staff member answers the first request — 201 when this call made
         *     it, 200 for a replay — and moves nothing again; the same key for a different top-up or amount is a 409.
         *     Audited (`money_back.requested`, then `money_back.refund_submitted`). Budgeted (`gateway`): a refund is a
         *     gateway call.
         */
        post: operations["createStaffRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/refunds/{reference}/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enter the customer's bank account for a refund in needs-attention (it waits for a second member)
         * @description Paystack holds a refund in `needs_attention` when it cannot pay it back on the payment's channel. A finance or
         *     admin member enters the customer's bank account (a 10-digit NUBAN and the bank's code as the gateway lists
         *     banks): it is RESOLVED at once with the gateway's account-name lookup (Paystack's Resolve Account Number) and
         *     the name the bank holds is answered beside the customer's — an account the bank cannot name is refused (422 on
         *     `account_number`, nothing stored). Nothing is sent to the gateway: the details wait (`bank_details.status`
         *     `waiting`, 202) for a DIFFERENT finance or admin member's approval (`approveStaffRefundBankAccount`),
         *     whatever the amount; whoever entered them can never approve them. The number waits sealed (never in an answer,
         *     the audit trail or a log) and is erased once sent or rejected. Audited (`money_back.refund_bank_details_entered`:
         *     bank, last 4 digits, who entered). 409 when the refund is not in needs-attention, its gateway takes no account,
         *     or details already wait; 502 when the gateway cannot be reached (nothing stored). Budgeted (`gateway`).
         */
        post: operations["submitStaffRefundBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/refunds/{reference}/bank-account/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve the bank details waiting for a refund (a different member than who entered them) and send them
         * @description The second person of the bank details (ADR 070): a finance or admin member who did not enter them approves
         *     them, and only then are they sent to the gateway (Paystack's Retry Refund with the customer's account). Of two
         *     approvers at once, or an approval racing a rejection, one wins: the other gets 409. The gateway takes them →
         *     `sent` (the number is erased; the refund `processing`; the customer is e-mailed the bank and the last 4 digits);
         *     it refuses them → 409 with its words (`refused`, erased: enter them again); it cannot be reached → 502 and they
         *     wait again. Audited (`money_back.refund_bank_details_approved` with who entered and who approved, then
         *     `money_back.refund_bank_account`). 403 for whoever entered them. Budgeted (`gateway`).
         */
        post: operations["approveStaffRefundBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/refunds/{reference}/bank-account/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject the bank details waiting for a refund, with a reason
         * @description Rejects the bank details waiting for approval (any finance or admin member, the one who entered them too: a
         *     withdrawal), with a reason. Nothing is sent; the sealed number is erased; someone may enter details again. Of
         *     a rejection racing an approval one wins (409 for the other). Audited (`money_back.refund_bank_details_rejected`).
         */
        post: operations["rejectStaffRefundBankAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/books": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The books of a Lagos day or month
         * @description Derived from the ledger only (wallet lines by cause, system accounts by kind), aggregated in the database:
         *     customer float at open and close (post balances before each instant), money in and out by kind, top-ups and
         *     gateway charges per gateway, hub revenue per hub and machine, card fees, referral commissions, refunds
         *     (asked, processed, failed or returned), reversals, adjustments, management starts, suspense in and out, and
         *     the identity opening + in − out = closing with whether it holds. A month adds one row per day. The same
         *     library call as `npm run ops -- books:day` / `books:month`.
         */
        get: operations["getStaffBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/books/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The books of a Lagos day or month as CSV
         * @description The same figures as getStaffBooks as a CSV attachment (section, item, count, amount_ngn; formula-safe), the
         *     identity last. As `npm run ops -- books:day --csv`.
         */
        get: operations["exportStaffBooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/suspense": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suspense items (money that matches no payment)
         * @description Money a gateway received that matches no payment — a success for a payment already failed, an amount or
         *     currency mismatch — newest first, 20 per page; `status` filters (open by default).
         */
        get: operations["listStaffSuspense"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/suspense/{id}/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit a suspense item to a customer
         * @description Credits the open item's amount to the customer (found by account number) against the suspense account, once,
         *     with a reason; audited `suspense_item.assigned`. Only after the payer is proven: never by guess.
         */
        post: operations["assignStaffSuspense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/suspense/{id}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a suspense item returned to its payer
         * @description Books the open item back from suspense to the gateway's clearing after the gateway refunded the payer, with
         *     the gateway's refund reference and a reason; audited `suspense_item.returned`.
         */
        post: operations["returnStaffSuspense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation runs
         * @description Runs of the reconciliation of a day's top-ups with the gateways, newest first, 20 per page.
         */
        get: operations["listStaffReconciliations"];
        put?: never;
        /**
         * Reconcile a Lagos day now
         * @description Asks each gateway about every top-up of the day (server to server) and records a run with its mismatches, as
         *     `npm run ops -- reconcile --day`. Budgeted (`gateway`): each top-up is a gateway call.
         */
        post: operations["startStaffReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/reconciliations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A reconciliation run with its mismatches
         * @description The run and every mismatch it found.
         */
        get: operations["getStaffReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today at a glance, by role
         * @description Today's figures ("today" is the calendar day in Africa/Lagos, UTC+1). Every staff member may call it, but
         *     each part is sent only to the roles that own it — a part the caller's roles do not open is absent, not
         *     null: `top_ups`, `pending_deposits` and `charges` to finance and admin; `tickets` to support and admin;
         *     `card_requests` to fulfilment and admin; `hubs` to admin. A member limited to some locations or service
         *     centres sees only those centres' card requests, hubs and charges; top-ups and tickets belong to customers,
         *     not to centres, and are not limited.
         */
        get: operations["getStaffOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/customers/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit or debit a customer's balance, with a reason (four eyes above the threshold)
         * @description An adjustment of the customer's balance by finance: a credit or a debit of `amount` Naira with a reason and,
         *     optionally, the number of the customer's ticket it answers. Up to the threshold (`approval_above` of
         *     `listStaffMoneyBacks`, the server's `APPROVAL_ABOVE`) it is done at once: the wallet line is written, the
         *     customer is told (a debit always by e-mail; a credit on the channels they chose for "Refund or reversal made")
         *     and the ticket gets a support message — unless, with it, the adjustments and refunds done today (Lagos time)
         *     without a second person would pass the customer's or the requester's daily total (`approval_daily_per_customer`,
         *     `approval_daily_per_member`; ADR 069). Above the threshold, or past a daily total, it waits
         *     (`awaiting_approval`; the message and `approval_needed_because` say why, naming the total) for a
         *     second finance or admin person — never its requester; a debit is held from the balance meanwhile (given back
         *     if rejected), a credit is given when approved. A debit above the balance is a 409 and nothing moves.
         *
         *     Idempotent by the `Idempotency-Key` header, as `createStaffRefund` (a fresh random key per intended adjustment;
         *     the console makes one per opened form): the same key from the same staff member answers the first request — 201 when this call made it,
         *     200 for a replay (a double click, a retry after a lost answer) — and moves nothing again; the same key with a
         *     different customer, direction or amount is a 409. Audited (`money_back.adjusted` or `money_back.requested`) in
         *     the transaction of the wallet line. Budgeted (`desk`): each done adjustment e-mails the customer.
         */
        post: operations["createStaffAdjustment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/money-back": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every request for money back, filtered, newest first
         * @description Every request for money back — refunds of top-ups, reversals of hub charges, adjustments — newest first, 15 per
         *     page, with the number of requests awaiting approval (all of them, whatever the filters) and the approval
         *     threshold (`approval_above`: a request above it waits for a second person) with the daily totals
         *     (`approval_daily_per_customer`, `approval_daily_per_member`: a request that would take what moved today without
         *     a second person past either waits too, ADR 069). Filters: `status`, `kind`,
         *     `customer` (a customer's id, account number or e-mail address, exactly). Each item says whether the member
         *     asking may approve it (`may_approve`) and, when not, why (`approval_note`).
         */
        get: operations["listStaffMoneyBacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/money-back/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One request for money back with every step
         * @description One request by its reference (RFD-, REV- or ADJ-…): who asked and why, who approved or rejected it and why,
         *     its wallet line and compensating credit (trx), the refunded top-up or the reversed charge, the gateway's status.
         */
        get: operations["getStaffMoneyBack"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/money-back/{reference}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a request awaiting a second person
         * @description The second of four eyes: a finance or admin person other than the requester approves a request awaiting
         *     approval. An adjustment is done (a credit is given now; a held debit stays taken) and the customer told; a
         *     refund goes on to its gateway. Exactly once whatever runs at the same time: of racing approvals one moves it,
         *     the others get 409. 403 on one's own request. Audited (`money_back.approved`) in its transaction.
         */
        post: operations["approveStaffMoneyBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/staff/money-back/{reference}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a request awaiting approval, with a reason
         * @description Rejects a request awaiting approval, with a reason (a finance or admin person; the requester may withdraw
         *     their own). A debit held from the balance comes back as a compensating credit and the customer is e-mailed; a
         *     credit is never given. 409 when already decided. Audited (`money_back.rejected`) in its transaction.
         */
        post: operations["rejectStaffMoneyBack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description `pay_back`: refunds to the cards or accounts that paid and a bank transfer for the rest, free of charge, after finance approves; `give_up`: the balance is given up explicitly.
         * @enum {string}
         */
        BalanceChoice: "pay_back" | "give_up";
        /** Bank account */
        ClosureBankAccount: {
            /** Account number (NUBAN) */
            account_number: string;
            /** Bank */
            bank_code: string;
        };
        ClosureMoneyRequest: {
            reference: string;
            amount: components["schemas"]["Money"];
        };
        /**
         * @description Naira amount with exactly two decimals.
         * @example 2500.00
         */
        Money: string;
        /**
         * @description The latest bank account entered for a refund its gateway holds in needs-attention (ADR 070), as finance and
         *     admin see it: the bank, the last 4 digits and the name the bank holds for the account (resolved with the
         *     gateway's account-name lookup when entered) beside the customer's name, who entered it and who approved or
         *     rejected it. `waiting`: entered, nothing sent — a different finance or admin member must approve it;
         *     `sending`: approved, the gateway is being asked; `sent`: the gateway took it; `refused`: the gateway did not
         *     take it (`decision_reason` has its words; enter them again); `rejected`: a member rejected it with a reason
         *     (enter them again). The account number itself is never in an answer.
         * @example {
         *       "status": "waiting",
         *       "bank_code": "058",
         *       "bank_name": "Guaranty Trust Bank",
         *       "account_last4": "6789",
         *       "account_name": "ADAEZE CHIOMA OKAFOR",
         *       "customer_name": "Adaeze Okafor",
         *       "entered_by": "Ngozi Eze",
         *       "entered_at": "2026-11-28T10:02:00Z",
         *       "decided_by": null,
         *       "decided_at": null,
         *       "decision_reason": null,
         *       "may_approve": true,
         *       "approval_note": null
         *     }
         */
        StaffRefundBankDetails: {
            /** @enum {string} */
            status: "waiting" | "sending" | "sent" | "refused" | "rejected";
            /** @description The bank's code as the gateway lists banks (058). */
            bank_code: string;
            bank_name: string;
            account_last4: string;
            /** @description The name the bank holds for the account, as the gateway's account-name lookup answered. */
            account_name: string;
            /** @description The customer's name on their e-laundry account, to compare with `account_name`. */
            customer_name: string;
            /** @description The staff member who entered the details. */
            entered_by: string;
            /** Format: date-time */
            entered_at: string;
            /** @description Who approved (sending, sent, refused) or rejected them. */
            decided_by: string | null;
            /** Format: date-time */
            decided_at: string | null;
            /** @description Why they were rejected, or the gateway's words when it refused them. */
            decision_reason: string | null;
            /** @description Whether the member asking may approve them now — they wait, and this member did not enter them. */
            may_approve: boolean;
            /** @description Why the member may not approve them (they entered them; nothing waits); null when they may. */
            approval_note: string | null;
        };
        /**
         * @description Where a request for money back stands, in the customer's terms (docs/decisions/049-money-given-back.md):
         *     `requested` (waiting for a second person's approval), `in_progress` (with the payment gateway),
         *     `needs_bank_details` (in progress; support may contact the customer for bank details), `refunded` (the
         *     gateway paid it out), `failed` (the gateway could not: the amount is back on the balance), `not_approved`
         *     (rejected: a held amount is back on the balance), `done` (an adjustment or a reversal, applied).
         * @example refunded
         * @enum {string}
         */
        MoneyBackProgress: "requested" | "in_progress" | "needs_bank_details" | "refunded" | "failed" | "not_approved" | "done";
        /** @description Body of every failure. `code` equals the HTTP status. */
        ErrorEnvelope: {
            /** @example 422 */
            code: number;
            /**
             * @description Human sentence shown as a toast.
             * @example email is required
             */
            message: string;
            /**
             * @description Field name → list of messages for that field.
             * @example {
             *       "email": [
             *         "email is required"
             *       ]
             *     }
             */
            error?: {
                [key: string]: string[];
            };
        };
        Address: {
            /**
             * @description Country name (empty when unknown).
             * @example Nigeria
             */
            country: string;
            /** @example Abuja */
            city: string;
            /** @example 12 Aminu Kano Crescent, Wuse II */
            address: string;
            /** @example 900288 */
            zip: string;
        };
        /** @description The customer's profile. */
        User: {
            /** @example 1024 */
            id: number;
            /** @example chidinma_o */
            username: string;
            /** @example Chidinma */
            firstname: string;
            /** @example Okafor */
            lastname: string;
            /**
             * Format: email
             * @example chidinma.okafor@example.com
             */
            email: string;
            /**
             * @description National number without the dial code.
             * @example 8031234567
             */
            mobile: string;
            /**
             * @description Dial code digits (empty when unknown).
             * @example 234
             */
            mobile_code: string;
            /**
             * @description The country NAME chosen at registration (the field name is historical).
             * @example Nigeria
             */
            country_code: string;
            /**
             * @description URL of the avatar (`/api/v1/avatars/<name>.webp`, served by `getAvatar` without a token), or "N/A"
             *     when there is none (the SPA shows its placeholder).
             * @example data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCA2NCA2NCc+PGNpcmNsZSBjeD0nMzInIGN5PSczMicgcj0nMzInIGZpbGw9JyNkNmU0ZjAnLz48Y2lyY2xlIGN4PSczMicgY3k9JzI1JyByPScxMicgZmlsbD0nIzNkNmI5NCcvPjxwYXRoIGQ9J00xMSA1NWEyMSAyMSAwIDAgMSA0MiAweicgZmlsbD0nIzNkNmI5NCcvPjwvc3ZnPg==
             * @example N/A
             */
            image: string;
            /**
             * @description Number of the linked laundry card, or "N/A" when the customer has no card.
             * @example ELC4820193746
             * @example N/A
             */
            card_no: string;
            tfa_enabled: boolean;
            email_verified: boolean;
            /** @example 2010001024 */
            account_number: string;
            /** @example CHIDI1024 */
            referral_code: string;
            address: components["schemas"]["Address"];
        };
        /**
         * @description A staff role (docs/decisions/041-staff-accounts.md): support (tickets, read-only customer view), fulfilment
         *     (card requests and inventory), finance (deposits, reconciliation), admin (staff, hubs, keys, fees and
         *     everything the others do: every staff operation lists admin among its roles).
         * @enum {string}
         */
        StaffRole: "support" | "fulfilment" | "finance" | "admin";
        /** @description The member's roles, one or more, in the order support, fulfilment, finance, admin. */
        StaffRoles: components["schemas"]["StaffRole"][];
        /**
         * @description A staff account (never a customer one): invited until the set-up link is used, then active; deactivated
         *     members cannot sign in. Empty `location_ids` and `service_center_ids` mean everywhere.
         */
        StaffMember: {
            id: number;
            /** Format: email */
            email: string;
            /** @description Chosen by the member at set-up ('' while invited). */
            name: string;
            roles: components["schemas"]["StaffRoles"];
            location_ids: number[];
            service_center_ids: number[];
            /** @enum {string} */
            status: "invited" | "active" | "deactivated";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            activated_at: string | null;
            /** Format: date-time */
            deactivated_at: string | null;
        };
        /**
         * @description Open (new), Answered (support replied), Replied (customer replied), Close (closed).
         * @enum {string}
         */
        TicketStatus: "Open" | "Answered" | "Replied" | "Close";
        /** @enum {string} */
        TicketPriority: "High" | "Medium" | "Low";
        TicketAttachment: {
            /** @example 9 */
            id: number;
            /**
             * @description The original file name, sanitised (no path, no control characters, at most 100 characters).
             * @example bank-debit.png
             */
            name: string;
            /**
             * @description The media type decided from the file's content at upload (never from its name).
             * @enum {string}
             */
            type: "image/jpeg" | "image/png" | "image/gif" | "image/bmp" | "image/webp" | "application/pdf" | "application/msword" | "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
            /** @description Size in bytes. */
            size: number;
            /**
             * Format: uri-reference
             * @description URL of `downloadTicketAttachment` (`/api/v1/tickets/<ticket>/attachments/<id>`); needs the bearer token.
             * @example /api/v1/tickets/483920/attachments/9
             */
            file: string;
        };
        TicketMessage: {
            id: number;
            /**
             * @description Who wrote the message (the customer who owns the ticket, or support). Tells the two apart; never compare names.
             * @enum {string}
             */
            from: "customer" | "support";
            /**
             * @description Sender's name shown on the message (the customer's name, or the support agent's configured name).
             * @example Chidinma Okafor
             * @example Support Team
             */
            user: string;
            /** @description Text of the message (may be empty when only attachments were sent). */
            message: string;
            /** Format: date-time */
            created_at: string;
            attachments: components["schemas"]["TicketAttachment"][];
        };
        /** @description The customer's transaction this ticket reports ("Report this transaction"), null when none. */
        TicketTransaction: {
            /** @example TRX8Q2W5E7R9T1Y */
            trx: string;
            /** Format: date-time */
            created_at: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /**
             * @description "+" for a credit, "-" for a debit.
             * @enum {string}
             */
            trx_type: "+" | "-";
            /** @example Deposit via Paystack */
            detail: string;
        } | null;
        Ticket: {
            /** @example 483920 */
            ticket: string;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            /** @description Name of the customer who opened the ticket. */
            name: string;
            /** Format: email */
            email: string;
            /** Format: date-time */
            created_at: string;
            transaction: components["schemas"]["TicketTransaction"];
            /** @description Messages, oldest first. */
            messages: components["schemas"]["TicketMessage"][];
        };
        /**
         * Reply
         * @description Needs non-blank `message` text or at least one `file[]`.
         */
        ReplyTicketRequest: {
            /** Message */
            message?: string;
            /** @description The ticket number again (sent by the SPA; the path parameter is authoritative). */
            ticket?: string;
            /**
             * Attachments
             * @description Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided by
             *     content. Repeat the `file[]` part once per file.
             */
            "file[]"?: string[];
        };
        /** @description The sign-in failure of an account whose e-mail address is not verified yet. */
        NotVerifiedError: {
            /** @constant */
            code: 403;
            /** @description Contains "is not verified". */
            message: string;
            /**
             * Format: email
             * @description The account's e-mail address, for the verification step.
             */
            email: string;
        };
        /** @description A signed-in session. */
        AuthSession: {
            /**
             * @description Bearer token to send in the Authorization header.
             * @example 9fK2mQx7Lr8TzN4bV6cW1yH3pD5sJ0aEuG7iO2kQx4A
             */
            token: string;
            /** @constant */
            token_type: "Bearer";
            /** Format: date-time */
            expires_at: string;
            user: components["schemas"]["User"];
        };
        /** @description The password was right; a code from the authenticator app is needed (`loginTwoFactor`). */
        TwoFactorChallenge: {
            /** @constant */
            tfa_required: true;
            /**
             * @description Opaque token to send back to `loginTwoFactor`, valid 5 minutes.
             * @example tfa_8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f
             */
            challenge: string;
        };
        RegisterResult: {
            /**
             * Format: email
             * @description Address the verification code was sent to.
             */
            email: string;
            user: components["schemas"]["User"];
        };
        ResetToken: {
            /**
             * @description Opaque single-use reset token for `resetPassword` (valid 15 minutes).
             * @example b6f1c8e2a9d4473f8e0c5a7b2d9e4f13c8a6b0e5d2f7a914
             */
            code: string;
        };
        /** Create Account */
        RegisterRequest: {
            /** First Name */
            firstname: string;
            /** Last Name */
            lastname: string;
            /** Username */
            username: string;
            /**
             * Email Address
             * Format: email
             * @description Leading and trailing spaces are trimmed by the SPA before sending.
             */
            email: string;
            /**
             * Country
             * @description The country's NAME from the country select (e.g. "Nigeria").
             */
            country_code: string;
            /**
             * Country code
             * @description Two-letter ISO 3166-1 code of the chosen country (e.g. "NG").
             */
            country?: string;
            /**
             * Mobile
             * @description National number digits without the dial code (at most 15 digits).
             */
            mobile: string;
            /**
             * Dial code
             * @description Dial code digits without "+" (e.g. "234").
             */
            mobile_code?: string;
            /**
             * Password
             * @description Only the 6-character minimum is enforced; the capital, small letter, number and special-character hints are advice.
             */
            password: string;
            /** Confirm Password */
            password_confirmation: string;
            /**
             * Referral Code
             * @description Referral code of the referring user, prefilled from the `reference` query parameter of the sign-up page.
             */
            referral_code?: string;
        };
        /** Sign In */
        LoginRequest: {
            /** Username or Email */
            username_or_email: string;
            /** Password */
            password: string;
            /**
             * Remember me
             * @description Keep the session for 30 days instead of 1 day.
             * @default false
             */
            remember: boolean;
        };
        /** Two-factor code */
        LoginTwoFactorRequest: {
            /** @description The `challenge` from `login`. */
            challenge: string;
            /** Code */
            code: string;
        };
        /** Forgot Password */
        ForgotPasswordRequest: {
            /**
             * Identify by
             * @enum {string}
             */
            type: "email" | "username";
            /**
             * Email address or username
             * @description An e-mail address when `type` is `email`, otherwise a username.
             */
            value: string;
        };
        /** Verify Reset Token */
        VerifyResetTokenRequest: {
            /**
             * Email Address
             * Format: email
             */
            email: string;
            /** Code */
            code: string;
        };
        /** Reset Password */
        ResetPasswordRequest: {
            /** Password */
            password: string;
            /** Confirm Password */
            password_confirmation: string;
            /** @description The reset token from `verifyResetToken` (the `{code}` of `/reset-password/{code}`). */
            code: string;
        };
        /** Verify OTP */
        VerifyOtpRequest: {
            /**
             * Email Address
             * Format: email
             */
            email: string;
            /** OTP */
            otp: string;
        };
        /** Resend OTP */
        SendOtpRequest: {
            /**
             * Email Address
             * Format: email
             */
            email: string;
        };
        LedgerLine: {
            /** Format: date-time */
            created_at: string;
            /**
             * @description Transaction number.
             * @example TRX8Q2W5E7R9T1Y
             */
            trx: string;
            amount: components["schemas"]["Money"];
        };
        Dashboard: {
            /** @example 2010001024 */
            account_number: string;
            available_balance: components["schemas"]["Money"];
            /**
             * @description Number of the linked card, or "N/A" when there is none.
             * @example ELC4820193746
             * @example N/A
             */
            card_serial_no: string;
            depositSum: components["schemas"]["Money"];
            transactionCount: number;
            /**
             * Format: uri
             * @description Sign-up URL carrying the customer's referral code in the `reference` query parameter.
             * @example https://e-laundry.example.com/sign-up?reference=CHIDI1024
             */
            referral_link: string;
            /** @description Whether top-ups by bank transfer to the customer's own account number are offered (`getVirtualAccount`; the dashboard then links to them). */
            bank_transfer?: boolean;
            /** @description Up to five latest credit lines, newest first. */
            latestCredit: components["schemas"]["LedgerLine"][];
            /** @description Up to five latest debit lines, newest first. */
            latestDebit: components["schemas"]["LedgerLine"][];
        };
        SpendingWeek: {
            /**
             * Format: date
             * @description The Monday (Africa/Lagos calendar day) the week starts on.
             * @example 2026-11-09
             */
            week_start: string;
            spent: components["schemas"]["Money"];
            topped_up: components["schemas"]["Money"];
        };
        SpendingHub: {
            /**
             * @description The hub's name and city, or "Card fees" for the card requests' fees.
             * @example UNILAG Hostel Hub, Lagos
             */
            name: string;
            spent: components["schemas"]["Money"];
        };
        SpendingSummary: {
            balance: components["schemas"]["Money"];
            /** @description The last 12 weeks, oldest first; the last is the current week. */
            weeks: components["schemas"]["SpendingWeek"][];
            /** @description Spending per hub over the 12 weeks, largest first; hubs with nothing spent (net) are left out. */
            hubs: components["schemas"]["SpendingHub"][];
            average_daily_spend: components["schemas"]["Money"];
            /** @description Whole days the balance lasts at the average daily spend; null when nothing was spent in the 12 weeks. */
            days_left: number | null;
        };
        CloseAccountRequest: {
            /** Password */
            password: string;
            /**
             * Authenticator code
             * @description Required when two-factor authentication is on.
             */
            code?: string;
            /**
             * Confirmation word
             * @description The word `CLOSE`, typed by hand.
             */
            confirmation: string;
            balance?: components["schemas"]["BalanceChoice"];
            bank_account?: components["schemas"]["ClosureBankAccount"];
        };
        AccountClosurePreview: {
            balance: components["schemas"]["Money"];
            /** @description The part of the balance that is referral credit: laundry credit only, never paid back, given up at closure (ADR 071). The rest is what `refundable_top_ups` and `to_bank_account` pay back. */
            referral_credit: components["schemas"]["Money"];
            confirmation_word: string;
            /** @description The top-ups the balance would be refunded to, newest first, with the part of each. */
            refundable_top_ups: {
                reference: string;
                gateway: string;
                /** Format: date-time */
                date: string;
                amount: components["schemas"]["Money"];
            }[];
            to_bank_account: components["schemas"]["Money"];
            erased: string[];
            kept: string[];
            ended: string[];
        };
        AccountClosed: {
            balance: components["schemas"]["Money"];
            choice: components["schemas"]["BalanceChoice"] | null;
            refunds: components["schemas"]["ClosureMoneyRequest"][];
            payout: components["schemas"]["ClosureMoneyRequest"] | null;
            /** @description What was given up — the whole balance when the customer chose so, and referral credit (laundry credit only, never paid back, ADR 071) in any case. */
            forfeited: components["schemas"]["Money"];
        };
        AvatarResult: {
            /**
             * Format: uri-reference
             * @description URL of the new avatar (`/api/v1/avatars/<name>.webp`, see `getAvatar`).
             * @example data:image/svg+xml;base64,PHN2ZyB4bWxucz0naHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmcnIHZpZXdCb3g9JzAgMCA2NCA2NCc+PGNpcmNsZSBjeD0nMzInIGN5PSczMicgcj0nMzInIGZpbGw9JyNkNmU0ZjAnLz48Y2lyY2xlIGN4PSczMicgY3k9JzI1JyByPScxMicgZmlsbD0nIzNkNmI5NCcvPjxwYXRoIGQ9J00xMSA1NWEyMSAyMSAwIDAgMSA0MiAweicgZmlsbD0nIzNkNmI5NCcvPjwvc3ZnPg==
             */
            image: string;
        };
        /** Profile */
        UpdateProfileRequest: {
            /** First Name */
            firstname?: string;
            /** Last Name */
            lastname?: string;
            /**
             * Country
             * @description Two-letter ISO 3166-1 code of the chosen country (e.g. "NG"), as in `RegisterRequest.country`.
             */
            country: string;
            /**
             * Country name
             * @description The country's name (e.g. "Nigeria"), as in `RegisterRequest.country_code`; stored as `address.country`.
             */
            country_code?: string;
            /** City */
            city: string;
            /** Address */
            address: string;
            /** Zip Code */
            zip: string;
        };
        /** Avatar */
        AvatarUploadRequest: {
            /**
             * Avatar
             * Format: binary
             * @description PNG or JPEG image (.png, .jpg, .jpeg), at most 2 MB.
             */
            avatar: string;
        };
        /** Change Your Password */
        ChangePasswordRequest: {
            /** Current Password */
            old_password: string;
            /** Password */
            password: string;
            /** Confirm Password */
            password_confirmation: string;
        };
        /** @description An archive of the customer's data ("Download my data", docs/decisions/055-download-my-data.md). */
        DataExport: {
            id: string;
            /**
             * @description queued → running → ready (24 hours) → expired; failed after repeated errors (ask again).
             * @enum {string}
             */
            status: "queued" | "running" | "ready" | "failed" | "expired";
            progress: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            ready_at: string | null;
            /**
             * Format: date-time
             * @description Until when it can be downloaded (24 hours after it was ready).
             */
            expires_at: string | null;
            /** @description The zip's size in bytes, while it is ready. */
            size: number | null;
            /** @description `downloadDataExport`'s path while it is ready (needs the bearer session); null otherwise. */
            download_url: string | null;
        };
        /** @enum {string} */
        NotificationEvent: "cycle_done" | "machine_free" | "topup_credited" | "low_balance" | "card_ready" | "support_reply" | "money_back";
        PushDevice: {
            id: number;
            label: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_sent_at: string | null;
        };
        NotificationSettings: {
            events: {
                event: components["schemas"]["NotificationEvent"];
                label: string;
                email: boolean;
                push: boolean;
            }[];
            low_balance_threshold: components["schemas"]["Money"] | null;
            followed_hubs: {
                id: number;
                name: string;
            }[];
            devices: components["schemas"]["PushDevice"][];
        };
        NotificationSettingsEnvelope: {
            /** @constant */
            code: 200;
            message: string;
            data: components["schemas"]["NotificationSettings"];
        };
        UpdateNotificationSettingsRequest: {
            events?: {
                event: components["schemas"]["NotificationEvent"];
                email?: boolean;
                push?: boolean;
            }[];
            /** @description Naira; null turns the low-balance alert off. */
            low_balance_threshold?: number | null;
            followed_hub_ids?: number[];
        };
        PushSubscriptionRequest: {
            endpoint: string;
            expirationTime?: number | null;
            keys: {
                p256dh: string;
                auth: string;
            };
            label?: string;
        };
        ReferralUser: {
            /** @example Tunde Adeyemi */
            full_name: string;
            /**
             * @description The referred user's e-mail address, masked (`t***i@example.com`).
             * @example t***i@example.com
             */
            email: string;
            /** Format: date-time */
            joined_at: string;
        };
        Commission: {
            /** Format: date-time */
            date: string;
            /** @description The referred user whose activity earned the commission. */
            from: {
                /** @example Tunde */
                firstname: string;
                /** @example Adeyemi */
                lastname: string;
            };
            /** @description Referral level (1 = referred directly). */
            level: number;
            /** @example 5 */
            percent: number;
            amount: components["schemas"]["Money"];
            /**
             * @description What earned the commission.
             * @example deposit
             */
            type: string;
            /**
             * @description `held`: not yet spendable, until the referred customer spends the top-up on laundry; `earned`: credited to the balance as laundry credit (never paid back as money); `not_earned`: the top-up was refunded.
             * @enum {string}
             */
            status: "held" | "earned" | "not_earned";
            /** @description The amount credited to the balance when earned; null while held or when not earned. */
            earned: components["schemas"]["Money"] | null;
        };
        /**
         * @description While two-factor authentication is off, the pending secret to scan (`qrcode`) or type (`secret`). Once it is
         *     on, both are null: the key lives only in the customer's authenticator app, so a stolen session cannot copy it
         *     and mint codes for later sign-ins.
         */
        TwoFactorSetup: {
            /**
             * Format: uri
             * @description otpauth:// URI to render as a QR code; null while two-factor authentication is enabled.
             * @example otpauth://totp/e-laundry:chidinma.okafor%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=e-laundry
             */
            qrcode: string | null;
            /**
             * @description Base32 TOTP secret for manual entry; null while two-factor authentication is enabled.
             * @example JBSWY3DPEHPK3PXP
             */
            secret: string | null;
            tfa_enabled: boolean;
        };
        /** Verify Your OTP */
        CodeRequest: {
            /** Code */
            code: string;
        };
        /** @description The customer's own account number for top-ups by bank transfer, or its status. */
        BankTransferAccount: {
            /** @enum {string} */
            status: "none" | "validating" | "pending" | "assigned" | "failed";
            /**
             * @description The gateway that issues the number.
             * @example Paystack
             */
            gateway: string;
            /** @example Wema Bank */
            bank_name: string | null;
            /** @example 9930000123 */
            account_number: string | null;
            /** @example E-LAUNDRY/ADA OBI */
            account_name: string | null;
            /** @description The gateway's refusal (failed only). */
            failure_reason: string | null;
            /** @description Whether `requestVirtualAccount` needs the customer's BVN (passed through to the gateway, never stored). */
            requires_bvn: boolean;
            /** @description Why the BVN is asked, for the form. */
            bvn_reason: string | null;
            /**
             * @description Whether `requestVirtualAccount` needs the customer's BVN, bank account number and bank (Paystack validates
             *     the customer before it assigns a number, ADR 061).
             */
            requires_identity: boolean;
            /** @description Why the identity is asked, in plain words, for the form (requires_identity only). */
            identity_reason: string | null;
            /** @description What of it is kept (requires_identity only). */
            identity_kept: string | null;
            /**
             * @description The bank account being or last checked, as kept (its bank and last 4 digits); validating or failed only.
             * @example Access Bank, account ending 6789
             */
            identity_account: string | null;
            /**
             * @description Naira taken out of each transfer, as a decimal string.
             * @example 0.00
             */
            fixed_charge: string;
            /** @description Percent of each transfer taken out of it. */
            percent_charge: number;
            /** @description How long a transfer usually takes to arrive. */
            usual_time: string;
        };
        VirtualAccountRequest: {
            /**
             * BVN
             * @description Your 11-digit Bank Verification Number, when the gateway needs it (requires_bvn).
             */
            bvn?: string;
            /**
             * Account number
             * @description Your 10-digit bank account number (NUBAN), in your own name, when Paystack validates you first (requires_identity).
             */
            account_number?: string;
            /**
             * Bank
             * @description Your bank, as the `code` of one of `listVirtualAccountBanks` (requires_identity).
             */
            bank_code?: string;
        };
        TransferBank: {
            /** @example 044 */
            code: string;
            /** @example Access Bank */
            name: string;
        };
        PaymentMethod: {
            /**
             * @example paystack
             * @example flutterwave
             */
            method_code: string;
            /** @example Paystack */
            name: string;
            /** @example NGN */
            currency: string;
            min_amount: components["schemas"]["Money"];
            max_amount: components["schemas"]["Money"];
            /** @description Fixed part of the charge, added to the amount. */
            fixed_charge: components["schemas"]["Money"];
            /**
             * @description Percentage of the amount added to the charge. charge = fixed_charge + amount × percent_charge / 100,
             *     rounded to the nearest kobo (half up); the customer pays amount + charge and the balance is credited amount.
             * @example 1.5
             */
            percent_charge: number;
        };
        PaymentRedirect: {
            /**
             * Format: uri
             * @description Provider payment page to send the browser to.
             * @example https://checkout.paystack.com/7xk2m9q4wz1b3c5
             */
            redirect_url: string;
            /**
             * @description Our payment reference, shown as Reference ID.
             * @example DEP-20261014-8F3K2Q
             */
            reference: string;
        };
        Deposit: {
            id: number;
            /** @example TRX8Q2W5E7R9T1Y */
            trx: string;
            /** Format: date-time */
            created_at: string;
            /**
             * @description Name of the payment provider.
             * @example Paystack
             */
            payment_gateway: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /** @enum {string} */
            status: "Pending" | "Success" | "Failed";
            /** @example DEP-20261012-2R7T9W */
            reference: string;
        };
        DepositDetail: {
            id: number;
            /**
             * @description Transaction number (also the ledger line's `trx` once credited).
             * @example TRX8Q2W5E7R9
             */
            trx: string;
            /** Format: date-time */
            created_at: string;
            /** @example paystack */
            method_code: string;
            /**
             * @description Name of the payment provider.
             * @example Paystack
             */
            payment_gateway: string;
            /** @description Amount credited to the balance (the charge excluded). */
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /** @description Amount paid to the provider (amount + charge). */
            total: components["schemas"]["Money"];
            /** @example NGN */
            currency: string;
            /** @enum {string} */
            status: "Pending" | "Success" | "Failed";
            /** @example DEP-20261012-2R7T9W */
            reference: string;
            /**
             * Format: date-time
             * @description When the deposit became Success or Failed; null while Pending.
             */
            completed_at: string | null;
            /** @description The customer's current available balance. */
            balance: components["schemas"]["Money"];
        };
        /**
         * @description One of the customer's deposits (`DepositDetail`) with the refunds of it (docs/decisions/049-money-given-back.md),
         *     newest first, and their totals: `refunded` (paid out by the gateway) and `refund_in_progress` (asked for,
         *     approved or on their way; held from the balance meanwhile). A refund that failed or was not approved is listed
         *     with its amount back on the balance and counts in neither total.
         */
        DepositWithRefunds: components["schemas"]["DepositDetail"] & {
            refunds: components["schemas"]["DepositRefund"][];
            refunded: components["schemas"]["Money"];
            refund_in_progress: components["schemas"]["Money"];
        };
        DepositRefund: {
            /** @example RFD-20261014-8M3K6Q2T */
            reference: string;
            amount: components["schemas"]["Money"];
            status: components["schemas"]["MoneyBackProgress"];
            /**
             * @description The line of My Transactions that took the amount from the balance.
             * @example TRX8M3K6Q2T5F7G
             */
            trx: string | null;
            /** Format: date-time */
            requested_at: string;
            /**
             * Format: date-time
             * @description When it was refunded, failed or was not approved; null while it is requested or in progress.
             */
            completed_at: string | null;
        };
        /**
         * @description What `/payment-success` shows: a deposit (`kind: deposit`, fields as `DepositDetail`) or the payment of a card
         *     request (`kind: card`: `id` is the card request's id, `amount` the card fee + delivery fee, `charge` the
         *     gateway's charge, `total` what was paid, `balance` the current balance, untouched by a card payment).
         */
        PaymentOutcome: components["schemas"]["DepositDetail"] & {
            /** @enum {string} */
            kind: "deposit" | "card";
        };
        /** @description A payment provider's event; only its signature-checked raw body is trusted, and the payment it names is re-verified. */
        GatewayEvent: {
            /** @example charge.success */
            event?: string;
            data?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /** Deposit Money */
        DepositRequest: {
            /**
             * Provider
             * @description `method_code` of a method from `listPaymentMethods`.
             */
            method_code: string;
            /**
             * Amount
             * @description Amount in Naira (at most two decimals are kept).
             */
            amount: number;
        };
        /** Ask someone to pay */
        SponsorLinkRequest: {
            /**
             * Suggested amount
             * @description A suggested amount in Naira (the sponsor may change it), or null.
             */
            amount?: number | null;
            /** Note */
            note?: string | null;
            /**
             * Expires after (days)
             * @default 30
             */
            expires_in_days: number;
        };
        SponsorLink: {
            id: number;
            code: string;
            /** Format: uri */
            url: string;
            suggested_amount: string | null;
            note: string | null;
            /** @enum {string} */
            state: "active" | "revoked" | "expired";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            revoked_at: string | null;
            /** @description Top-ups credited through this link. */
            paid_count: number;
            paid_total: string;
        };
        SponsorLinkPage: {
            first_name: string;
            /** @description The customer's account number, masked but for its last 4 characters. */
            account_number: string;
            suggested_amount: string | null;
            note: string | null;
            /** Format: date-time */
            expires_at: string;
            methods: components["schemas"]["SponsorPaymentMethod"][];
        };
        SponsorPaymentMethod: {
            method_code: string;
            name: string;
            currency: string;
            min_amount: string;
            max_amount: string;
            fixed_charge: string;
            percent_charge: number;
        };
        /** Pay */
        SponsorPaymentRequest: {
            /** Provider */
            method_code: string;
            /**
             * Amount
             * @description Amount in Naira (at most two decimals are kept).
             */
            amount: number;
            /** Your name */
            name: string;
            /**
             * Your email address
             * Format: email
             */
            email: string;
        };
        SponsorPaymentRedirect: {
            /** Format: uri */
            redirect_url: string;
            reference: string;
        };
        /** @description A row of Card History (Request date, Amount paid, Payment status, Gateway, Reference ID), with where the card is collected and its fulfilment stage. */
        CardRequest: {
            id: number;
            /** Format: date-time */
            created_at: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            payment_status: "Pending" | "Success" | "Failed";
            /**
             * @description Name of the way it was paid (a provider, or "Account balance").
             * @example Paystack
             */
            gateway: string;
            /**
             * @description `paystack`, `flutterwave` or `balance`.
             * @example paystack
             */
            gateway_code: string;
            /** @example CRD-20260928-4M7N2P */
            reference: string;
            /** @example Abuja */
            location: string;
            /** @example University of Abuja Hub */
            service_center: string;
            stage: components["schemas"]["CardRequestStage"];
        };
        Location: {
            id: number;
            /** @example Port Harcourt */
            name: string;
        };
        ServiceCenter: {
            id: number;
            /** @example UNIPORT Choba Hub */
            name: string;
        };
        CardFees: {
            card_fee: components["schemas"]["Money"];
            delivery_fee: components["schemas"]["Money"];
        };
        /**
         * @description Fulfilment stage: `awaiting_payment` (payment Pending), `paid`, `preparing` (being prepared), `ready` (ready
         *     for pickup at the service centre; the card is assigned and linked), `delivered` (handed to the customer),
         *     `cancelled` (the payment Failed).
         * @enum {string}
         */
        CardRequestStage: "awaiting_payment" | "paid" | "preparing" | "ready" | "delivered" | "cancelled";
        CardRequestStep: {
            /** @enum {string} */
            stage: "paid" | "preparing" | "ready" | "delivered";
            /**
             * @description What the timeline shows for the step.
             * @example Ready for pickup at UNIPORT Choba Hub
             */
            label: string;
            /**
             * Format: date-time
             * @description When the step was reached; null while it is not.
             */
            at: string | null;
        };
        /** @description One card request with its payment and fulfilment. */
        CardRequestDetail: {
            id: number;
            /** @example CRD-20260928-4M7N2P */
            reference: string;
            /** Format: date-time */
            created_at: string;
            location_id: number;
            /** @example Port Harcourt */
            location: string;
            service_center_id: number;
            /** @example UNIPORT Choba Hub */
            service_center: string;
            /**
             * @description `paystack`, `flutterwave` or `balance`.
             * @example balance
             */
            gateway_code: string;
            /**
             * @description Name of the way it was paid ("Account balance" for `balance`).
             * @example Account balance
             */
            gateway: string;
            card_fee: components["schemas"]["Money"];
            delivery_fee: components["schemas"]["Money"];
            /** @description The gateway's charge (0.00 for the balance). */
            charge: components["schemas"]["Money"];
            /** @description Amount paid (card fee + delivery fee + charge). */
            amount: components["schemas"]["Money"];
            /** @example NGN */
            currency: string;
            /** @enum {string} */
            payment_status: "Pending" | "Success" | "Failed";
            /** Format: date-time */
            paid_at: string | null;
            /** @description The ledger line's transaction number when paid from the balance (a debit "Card fee — <centre>"); null for a gateway payment, which never touches the balance. */
            trx: string | null;
            stage: components["schemas"]["CardRequestStage"];
            /** @description The four steps in order (paid, preparing, ready, delivered), each with its time once reached. */
            timeline: components["schemas"]["CardRequestStep"][];
            /** @description The card assigned to this request (linked to the account) once it is ready; null before. */
            card_number: string | null;
        };
        CardPaymentMethod: {
            /**
             * @description The `gateway` to send to `requestCard`.
             * @example balance
             */
            method_code: string;
            /** @example Account balance */
            name: string;
            charge: components["schemas"]["Money"];
            /** @description What the customer pays with this method (card fee + delivery fee + charge). */
            total: components["schemas"]["Money"];
            /** @description False for `balance` when the available balance does not cover the total. */
            available: boolean;
        };
        CardRequestCreated: {
            /** @description The card request's id (its details page is `/my/user/card-management/{id}`). */
            id: number;
            /**
             * @description Our payment reference, shown as Reference ID.
             * @example CRD-20261014-9B2C5D
             */
            reference: string;
            /**
             * Format: uri
             * @description Where the SPA sends the browser, always: for `paystack` / `flutterwave` the provider's payment page (which
             *     returns to `/payment-success?reference=CRD-…`); for `balance` (already paid) the absolute URL of the card's
             *     details page `<site>/my/user/card-management/{id}`.
             * @example https://checkout.paystack.com/3pq8r1s6tu0v2w4
             */
            redirect_url: string;
            /**
             * @description Success at once for `balance`; Pending for a gateway until its payment is verified.
             * @enum {string}
             */
            payment_status: "Pending" | "Success";
        };
        LaundryCard: {
            /** @example ELC4820193746 */
            card_number: string;
            /** @enum {string} */
            status: "active" | "frozen";
            /** Format: date-time */
            linked_at: string;
            /** Format: date-time */
            frozen_at: string | null;
        };
        /** Request Card */
        RequestCardRequest: {
            /** Location */
            location_id: number;
            /** Service Center */
            service_center_id: number;
            /**
             * Provider
             * @description `method_code` of a method from `listCardPaymentMethods` (`paystack`, `flutterwave` or `balance`).
             */
            gateway: string;
        };
        /** Link Card */
        LinkCardRequest: {
            /**
             * Card Number
             * @description The number printed on the card: 10 to 19 letters or digits, in any case, as printed (new cards print groups
             *     of four, `ELC 7KQ4 M9TX 2HVB R8ND`: a single space or dash between symbols is ignored).
             */
            card_number: string;
        };
        Machine: {
            /**
             * @description The machine's code at its hub (W3, D1).
             * @example W3
             */
            code: string;
            /** @enum {string} */
            kind: "washer" | "dryer";
            /** @example Washer 3 */
            name: string;
            /**
             * @description The last reported state (`free` until the hub first reports, with `stale` true).
             * @enum {string}
             */
            state: "free" | "in_use" | "out_of_order";
            /** @description Minutes left of the running cycle while `in_use`; null otherwise. */
            minutes_left: number | null;
            /** @description The price of one cycle. */
            price: components["schemas"]["Money"];
            /**
             * Format: date-time
             * @description When the hub last reported this machine; null if it never did.
             */
            reported_at: string | null;
            /** @description The last report is older than `stale_after_minutes` (or there is none). */
            stale: boolean;
        };
        Hub: {
            /** @description The service centre's id (as in `listServiceCenters`). */
            id: number;
            /** @example UNIPORT Choba Hub */
            name: string;
            address: string;
            /** @description Washers free now (stale states not counted). */
            free_washers: number;
            free_dryers: number;
            machines: components["schemas"]["Machine"][];
        };
        LocationHubs: {
            id: number;
            /** @example Port Harcourt */
            name: string;
            hubs: components["schemas"]["Hub"][];
        };
        HubChargeRequest: {
            /** @description The number read from the card. */
            card_number: string;
            /** @description The machine's code at this hub. */
            machine: string;
            /** @description The controller's id of this cycle, unique per hub; retries reuse it. */
            cycle_id: string;
            /**
             * @description Naira to charge (at most two decimals are kept); without it, the machine's price. At most the machine's
             *     limit per cycle (its price, or the higher maximum an operator configured): above it, 422 `amount_above_limit`.
             */
            amount?: number;
        };
        HubCharge: {
            cycle_id: string;
            card_number: string;
            machine: string;
            /** @description The debit's transaction number (as in My Transactions). */
            trx: string;
            amount: components["schemas"]["Money"];
            /** @description The holder's balance after the debit (its post balance). */
            balance: components["schemas"]["Money"];
            /** @example Wash — UNIPORT Choba Hub, machine W3 */
            detail: string;
            /** Format: date-time */
            created_at: string;
            /**
             * @description Present on a free start with a management card (nothing debited; `balance` is `0.00`).
             * @constant
             */
            management?: true;
        };
        /** @description A refusal of the hub API, with a stable machine-readable `reason`. */
        HubError: {
            code: number;
            /** @description A sentence a hub can show on its display. */
            message: string;
            /** @enum {string} */
            reason: "hub_key_invalid" | "card_unknown" | "machine_unknown" | "card_frozen" | "card_not_linked" | "insufficient_balance" | "management_card_revoked" | "management_card_not_valid_here" | "charge_unknown" | "charge_not_reversible" | "report_too_late";
        };
        /** @description A 422 of the hub API; `reason` is set when the amount is above the machine's limit per cycle. */
        HubInvalid: components["schemas"]["ErrorEnvelope"] & {
            /** @enum {string} */
            reason?: "amount_above_limit";
        };
        FailedCycleRequest: {
            /** @description The cycle id the hub charged the cycle with (chargeCard's `cycle_id`). */
            cycle_id: string;
            /**
             * @description Why the cycle did not run, for the operators' reports (default `other`).
             * @enum {string}
             */
            reason_code?: "machine_fault" | "power_failure" | "water_supply" | "door_not_locked" | "cancelled" | "other";
            /** @description The controller's own words (an error code, a display message), kept with the reversal. */
            reason?: string;
        };
        HubReversalAnswer: {
            /** @enum {integer} */
            code: 200 | 201;
            message: string;
            data: components["schemas"]["HubReversal"];
        };
        /** @description The reversal of a charge whose cycle did not run. */
        HubReversal: {
            /**
             * @description The reversal's reference (REV-…), as the customer sees it.
             * @example REV-20261020-7K2M9QXA
             */
            reference: string;
            cycle_id: string;
            /** @description The amount given back — exactly the charge's. */
            amount: components["schemas"]["Money"];
            /** @description The credit's transaction number (as in the customer's My Transactions). */
            trx: string;
            /** @description The reversed charge's transaction number. */
            charge_trx: string;
            /** @enum {string} */
            status: "done";
            /** Format: date-time */
            created_at: string;
        };
        MachineReportRequest: {
            machines: {
                code: string;
                /** @enum {string} */
                state: "free" | "in_use" | "out_of_order";
                minutes_left?: number;
            }[];
        };
        Transaction: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /** @example TRX7H4J1K8L5P2O */
            trx: string;
            /** @example Deposit via Paystack */
            detail: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /**
             * @description "+" for a credit, "-" for a debit.
             * @enum {string}
             */
            trx_type: "+" | "-";
            user: {
                /** @description Balance after this transaction (post balance). */
                balance: components["schemas"]["Money"];
            };
            money_back?: components["schemas"]["MoneyBackEntry"];
        };
        /** @description A line of money given back (docs/decisions/049-money-given-back.md): present only on such lines. */
        MoneyBackEntry: {
            /**
             * @description `refund`: part or all of a top-up sent back through its gateway (a debit); `reversal`: a hub charge whose
             *     cycle did not run, given back (a credit); `adjustment`: a credit or debit by support, with its reason.
             * @enum {string}
             */
            kind: "refund" | "reversal" | "adjustment";
            /**
             * @description True on the credit that gives back the amount of a refund that failed or of a request that was not
             *     approved; `compensates.trx` is then that request's own line.
             */
            returned: boolean;
            /**
             * @description The request's reference (RFD-, REV- or ADJ-…), as in the e-mail and the ticket reply.
             * @example RFD-20261014-8M3K6Q2T
             */
            reference: string;
            status: components["schemas"]["MoneyBackProgress"];
            /** @description Why, where it is the customer's to read (an adjustment's reason; a reversal's "The cycle did not run."); null otherwise. */
            reason: string | null;
            /** @description What this line compensates. */
            compensates: {
                /**
                 * @description The customer's line it compensates (a reversal's hub charge; the refund or adjustment a returned amount gives back).
                 * @example TRX7H4J1K8L5P2O
                 */
                trx: string | null;
                /**
                 * @description The refunded top-up (`getDeposit`), for a refund.
                 * @example 311
                 */
                deposit_id: number | null;
                /** @example DEP-20261012-2R7T9W */
                deposit_reference: string | null;
            };
        };
        TicketSummary: {
            id: number;
            /**
             * @description Ticket number used in URLs.
             * @example 483920
             */
            ticket: string;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description Time of the latest reply, null when nobody has replied yet.
             */
            last_reply: string | null;
        };
        TicketCreated: {
            /**
             * @description Number of the new ticket.
             * @example 483920
             */
            ticket: string;
        };
        /** Open new ticket */
        CreateTicketRequest: {
            /** Subject */
            subject: string;
            /**
             * Priority
             * @enum {string}
             */
            priority: "High" | "Medium" | "Low";
            /** Message */
            message: string;
            /**
             * Attachments
             * @description Up to 5 files (images jpg, jpeg, png, gif, bmp, webp; pdf; doc, docx; at most 5 MB each), the type decided
             *     by content. Repeat the `attachments` part once per file.
             */
            attachments?: string[];
            /**
             * Transaction
             * @description The `trx` of one of the customer's own transactions that this ticket reports (optional).
             */
            trx?: string;
        };
        PublicMachine: {
            code: string;
            /** @enum {string} */
            kind: "washer" | "dryer";
            /** @enum {string} */
            state: "free" | "in_use" | "out_of_order";
            minutes_left: number | null;
            stale: boolean;
        };
        PublicHub: {
            name: string;
            address: string;
            free_washers: number;
            free_dryers: number;
            machines: components["schemas"]["PublicMachine"][];
        };
        PublicLocationHubs: {
            name: string;
            hubs: components["schemas"]["PublicHub"][];
        };
        /** Drop Us a Line */
        ContactRequest: {
            /** Your Name */
            username: string;
            /**
             * Email Address
             * Format: email
             */
            email: string;
            /** Phone */
            phone: string;
            /** Subject */
            subject: string;
            /** Message */
            message?: string;
        };
        /** Let's Talk */
        EnquiryRequest: {
            /** Your Name */
            name: string;
            /**
             * Email Address
             * Format: email
             */
            email: string;
            /** Phone */
            phone: string;
            /** Message */
            message?: string;
        };
        /** Subscribe */
        SubscribeRequest: {
            /**
             * Email Address
             * Format: email
             */
            email: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
            /** @enum {string} */
            database: "pglite" | "postgresql";
            /** @example 1.0.0 */
            version: string;
            /** @description Seconds since the server started. */
            uptime_s: number;
        };
        /** Set-up link */
        StaffInviteTokenRequest: {
            /** @description The token of the set-up link (after `#token=`). */
            token: string;
        };
        /** @description A live invitation and the authenticator secret its set-up confirms. */
        StaffInvite: {
            /** Format: email */
            email: string;
            roles: components["schemas"]["StaffRoles"];
            /**
             * Format: date-time
             * @description When the link dies (24 hours after it was sent).
             */
            expires_at: string;
            /** @description Base32 TOTP secret for manual entry. */
            secret: string;
            /**
             * Format: uri
             * @description otpauth:// URI to render as a QR code.
             */
            qrcode: string;
        };
        /** Set up your staff account */
        AcceptStaffInviteRequest: {
            /** @description The token of the set-up link. */
            token: string;
            /** Full name */
            name: string;
            /** Password */
            password: string;
            /** Confirm Password */
            password_confirmation: string;
            /** Authenticator code */
            code: string;
        };
        /** Staff Sign In */
        StaffLoginRequest: {
            /** Email Address */
            email: string;
            /** Password */
            password: string;
        };
        /** Authenticator code */
        StaffLoginTwoFactorRequest: {
            /** @description The `challenge` from `staffLogin`. */
            challenge: string;
            /** Code */
            code: string;
        };
        /** @description The password was right; a code from the authenticator app is needed (`staffLoginTwoFactor`). */
        StaffChallenge: {
            /** @constant */
            tfa_required: true;
            /** @description Opaque token to send back to `staffLoginTwoFactor`, valid 5 minutes and 5 codes. */
            challenge: string;
        };
        /**
         * @description A staff session. Send `Authorization: Bearer <token>` to `staffAuth` operations. It ends after
         *     `idle_timeout_seconds` without a request, at `expires_at` (12 hours after sign-in) in any case, at sign-out,
         *     or when the member is deactivated.
         */
        StaffSession: {
            token: string;
            /** @constant */
            token_type: "Bearer";
            /** Format: date-time */
            expires_at: string;
            /** @constant */
            idle_timeout_seconds: 1800;
            staff: components["schemas"]["StaffMember"];
        };
        StaffScopeIds: number[];
        /** Invite a staff member */
        InviteStaffRequest: {
            /**
             * Email Address
             * Format: email
             */
            email: string;
            roles: components["schemas"]["RoleChoice"];
            /**
             * Locations
             * @description Limit the member to these locations (empty or absent means everywhere).
             */
            location_ids?: components["schemas"]["StaffScopeIds"];
            /**
             * Service centres
             * @description Limit the member to these service centres (empty or absent means everywhere).
             */
            service_center_ids?: components["schemas"]["StaffScopeIds"];
        };
        /** Roles */
        RoleChoice: components["schemas"]["StaffRole"][];
        /** Change roles or scope */
        UpdateStaffRequest: {
            roles?: components["schemas"]["RoleChoice"];
            /** Locations */
            location_ids?: components["schemas"]["StaffScopeIds"];
            /** Service centres */
            service_center_ids?: components["schemas"]["StaffScopeIds"];
            reason?: components["schemas"]["StaffReason"];
        };
        /** Deactivate */
        DeactivateStaffRequest: {
            reason?: components["schemas"]["StaffReason"];
        };
        /**
         * Reason
         * @description Why (recorded in the audit trail).
         */
        StaffReason: string;
        /** @description A staff member as shown on a ticket. */
        StaffRef: {
            id: number;
            name: string;
        };
        StaffTicketSummary: {
            id: number;
            ticket: string;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_reply: string | null;
            /** @description The customer's name. */
            customer: string;
            /** @description The customer's e-mail address. */
            email: string;
            assignee: components["schemas"]["StaffRef"] | null;
        };
        StaffTicket: {
            ticket: components["schemas"]["Ticket"];
            assignee: components["schemas"]["StaffRef"] | null;
            customer: components["schemas"]["TicketCustomer"];
            /**
             * @description Present when the ticket reports a hub charge's line (its `transaction`): the charge's id, for
             *     reverseStaffHubCharge, and its reversal when it has one (by its hub or by staff).
             */
            hub_charge?: {
                id: number;
                reversal: {
                    reference: string;
                    trx: string;
                } | null;
            };
        };
        /** @description What a support agent needs of the ticket's customer, and no more. */
        TicketCustomer: {
            id: number;
            name: string;
            email: string;
            account_number: string;
            balance: components["schemas"]["Money"];
            /** @description The serial of the customer's linked card, null when none. */
            card_serial: string | null;
            transactions: components["schemas"]["TicketTransaction"][];
            deposits: {
                trx: string;
                /** Format: date-time */
                created_at: string;
                amount: components["schemas"]["Money"];
                gateway: string;
                status: string;
            }[];
        };
        StaffTicketAnswer: {
            /** @constant */
            code: 200;
            message: string;
            data: {
                ticket: string;
                status: components["schemas"]["TicketStatus"];
                assignee: components["schemas"]["StaffRef"] | null;
            };
        };
        /** Assign */
        AssignTicketRequest: {
            /**
             * Assignee
             * @description A staff member's id; null unassigns.
             */
            assignee_id: number | null;
            /** Reason */
            reason?: string;
        };
        /** @description A row of the search, enough to recognise the customer (no phone, address or balance). */
        StaffCustomerSummary: {
            id: number;
            name: string;
            username: string;
            email: string;
            account_number: string;
            /** @description The number of the customer's current card (linked, else the last frozen), or null. */
            card_serial: string | null;
            /** Format: date-time */
            created_at: string;
        };
        StaffCustomer: {
            id: number;
            username: string;
            firstname: string;
            lastname: string;
            email: string;
            email_verified: boolean;
            /** @description The phone number as entered, without the country code. */
            mobile: string;
            /** @description The country calling code (`234`), empty when not given. */
            mobile_code: string;
            country: string;
            address: components["schemas"]["Address"];
            account_number: string;
            referral_code: string;
            referred_by: null | components["schemas"]["StaffCustomerRef"];
            tfa_enabled: boolean;
            /** Format: date-time */
            created_at: string;
            balance: components["schemas"]["Money"];
            card: null | components["schemas"]["StaffCustomerCard"];
            /** @description How many rows each paged list holds (sessions - live ones; card requests - all, whatever the caller's scope). */
            counts: {
                transactions: number;
                deposits: number;
                card_requests: number;
                tickets: number;
                referrals: number;
                sessions: number;
            };
        };
        StaffCustomerRef: {
            id: number;
            name: string;
        };
        StaffCustomerCard: {
            card_number: string;
            /** @enum {string} */
            status: "active" | "frozen";
            /** Format: date-time */
            linked_at: string;
            /** Format: date-time */
            frozen_at: string | null;
        };
        StaffCustomerTransaction: {
            id: number;
            /** Format: date-time */
            created_at: string;
            trx: string;
            detail: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /**
             * @description "+" for a credit, "-" for a debit.
             * @enum {string}
             */
            trx_type: "+" | "-";
            /** @description The balance after this entry. */
            post_balance: components["schemas"]["Money"];
            /** @description On a hub charge's line only — the charge's id, for reverseStaffHubCharge. */
            hub_charge_id?: number;
            /** @description On a hub charge's line only — whether the charge has been reversed (by its hub or by staff). */
            reversed?: boolean;
        };
        StaffCustomerDeposit: {
            id: number;
            trx: string;
            /** Format: date-time */
            created_at: string;
            payment_gateway: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            /** @enum {string} */
            status: "Pending" | "Success" | "Failed";
            reference: string;
        };
        StaffCustomerCardRequest: {
            id: number;
            /** Format: date-time */
            created_at: string;
            amount: components["schemas"]["Money"];
            /** @enum {string} */
            payment_status: "Pending" | "Success" | "Failed";
            gateway: string;
            gateway_code: string;
            reference: string;
            location: string;
            service_center: string;
            /** @enum {string} */
            stage: "awaiting_payment" | "paid" | "preparing" | "ready" | "delivered" | "cancelled";
        };
        StaffCustomerTicket: {
            id: number;
            ticket: string;
            subject: string;
            status: components["schemas"]["TicketStatus"];
            priority: components["schemas"]["TicketPriority"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_reply: string | null;
        };
        StaffCustomerReferral: {
            id: number;
            name: string;
            /** Format: date-time */
            joined_at: string;
        };
        StaffCustomerSession: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When the session expires unless it is ended before (30 days after a "remember me" sign-in, else 24 hours).
             */
            ends_at: string;
            /**
             * Format: date-time
             * @description Not recorded for customers' sessions yet (always null).
             */
            last_used_at: string | null;
        };
        /** Reverse this charge */
        StaffReversalRequest: {
            /**
             * Reason
             * @description Why the charge is reversed (audited and kept with the reversal; the customer's e-mail does not quote it).
             */
            reason: string;
            /**
             * Ticket number (optional)
             * @description The customer's ticket that asked for it, which gets a support message saying what was done.
             */
            ticket?: string;
        };
        StaffReversalAnswer: {
            /** @enum {integer} */
            code: 200 | 201;
            message: string;
            data: components["schemas"]["StaffReversal"];
        };
        StaffReversal: {
            id: number;
            /** @description REV-…, as the customer sees it. */
            reference: string;
            hub_charge_id: number;
            amount: components["schemas"]["Money"];
            /** @description The credit's transaction number. */
            trx: string;
            /** @description The reversed charge's transaction number. */
            charge_trx: string;
            /** @enum {string} */
            status: "done";
            reason: string;
            /** @description True when the charge's hub reported the failed cycle itself (reportFailedCycle). */
            by_hub: boolean;
            /** Format: date-time */
            created_at: string;
        };
        /** Close the account */
        StaffCustomerClosureRequest: {
            /**
             * Reason
             * @description The customer's written request (letter, ticket), recorded in the audit trail.
             */
            reason: string;
            balance?: components["schemas"]["BalanceChoice"];
            bank_account?: components["schemas"]["ClosureBankAccount"];
        };
        StaffCustomerClosed: {
            id: number;
            /** @description The pseudonym the account is shown as from now on. */
            name: string;
            balance: components["schemas"]["Money"];
            choice: components["schemas"]["BalanceChoice"] | null;
            refunds: components["schemas"]["ClosureMoneyRequest"][];
            payout: components["schemas"]["ClosureMoneyRequest"] | null;
            forfeited: components["schemas"]["Money"];
        };
        /** Reason */
        StaffCustomerActionRequest: {
            /**
             * Reason
             * @description Why (recorded in the audit trail; the customer does not see it).
             */
            reason: string;
        };
        StaffCustomerSessionsEnded: {
            sessions_ended: number;
        };
        StaffCustomerTwoFactorReset: {
            /** @constant */
            tfa_enabled: false;
            sessions_ended: number;
        };
        StaffServiceCentre: {
            id: number;
            name: string;
            location_id: number;
            location: string;
        };
        StaffLocation: {
            id: number;
            name: string;
        };
        StaffHubSummary: {
            id: number;
            name: string;
            address: string;
            location_id: number;
            location: string;
            machines: number;
            /** @description Machines that reported within the stale limit. */
            online: number;
            offline: number;
            /**
             * Format: date-time
             * @description The hub's newest machine report or charge; null when never.
             */
            last_seen_at: string | null;
            active_keys: number;
            charges_today: number;
            charged_today: components["schemas"]["Money"];
        };
        StaffHub: components["schemas"]["StaffHubSummary"] & {
            stale_after_minutes: number;
            machine_list: components["schemas"]["StaffMachine"][];
            /** @description Newest first. Never the key itself. */
            keys: components["schemas"]["StaffHubKey"][];
        };
        StaffMachine: {
            id: number;
            code: string;
            /** @enum {string} */
            kind: "washer" | "dryer";
            name: string;
            /** @enum {string} */
            state: "free" | "in_use" | "out_of_order";
            minutes_left: number | null;
            price: components["schemas"]["Money"];
            max_charge: components["schemas"]["Money"] | null;
            limit: components["schemas"]["Money"];
            /** Format: date-time */
            reported_at: string | null;
            online: boolean;
        };
        StaffHubKey: {
            id: number;
            /** @description The key's first 12 characters (names it; not enough to use it). */
            prefix: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            revoked_at: string | null;
        };
        IssuedHubKey: {
            id: number;
            prefix: string;
            /** @description The key, shown this once. Configure it in the hub's controller as `Authorization: Bearer <key>`. */
            key: string;
            /** Format: date-time */
            created_at: string;
            /** @description Keys revoked by this call (rotate), else 0. */
            revoked: number;
        };
        StaffHubCharge: {
            id: number;
            /** Format: date-time */
            created_at: string;
            cycle_id: string;
            machine: string | null;
            card_number: string;
            /** @description The HTTP status the hub was answered. */
            status: number;
            /** @description charged, or the refusal's reason. */
            result: string;
            amount: components["schemas"]["Money"] | null;
            trx: string | null;
        };
        StaffHubAlert: {
            /** Format: date-time */
            at: string;
            key_id: number;
            key_prefix: string | null;
            machine: string;
            cycle_id: string;
            amount: components["schemas"]["Money"];
            limit: components["schemas"]["Money"];
            request_id: string | null;
        };
        /**
         * Reason
         * @description Why (recorded in the audit trail).
         */
        HubChangeReason: string;
        /** Add a location */
        CreateStaffLocationRequest: {
            /** Name */
            name: string;
        };
        /** Register a hub */
        CreateStaffHubRequest: {
            /** Location */
            location_id: number;
            /** Name */
            name: string;
            /** Address */
            address?: string;
        };
        /** Add a machine */
        AddStaffMachineRequest: {
            /** Code */
            code: string;
            /**
             * Kind
             * @enum {string}
             */
            kind: "washer" | "dryer";
            /** Name */
            name?: string;
            /** Price per cycle (₦) */
            price: number;
            /** Most per cycle (₦) */
            max_charge?: number | null;
        };
        /** Change price or limit */
        UpdateStaffMachineRequest: {
            /** Price per cycle (₦) */
            price?: number;
            /**
             * Most per cycle (₦)
             * @description The most a hub may charge for one cycle (a longer programme). Empty — the price is the most.
             */
            max_charge?: number | null;
            reason?: components["schemas"]["HubChangeReason"];
        };
        /** Reason */
        HubKeyReasonRequest: {
            reason?: components["schemas"]["HubChangeReason"];
        };
        /**
         * @description `awaiting_payment`, `paid`, `preparing` (being prepared), `ready` (ready for pickup; card assigned and
         *     linked), `delivered`, `cancelled` (payment failed).
         * @enum {string}
         */
        StaffCardStage: "awaiting_payment" | "paid" | "preparing" | "ready" | "delivered" | "cancelled";
        /**
         * @description `in_stock` (no holder yet), `linked` (the holder's active card), `frozen` (keeps its holder, pays nothing), `retired` (replaced; history only), `management` (issued to an attendant as a management card, ADR 046).
         * @enum {string}
         */
        StaffCardStatus: "in_stock" | "linked" | "frozen" | "retired" | "management";
        StaffCardStep: {
            /** @enum {string} */
            stage: "paid" | "preparing" | "ready" | "delivered";
            label: string;
            /** Format: date-time */
            at: string | null;
        };
        StaffCardCentre: {
            id: number;
            name: string;
            location: string;
            /** @description Requests paid, being prepared or ready for pickup. */
            waiting: number;
        };
        StaffCardRequestSummary: {
            id: number;
            reference: string;
            /** Format: date-time */
            created_at: string;
            /** @description The customer's name. */
            customer: string;
            email: string;
            location: string;
            service_center_id: number;
            service_center: string;
            /** @enum {string} */
            payment_status: "Pending" | "Success" | "Failed";
            stage: components["schemas"]["StaffCardStage"];
            card_number: string | null;
        };
        StaffCardRequest: components["schemas"]["StaffCardRequestSummary"] & {
            gateway: string;
            amount: components["schemas"]["Money"];
            /** @description The stage `advanceStaffCardRequest` moves it to; null when it cannot move. */
            next_stage: ("preparing" | "ready" | "delivered") | null;
            steps: components["schemas"]["StaffCardStep"][];
        };
        StaffCardHolder: {
            id: number;
            name: string;
            email: string;
        };
        StaffCard: {
            id: number;
            number: string;
            /** @description As printed on the card (ELC and groups of four for new numbers). */
            printed: string;
            status: components["schemas"]["StaffCardStatus"];
            holder: components["schemas"]["StaffCardHolder"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            linked_at: string | null;
            /** Format: date-time */
            frozen_at: string | null;
        };
        StaffCardRequestAnswer: {
            /** @constant */
            code: 200;
            message: string;
            data: {
                request: components["schemas"]["StaffCardRequest"];
                customer: {
                    id: number;
                    name: string;
                    email: string;
                    account_number: string;
                };
                /** @description The customer's cards (linked, frozen, retired), newest first. */
                cards: components["schemas"]["StaffCard"][];
                /** @description The customer's card requests in the member's scope, newest first (at most 10), each with its steps. */
                history: {
                    id: number;
                    reference: string;
                    /** Format: date-time */
                    created_at: string;
                    service_center: string;
                    stage: components["schemas"]["StaffCardStage"];
                    card_number: string | null;
                    steps: components["schemas"]["StaffCardStep"][];
                }[];
            };
        };
        /** Move to the next stage */
        AdvanceCardRequestRequest: {
            /**
             * Current stage
             * @description The stage the request is at, as the member saw it.
             * @enum {string}
             */
            from: "paid" | "preparing" | "ready";
            /**
             * Card number
             * @description At `ready` only — the card to assign. Empty or absent takes the oldest card in stock.
             */
            card_number?: string;
        };
        /** Add cards */
        AddCardsRequest: {
            /** Card numbers */
            numbers: string[];
        };
        /** Import cards */
        CardImportRequest: {
            /**
             * CSV file
             * Format: binary
             * @description One card number a line (first column), at most 256 KB and 5,000 lines.
             */
            file: string;
        };
        CardImportAnswer: {
            /** @constant */
            code: 200;
            message: string;
            data: {
                /** @description Numbers read (non-empty lines, the header excluded). */
                lines: number;
                added: number;
                rejected: {
                    /** @description The line of the file (or the position in the list). */
                    line: number;
                    /** @description The line's number as given (at most 40 characters). */
                    number: string;
                    /** @enum {string} */
                    reason: "format" | "check" | "duplicate" | "present";
                    message: string;
                }[];
            };
        };
        /** Reason */
        CardReasonRequest: {
            /**
             * Reason
             * @description Why (kept in the audit log).
             */
            reason: string;
        };
        /** Replace the card */
        ReplaceCardRequest: {
            /**
             * New card number
             * @description Empty takes the oldest card in stock.
             */
            card_number?: string;
            /**
             * Reason
             * @description Why (kept in the audit log).
             */
            reason: string;
        };
        AuditEventView: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            actor_kind: "operator" | "staff" | "customer" | "hub" | "system";
            actor_id: string | null;
            /** @description Who, readably (a staff member's name is shown to admins). */
            actor_label: string;
            action: string;
            target_kind: string | null;
            target_id: string | null;
            request_id: string | null;
            /** @description Ids, states, reasons, before and after — never a customer's contact data. */
            details: {
                [key: string]: unknown;
            };
        };
        ManagementCard: {
            id: number;
            card_number: string;
            attendant_name: string;
            /** @description The attendant's staff account, when they have one. */
            staff_id: number | null;
            service_center_ids: number[];
            hubs: {
                id: number;
                name: string;
            }[];
            /** @enum {string} */
            status: "active" | "revoked";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            revoked_at: string | null;
            revoke_reason: string | null;
            /** @description Free starts this calendar month (UTC). */
            starts_this_month: number;
            /** @description Their value at list price (booked to the card's management use account). */
            value_this_month: components["schemas"]["Money"];
        };
        ManagementStart: {
            id: number;
            hub_id: number;
            hub: string;
            machine: string | null;
            cycle_id: string;
            amount: components["schemas"]["Money"] | null;
            /** @description 201 a free start; 409 refused (revoked, or not valid at that hub); 404/422 as the hub API. */
            status: number;
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        /** Hubs */
        HubChoice: number[];
        /** Issue a management card */
        IssueManagementCardRequest: {
            /** Attendant */
            attendant_name: string;
            service_center_ids: components["schemas"]["HubChoice"];
            /**
             * Card number
             * @description Leave empty to take the next card in stock.
             */
            card_number?: string;
            /**
             * Staff member id
             * @description The attendant's staff account, if they have one (optional).
             */
            staff_id?: number;
            reason?: components["schemas"]["ManagementReason"];
        };
        /** Change hubs */
        UpdateManagementCardRequest: {
            service_center_ids: components["schemas"]["HubChoice"];
            reason?: components["schemas"]["ManagementReason"];
        };
        /** Revoke */
        RevokeManagementCardRequest: {
            /**
             * Reason
             * @description Why (recorded in the audit trail).
             */
            reason: string;
        };
        /**
         * Reason
         * @description Why (recorded in the audit trail).
         */
        ManagementReason: string;
        /** @enum {string} */
        StaffDepositStatus: "Pending" | "Success" | "Failed";
        /** @description The customer who made the deposit. */
        StaffDepositCustomerRef: {
            id: number;
            name: string;
            account_number: string;
        };
        StaffDepositSummary: {
            id: number;
            trx: string;
            reference: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            method_code: string;
            payment_gateway: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["StaffDepositStatus"];
            customer: components["schemas"]["StaffDepositCustomerRef"];
        };
        /**
         * @description The whole filtered set (every page): how many deposits, their amounts, charges and amount + charge, and
         *     `credited`, the amounts of those that are Success (what reached customers' balances).
         */
        StaffDepositTotals: {
            count: number;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            credited: components["schemas"]["Money"];
        };
        /** @description A deposit with its gateway fields, its ledger entry, its customer and its staff re-verifications. */
        StaffDeposit: {
            id: number;
            trx: string;
            reference: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            method_code: string;
            payment_gateway: string;
            amount: components["schemas"]["Money"];
            charge: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
            currency: string;
            status: components["schemas"]["StaffDepositStatus"];
            customer: {
                id: number;
                name: string;
                account_number: string;
                email: string;
                balance: components["schemas"]["Money"];
            };
            /** @description The gateway's own id of the payment (Paystack transaction id, Flutterwave transaction_id). */
            gateway_id: string | null;
            /**
             * Format: date-time
             * @description The last time the gateway was asked about it.
             */
            checked_at: string | null;
            /** @description Why it failed — the gateway's status, expiry, or the verification mismatch. */
            failure_reason: string | null;
            /** @description Whether the gateway named a paying card (its keyed hash is stored, never shown). */
            paid_by_card: boolean;
            /** @description The customer's ledger line its credit made; null until credited. */
            ledger_entry: null | {
                trx: string;
                /** Format: date-time */
                created_at: string;
                amount: components["schemas"]["Money"];
                charge: components["schemas"]["Money"];
                post_balance: components["schemas"]["Money"];
                detail: string;
            };
            /** @description Re-verifications by staff or operators (audit events `deposit.reverify`), newest first, at most 20. */
            verifications: {
                /** Format: date-time */
                at: string;
                /** @description Who asked (a staff member's name, or the operator's label). */
                by: string;
                /** @enum {string} */
                result: "credited" | "failed" | "pending" | "settled-before" | "unavailable";
                before: components["schemas"]["StaffDepositStatus"];
                after: components["schemas"]["StaffDepositStatus"];
            }[];
        };
        /** @enum {string} */
        StaffMoneyBackKind: "refund" | "reversal" | "adjustment";
        /**
         * @description `awaiting_approval` (above the threshold, waiting for a second person), `rejected`, `done` (an adjustment or a
         *     reversal), and a refund's way through its gateway: `submitting`, `pending`, `processing`, `needs_attention`
         *     (the gateway needs the customer's bank details), `processed`, `failed` (the money went back to the balance).
         * @enum {string}
         */
        StaffMoneyBackStatus: "awaiting_approval" | "rejected" | "done" | "submitting" | "pending" | "processing" | "needs_attention" | "processed" | "failed";
        /** Adjust balance */
        StaffAdjustmentRequest: {
            /**
             * Credit or debit
             * @description `credit` adds to the balance, `debit` takes from it.
             * @enum {string}
             */
            direction: "credit" | "debit";
            /**
             * Amount (₦)
             * @description Amount in Naira (at most two decimals are kept).
             */
            amount: number;
            /**
             * Reason
             * @description Why (the console and the audit trail show it; the customer's e-mail does not).
             */
            reason: string;
            /**
             * Ticket number (optional)
             * @description The number of this customer's support ticket it answers; the ticket gets a support message with the outcome.
             */
            ticket?: string;
        };
        /** Reject */
        StaffMoneyBackRejectRequest: {
            /**
             * Reason
             * @description Why it is rejected (the console and the audit trail show it).
             */
            reason: string;
        };
        StaffMoneyBackAnswer: {
            /** @enum {integer} */
            code: 200 | 201;
            message: string;
            data: components["schemas"]["StaffMoneyBack"];
        };
        /** @description A request for money back with every step. */
        StaffMoneyBack: {
            reference: string;
            kind: components["schemas"]["StaffMoneyBackKind"];
            customer: {
                id: number;
                name: string;
                account_number: string;
            };
            amount: components["schemas"]["Money"];
            /**
             * @description `credit` gives the customer money (a reversal, a credit adjustment); `debit` takes it (a refund, a debit adjustment).
             * @enum {string}
             */
            direction: "credit" | "debit";
            status: components["schemas"]["StaffMoneyBackStatus"];
            reason: string;
            /** @description The number of the ticket it answers. */
            ticket: string | null;
            /** @description Who asked — a staff member's name, a hub's service centre, or "Operator" (the command line). */
            requested_by: string;
            /** @description The second person who approved or rejected it (null when nobody did, or the requester withdrew it). */
            decided_by: string | null;
            decision_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            decided_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** @description The refunded top-up's reference. */
            deposit_reference: string | null;
            /** @description The wallet entry a reversal compensates (the hub charge's line). */
            reversed_trx: string | null;
            /** @description The wallet entry that moved the money (null while a credit waits for approval). */
            trx: string | null;
            /** @description The compensating credit that gave a held debit back (rejected, or a refund that failed). */
            return_trx: string | null;
            gateway: string | null;
            gateway_status: string | null;
            failure_reason: string | null;
            /**
             * @description A refund's bank account, last 4 digits, once given for a refund the gateway held in needs-attention
             *     (submitStaffRefundBankAccount, then approved by a second member: approveStaffRefundBankAccount); null until
             *     then and for other kinds. The account itself is never kept once sent.
             */
            bank_account_last4: string | null;
            /** @description A refund's latest bank details entered for needs-attention (ADR 070), null when none were entered. */
            bank_details: components["schemas"]["StaffRefundBankDetails"] | null;
            /** @description Whether the member asking may approve it now — it awaits approval and is not their own. */
            may_approve: boolean;
            /** @description Why the member may not approve it (their own request, already decided); null when they may. */
            approval_note: string | null;
            /**
             * @description Why the request waits (or waited) for a second finance or admin person, in words, as decided when it was
             *     made (docs/decisions/069-four-eyes-by-daily-totals.md): its amount is above `approval_above`, or with it
             *     the adjustments and refunds done today (Lagos time) without a second person would pass a daily total — the
             *     customer's (`approval_daily_per_customer`) or the requester's (`approval_daily_per_member`; the command
             *     line counts as one member) — saying which total and the sums. Null when it was done at once, for reversals,
             *     and for requests made before this rule.
             */
            approval_needed_because: string | null;
        };
        /**
         * @description `awaiting_approval` (above the threshold, waiting for a second person), `rejected`, and the way through the
         *     gateway: `submitting` (being sent; the job retries while the gateway is down), `pending`, `processing`,
         *     `needs_attention` (the gateway needs the customer's bank account), `processed` (paid out), `failed` (the
         *     amount went back to the balance).
         * @enum {string}
         */
        StaffRefundStatus: "awaiting_approval" | "rejected" | "submitting" | "pending" | "processing" | "needs_attention" | "processed" | "failed";
        /** Refund a top-up */
        StaffRefundRequest: {
            /** Top-up reference */
            deposit_reference: string;
            /**
             * Amount (₦)
             * @description Naira, at most two decimals.
             */
            amount: number;
            /** Reason */
            reason: string;
            /**
             * Ticket number
             * @description The number of the customer's ticket it answers (its support message says what was done).
             */
            ticket?: string;
        };
        /** Customer's bank account */
        StaffRefundBankAccountRequest: {
            /**
             * Account number (NUBAN)
             * @description 10 digits.
             */
            account_number: string;
            /**
             * Bank code
             * @description The bank's code as the gateway lists banks (058 is Guaranty Trust Bank, 044 Access Bank, 057 Zenith Bank).
             */
            bank_code: string;
        };
        /** Reject these bank details */
        StaffRefundBankDetailsRejectRequest: {
            /**
             * Reason
             * @description Why they are rejected (the console and the audit trail show it).
             */
            reason: string;
        };
        /** @description A refund of a top-up, with its way through the gateway. */
        StaffRefund: {
            reference: string;
            status: components["schemas"]["StaffRefundStatus"];
            amount: components["schemas"]["Money"];
            reason: string;
            /** @description The number of the ticket it answers. */
            ticket: string | null;
            deposit_reference: string;
            gateway: string;
            /** @description The gateway's own word for the refund's status. */
            gateway_status: string | null;
            /** @description The last 4 digits of the bank account the gateway took for a refund in needs-attention (after a second member's approval). */
            bank_account_last4: string | null;
            /** @description The latest bank details entered for it (ADR 070), with the resolved account name; null when none were entered. */
            bank_details: components["schemas"]["StaffRefundBankDetails"] | null;
            failure_reason: string | null;
            /** @description The staff member who asked, or "Operator" (the command line). */
            requested_by: string;
            /** @description The second person who approved or rejected it. */
            decided_by: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            /** @description The wallet entry that took the amount from the balance. */
            trx: string | null;
            /** @description The compensating credit that gave it back (rejected, or failed at the gateway). */
            return_trx: string | null;
            /**
             * @description Why the refund waits (or waited) for a second finance or admin person, in words (ADR 069): above
             *     `approval_above`, or past the customer's or the requester's daily total of adjustments and refunds done
             *     without a second person (naming which, with the sums). Null when it was sent at once.
             */
            approval_needed_because: string | null;
        };
        StaffRefundAnswer: {
            /** @enum {integer} */
            code: 200 | 201 | 202;
            message: string;
            data: components["schemas"]["StaffRefund"];
        };
        StaffDepositRefunds: {
            deposit_reference: string;
            /** @description Whether the top-up can be refunded at all (a successful gateway payment). */
            refundable: boolean;
            /** @description What of it can still be refunded. */
            remaining: components["schemas"]["Money"];
            /** @description A refund of more than this waits for a second finance or admin person. */
            approval_above: components["schemas"]["Money"];
            /** @description A refund that would take this customer's adjustments and refunds done today (Lagos time) without a second person past this waits too. */
            approval_daily_per_customer: components["schemas"]["Money"];
            /** @description A refund that would take what the requester moved today without a second person past this waits too. */
            approval_daily_per_member: components["schemas"]["Money"];
            refunds: components["schemas"]["StaffRefund"][];
        };
        StaffCountAmount: {
            count: number;
            amount: components["schemas"]["Money"];
        };
        StaffBooks: {
            period: {
                /** @enum {string} */
                kind: "day" | "month";
                label: string;
                /** Format: date-time */
                from: string;
                /** Format: date-time */
                to: string;
            };
            float: {
                opening: components["schemas"]["Money"];
                closing: components["schemas"]["Money"];
            };
            money_in: {
                top_ups: components["schemas"]["StaffCountAmount"];
                referral_commissions: components["schemas"]["StaffCountAmount"];
                reversals: components["schemas"]["StaffCountAmount"];
                adjustment_credits: components["schemas"]["StaffCountAmount"];
                returned: components["schemas"]["StaffCountAmount"];
                suspense_assigned: components["schemas"]["StaffCountAmount"];
                other: components["schemas"]["StaffCountAmount"];
                total: components["schemas"]["Money"];
            };
            money_out: {
                hub_charges: components["schemas"]["StaffCountAmount"];
                card_fees: components["schemas"]["StaffCountAmount"];
                refunds_asked: components["schemas"]["StaffCountAmount"];
                adjustment_debits: components["schemas"]["StaffCountAmount"];
                other: components["schemas"]["StaffCountAmount"];
                total: components["schemas"]["Money"];
            };
            identity: {
                opening: components["schemas"]["Money"];
                money_in: components["schemas"]["Money"];
                money_out: components["schemas"]["Money"];
                expected_closing: components["schemas"]["Money"];
                closing: components["schemas"]["Money"];
                holds: boolean;
            };
            top_ups_by_gateway: {
                gateway: string;
                count: number;
                amount: components["schemas"]["Money"];
                charges: components["schemas"]["Money"];
            }[];
            hub_revenue: {
                hub_id: number;
                hub: string;
                charged: components["schemas"]["Money"];
                reversed: components["schemas"]["Money"];
                net: components["schemas"]["Money"];
                machines: {
                    machine_id: number | null;
                    machine: string;
                    count: number;
                    amount: components["schemas"]["Money"];
                }[];
            }[];
            card_fees: components["schemas"]["StaffCountAmount"];
            /** @description Referral commissions credited to wallets as laundry credit (earned; before ADR 071, credited at settlement). */
            referral_commissions: components["schemas"]["StaffCountAmount"];
            /** @description The referral_held account (docs/decisions/071-referral-credit-earned-by-spending.md): commissions held in the period, earned (credited to a wallet), not earned (their top-up was refunded), and what is held at the period's end. */
            referral_credit: {
                held: components["schemas"]["StaffCountAmount"];
                earned: components["schemas"]["StaffCountAmount"];
                not_earned: components["schemas"]["StaffCountAmount"];
                held_at_close: components["schemas"]["Money"];
            };
            refunds: {
                asked: components["schemas"]["StaffCountAmount"];
                processed: components["schemas"]["StaffCountAmount"];
                returned: components["schemas"]["StaffCountAmount"];
            };
            reversals: components["schemas"]["StaffCountAmount"];
            adjustments: {
                credit: components["schemas"]["StaffCountAmount"];
                debit: components["schemas"]["StaffCountAmount"];
            };
            management_starts: components["schemas"]["StaffCountAmount"];
            suspense: {
                in: components["schemas"]["StaffCountAmount"];
                out: components["schemas"]["StaffCountAmount"];
            };
            days: {
                /** Format: date */
                day: string;
                opening: components["schemas"]["Money"];
                money_in: components["schemas"]["Money"];
                money_out: components["schemas"]["Money"];
                closing: components["schemas"]["Money"];
                hub_revenue: components["schemas"]["Money"];
            }[];
        };
        StaffSuspenseItem: {
            id: number;
            /** Format: date-time */
            created_at: string;
            gateway: string;
            gateway_ref: string;
            reference: string | null;
            /** @description In the item's currency, two decimals. */
            amount: components["schemas"]["Money"];
            currency: string;
            reason: string;
            /** @enum {string} */
            status: "open" | "assigned" | "returned";
            customer: null | {
                id: number;
                account_number: string;
            };
            trx: string | null;
            return_reference: string | null;
            resolution_reason: string | null;
            resolved_by: string | null;
            /** Format: date-time */
            resolved_at: string | null;
        };
        StaffReconciliationRun: {
            id: number;
            /** Format: date */
            day: string;
            /** @enum {string} */
            trigger: "job" | "ops" | "staff";
            actor: string;
            /** @enum {string} */
            status: "running" | "done" | "failed";
            checked: number;
            mismatches: number;
            unavailable: number;
            error: string | null;
            /** Format: date-time */
            started_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        StaffReconciliation: {
            run: components["schemas"]["StaffReconciliationRun"];
            mismatches: {
                id: number;
                gateway: string;
                deposit_id: number | null;
                reference: string;
                /** @enum {string} */
                kind: "amount" | "currency" | "status" | "unknown_at_gateway" | "ours_success_theirs_failed" | "theirs_success_ours_failed";
                ours: string;
                theirs: string;
            }[];
        };
        StaffOverview: {
            /**
             * Format: date
             * @description Today in Africa/Lagos.
             */
            day: string;
            /** Format: date-time */
            as_of: string;
            /** @description Today's credited top-ups (Success, completed today) — finance, admin. */
            top_ups?: {
                count: number;
                amount: components["schemas"]["Money"];
            };
            /** @description Every deposit still Pending, whatever its day — finance, admin. */
            pending_deposits?: {
                count: number;
                amount: components["schemas"]["Money"];
                /** Format: date-time */
                oldest_at: string | null;
            };
            /**
             * @description Tickets waiting for support (Open, or the customer Replied) by how long they have waited since their last
             *     activity — support, admin.
             */
            tickets?: {
                open: number;
                under_4h: number;
                /** @description 4 to 24 hours. */
                under_24h: number;
                /** @description 1 to 3 days. */
                under_3d: number;
                /** @description 3 days or more. */
                older: number;
                /** Format: date-time */
                oldest_at: string | null;
            };
            /** @description Paid card requests not delivered yet, per service centre (in the caller's scope) — fulfilment, admin. */
            card_requests?: {
                waiting: number;
                centres: {
                    service_center_id: number;
                    service_center: string;
                    location: string;
                    paid: number;
                    preparing: number;
                    ready: number;
                }[];
            };
            /**
             * @description Hubs (service centres) and machines in the caller's scope, online when a machine reported within
             *     `stale_minutes` (HUB_STALE_MINUTES; a hub is online when one of its machines is) — admin.
             */
            hubs?: {
                hubs_online: number;
                hubs_offline: number;
                machines_online: number;
                machines_offline: number;
                stale_minutes: number;
            };
            /** @description Today's successful hub charges in the caller's scope — finance, admin. */
            charges?: {
                count: number;
                amount: components["schemas"]["Money"];
            };
        };
        /** @description An e-mail caught by the local mail catcher. */
        DevMail: {
            /**
             * @description Increasing number of the message since the server started.
             * @example 7
             */
            id: number;
            /**
             * @description The envelope recipients, comma-separated.
             * @example chidinma.okafor@example.com
             */
            to: string;
            /** @example e-laundry <no-reply@e-laundry.ng> */
            from: string;
            /** @example Your e-laundry verification code is 718204 */
            subject: string;
            /** @description The plain-text version. */
            text: string;
            /** @description The HTML version, or null when the message has none. */
            html: string | null;
            /** Format: date-time */
            received_at: string;
        };
    };
    responses: {
        /** @description The bearer token is missing, invalid, expired or revoked. The SPA logs the user out. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The requested resource does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description Too many attempts, or the operation's cost budget is spent (ADR 038): operations that cost CPU, storage, an
         *     e-mail or a payment gateway call may be called so many times an hour per account and per client address.
         *     Nothing was done; wait the number of seconds in `Retry-After`.
         */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds to wait before trying again.
                 * @example 60
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Any other failure, notably 501 for an operation that is not built yet and 500 for a server fault. */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request cannot be read: its address is malformed, or its body is not valid JSON or not valid UTF-8. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description A query parameter or a field of the body is invalid (a page below 1, a value outside its list, a body of the
         *     wrong type); `error` names each one with its messages, `message` repeats the first.
         */
        InvalidRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The request is invalid (a path parameter of the wrong form, a body where none is taken or of the wrong type);
         *     `error`, when present, names each field with its messages, `message` repeats the first.
         */
        InvalidInput: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The request (10 s for its headers, 30 s for all of it by default) arrived too slowly; the connection is
         *     closed after this answer.
         */
        RequestTimeout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is over its limit (1 MB of JSON; 5 MB per uploaded file, at most 5 files). The message names the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The body's media type is not one the operation's `requestBody` lists (or the operation takes no body).
         *     Checked from the headers, before the body is read (after the bearer token for protected operations).
         */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The server's memory budget for uploads in progress (all clients together) is used up, or (as for every
         *     operation, see `ServiceUnavailable`) the database is unreachable; nothing was stored. Try again after
         *     `Retry-After` seconds.
         */
        UploadsBusy: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The database is unreachable or restarting (every operation can answer this): nothing was done, the
         *     request can be sent again after `Retry-After` seconds. The instance reconnects by itself, and
         *     `getHealth` answers 503 meanwhile so that the load balancer can route around it.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The staff member is signed in but holds none of the roles the operation lists in its security requirement
         *     (the message names them).
         */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The username or e-mail address and password do not match an account. */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /**
         * @description The password was right but the account's e-mail address is not verified yet. The message contains
         *     "is not verified"; `email` is the account's address (given only after the password matched), so that
         *     the SPA can send and check the verification code even when the customer signed in with a username.
         */
        NotVerified: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["NotVerifiedError"];
            };
        };
        /**
         * @description A code was sent less than 60 seconds ago, or the client address has spent its hourly budget of code e-mails
         *     (ADR 038); wait the number of seconds in `Retry-After`.
         */
        OtpResendLocked: {
            headers: {
                /**
                 * @description Seconds to wait before requesting a new code.
                 * @example 42
                 */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No archive of the signed-in customer has this id (another customer's archive answers the same). */
        DataExportNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The code is missing, malformed or not the current authenticator code. */
        InvalidCode: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No deposit of the signed-in customer has this id or reference. */
        DepositNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The event was authenticated and handled (or ignored, when it needs nothing). */
        WebhookAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    code: 200;
                    message: string;
                    data: null;
                };
            };
        };
        /** @description The signature header is missing or does not authenticate the raw body; nothing changed. */
        BadSignature: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Top-ups by bank transfer are not offered on this server (BANK_TRANSFER=off, or its gateway is not configured). */
        BankTransferOff: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The body is not shaped like a gateway event (not an object, or `event` / `data` of the wrong type); nothing happened. */
        NotAGatewayEvent: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The code is unknown, revoked or expired — one answer for all three, so the page does not tell which. */
        SponsorLinkInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No card request of the signed-in customer has this id. */
        CardRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The hub key is missing, unknown or revoked. */
        HubUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HubError"];
            };
        };
        /** @description No ticket of the signed-in customer has this number. */
        TicketNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The set-up link is unknown, used, expired (24 hours) or out of tries; an admin must send a new one. */
        InviteInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No staff member has this id. */
        StaffNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No ticket has this number. */
        StaffTicketNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The ticket is closed and takes no more replies. */
        StaffTicketClosed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No customer has this id. */
        StaffCustomerNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No hub (or machine, or key of it) with this id in the member's scope. */
        HubNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No location with this id in the member's scope. */
        LocationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The name or code is taken. */
        NameTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
        Invalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
        InvalidName: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The reason is too long. */
        InvalidReason: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The date range is reversed. */
        InvalidRange: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No card request has this id in the member's scope. */
        StaffCardRequestNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No card has this id. */
        StaffCardNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The card is not in a status this change applies to (the message says which). */
        StaffCardConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Done; the card as it is now. */
        StaffCardChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @constant */
                    code: 200;
                    message: string;
                    data: components["schemas"]["StaffCard"];
                };
            };
        };
        /** @description No management card in the member's scope has this id. */
        ManagementCardNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No deposit has this id. */
        StaffDepositNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description No request has this reference. */
        MoneyBackNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description The request is not awaiting approval any more (approved, rejected, or it never needed approval); nothing changed. */
        MoneyBackDecided: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
    };
    parameters: {
        /**
         * @description Page number, starting at 1.
         * @example 1
         */
        Page: number;
        /**
         * @description The `Idempotency-Key` header (names of headers are not case-sensitive): a fresh random key per intended request
         *     (8 to 100 letters, digits, `-` or `_`; e.g. a UUID), scoped to the caller. A replay with it answers the first
         *     request (200) and moves nothing again; the same key for a different request is a 409.
         * @example 3f9c2a7e-6b1d-4c8e-9a55-0d2f7b8e1c44
         */
        IdempotencyKey: string;
        /**
         * @description The archive's `id` (random, from `requestDataExport` or `listDataExports`).
         * @example Zx8kQ2m9TtY4pVwR1aBcDe
         */
        DataExportId: string;
        /**
         * @description The deposit's `id`.
         * @example 311
         */
        DepositId: number;
        /**
         * @description The link's id (from `listSponsorLinks`).
         * @example 12
         */
        SponsorLinkId: number;
        /**
         * @description The link's code (the last part of `/pay/<code>`).
         * @example 3qH7v0ZkP9wXb2LmN5cR8tYa
         */
        SponsorCode: string;
        /**
         * @description The card request's `id`.
         * @example 57
         */
        CardRequestId: number;
        /**
         * @description Number of items per page.
         * @example 15
         */
        PerPage: number;
        /**
         * @description The ticket number (the `ticket` field of a ticket, not its `id`).
         * @example 483920
         */
        TicketNumber: string;
        /**
         * @description The staff member's id.
         * @example 2
         */
        StaffId: number;
        /**
         * @description The 6-digit ticket number.
         * @example 483920
         */
        StaffTicketNumber: string;
        /**
         * @description The customer's id.
         * @example 42
         */
        StaffCustomerId: number;
        /**
         * @description The hub's (service centre's) id.
         * @example 1
         */
        HubId: number;
        /**
         * @description The machine's code within its hub.
         * @example W1
         */
        MachineCode: string;
        /**
         * @description The card request's id.
         * @example 7
         */
        StaffCardRequestId: number;
        /**
         * @description The card's id (of the inventory).
         * @example 31
         */
        StaffCardId: number;
        /**
         * @description The management card's id.
         * @example 3
         */
        ManagementCardId: number;
        /**
         * @description The deposit's id.
         * @example 41
         */
        StaffDepositId: number;
        /**
         * @description The request's reference (RFD-, REV- or ADJ-…).
         * @example ADJ-20261127-7KQ2MX4P
         */
        MoneyBackReference: string;
        /** @example 3 */
        StaffSuspenseId: number;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before sending the request again.
         * @example 5
         */
        RetryAfter: number;
        /** @description Always `no-store` (the answer holds a secret shown once). */
        NoStore: "no-store";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    registerUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description The account was created and a verification code was sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["RegisterResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the username is already taken. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in, or a second factor is required. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AuthSession"] | components["schemas"]["TwoFactorChallenge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidCredentials"];
            403: components["responses"]["NotVerified"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    loginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginTwoFactorRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The challenge is unknown or has expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The code is missing, malformed or wrong. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordRequest"];
            };
        };
        responses: {
            /** @description A reset code was sent if the account exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    verifyResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyResetTokenRequest"];
            };
        };
        responses: {
            /** @description The code is valid; here is the reset token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ResetToken"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the code is wrong or expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the reset token is invalid or expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyOtpRequest"];
            };
        };
        responses: {
            /** @description The e-mail address is verified and the user is signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AuthSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the code is wrong or expired. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    sendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendOtpRequest"];
            };
        };
        responses: {
            /** @description A new code was sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["OtpResendLocked"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                /**
                 * @description First calendar day to include.
                 * @example 2026-10-01
                 */
                from?: string;
                /**
                 * @description Last calendar day to include.
                 * @example 2026-10-31
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dashboard summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Dashboard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getSpendingSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spending summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SpendingSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The updated profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    uploadAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AvatarUploadRequest"];
            };
        };
        responses: {
            /** @description The avatar was replaced. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AvatarResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description No file, a file that is not a PNG or JPEG image (by content), a file larger than 2 MB, or an image over 4096 × 4096 pixels. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UploadsBusy"];
            default: components["responses"]["Error"];
        };
    };
    getAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The avatar's file name, as in the `image` URL.
                 * @example Qm9yZWRvbUlzQUJhZEd1ZXNz.webp
                 */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The avatar image. */
            200: {
                headers: {
                    /**
                     * @description `inline`.
                     * @example inline
                     */
                    "Content-Disposition"?: string;
                    /**
                     * @description Always `nosniff`.
                     * @example nosniff
                     */
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No avatar has this name (never existed, or replaced). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the current password is wrong. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getAccountClosure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The facts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AccountClosurePreview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    closeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseAccountRequest"];
            };
        };
        responses: {
            /** @description The account is closed; the session is gone. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AccountClosed"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The password or code is wrong or missing, the confirmation word is not `CLOSE`, the balance choice or the
             *     bank account is missing, or a field is invalid. `error` maps each field to its messages; `message`
             *     repeats the first one. Nothing changed.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listDataExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archives, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["DataExport"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            422: components["responses"]["InvalidInput"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export, queued (or the one already queued or being prepared). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 202;
                        message: string;
                        data: components["schemas"]["DataExport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            /** @description Three archives were asked for in the last 24 hours, or the cost budget is spent (ADR 038). */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before asking again.
                     * @example 18000
                     */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The archive's `id` (random, from `requestDataExport` or `listDataExports`).
                 * @example Zx8kQ2m9TtY4pVwR1aBcDe
                 */
                id: components["parameters"]["DataExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["DataExport"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DataExportNotFound"];
            408: components["responses"]["RequestTimeout"];
            422: components["responses"]["InvalidInput"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The archive's `id` (random, from `requestDataExport` or `listDataExports`).
                 * @example Zx8kQ2m9TtY4pVwR1aBcDe
                 */
                id: components["parameters"]["DataExportId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zip archive. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename="e-laundry-data-<date>.zip"`.
                     * @example attachment; filename="e-laundry-data-2026-11-28.zip"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DataExportNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The archive is not ready yet (or could not be made). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The archive has expired (24 hours after it was ready) and was deleted. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's alert choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateNotificationSettingsRequest"];
            };
        };
        responses: {
            /** @description The saved choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettingsEnvelope"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid (an unknown event or hub, a negative threshold, too many hubs). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    addPushDevice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionRequest"];
            };
        };
        responses: {
            /** @description Push is on for this device. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["PushDevice"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The subscription is invalid, or its endpoint is not a push service the server sends to. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    removePushDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Push is off for that device. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The id is not a valid device id. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    sendTestNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The test alert is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: {
                            email: boolean;
                            devices: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: {
                            enabled: boolean;
                            public_key: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listReferrals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The referred users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ReferralUser"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listCommissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commission log. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Commission"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The authenticator set-up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TwoFactorSetup"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    enableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            /** @description Two-factor authentication is enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidCode"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CodeRequest"];
            };
        };
        responses: {
            /** @description Two-factor authentication is disabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidCode"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment providers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getVirtualAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account number, or its status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankTransferAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["BankTransferOff"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    requestVirtualAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VirtualAccountRequest"];
            };
        };
        responses: {
            /** @description The account number (assigned), or pending / failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["BankTransferAccount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["BankTransferOff"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            /** @description The gateway could not be reached; ask again in a few minutes. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listVirtualAccountBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banks, by name. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TransferBank"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["BankTransferOff"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The gateway could not be reached and no list is kept; ask again in a few minutes. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    initiateDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositRequest"];
            };
        };
        responses: {
            /** @description The deposit was created; continue on the payment page. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["PaymentRedirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Deposit"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 10;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The deposit's `id`.
                 * @example 311
                 */
                id: components["parameters"]["DepositId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["DepositWithRefunds"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DepositNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getPaymentOutcome: {
        parameters: {
            query: {
                /**
                 * @description Our payment reference (`PaymentRedirect.reference`, the `reference` query parameter of `/payment-success`).
                 * @example DEP-20261012-2R7T9W
                 */
                reference: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit and its verified status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PaymentOutcome"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["DepositNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listSponsorLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SponsorLink"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createSponsorLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SponsorLinkRequest"];
            };
        };
        responses: {
            /** @description The link was made. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["SponsorLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    revokeSponsorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's id (from `listSponsorLinks`).
                 * @example 12
                 */
                id: components["parameters"]["SponsorLinkId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SponsorLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No such link of this customer. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getSponsorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's code (the last part of `/pay/<code>`).
                 * @example 3qH7v0ZkP9wXb2LmN5cR8tYa
                 */
                code: components["parameters"]["SponsorCode"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["SponsorLinkPage"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["SponsorLinkInvalid"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidInput"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    payThroughSponsorLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's code (the last part of `/pay/<code>`).
                 * @example 3qH7v0ZkP9wXb2LmN5cR8tYa
                 */
                code: components["parameters"]["SponsorCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SponsorPaymentRequest"];
            };
        };
        responses: {
            /** @description The payment was started; continue on the provider's page. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["SponsorPaymentRedirect"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["SponsorLinkInvalid"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The provider could not be reached; nothing was paid. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    paystackWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Missing or wrong → 401.
                 * @example 3b1c6a0f2e9d4b7a8c5e1f0d2a4b6c8e
                 */
                "x-paystack-signature"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["BadSignature"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["NotAGatewayEvent"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    flutterwaveWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Missing or wrong → 401.
                 * @example my-flutterwave-secret-hash
                 */
                "verif-hash"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GatewayEvent"];
            };
        };
        responses: {
            200: components["responses"]["WebhookAccepted"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["BadSignature"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["NotAGatewayEvent"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listCardRequests: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of card requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CardRequest"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 10;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    requestCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequestCardRequest"];
            };
        };
        responses: {
            /** @description The card request was created; continue on the payment page. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["CardRequestCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The location or service centre does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The customer already has an active card. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, or the balance does not cover the total. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listCardLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Location"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listServiceCenters: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id of a location from `listCardLocations`.
                 * @example 1
                 */
                locationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service centres. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ServiceCenter"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getCardFees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The fees. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CardFees"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    linkCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LinkCardRequest"];
            };
        };
        responses: {
            /** @description The card is linked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LaundryCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description This number cannot be linked: no card has it, or it is another account's, frozen or retired — one answer
             *     for all of them.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The customer already has an active card, or the number is the customer's own frozen card. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getCardRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card request's `id`.
                 * @example 57
                 */
                id: components["parameters"]["CardRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CardRequestDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["CardRequestNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listCardPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The methods with their totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["CardPaymentMethod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getCurrentCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, or null when the customer has none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LaundryCard"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    freezeCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card is frozen. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LaundryCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The customer has no card. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listHubs: {
        parameters: {
            query?: {
                /**
                 * @description Only this location (an id from `listCardLocations`).
                 * @example 2
                 */
                location_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations with their hubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["LocationHubs"][];
                        /** @description A machine state older than this many minutes is stale. */
                        stale_after_minutes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listPublicHubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The locations with their hubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["PublicLocationHubs"][];
                        stale_after_minutes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    chargeCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubChargeRequest"];
            };
        };
        responses: {
            /** @description The card was charged (also the answer to every retry of this cycle). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["HubCharge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["HubUnauthorized"];
            /** @description The holder's balance does not cover the amount; nothing was debited. */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubError"];
                };
            };
            /** @description No card or no machine of this hub has this number/code. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubError"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The card exists but cannot pay (frozen, not linked to any account, or a management card revoked or not valid at this hub). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first
             *     one. An `amount` above the machine's limit per cycle is refused with `reason: amount_above_limit` (recorded
             *     as the cycle's answer, never debited, reported to the operators).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubInvalid"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportMachines: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MachineReportRequest"];
            };
        };
        responses: {
            /** @description The states were recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: {
                            /** @description Codes of the machines whose state was recorded. */
                            updated: string[];
                            /** @description Codes this hub has no machine for (ignored). */
                            unknown: string[];
                            /** Format: date-time */
                            reported_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["HubUnauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    reportFailedCycle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FailedCycleRequest"];
            };
        };
        responses: {
            /** @description This charge had been reversed already (a retry or a replay of the report): the same reversal, nothing moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubReversalAnswer"];
                };
            };
            /** @description The charge was reversed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubReversalAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["HubUnauthorized"];
            /** @description This hub charged no cycle with this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubError"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The charge took no money (a refusal, a management start), or it is more than 24 hours old. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HubError"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Number of items per page.
                 * @example 15
                 */
                per_page?: components["parameters"]["PerPage"];
                /**
                 * @description A transaction number, exactly.
                 * @example TRX7H4J1K8L5P2O
                 */
                trx?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of transactions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Transaction"][];
                        total: number;
                        page: number;
                        per_page: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    downloadStatement: {
        parameters: {
            query: {
                /**
                 * @description First calendar day to include.
                 * @example 2026-10-01
                 */
                from: string;
                /**
                 * @description Last calendar day to include (not before `from`).
                 * @example 2026-10-31
                 */
                to: string;
                /** @example csv */
                format?: "csv" | "pdf";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement file. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename="statement-<from>-<to>.csv"` (or `.pdf`).
                     * @example attachment; filename="statement-2026-10-01-2026-10-31.csv"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listTickets: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["TicketSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CreateTicketRequest"];
            };
        };
        responses: {
            /** @description The ticket was opened. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["TicketCreated"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UploadsBusy"];
            default: components["responses"]["Error"];
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ticket number (the `ticket` field of a ticket, not its `id`).
                 * @example 483920
                 */
                ticket: components["parameters"]["TicketNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    replyTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ticket number (the `ticket` field of a ticket, not its `id`).
                 * @example 483920
                 */
                ticket: components["parameters"]["TicketNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReplyTicketRequest"];
            };
        };
        responses: {
            /** @description The reply was added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The ticket is closed (status Close) and takes no more replies. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Neither text nor an attachment, or a rejected file. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UploadsBusy"];
            default: components["responses"]["Error"];
        };
    };
    closeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ticket number (the `ticket` field of a ticket, not its `id`).
                 * @example 483920
                 */
                ticket: components["parameters"]["TicketNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket is closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["TicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    downloadTicketAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The ticket number (the `ticket` field of a ticket, not its `id`).
                 * @example 483920
                 */
                ticket: components["parameters"]["TicketNumber"];
                /**
                 * @description The attachment's `id`.
                 * @example 9
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment's bytes. */
            200: {
                headers: {
                    /**
                     * @description `inline` (images, PDF) or `attachment` (Word documents), with the file name.
                     * @example inline; filename="bank-debit.png"
                     */
                    "Content-Disposition"?: string;
                    /**
                     * @description Always `nosniff`.
                     * @example nosniff
                     */
                    "X-Content-Type-Options"?: "nosniff";
                    /**
                     * @description Always `default-src 'none'; sandbox`.
                     * @example default-src 'none'; sandbox
                     */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/bmp": string;
                    "image/webp": string;
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No attachment with this id on a ticket of the signed-in customer with this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    submitContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description The message was received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    submitEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryRequest"];
            };
        };
        responses: {
            /** @description The enquiry was received. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeRequest"];
            };
        };
        responses: {
            /** @description The address is subscribed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server and its database are up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["Health"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The database does not respond: the load balancer takes this instance out of rotation until it answers
             *     200 again.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            default: components["responses"]["Error"];
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                /**
                 * @description Only the messages sent to this address (case-insensitive).
                 * @example chidinma.okafor@example.com
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caught e-mails, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["DevMail"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Not in local mode (a real mail relay is configured). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    openStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffInviteTokenRequest"];
            };
        };
        responses: {
            /** @description The invitation and the authenticator secret to set up. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffInvite"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["InviteInvalid"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    acceptStaffInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptStaffInviteRequest"];
            };
        };
        responses: {
            /** @description The account is active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["InviteInvalid"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    staffLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLoginRequest"];
            };
        };
        responses: {
            /** @description The password was right; an authenticator code is needed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffChallenge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The address and password do not match an active staff account. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    staffLoginTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLoginTwoFactorRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The challenge is unknown, expired or used up; sign in again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    staffLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in staff member. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffMembers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of staff members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMember"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    inviteStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteStaffRequest"];
            };
        };
        responses: {
            /** @description Invited; the set-up link is on its way. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            /** @description The address belongs to an active staff member. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    updateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The staff member's id.
                 * @example 2
                 */
                id: components["parameters"]["StaffId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStaffRequest"];
            };
        };
        responses: {
            /** @description The member as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The change would leave no active admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    deactivateStaffMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The staff member's id.
                 * @example 2
                 */
                id: components["parameters"]["StaffId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeactivateStaffRequest"];
            };
        };
        responses: {
            /** @description The member as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMember"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The member is already deactivated, or is the last active admin. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffTickets: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description open (Open or Replied — waiting for support), answered, or closed.
                 * @example open
                 */
                status?: "open" | "answered" | "closed";
                /** @example High */
                priority?: "High" | "Medium" | "Low";
                /**
                 * @description `mine` (assigned to the caller), `unassigned`, or a staff member's id.
                 * @example mine
                 */
                assignee?: string;
                /**
                 * @description A ticket number, words of the subject, or (part of) the customer's e-mail address.
                 * @example 483920
                 */
                q?: string;
                /**
                 * @description `oldest` (default: created longest ago first) or `newest`.
                 * @example oldest
                 */
                sort?: "oldest" | "newest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffTicketSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The 6-digit ticket number.
                 * @example 483920
                 */
                ticket: components["parameters"]["StaffTicketNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket and its customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffTicket"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffTicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    downloadStaffTicketAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The 6-digit ticket number.
                 * @example 483920
                 */
                ticket: components["parameters"]["StaffTicketNumber"];
                /**
                 * @description The attachment's `id`.
                 * @example 9
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The attachment's bytes. */
            200: {
                headers: {
                    /**
                     * @description `inline` (images, PDF) or `attachment` (Word documents), with the file name.
                     * @example inline; filename="bank-debit.png"
                     */
                    "Content-Disposition"?: string;
                    /**
                     * @description Always `nosniff`.
                     * @example nosniff
                     */
                    "X-Content-Type-Options"?: "nosniff";
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/gif": string;
                    "image/bmp": string;
                    "image/webp": string;
                    "application/pdf": string;
                    "application/msword": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No attachment with this id on this ticket (or no such ticket). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    replyStaffTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The 6-digit ticket number.
                 * @example 483920
                 */
                ticket: components["parameters"]["StaffTicketNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReplyTicketRequest"];
            };
        };
        responses: {
            /** @description The reply was added. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffTicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["StaffTicketClosed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Neither text nor an attachment, or a rejected file. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UploadsBusy"];
            default: components["responses"]["Error"];
        };
    };
    assignStaffTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The 6-digit ticket number.
                 * @example 483920
                 */
                ticket: components["parameters"]["StaffTicketNumber"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignTicketRequest"];
            };
        };
        responses: {
            /** @description Assigned (or unassigned). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffTicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The assignee is not an active staff member with the support or admin role. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    closeStaffTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The 6-digit ticket number.
                 * @example 483920
                 */
                ticket: components["parameters"]["StaffTicketNumber"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffTicketAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffTicketNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    searchStaffCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description An e-mail address or username (or part of one), an account number, a phone number or a card serial.
                 * @example chinedu
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers (newest first). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The query is invalid (too long); `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomer"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerTransactions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerTransaction"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerDeposits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerDeposit"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerCardRequests: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerCardRequest"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerTickets: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerTicket"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerReferrals: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerReferral"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCustomerSessions: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the list, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerSession"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    revokeStaffCustomerSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCustomerActionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerSessionsEnded"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason is missing, empty or too long. `error` maps the field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    resetStaffCustomerTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCustomerActionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerTwoFactorReset"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description Two-factor authentication is not on for this customer. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason is missing, empty or too long. `error` maps the field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    closeStaffCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The customer's id.
                 * @example 42
                 */
                id: components["parameters"]["StaffCustomerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCustomerClosureRequest"];
            };
        };
        responses: {
            /** @description Closed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCustomerClosed"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCustomerNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The account is already closed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason, the balance choice (when there is a balance) or the bank account (when part of the balance cannot go back to a card) is missing or invalid. Nothing changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    reverseStaffHubCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub charge's id (`hub_charge_id` of the customer's transactions).
                 * @example 5120
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffReversalRequest"];
            };
        };
        responses: {
            /** @description The charge had been reversed already (by a colleague or by its hub): that reversal, nothing moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReversalAnswer"];
                };
            };
            /** @description The charge was reversed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffReversalAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No hub charge has this id (or its hub is outside the member's scope). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The charge took no money from a customer's balance (a refused cycle, a management card's free start). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason is missing, empty or too long, or the ticket is not one of this customer's. `error` maps each field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffServiceCentres: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service centres in scope. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffServiceCentre"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffHubs: {
        parameters: {
            query?: {
                /**
                 * @description Only the hubs of this location.
                 * @example 1
                 */
                location_id?: number;
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hubs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffHubSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        locations: components["schemas"]["StaffLocation"][];
                        stale_after_minutes: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createStaffHub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffHubRequest"];
            };
        };
        responses: {
            /** @description The hub, registered. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["StaffHubSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["LocationNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["NameTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidName"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createStaffLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateStaffLocationRequest"];
            };
        };
        responses: {
            /** @description The location, added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["StaffLocation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["NameTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidName"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffHub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hub. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffHub"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    addStaffMachine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddStaffMachineRequest"];
            };
        };
        responses: {
            /** @description The machine, added. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["StaffMachine"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["NameTaken"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    updateStaffMachine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
                /**
                 * @description The machine's code within its hub.
                 * @example W1
                 */
                code: components["parameters"]["MachineCode"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateStaffMachineRequest"];
            };
        };
        responses: {
            /** @description The machine as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMachine"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["Invalid"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    issueStaffHubKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubKeyReasonRequest"];
            };
        };
        responses: {
            /** @description The new key, shown this once. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["IssuedHubKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidReason"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    rotateStaffHubKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubKeyReasonRequest"];
            };
        };
        responses: {
            /** @description The new key, shown this once; `revoked` counts the keys revoked. */
            201: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["IssuedHubKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidReason"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    revokeStaffHubKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
                /**
                 * @description The key's id (as getStaffHub lists it).
                 * @example 3
                 */
                key: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HubKeyReasonRequest"];
            };
        };
        responses: {
            /** @description The key, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffHubKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The key is revoked already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidReason"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffHubCharges: {
        parameters: {
            query?: {
                /**
                 * @description First calendar day to include.
                 * @example 2026-11-25
                 */
                from?: string;
                /**
                 * @description Last calendar day to include.
                 * @example 2026-11-25
                 */
                to?: string;
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of charges with the totals of the range. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffHubCharge"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        totals: {
                            /** @description Successful charges in the range. */
                            charges: number;
                            amount: components["schemas"]["Money"];
                            /** @description Refused attempts in the range. */
                            refused: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRange"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffHubAlerts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The hub's (service centre's) id.
                 * @example 1
                 */
                hub: components["parameters"]["HubId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of alerts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffHubAlert"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["HubNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCardRequests: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Only requests at this stage. Without it, every stage.
                 * @example paid
                 */
                stage?: "awaiting_payment" | "paid" | "preparing" | "ready" | "delivered" | "cancelled";
                /** @example 1 */
                service_center_id?: number;
                /**
                 * @description A card request reference (CRD-…), or part of it.
                 * @example CRD-20261124
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of card requests and the waiting count per centre. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCardRequestSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        /** @description Every service centre in the member's scope with its requests waiting (paid, preparing, ready). */
                        centres: components["schemas"]["StaffCardCentre"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffCardRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card request's id.
                 * @example 7
                 */
                id: components["parameters"]["StaffCardRequestId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request and the customer's card history. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffCardRequestAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCardRequestNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    advanceStaffCardRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card request's id.
                 * @example 7
                 */
                id: components["parameters"]["StaffCardRequestId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceCardRequestRequest"];
            };
        };
        responses: {
            /** @description Moved; the request as getStaffCardRequest answers it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffCardRequestAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCardRequestNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The request is no longer at `from` (it moved meanwhile), cannot move forward, no card is in stock, or the customer already has an active card. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The card number is mistyped, not in the inventory or not in stock. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffCards: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @example in_stock */
                status?: "in_stock" | "linked" | "frozen" | "retired" | "management";
                /** @example ELC 7KQ4 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCard"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        counts: {
                            in_stock: number;
                            linked: number;
                            frozen: number;
                            retired: number;
                            management: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    addStaffCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCardsRequest"];
            };
        };
        responses: {
            /** @description The report (added, and each rejected number with why). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The list is empty or too long. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    importStaffCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CardImportRequest"];
            };
        };
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardImportAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description No file, not text, too large, too many lines, or no number in it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["UploadsBusy"];
            default: components["responses"]["Error"];
        };
    };
    freezeStaffCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card's id (of the inventory).
                 * @example 31
                 */
                id: components["parameters"]["StaffCardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardReasonRequest"];
            };
        };
        responses: {
            200: components["responses"]["StaffCardChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["StaffCardConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body is not an object with a reason of 1–500 characters; `error` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    unfreezeStaffCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card's id (of the inventory).
                 * @example 31
                 */
                id: components["parameters"]["StaffCardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardReasonRequest"];
            };
        };
        responses: {
            200: components["responses"]["StaffCardChanged"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["StaffCardConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The body is not an object with a reason of 1–500 characters; `error` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    replaceStaffCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The card's id (of the inventory).
                 * @example 31
                 */
                id: components["parameters"]["StaffCardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplaceCardRequest"];
            };
        };
        responses: {
            /** @description Replaced; `data` is the new card, `replaced` the retired one. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffCard"];
                        replaced: components["schemas"]["StaffCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["StaffCardConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The new card number is mistyped, not in the inventory or not in stock. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @example staff */
                actor_kind?: "operator" | "staff" | "customer" | "hub" | "system";
                /**
                 * @description The actor's id in its own table (a staff member's or a customer's id).
                 * @example 2
                 */
                actor_id?: string;
                /**
                 * @description An action (`ticket.reply`), or a target kind's every action with a trailing dot (`ticket.`).
                 * @example ticket.reply
                 */
                action?: string;
                /** @example ticket */
                target_kind?: string;
                /** @example 12 */
                target_id?: string;
                /**
                 * @description Events at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Events before this time.
                 * @example 2026-12-01T00:00:00Z
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["AuditEventView"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 50;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid (a date range whose end is before its start). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    exportAuditEvents: {
        parameters: {
            query?: {
                /** @example staff */
                actor_kind?: "operator" | "staff" | "customer" | "hub" | "system";
                /**
                 * @description The actor's id in its own table (a staff member's or a customer's id).
                 * @example 2
                 */
                actor_id?: string;
                /**
                 * @description An action (`ticket.reply`), or a target kind's every action with a trailing dot (`ticket.`).
                 * @example ticket.reply
                 */
                action?: string;
                /** @example ticket */
                target_kind?: string;
                /** @example 12 */
                target_id?: string;
                /**
                 * @description Events at or after this time.
                 * @example 2026-11-01T00:00:00Z
                 */
                from?: string;
                /**
                 * @description Events before this time.
                 * @example 2026-12-01T00:00:00Z
                 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /**
                     * @description `attachment; filename="audit-<date>.csv"`.
                     * @example attachment; filename="audit-2026-11-25.csv"
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid (a date range whose end is before its start). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listManagementCards: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @description Only active or only revoked cards. */
                status?: "active" | "revoked";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of management cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ManagementCard"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    issueManagementCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IssueManagementCardRequest"];
            };
        };
        responses: {
            /** @description Issued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 201;
                        message: string;
                        data: components["schemas"]["ManagementCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            /** @description The card is not in stock (linked, frozen, retired or already a management card), or the inventory is empty. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid (a hub unknown or out of the member's scope, a mistyped number). `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    updateManagementCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The management card's id.
                 * @example 3
                 */
                id: components["parameters"]["ManagementCardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateManagementCardRequest"];
            };
        };
        responses: {
            /** @description The card as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ManagementCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ManagementCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The card is revoked. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    revokeManagementCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The management card's id.
                 * @example 3
                 */
                id: components["parameters"]["ManagementCardId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeManagementCardRequest"];
            };
        };
        responses: {
            /** @description The card as now stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ManagementCard"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ManagementCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The card is already revoked. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid. `error` maps each failing field to its messages; `message` repeats the first one. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listManagementCardStarts: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path: {
                /**
                 * @description The management card's id.
                 * @example 3
                 */
                id: components["parameters"]["ManagementCardId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of starts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["ManagementStart"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ManagementCardNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffDeposits: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @example Pending */
                status?: "Pending" | "Success" | "Failed";
                /**
                 * @description The payment gateway's method code.
                 * @example paystack
                 */
                gateway?: "paystack" | "flutterwave";
                /**
                 * @description First calendar day to include (Africa/Lagos).
                 * @example 2026-11-01
                 */
                from?: string;
                /**
                 * @description Last calendar day to include (Africa/Lagos).
                 * @example 2026-11-25
                 */
                to?: string;
                /**
                 * @description A customer's id (digits), account number or e-mail address, matched exactly (e-mail without regard to case).
                 * @example chinedu.okafor@example.com
                 */
                customer?: string;
                /**
                 * @description A deposit's gateway reference or transaction number, exactly.
                 * @example DEP-20261125-7KQ2MX4P
                 */
                reference?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits and the totals of the filtered set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffDepositSummary"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        totals: components["schemas"]["StaffDepositTotals"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A filter is invalid (e.g. `to` before `from`); `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The deposit's id.
                 * @example 41
                 */
                id: components["parameters"]["StaffDepositId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffDeposit"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffDepositNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    reverifyStaffDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The deposit's id.
                 * @example 41
                 */
                id: components["parameters"]["StaffDepositId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /**
             * @description The gateway answered: `result` is `credited`, `failed`, `pending` (not decided yet at the gateway), or
             *     `settled-before` (something else settled it a moment earlier); `deposit` is the deposit afterwards.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: {
                            /** @enum {string} */
                            result: "credited" | "failed" | "pending" | "settled-before";
                            deposit: components["schemas"]["StaffDeposit"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["StaffDepositNotFound"];
            408: components["responses"]["RequestTimeout"];
            /** @description The deposit is not Pending any more (already credited or failed); nothing was asked or changed. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /** @description The gateway could not be reached or gave no usable answer; the deposit stays Pending, nothing changed. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffDepositRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The deposit's id.
                 * @example 40
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The top-up's refunds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffDepositRefunds"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No deposit has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The top-up's id is not a whole number from 1; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createStaffRefund: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `Idempotency-Key` header (names of headers are not case-sensitive): a fresh random key per intended request
                 *     (8 to 100 letters, digits, `-` or `_`; e.g. a UUID), scoped to the caller. A replay with it answers the first
                 *     request (200) and moves nothing again; the same key for a different request is a 409.
                 * @example 3f9c2a7e-6b1d-4c8e-9a55-0d2f7b8e1c44
                 */
                "idempotency-key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRefundRequest"];
            };
        };
        responses: {
            /** @description A replay of the same `Idempotency-Key`: the first request, as it is now; nothing moved again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundAnswer"];
                };
            };
            /** @description The refund was asked for (sent to the gateway, or waiting for a second person). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No top-up has this reference, or no ticket this number. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /**
             * @description Nothing was moved: more than what of the top-up can still be refunded, more than the customer's balance, a
             *     top-up that is not a successful gateway payment, or the key already used for a different request.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid (the `Idempotency-Key` header too); `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    submitStaffRefundBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The refund's reference.
                 * @example RFD-20261127-7KQ2MX4P
                 */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRefundBankAccountRequest"];
            };
        };
        responses: {
            /** @description Resolved and stored, waiting for a second member's approval; nothing was sent to the gateway. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No refund has this reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The refund does not take bank details now (not in needs-attention, or its gateway takes none), or details already wait for approval. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid, the bank's code is not one the gateway lists, or the bank cannot name the account (nothing stored); `error` names the field. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            /** @description The gateway could not be reached to resolve the account; nothing was stored. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    approveStaffRefundBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The refund's reference.
                 * @example RFD-20261127-7KQ2MX4P
                 */
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved and taken by the gateway; the refund as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The member entered these details themself (another finance or admin member must approve them), or is not finance or admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No refund has this reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description No bank details wait for approval (none entered, or already approved, rejected or being sent), the refund no longer needs them, or the gateway refused them (its words; they are erased — enter them again). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /** @description The gateway could not be reached; the details wait again, nothing was sent. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    rejectStaffRefundBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The refund's reference.
                 * @example RFD-20261127-7KQ2MX4P
                 */
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRefundBankDetailsRejectRequest"];
            };
        };
        responses: {
            /** @description Rejected; the refund as it is now (still needs bank details). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffRefundAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No refund has this reference. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description No bank details wait for approval (none entered, or already approved, rejected or being sent). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason is missing, empty or too long; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffBooks: {
        parameters: {
            query: {
                /**
                 * @description A Lagos calendar day (YYYY-MM-DD) or month (YYYY-MM).
                 * @example 2026-11-27
                 */
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The books of the period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffBooks"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    exportStaffBooks: {
        parameters: {
            query: {
                /**
                 * @description A Lagos calendar day (YYYY-MM-DD) or month (YYYY-MM).
                 * @example 2026-11-27
                 */
                period: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description attachment; filename="books-<period>.csv" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example section,item,count,amount_ngn
                     *     period,day 2026-11-27,,
                     *     float,opening,,100.00
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffSuspense: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @example open */
                status?: "open" | "assigned" | "returned" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of suspense items and the open total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffSuspenseItem"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 20;
                        open: components["schemas"]["StaffCountAmount"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    assignStaffSuspense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3 */
                id: components["parameters"]["StaffSuspenseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account_number": "3012345678",
                 *       "reason": "Bank statement shows the customer paid this amount."
                 *     }
                 */
                "application/json": {
                    account_number: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Assigned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffSuspenseItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such suspense item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The item was already assigned or returned (or, to assign, is not in Naira). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    returnStaffSuspense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3 */
                id: components["parameters"]["StaffSuspenseId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reference": "RFND-884213",
                 *       "reason": "Payer asked for the money back; refunded at Paystack."
                 *     }
                 */
                "application/json": {
                    reference: string;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffSuspenseItem"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such suspense item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /** @description The item was already assigned or returned (or, to assign, is not in Naira). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffReconciliations: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffReconciliationRun"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 20;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    startStaffReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "day": "2026-11-27"
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    day: string;
                };
            };
        };
        responses: {
            /** @description The run and its mismatches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffReconciliation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 12 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run and its mismatches. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffReconciliation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such reconciliation run. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is invalid; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The parts the caller's roles open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffOverview"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    createStaffAdjustment: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description The `Idempotency-Key` header (names of headers are not case-sensitive): a fresh random key per intended request
                 *     (8 to 100 letters, digits, `-` or `_`; e.g. a UUID), scoped to the caller. A replay with it answers the first
                 *     request (200) and moves nothing again; the same key for a different request is a 409.
                 * @example 3f9c2a7e-6b1d-4c8e-9a55-0d2f7b8e1c44
                 */
                "idempotency-key": components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The customer's id.
                 * @example 7
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffAdjustmentRequest"];
            };
        };
        responses: {
            /** @description A replay of the same `Idempotency-Key`: the first request, as it is now; nothing moved again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyBackAnswer"];
                };
            };
            /** @description The adjustment was made (done, or waiting for a second person). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyBackAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No customer has this id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            408: components["responses"]["RequestTimeout"];
            /**
             * @description A debit above the customer's balance (nothing was moved; the message says the balance), or an
             *     `Idempotency-Key` already used for a different request.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A field is missing or invalid (or the ticket number is not one of this customer's tickets); `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    listStaffMoneyBacks: {
        parameters: {
            query?: {
                /**
                 * @description Page number, starting at 1.
                 * @example 1
                 */
                page?: components["parameters"]["Page"];
                /** @example awaiting_approval */
                status?: components["schemas"]["StaffMoneyBackStatus"];
                /** @example adjustment */
                kind?: components["schemas"]["StaffMoneyBackKind"];
                /**
                 * @description A customer's id (digits), account number or e-mail address, matched exactly (e-mail without regard to case).
                 * @example 3012345678
                 */
                customer?: string;
                /**
                 * @description `true`: only what waits for a second person — requests awaiting approval, and refunds whose bank details
                 *     (entered for needs-attention) await approval by a member who did not enter them (ADR 070).
                 * @example true
                 */
                waiting?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        code: 200;
                        message: string;
                        data: components["schemas"]["StaffMoneyBack"][];
                        total: number;
                        page: number;
                        /** @constant */
                        per_page: 15;
                        /** @description How many requests (every customer and kind) await a second person's approval — a refund whose bank details wait for approval counts too (ADR 070). */
                        awaiting_approval: number;
                        /** @description An adjustment or refund above this waits for a second person (APPROVAL_ABOVE). */
                        approval_above: components["schemas"]["Money"];
                        /**
                         * @description What may move without a second person for one customer in a Lagos day, adjustments and refunds
                         *     together, whoever asks (APPROVAL_DAILY_PER_CUSTOMER): a request that would pass it waits.
                         */
                        approval_daily_per_customer: components["schemas"]["Money"];
                        /**
                         * @description What one staff member (or the command line) may move without a second person in a Lagos day,
                         *     adjustments and refunds together, for every customer (APPROVAL_DAILY_PER_MEMBER): a request that
                         *     would pass it waits.
                         */
                        approval_daily_per_member: components["schemas"]["Money"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    getStaffMoneyBack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The request's reference (RFD-, REV- or ADJ-…).
                 * @example ADJ-20261127-7KQ2MX4P
                 */
                reference: components["parameters"]["MoneyBackReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyBackAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MoneyBackNotFound"];
            408: components["responses"]["RequestTimeout"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    approveStaffMoneyBack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The request's reference (RFD-, REV- or ADJ-…).
                 * @example ADJ-20261127-7KQ2MX4P
                 */
                reference: components["parameters"]["MoneyBackReference"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved; the request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyBackAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The member's own request (another finance or admin person must approve it), or not finance or admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            404: components["responses"]["MoneyBackNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["MoneyBackDecided"];
            415: components["responses"]["UnsupportedMediaType"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
    rejectStaffMoneyBack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The request's reference (RFD-, REV- or ADJ-…).
                 * @example ADJ-20261127-7KQ2MX4P
                 */
                reference: components["parameters"]["MoneyBackReference"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffMoneyBackRejectRequest"];
            };
        };
        responses: {
            /** @description Rejected; the request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffMoneyBackAnswer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MoneyBackNotFound"];
            408: components["responses"]["RequestTimeout"];
            409: components["responses"]["MoneyBackDecided"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The reason is missing, empty or too long; `error` names it. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Error"];
        };
    };
}
