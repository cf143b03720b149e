import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site-info.ts';
import { SHOWROOM_HOME } from './showroom.tsx';

/** One step of a breadcrumb: a link, or (the last) the page itself. */
export type Crumb = {
  label: string;
  to?: string;
  /** Runs as the link is followed (a product's page enters the showroom it names first). */
  onFollow?: () => void;
};

/** The start of a breadcrumb inside a showroom: Home, then the showroom's own page. */
export function showroomCrumbs(vsdId: string, onFollow?: () => void): Crumb[] {
  return [
    { label: 'Home', to: '/' },
    { label: `Showroom ${vsdId}`, to: SHOWROOM_HOME, ...(onFollow ? { onFollow } : {}) },
  ];
}

type PageProps = {
  /** The page's h1 and document title. */
  title: string;
  /** One sentence under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /**
   * Where the page sits (spec 1 §3 keeps a breadcrumb; issue 30 item 7): Home, the showroom,
   * the category, ... with the page itself last, marked as the current page.
   */
  breadcrumbs?: readonly Crumb[];
};

/** A titled page: document title, one h1, a lead paragraph and the content. */
export function Page({ title, lead, children, className, breadcrumbs }: PageProps) {
  return (
    <article className={className ? `site-page ${className}` : 'site-page'}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {breadcrumbs?.length ? (
        <nav aria-label="Breadcrumb" className="site-breadcrumb">
          <ol>
            {breadcrumbs.map((crumb, i) => (
              <li key={crumb.to ?? `current:${crumb.label}`}>
                {crumb.to && i < breadcrumbs.length - 1 ? (
                  <Link to={crumb.to} onClick={crumb.onFollow}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1>{title}</h1>
      {lead ? <p className="site-page__lead">{lead}</p> : null}
      {children}
    </article>
  );
}
