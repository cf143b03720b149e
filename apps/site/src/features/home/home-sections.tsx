import { CATEGORY_BUTTONS } from '@brand/core/rules';
import { buttonVariants, Carousel } from '@brand/ui';
import { useContext } from 'react';
import { Link } from 'react-router';
import {
  BRAND_PARTNERS,
  IMAGES_PER_DESIGN_TAB,
  INSPIRED_DESIGN_TABS,
  SAVINGS,
  TESTIMONIALS,
  WHY_JOIN,
} from '../../lib/content.ts';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../lib/site-info.ts';
import { RoomArt } from '../../shell/art.tsx';
import { BrandLogo } from '../../shell/brand-logo.tsx';
import { preloadShowroomModal } from '../../shell/lazy-controls.tsx';
import { ScrollStrip } from '../../shell/scroll-strip.tsx';
import { StillPictures } from '../../shell/still-pictures.ts';
import { Tabs } from '../../shell/tabs.tsx';
import { ProSubscription } from './premium.tsx';

/**
 * Ours: milliseconds between the carousels' automatic moves (spec 1 §2 "autoplay"). ui's
 * Carousel pauses on hover and focus, has a Pause button, and never plays under reduced motion.
 */
const CAROUSEL_AUTOPLAY_MS = 5000;

/**
 * The carousels' interval: in the page stories (StillPictures) an hour, so a screenshot never
 * catches a move while the carousels look as on the page (autoplay on, its Pause button shown).
 */
function useAutoplayMs(): number {
  return useContext(StillPictures) ? 60 * 60 * 1000 : CAROUSEL_AUTOPLAY_MS;
}

function InspiredDesigns() {
  const autoplayMs = useAutoplayMs();
  return (
    <section className="site-section" aria-labelledby="inspired-title">
      <h2 id="inspired-title">Inspired Designs</h2>
      <Tabs
        label="Design rooms"
        items={INSPIRED_DESIGN_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content: (
            <Carousel label={`Inspired designs: ${tab.label}`} autoplayMs={autoplayMs}>
              {Array.from({ length: IMAGES_PER_DESIGN_TAB }, (_, i) => (
                <RoomArt
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of seven images
                  key={i}
                  hue={tab.hue}
                  variant={i}
                  room={tab.id}
                  label={`${tab.label} design ${i + 1}`}
                />
              ))}
            </Carousel>
          ),
        }))}
      />
    </section>
  );
}

function BrandPartners() {
  const autoplayMs = useAutoplayMs();
  return (
    <section className="site-section" aria-labelledby="brands-title">
      <div className="site-section__head">
        <h2 id="brands-title">Our Brand Partners</h2>
        <Link to="/our-brands">
          See All<span className="bui-sr-only"> brand partners</span>
        </Link>
      </div>
      {/* spec 1 §9: brand slides 6 per view (4, 2, 1 at 1024, 767, 480 px). */}
      <Carousel label="Brand partner logos" variant="brands" autoplayMs={autoplayMs}>
        {BRAND_PARTNERS.map((brand) => (
          <div key={brand} className="site-brand-logo">
            <BrandLogo name={brand} />
          </div>
        ))}
      </Carousel>
    </section>
  );
}

function ShopByCategory({ onNeedShowroom }: { onNeedShowroom: () => void }) {
  // The showroom modal loads when first needed; pointing at or focusing an opener starts it.
  const opener = {
    onClick: onNeedShowroom,
    onPointerEnter: preloadShowroomModal,
    onFocus: preloadShowroomModal,
  };
  const autoplayMs = useAutoplayMs();
  const half = Math.ceil(CATEGORY_BUTTONS.length / 2);
  const rows = [CATEGORY_BUTTONS.slice(0, half), CATEGORY_BUTTONS.slice(half)];
  return (
    <section className="site-section" aria-labelledby="category-title">
      <div className="site-section__head">
        <h2 id="category-title">Shop by category</h2>
        <button type="button" className="site-linkbutton" {...opener}>
          See All<span className="bui-sr-only"> categories</span>
        </button>
      </div>
      {rows.map((row, index) => (
        <Carousel
          // biome-ignore lint/suspicious/noArrayIndexKey: two fixed rows
          key={index}
          className="site-category-carousel"
          label={index === 0 ? 'Categories, first row' : 'Categories, second row'}
          autoplayMs={autoplayMs}
        >
          {row.map((name) => (
            <button key={name} type="button" className="site-chip" {...opener}>
              {name}
            </button>
          ))}
        </Carousel>
      ))}
    </section>
  );
}

function BecomeAPro() {
  return (
    <section className="site-section site-band" aria-labelledby="pro-title">
      <h2 id="pro-title">Become a Pro</h2>
      <p>
        Contractors and designers get wholesale prices, their own virtual showroom and profit on
        every sale.
      </p>
      <Link to="/register/contractor" className={buttonVariants({ variant: 'primary' })}>
        Sign Up as a Pro
      </Link>
    </section>
  );
}

function WhyJoin() {
  return (
    <section className="site-section" aria-labelledby="why-title">
      <h2 id="why-title">Why join the community</h2>
      <ul className="site-grid">
        {WHY_JOIN.map((item) => (
          <li key={item.title} className="site-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.title === 'Live chat' ? (
              <p className="site-app-links">
                <a href={APP_STORE_URL} rel="noopener">
                  Get the app on the App Store
                </a>
                <a href={GOOGLE_PLAY_URL} rel="noopener">
                  Get it on Google Play
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials() {
  return (
    <section className="site-section" aria-labelledby="stories-title">
      <h2 id="stories-title">Client Success Story</h2>
      <ScrollStrip label="Testimonials" className="site-strip--quotes">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="site-card">
            <figure>
              <blockquote>
                <p>{t.quote}</p>
              </blockquote>
              <figcaption>
                {t.name}, {t.role}
              </figcaption>
            </figure>
          </li>
        ))}
      </ScrollStrip>
    </section>
  );
}

function Savings() {
  return (
    <section className="site-section" aria-labelledby="savings-title">
      <h2 id="savings-title">Make your customer happier</h2>
      <p>Savings of up to 60% and free nationwide delivery. Average savings:</p>
      <ul className="site-grid">
        {SAVINGS.map((s) => (
          <li key={s.area} className="site-card site-card--stat">
            <p className="site-stat">{s.percent}%</p>
            <p>average savings on {s.area.toLowerCase()} products</p>
          </li>
        ))}
      </ul>
      <ul className="site-claims">
        <li>Over 50 floor plans</li>
        <li>Over 100 templates</li>
        <li>Over 25,000 materials</li>
        <li>Delivery in under 3 weeks</li>
        <li>Shipping across the U.S. only</li>
      </ul>
    </section>
  );
}

/**
 * The home page below its hero (spec 1 §2 "Home page"): Inspired Designs, brand partners, shop by
 * category, Become a Pro, the Pro subscription (outside a showroom), why join, testimonials and
 * savings. Its own chunk, which the page starts fetching as it runs (issue 26: the first screen
 * is the hero; these carousels, logos and texts are not in the route's initial script).
 */
export default function HomeSections({
  inShowroom,
  onNeedShowroom,
}: {
  inShowroom: boolean;
  onNeedShowroom: () => void;
}) {
  return (
    <>
      <InspiredDesigns />
      <BrandPartners />
      <ShopByCategory onNeedShowroom={onNeedShowroom} />
      <BecomeAPro />
      {inShowroom ? null : <ProSubscription />}
      <WhyJoin />
      <Testimonials />
      <Savings />
    </>
  );
}
