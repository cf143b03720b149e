import { buttonVariants, ShowroomIdEntry } from '@brand/ui';
import { Link } from 'react-router';
import { useShowroomEntry } from '../../shell/showroom.tsx';
import { HeroVideo } from './hero-video.tsx';

/** Hero: video, tagline, the showroom ID box and, for visitors not in a showroom, Pro links. */
export function Hero({ inShowroom }: { inShowroom: boolean }) {
  const entry = useShowroomEntry();
  return (
    <section className="site-hero" aria-labelledby="hero-title">
      <HeroVideo />
      <div className="site-hero__content">
        <h1 id="hero-title">Renovation materials direct from manufacturers</h1>
        <p className="site-hero__tagline">
          Save up to 60% in your Pro's virtual showroom, with free nationwide delivery.
        </p>
        <ShowroomIdEntry {...entry} />
        {inShowroom ? null : (
          <div className="site-hero__links">
            <Link to="/register/contractor" className={buttonVariants({ variant: 'primary' })}>
              Sign Up as a Pro
            </Link>
            <Link to="/pro-account" className={buttonVariants({ variant: 'secondary' })}>
              Learn More
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
