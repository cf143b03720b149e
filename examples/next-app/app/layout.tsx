// A server component: the root layout. Tailwind first (globals.css), then ui's stylesheet, with
// no `@layer` line: ui's CSS carries Tailwind's layer order and sits in its `components` layer,
// so Tailwind's utilities and this app's unlayered CSS win wherever they style the same element.
import './globals.css';
import '@brand/ui/styles.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export const metadata: Metadata = {
  title: 'Brand Showroom SDK: Next.js example',
  description: '@brand/core, @brand/ui and @brand/showroom-embed in a Next.js App Router app.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <div className="bui-root">{children}</div>
        </Providers>
      </body>
    </html>
  );
}
