import { Link } from 'wouter';
import { PageHeader } from '#web/components/page-header';
import type { PageProps } from '#web/lib/page';

/** The designed 404 for any unknown address. */
export function NotFoundPage({ title }: PageProps) {
  return (
    <>
      <PageHeader variant="banner" title={title} lead="Error 404" />
      <div className="container page-body">
        <section className="state" aria-label="Page not found">
          <p className="state__title">We could not find that page.</p>
          <p className="state__text">The address may be mistyped, or the page may have moved.</p>
          <div className="state__actions">
            <Link href="/" className="btn btn--primary">
              Go to the home page
            </Link>
            <Link href="/contact-us" className="btn btn--ghost">
              Contact us
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
