import { useShowroom } from '@brand/ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { SITE_NAME } from '../../lib/site-info.ts';
import { LazyShowroomModal } from '../../shell/lazy-controls.tsx';
import { SHOWROOM_HOME, useShowroomEntry } from '../../shell/showroom.tsx';
import { Hero } from './hero.tsx';

// Fetched as soon as this page's module runs, beside its first render (not after it).
const sections = import('./home-sections.tsx');
const HomeSections = lazy(() => sections);

/** / : home and shop category page (spec 1 §2 "Home page"). */
export default function HomePage() {
  const [modalOpen, setModalOpen] = useState(false);
  const entry = useShowroomEntry();
  const navigate = useNavigate();
  const inShowroom = useShowroom((s) => Boolean(s.item?.vsd_id));
  // Inside a showroom, categories and See All go shopping; otherwise the showroom modal opens.
  const onCategory = () => (inShowroom ? void navigate(SHOWROOM_HOME) : setModalOpen(true));
  return (
    <div className="site-home">
      <title>{`${SITE_NAME}: renovation materials direct from manufacturers`}</title>
      <Hero inShowroom={inShowroom} />
      {/* Until the sections arrive, a screen's height below the hero: nothing under it moves into view. */}
      <Suspense fallback={<div className="site-home__more" />}>
        <HomeSections inShowroom={inShowroom} onNeedShowroom={onCategory} />
      </Suspense>
      <LazyShowroomModal open={modalOpen} onOpenChange={setModalOpen} {...entry} />
    </div>
  );
}
