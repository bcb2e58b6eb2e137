import { company } from '#shared/company';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The system phone and e-mail of the About page's contact box, from the
 * build's environment (VITE_SYS_PHONE, VITE_SYS_EMAIL), falling back to the company defaults.
 */
export function systemContact(env: Record<string, unknown> = import.meta.env) {
  const phone = text(env.VITE_SYS_PHONE) || company.phone;
  const email = text(env.VITE_SYS_EMAIL) || company.supportEmail;
  return { phone, phoneHref: `tel:${phone.replace(/[^+\d]/g, '')}`, email, emailHref: `mailto:${email}` };
}
