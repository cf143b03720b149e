'use client';
// The embed's React wrapper: it renders <brand-showroom> (its own Shadow DOM) and turns the
// element's events into props. A client component because the handlers are functions.
import { ShowroomEmbed } from '@brand/showroom-embed/react';
import { useState } from 'react';

const MARKETPLACE = process.env.NEXT_PUBLIC_BRAND_MARKETPLACE ?? 'http://127.0.0.1:3000';

export function Showroom({ showroom }: { showroom: string }) {
  const [status, setStatus] = useState('Loading the showroom…');
  return (
    <>
      <p role="status">{status}</p>
      <ShowroomEmbed
        showroom={showroom}
        apiBase={MARKETPLACE}
        onReady={(ready) => setStatus(`${ready.companyName}'s showroom is ready.`)}
        onCartChange={(cart) => setStatus(`The showroom's cart holds ${cart.count} items.`)}
        onError={(error) => setStatus(`The showroom could not load: ${error.message}`)}
      />
    </>
  );
}
