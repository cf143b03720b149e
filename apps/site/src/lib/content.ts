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

const ROLES = ['Contractor', 'Interior Designer', 'Homeowner', 'Project Manager'] as const;
const FIRST = [
  'Maria',
  'James',
  'Aisha',
  'Daniel',
  'Priya',
  'Carlos',
  'Emily',
  'Wei',
  'Grace',
  'Omar',
  'Hannah',
  'Luis',
  'Sofia',
  'Marcus',
  'Nina',
  'Tom',
  'Keiko',
  'Andre',
  'Rachel',
  'Victor',
  'Lena',
  'Samuel',
  'Chloe',
  'Ibrahim',
  'Olivia',
  'Mateo',
  'Ava',
  'Noah',
  'Zara',
  'Ethan',
] as const;
const QUOTES = [
  'My clients pick everything in my showroom and I never chase samples again.',
  'We saved thousands on our kitchen and it arrived in under three weeks.',
  'The 3-D visualizer sold the design before we ordered a single tile.',
  'Ordering for three job sites from one place keeps my crews on schedule.',
  'The box calculator told us exactly how many boxes of flooring to buy.',
  'Chatting with our designer inside the project kept every decision in one place.',
] as const;

/** About 30 static testimonials from contractors, designers, homeowners and a project manager. */
export const TESTIMONIALS: Testimonial[] = FIRST.map((name, index) => ({
  name: `${name} ${String.fromCharCode(65 + ((index * 7) % 26))}.`,
  // Exactly one project manager, as the spec lists; the rest rotate through the other roles.
  role: index === 3 ? 'Project Manager' : (ROLES[index % 3] ?? 'Homeowner'),
  quote: QUOTES[index % QUOTES.length] ?? '',
}));
