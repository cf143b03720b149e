'use client';
import { LEAD_FORM_TITLE } from '@brand/core/rules';
import { Button } from '../../primitives/button/button';
import { LeadFormPopup } from '../lead-form/lead-form';
import { FooterBase, type FooterBaseProps } from './footer-base';
import { FOOTER_LINKS } from './footer-links';

type FooterProps = Omit<FooterBaseProps, 'renderLeadForm'>;

/**
 * spec 1 §2 Footer: links to orders, return policy, FAQ, support, privacy, cookies, terms and
 * showroom; a licence number; and the pop-up lead form "Save up to 30%".
 */
function Footer(props: FooterProps) {
  return (
    <FooterBase
      {...props}
      renderLeadForm={(lead) => (
        <LeadFormPopup {...lead} trigger={<Button>{LEAD_FORM_TITLE}</Button>} />
      )}
    />
  );
}

export { FOOTER_LINKS, Footer, type FooterProps };
