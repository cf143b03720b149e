'use client';
import type { LeadForm } from '@brand/core/contract';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/render-link';
import type { PortalContainer } from '../../primitives/portal/portal-container';
import { FOOTER_LINKS } from './footer-links';

type FooterBaseProps = Omit<React.ComponentProps<'footer'>, 'children'> & {
  /** The contractor's licence number shown in the footer (spec 1 §2). */
  licenseNumber: string;
  /** Sends the "Save up to 30%" lead; the trigger shows only when given. */
  onLeadSubmit?: (lead: LeadForm) => unknown;
  /** The current showroom's profile id, sent with the lead. */
  shopProfileId?: number | null;
  renderLink?: RenderLink;
  /** Portal target of the lead form popup. */
  container?: PortalContainer;
  /**
   * Renders the "Save up to 30%" trigger and popup (`Footer` renders ui's LeadFormPopup). A
   * slot, so an app can load the dialog only when the user reaches for it.
   */
  renderLeadForm: (props: FooterLeadFormSlotProps) => React.ReactNode;
};

/** What the footer passes to its lead form slot. */
type FooterLeadFormSlotProps = {
  onSubmit: (lead: LeadForm) => unknown;
  shopProfileId?: number | null | undefined;
  container?: PortalContainer | undefined;
};

/**
 * spec 1 §2 Footer with the lead form as a slot (`renderLeadForm`): links to orders, return
 * policy, FAQ, support, privacy, cookies, terms and showroom; a licence number; and the
 * "Save up to 30%" trigger. `Footer` fills the slot with ui's LeadFormPopup.
 */
function FooterBase({
  licenseNumber,
  onLeadSubmit,
  shopProfileId,
  renderLink = defaultRenderLink,
  container,
  renderLeadForm,
  className,
  ...props
}: FooterBaseProps) {
  return (
    <footer data-slot="footer" className={cn('bui-root bui-footer', className)} {...props}>
      <div className="bui-footer__inner">
        {onLeadSubmit ? (
          <div className="bui-footer__lead">
            <p className="bui-footer__lead-text">
              Planning a kitchen, bath or floor? Get a quote from the manufacturer.
            </p>
            {renderLeadForm({ onSubmit: onLeadSubmit, shopProfileId, container })}
          </div>
        ) : null}
        <nav aria-label="Footer" className="bui-footer__nav">
          <ul className="bui-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                {renderLink({
                  href: link.href,
                  className: 'bui-footer__link',
                  children: link.label,
                })}
              </li>
            ))}
          </ul>
        </nav>
        <p className="bui-footer__license">
          License No. <span className="bui-tabular">{licenseNumber}</span>
        </p>
      </div>
    </footer>
  );
}

export { FooterBase, type FooterBaseProps, type FooterLeadFormSlotProps };
