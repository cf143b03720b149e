import { Link } from 'react-router';
import { Page } from '../../shell/page.tsx';

/** /about_us: static text (spec 1 §2). */
export default function AboutPage() {
  return (
    <Page
      title="About us"
      lead="A marketplace and virtual showroom for residential construction and remodeling."
    >
      <section aria-labelledby="about-what">
        <h2 id="about-what">What we do</h2>
        <p>
          We sell renovation materials directly from manufacturers. Contractors and designers open
          virtual showrooms with products from many vendors; their clients shop, design and pay
          inside them.
        </p>
      </section>
      <section aria-labelledby="about-who">
        <h2 id="about-who">Who we serve</h2>
        <ul>
          <li>
            <strong>Homeowners</strong> view and upload templates, take a style profile, design with
            floor plans, shop materials, chat with and hire designers or contractors, and pay.
          </li>
          <li>
            <strong>Contractors and designers</strong> get wholesale prices, mark products up, earn
            profits and build showrooms with or without buying the products.
          </li>
          <li>
            <strong>Vendors</strong> list and sell their products and collaborate with Pros.
          </li>
        </ul>
      </section>
      <section aria-labelledby="about-numbers">
        <h2 id="about-numbers">In numbers</h2>
        <ul>
          <li>Over 50 floor plans and over 100 templates</li>
          <li>Over 25,000 materials</li>
          <li>Savings of up to 60%, with free nationwide delivery in under 3 weeks</li>
          <li>Shipping across the U.S. only</li>
        </ul>
      </section>
      <p>
        Are you a Pro? <Link to="/pro-account">Learn about the Pro account</Link>.
      </p>
    </Page>
  );
}
