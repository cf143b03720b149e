import { BRAND_PARTNERS } from '../../lib/content.ts';
import { BrandLogo } from '../../shell/brand-logo.tsx';
import { Page } from '../../shell/page.tsx';

/** /our-brands: every brand partner (spec 1 §2). */
export default function OurBrandsPage() {
  return (
    <Page
      title="Our Brand Partners"
      lead="We sell renovation materials directly from these manufacturers."
    >
      <ul className="site-brand-grid">
        {BRAND_PARTNERS.map((brand) => (
          <li key={brand} className="site-brand-logo">
            <BrandLogo name={brand} />
          </li>
        ))}
      </ul>
    </Page>
  );
}
