/** spec 1 §2 footer links, with the routes of the spec's route table (ours: the labels). */
export const FOOTER_LINKS = [
  { label: 'Your Orders', href: '/your_orders' },
  { label: 'Return Policy', href: '/return_policy' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Support', href: '/contact' },
  { label: 'Privacy Policy', href: '/privacy_policy' },
  { label: 'Cookies Policy', href: '/cookies_policy' },
  { label: 'Terms of Service', href: '/terms_of_service' },
  { label: 'Showroom', href: '/visualize' },
] as const;
