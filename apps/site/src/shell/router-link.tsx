import type { RenderLink } from '@brand/ui';
import { Link } from 'react-router';

/** ui components render their links through the site's router (no full page loads). */
export const renderRouterLink: RenderLink = ({ href, ...props }) => (
  <Link to={href ?? '/'} {...props} />
);
