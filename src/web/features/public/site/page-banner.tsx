import { Fragment, type ReactNode } from 'react';
import { Link } from 'wouter';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  href?: string;
}

/** The coloured title band of a public page: its h1 and a breadcrumb trail. */
export function PageBanner({
  title,
  crumbs,
  separator = '›',
  lead,
  className = '',
}: {
  title: string;
  crumbs: Crumb[];
  /** The character between crumbs ("›" or "/"), decorative. */
  separator?: string;
  lead?: ReactNode;
  /** e.g. page-banner--overlap: room below for a card that overlaps the banner. */
  className?: string;
}) {
  return (
    <div className={`page-banner on-dark ${className}`.trim()}>
      <div className="container page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        <nav className="breadcrumb" aria-label="Breadcrumb">
          <ol>
            {crumbs.map((crumb, i) => (
              <Fragment key={crumb.label}>
                {i > 0 ? (
                  <li className="breadcrumb__sep" aria-hidden="true">
                    {separator}
                  </li>
                ) : null}
                <li>
                  {crumb.href ? <Link href={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
                </li>
              </Fragment>
            ))}
          </ol>
        </nav>
        {lead ? <p className="page-banner__lead">{lead}</p> : null}
      </div>
    </div>
  );
}
