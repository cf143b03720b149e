import type { ReactNode } from 'react';
import { SITE_NAME } from '../lib/site-info.ts';

type PageProps = {
  /** The page's h1 and document title. */
  title: string;
  /** One sentence under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A titled page: document title, one h1, a lead paragraph and the content. */
export function Page({ title, lead, children, className }: PageProps) {
  return (
    <article className={className ? `site-page ${className}` : 'site-page'}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      <h1>{title}</h1>
      {lead ? <p className="site-page__lead">{lead}</p> : null}
      {children}
    </article>
  );
}
