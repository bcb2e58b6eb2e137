import type { ReactNode } from 'react';

/** The page's title (the one h1) with an optional lead line and actions. */
export function PageHeader({
  title,
  lead,
  actions,
  variant = 'plain',
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  /** banner: the coloured title band of the public site; plain: the signed-in area. */
  variant?: 'banner' | 'plain';
}) {
  return (
    <div className={`page-header page-header--${variant}`}>
      <div className="container page-header__inner">
        <div>
          <h1 className="page-header__title">{title}</h1>
          {lead ? <p className="page-header__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
