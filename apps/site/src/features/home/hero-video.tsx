import { useContext, useEffect, useRef, useState } from 'react';
import { StillPictures } from '../../shell/still-pictures.ts';
import { useReducedMotion } from '../../shell/use-reduced-motion.ts';

/**
 * The hero's clip: our own 8-second loop made from the poster (scripts/make-hero-loop.mjs), in
 * WebM (VP9) and, for browsers without it, MP4 (H.264). VITE_HERO_VIDEO_URL at build time
 * replaces it with another clip.
 */
const OVERRIDE: string | undefined = import.meta.env.VITE_HERO_VIDEO_URL;
const SOURCES: readonly { src: string; type?: string }[] = OVERRIDE
  ? [{ src: OVERRIDE }]
  : [
      { src: '/media/hero-loop.webm', type: 'video/webm' },
      { src: '/media/hero-loop.mp4', type: 'video/mp4' },
    ];

/** The visitor asked the browser to save data (Chromium's `navigator.connection.saveData`). */
function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `then` once the page has loaded (the window's load event) and the main thread is idle,
 * so the clip never competes with the page's own first requests. Returns a cancel.
 */
function afterLoadAndIdle(then: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: half a second after the load event instead.
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => !cancelled && then(), { timeout: 3000 })
        : window.setTimeout(() => !cancelled && then(), 500);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The hero's video (spec 1 §2 "Hero with a video"): the poster first; the clip's sources are
 * attached only after the load event and idle time, then it plays muted in a loop. Never under
 * reduced motion (it pauses if the setting comes on), on Save-Data, or in the page stories.
 */
export function HeroVideo() {
  const reduced = useReducedMotion();
  const still = useContext(StillPictures);
  const ref = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState(false);
  const moving = !reduced && !still && !savesData();
  useEffect(() => {
    if (!moving || attached) return;
    return afterLoadAndIdle(() => setAttached(true));
  }, [moving, attached]);
  useEffect(() => {
    const video = ref.current;
    if (!video || !attached) return;
    if (moving) void video.play().catch(() => {});
    else video.pause();
  }, [attached, moving]);
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
      preload={attached ? 'auto' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    >
      {attached ? SOURCES.map((s) => <source key={s.src} src={s.src} type={s.type} />) : null}
    </video>
  );
}
