// A server component: the root layout. ui's stylesheet is one cascade layer (`@layer bui`), so
// this app's own CSS (globals.css, unlayered) wins wherever both style the same element.
import '@brand/ui/styles.css';
import './globals.css';
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
