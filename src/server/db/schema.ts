import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Database schema (Drizzle). Migrations in ./migrations are generated from this file with
 * `npx drizzle-kit generate` and applied on start (src/server/db/client.ts).
 */

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    /** The country NAME (the registration payload's country_code, product-spec §3). */
    countryName: text('country_name').notNull().default(''),
    /** Two-letter country code. */
    country: text('country').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    mobileCode: text('mobile_code').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Stored avatar file name under DATA_DIR/uploads, null when none ("N/A" in the API). */
    image: text('image'),
    accountNumber: text('account_number').notNull(),
    referralCode: text('referral_code').notNull(),
    referredBy: integer('referred_by'),
    addressCountry: text('address_country').notNull().default(''),
    addressCity: text('address_city').notNull().default(''),
    addressLine: text('address_line').notNull().default(''),
    addressZip: text('address_zip').notNull().default(''),
    tfaSecret: text('tfa_secret'),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_account_number_idx').on(t.accountNumber),
    uniqueIndex('users_referral_code_idx').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);

/** Bearer tokens: only a SHA-256 of the random token is stored; revocation sets revoked_at. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_idx').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);
