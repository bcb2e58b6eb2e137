import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema.js';
import { ok } from '#server/envelope.js';
import { userView } from '#server/lib/identity/accounts.js';
import { customerOf } from '#server/lib/identity/principal.js';
import { defineHandler } from '#server/handlers/define.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Updates the address (country, city, address, zip). First and last name are read-only: sent or not, kept. */
export const updateProfile = defineHandler('updateProfile', async (request) => {
  const { user } = customerOf(request);
  const { country, country_code, city, address, zip } = request.body;
  const countryName = country_code?.trim() || regionNames.of(country) || country;
  const [updated] = await request.server.ctx.database.db
    .update(users)
    .set({
      // The address's country (by name, as the contract's Address shows it); the registration country stays.
      addressCountry: countryName,
      addressCity: city.trim(),
      addressLine: address.trim(),
      addressZip: zip.trim(),
      updatedAt: request.server.ctx.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  request.log.info({ event: 'profile_updated', user_id: user.id }, 'profile updated');
  return ok('Profile updated successfully.', userView(updated!, request.server.ctx.config.publicUrl));
});
