import { Redirect } from 'wouter';
import { afterSignIn } from '#web/lib/return-to';

/**
 * A signed-in customer on /login or /sign-up goes where they were going (a safe `next`), else to the dashboard.
 * Its own small chunk, so that the first page of a visitor does not carry lib/return-to.
 */
export function SignedInRedirect({ search }: { search: string }) {
  return <Redirect to={afterSignIn(search)} replace />;
}
