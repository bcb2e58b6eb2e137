import { Link } from 'wouter';

/** The links to the legal pages, in the footer of every layout. */
export function LegalLinks({ className }: { className?: string }) {
  return (
    <ul className={className}>
      <li>
        <Link href="/terms-and-conditions">Terms &amp; Conditions</Link>
      </li>
      <li>
        <Link href="/privacy-policy">Privacy Policy</Link>
      </li>
    </ul>
  );
}
