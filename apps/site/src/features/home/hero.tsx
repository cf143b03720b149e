import { buttonVariants, ShowroomIdEntry } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useShowroomEntry } from '../../shell/showroom.tsx';
import { useReducedMotion } from '../../shell/use-reduced-motion.ts';

/** Optional hero clip (ours): set VITE_HERO_VIDEO_URL at build time; the poster shows otherwise. */
const HERO_VIDEO_URL: string | undefined = import.meta.env.VITE_HERO_VIDEO_URL;

function HeroVideo() {
  const reduced = useReducedMotion();
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !HERO_VIDEO_URL) return;
    if (reduced) video.pause();
    else void video.play().catch(() => {});
  }, [reduced]);
  return (
    <video
      ref={ref}
      className="site-hero__video"
      poster="/media/hero-poster.svg"
      width="1280"
      height="720"
      muted
      loop
      playsInline
      preload="none"
      autoPlay={!reduced && Boolean(HERO_VIDEO_URL)}
      aria-hidden="true"
      tabIndex={-1}
    >
      {HERO_VIDEO_URL ? <source src={HERO_VIDEO_URL} type="video/mp4" /> : null}
    </video>
  );
}

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
