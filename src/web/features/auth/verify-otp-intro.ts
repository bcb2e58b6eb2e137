import { looksLikeEmail } from '#shared/route-param';
import { routeParam, type PageProps } from '#web/lib/page';

/** The address in /verify-otp/:email when the path holds one, else '' (the page then asks for it). */
export function verifyOtpEmail(params: PageProps['params']): string {
  const email = routeParam(params, 'email').trim();
  return looksLikeEmail(email) ? email : '';
}

/**
 * The line above the code boxes. The account layout renders it with the page's title, before the page's chunk and
 * the form library have loaded: it is the screen's largest text (its LCP element), and the address is in the path.
 */
export function verifyOtpIntro(params: PageProps['params']): string | null {
  const email = verifyOtpEmail(params);
  return email ? `Enter the 6-digit code sent to ${email}. It is valid for 10 minutes.` : null;
}
