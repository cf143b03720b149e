/** The registration wizard's default modal texts (spec 1 §1). */

/** The end-user license summary of spec 1 §1, shown in the terms modal by default. */
export const DEFAULT_TERMS = (
  <ul className="bui-wizard__terms-list">
    <li>Users must be 13 or older, and users under 18 need parental consent.</li>
    <li>Clients must supply zip code, phone number, email, name and password to register.</li>
    <li>All payments are in U.S. dollars through third-party card processors.</li>
    <li>Estimated fees and taxes are pre-authorized at checkout.</li>
    <li>A price change after an order is offered to the customer to accept or reject per item.</li>
    <li>Plans renew automatically until cancelled.</li>
    <li>Disputes go to arbitration under California law with a one-year claim limit.</li>
  </ul>
);

/** The privacy policy summary of spec 1 §1. */
export const DEFAULT_PRIVACY = (
  <>
    <p>Last updated May 3, 2021.</p>
    <p>
      Clients register with name, email, zip code, phone number, username and password. Contractors
      apply to join and are paid through a third-party provider. Clients pay through third-party
      card providers. Products are shipped to clients. Client and contractor communications and
      design projects are collected. We also use social sign-on and referrals.
    </p>
  </>
);
