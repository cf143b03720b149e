/**
 * Static marketing content of the home page (spec 1 §1: testimonials are static text, not
 * user-submitted). Brand names and people are fictional placeholders (ours).
 */

export const BRAND_PARTNERS = [
  'Arbor & Stone',
  'Bellhaven Tile',
  'Cascade Fixtures',
  'Driftwood Floors',
  'Evermore Cabinetry',
  'Fieldcrest Lighting',
  'Granite Peak',
  'Harbor Bath',
  'Ironleaf Hardware',
  'Juniper Appliances',
  'Kestrel Outdoor',
  'Lumen & Co.',
] as const;

export const INSPIRED_DESIGN_TABS = [
  { id: 'bathroom', label: 'Bathroom', hue: 195 },
  { id: 'kitchen', label: 'Kitchen', hue: 28 },
  { id: 'living-room', label: 'Living Room', hue: 140 },
  { id: 'outdoor', label: 'Landscaping/Outdoor', hue: 95 },
] as const;

/** Seven images per Inspired Designs tab (spec 1 §2). */
export const IMAGES_PER_DESIGN_TAB = 7;

export const WHY_JOIN = [
  {
    title: 'Visualizer',
    text: 'See your room in 3-D before you buy, with over 50 floor plans and over 100 templates.',
  },
  { title: 'Support', text: 'Real people help you with products, orders and your project.' },
  {
    title: 'Delivery and Service',
    text: 'Free nationwide delivery in under 3 weeks, across the U.S.',
  },
  {
    title: 'Live chat',
    text: 'Chat with your project assistant on the web or in our mobile app.',
  },
  {
    title: 'Communicate with Contractor',
    text: 'Talk to your Pro and hired designers inside your project.',
  },
  {
    title: 'Budget Friendly',
    text: 'Materials direct from manufacturers: savings of up to 60%.',
  },
] as const;

export const SAVINGS = [
  { area: 'Kitchen', percent: 55 },
  { area: 'Bathroom', percent: 30 },
  { area: 'Outdoor', percent: 40 },
] as const;

export type Testimonial = { name: string; role: string; quote: string };

/**
 * About 30 static testimonials (spec 1 §1) from contractors, designers, homeowners and a project
 * manager: each its own person, role and words (issue 30 item 6: not six quotes repeated).
 */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Maria G.',
    role: 'Contractor',
    quote: 'My clients pick everything in my showroom and I never chase samples again.',
  },
  {
    name: 'James H.',
    role: 'Homeowner',
    quote: 'We saved thousands on our kitchen and it arrived in under three weeks.',
  },
  {
    name: 'Aisha O.',
    role: 'Interior Designer',
    quote: 'The 3-D visualizer sold the design before we ordered a single tile.',
  },
  {
    name: 'Daniel V.',
    role: 'Project Manager',
    quote: 'Ordering for three job sites from one place keeps my crews on schedule.',
  },
  {
    name: 'Priya C.',
    role: 'Homeowner',
    quote: 'The box calculator told us exactly how many boxes of flooring to buy.',
  },
  {
    name: 'Carlos J.',
    role: 'Contractor',
    quote: 'I set my markup once and every quote I send already carries my profit.',
  },
  {
    name: 'Emily Q.',
    role: 'Interior Designer',
    quote: 'Chatting with my client inside the project kept every decision in one place.',
  },
  {
    name: 'Wei X.',
    role: 'Homeowner',
    quote: 'Our bathroom vanity, tile and faucet came on one order and one delivery.',
  },
  {
    name: 'Grace E.',
    role: 'Contractor',
    quote: 'Giving homeowners my showroom ID ended the back-and-forth over catalogues.',
  },
  {
    name: 'Omar L.',
    role: 'Homeowner',
    quote: 'We compared three backsplash tiles on our own floor plan before choosing.',
  },
  {
    name: 'Hannah S.',
    role: 'Interior Designer',
    quote: 'Clients hire me from their project and the chat history is all there.',
  },
  {
    name: 'Luis Z.',
    role: 'Contractor',
    quote: 'My payouts land a few days after delivery, and the dashboard shows each one.',
  },
  {
    name: 'Sofia G.',
    role: 'Homeowner',
    quote: 'The checklist kept our whole renovation in order, room by room.',
  },
  {
    name: 'Marcus N.',
    role: 'Contractor',
    quote: 'Wholesale prices on hardwood made my bids the lowest on the street.',
  },
  {
    name: 'Nina U.',
    role: 'Interior Designer',
    quote: 'I build a style board in minutes and my client shops straight from it.',
  },
  {
    name: 'Tom B.',
    role: 'Homeowner',
    quote: 'A damaged box was reported and replaced without a single phone call.',
  },
  {
    name: 'Keiko I.',
    role: 'Contractor',
    quote: 'The embed on my own website turned visitors into orders overnight.',
  },
  {
    name: 'Andre P.',
    role: 'Homeowner',
    quote: 'We saw the patio stone in 3-D and ordered the right amount the first time.',
  },
  {
    name: 'Rachel W.',
    role: 'Interior Designer',
    quote: 'Price lines per square foot and per box make my estimates easy to explain.',
  },
  {
    name: 'Victor D.',
    role: 'Contractor',
    quote: 'Order items move from processing to delivered and I see every step.',
  },
  {
    name: 'Lena K.',
    role: 'Homeowner',
    quote: 'Free delivery to our door saved us a weekend of trips to the store.',
  },
  {
    name: 'Samuel R.',
    role: 'Contractor',
    quote: 'I add a new client to my showroom and they are shopping the same day.',
  },
  {
    name: 'Chloe Y.',
    role: 'Interior Designer',
    quote: 'The style profile gave my client words for what she already loved.',
  },
  {
    name: 'Ibrahim F.',
    role: 'Homeowner',
    quote: 'Our kitchen cost less than the first quote we had, with better cabinet hardware.',
  },
  {
    name: 'Olivia M.',
    role: 'Contractor',
    quote: 'Returns are handled by the vendor, so I can stay on the job site.',
  },
  {
    name: 'Mateo T.',
    role: 'Homeowner',
    quote: 'The estimate matched the checkout total to the cent.',
  },
  {
    name: 'Ava A.',
    role: 'Interior Designer',
    quote: 'I share one showroom with several clients and each keeps their own project.',
  },
  {
    name: 'Noah H.',
    role: 'Homeowner',
    quote: 'Live chat answered our grout question before the tile even shipped.',
  },
  {
    name: 'Zara O.',
    role: 'Contractor',
    quote: 'My crew tracks the whole order from their phones with the mobile app.',
  },
  {
    name: 'Ethan V.',
    role: 'Homeowner',
    quote: 'We printed the estimate for our bank and got the renovation loan.',
  },
];
