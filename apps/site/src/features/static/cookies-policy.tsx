import { OTP_COOKIE_DAYS, REMEMBER_ME_COOKIE_DAYS, USER_TYPE_COOKIE_DAYS } from '@brand/core/rules';
import { Page } from '../../shell/page.tsx';

/** /cookies_policy: static text; cookie lifetimes from spec 1 §3, §9. */
export default function CookiesPolicyPage() {
  return (
    <Page title="Cookies Policy" lead="What we store in your browser, and why.">
      <section aria-labelledby="cookies-what">
        <h2 id="cookies-what">Cookies we use</h2>
        <table className="site-table">
          <caption className="bui-sr-only">Cookies, their purpose and lifetime</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Purpose</th>
              <th scope="col">Lifetime</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Remembered login</td>
              <td>Remembers your email when you tick Remember me (never your password)</td>
              <td>{REMEMBER_ME_COOKIE_DAYS} days</td>
            </tr>
            <tr>
              <td>User type</td>
              <td>Shows the pages that fit your account type</td>
              <td>{USER_TYPE_COOKIE_DAYS} day</td>
            </tr>
            <tr>
              <td>One-time code check</td>
              <td>Remembers that an administrator passed the one-time code check</td>
              <td>{OTP_COOKIE_DAYS} days</td>
            </tr>
          </tbody>
        </table>
      </section>
      <section aria-labelledby="cookies-storage">
        <h2 id="cookies-storage">Local storage</h2>
        <p>
          Your sign-in token, your temporary cart and the showroom you are shopping in are kept in
          your browser's local storage and removed when you log out.
        </p>
      </section>
      <section aria-labelledby="cookies-control">
        <h2 id="cookies-control">Your choices</h2>
        <p>
          You can delete cookies in your browser settings at any time; you will then need to sign in
          again.
        </p>
      </section>
    </Page>
  );
}
