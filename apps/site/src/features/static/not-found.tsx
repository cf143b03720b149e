import { MESSAGES } from '@brand/core/rules';
import { buttonVariants } from '@brand/ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../lib/site-info.ts';
import { Page } from '../../shell/page.tsx';

/** /404: every unknown path redirects here (spec 1 §2). The path itself is not shown. */
export default function NotFoundPage() {
  return (
    <Page title={MESSAGES.notFoundPageTitle} className="site-page--narrow">
      <p>The page you asked for could not be shown. This can happen when:</p>
      <ul>
        <li>the page has moved,</li>
        <li>you followed an outdated bookmark,</li>
        <li>the URL was typed incorrectly.</li>
      </ul>
      <p>
        Need help? Contact support at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
      <Link to="/" className={buttonVariants({ variant: 'primary' })}>
        Back to Home
      </Link>
    </Page>
  );
}
