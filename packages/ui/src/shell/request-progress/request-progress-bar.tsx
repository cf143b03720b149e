'use client';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { type BrandClient, useOptionalBrandClient } from '../../provider/brand-provider';

type ProgressState = 'idle' | 'loading' | 'complete' | 'failed';

type RequestProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Defaults to the BrandProvider's client. */
  client?: BrandClient | null;
  /** Accessible name while loading. */
  label?: string;
};

/**
 * spec 1 §4: "A request progress bar starts on each request and finishes on success or fails
 * on error." Counts requests in flight from core's 'request:*' events; the bar completes when
 * the last one settles, red when any of them failed.
 */
function RequestProgressBar({
  client: explicit,
  label = 'Loading',
  className,
  ...props
}: RequestProgressBarProps) {
  const fromContext = useOptionalBrandClient();
  const client = explicit ?? fromContext;
  const [state, setState] = useState<ProgressState>('idle');
  const inFlight = useRef(new Set<number>());
  const failed = useRef(false);

  useEffect(() => {
    if (!client) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const settle = (id: number, ok: boolean) => {
      inFlight.current.delete(id);
      if (!ok) failed.current = true;
      if (inFlight.current.size > 0) return;
      setState(failed.current ? 'failed' : 'complete');
      failed.current = false;
      clearTimeout(hide);
      hide = setTimeout(() => setState('idle'), 400);
    };
    const off = [
      client.events.on('request:start', ({ id }) => {
        clearTimeout(hide);
        inFlight.current.add(id);
        setState('loading');
      }),
      client.events.on('request:finish', ({ id }) => settle(id, true)),
      client.events.on('request:fail', ({ id }) => settle(id, false)),
    ];
    return () => {
      clearTimeout(hide);
      for (const unsubscribe of off) unsubscribe();
    };
  }, [client]);

  return (
    <div
      data-slot="request-progress"
      data-state={state}
      className={cn('bui-request-progress', className)}
      {...(state === 'loading'
        ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true }
        : { 'aria-hidden': true })}
      {...props}
    >
      <span className="bui-request-progress__bar" />
    </div>
  );
}

export { RequestProgressBar, type RequestProgressBarProps };
