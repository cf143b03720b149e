import type * as React from 'react';

/** What a link receives: an anchor's props with a required `href` (a route path like /login). */
export type LinkProps = React.ComponentProps<'a'> & { href: string };

/**
 * Renders a link. Pass your router's link so navigation stays client-side, e.g.
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}`.
 */
export type RenderLink = (props: LinkProps) => React.ReactNode;

/** A plain `<a>`: what components use when no `renderLink` is given. */
export const defaultRenderLink: RenderLink = (props) => <a {...props} />;
