import type { ReactNode } from 'react';

export type Faq = { q: string; a: ReactNode };

/** Questions and answers as a description list. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <dl className="site-faq">
      {items.map((item) => (
        <div key={item.q} className="site-faq__item">
          <dt>{item.q}</dt>
          <dd>{item.a}</dd>
        </div>
      ))}
    </dl>
  );
}
