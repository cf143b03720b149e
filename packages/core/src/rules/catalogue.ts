/**
 * The demo catalogue's vocabulary (issue 25 item 1, ours): for each of the spec's 21 categories
 * (spec 1 §2) the product types a renovation distributor sells in it, and for each type the
 * options that exist for it (materials, colours, finishes, sizes, configurations), a realistic
 * price band, a SKU code and the brand partners that make it. The API's seed generates its
 * 25,200 products from these tables; search reads the type words and synonyms (`synonyms.ts`)
 * from here; the product look draws each type as itself (`productLook(...).form`).
 *
 * Prices are list prices in cents per selling unit; a type sold by the box (tile, flooring,
 * stacked stone) gives its band per square foot (`perSqft`), the box price is that times the
 * box's coverage.
 */

// Stryker disable all: the tables below are catalogue facts (words, prices, codes), not logic;
// catalogue.test.ts checks their shape and the seed's test the products made from them.
/** The brand partners of /our-brands (spec 1 §2, fictional, ours): the catalogue's brands. */
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
export type BrandPartner = (typeof BRAND_PARTNERS)[number];

/**
 * What a type's drawing shows (the product look's `form`): a refrigerator is drawn as a
 * refrigerator, a knob as a knob. Surfaces are drawn as swatches and carry no form.
 */
export const PRODUCT_FORMS = [
  'refrigerator',
  'range',
  'dishwasher',
  'wall-oven',
  'cooktop',
  'range-hood',
  'microwave',
  'wine-cooler',
  'knob',
  'pull',
  'hinge',
  'pendant',
  'chandelier',
  'sconce',
  'flush-mount',
  'ceiling-fan',
  'exhaust-fan',
  'single-basin',
  'double-basin',
  'freestanding-tub',
  'alcove-tub',
  'kitchen-faucet',
  'bath-faucet',
  'shower-system',
  'shower-door',
  'toilet',
  'vanity',
] as const;
export type ProductForm = (typeof PRODUCT_FORMS)[number];

/** One product type of a category: the words it is named and found by, and what exists for it. */
export interface ProductType {
  /** The type as a name says it, singular: 'Refrigerator', 'Subway Tile'. */
  name: string;
  /** Three letters of the SKU: 'REF'. */
  code: string;
  /**
   * How a product of this type is named: `{series}` (a product line), and any option below in
   * braces (`{config}`, `{material}`, `{color}`, `{finish}`, `{size}`); the rest is literal.
   */
  template: string;
  /** The values of each option of the template, as they read in a name. */
  options: Readonly<Record<string, readonly string[]>>;
  /** List price band in cents (per square foot when `perSqft`). */
  priceCents: readonly [number, number];
  perSqft?: boolean;
  /** Tile and flooring: the unit's sizes in inches (width x length); slabs, pavers: width x height. */
  sizes?: readonly (readonly [number, number])[];
  /** Laying patterns a boxed type is also sold in (the size's `pattern`). */
  patterns?: readonly string[];
  /** What its drawing shows (fixtures and appliances). */
  form?: ProductForm;
  /** Brand partners that make it (the category's when absent). */
  brands?: readonly BrandPartner[];
  /** Other words a shopper finds it by (the synonyms table adds the common ones). */
  keywords?: readonly string[];
}

export interface CategoryTable {
  /** The category as spec 1 §2 spells it. */
  category: string;
  brands: readonly BrandPartner[];
  /** A product line's names ({series}). */
  series: readonly string[];
  types: readonly ProductType[];
}

const APPLIANCE_COLORS = ['Stainless Steel', 'Black Stainless Steel', 'White', 'Matte Black'];
const FIXTURE_FINISHES = [
  'Polished Chrome',
  'Brushed Nickel',
  'Matte Black',
  'Brushed Gold',
  'Oil Rubbed Bronze',
];
const TILE_COLORS = ['White', 'Ivory', 'Grey', 'Charcoal', 'Beige', 'Sand', 'Black', 'Sage'];
const WOOD_SPECIES = ['Oak', 'White Oak', 'Walnut', 'Hickory', 'Maple', 'Ash'];
const WOOD_TONES = ['Natural', 'Honey', 'Espresso', 'Grey Wash', 'Sand', 'Walnut'];
const STONE_NAMES = ['Carrara', 'Calacatta', 'Statuario', 'Nero Marquina', 'Emperador'];

/** Every category of spec 1 §2, in its order, with its types. */
export const CATALOGUE: readonly CategoryTable[] = [
  {
    category: 'Appliances',
    brands: ['Juniper Appliances'],
    series: ['Pro Series', 'Classic', 'Studio', 'Chef', 'Legacy', 'Element'],
    types: [
      {
        name: 'Refrigerator',
        code: 'REF',
        template: '{series} {size} in. {config} Refrigerator in {color}',
        options: {
          size: ['30', '33', '36', '42'],
          config: ['French Door', 'Side-by-Side', 'Bottom Freezer', 'Counter-Depth', 'Top Freezer'],
          color: [...APPLIANCE_COLORS, 'Panel Ready'],
        },
        priceCents: [110_000, 750_000],
        form: 'refrigerator',
      },
      {
        name: 'Range',
        code: 'RNG',
        template: '{series} {size} in. {config} Range in {color}',
        options: {
          size: ['30', '36', '48'],
          config: ['Gas', 'Electric', 'Dual Fuel', 'Induction', 'Slide-In Gas'],
          color: APPLIANCE_COLORS,
        },
        priceCents: [90_000, 600_000],
        form: 'range',
        keywords: ['stove', 'oven'],
      },
      {
        name: 'Dishwasher',
        code: 'DSH',
        template: '{series} 24 in. {config} Dishwasher in {color}',
        options: {
          config: ['Built-In', 'Top Control', 'Front Control', 'Quiet'],
          color: [...APPLIANCE_COLORS, 'Panel Ready'],
        },
        priceCents: [45_000, 180_000],
        form: 'dishwasher',
      },
      {
        name: 'Wall Oven',
        code: 'WOV',
        template: '{series} {size} in. {config} Wall Oven in {color}',
        options: {
          size: ['27', '30'],
          config: ['Single Electric', 'Double Electric', 'Combination', 'Convection'],
          color: APPLIANCE_COLORS,
        },
        priceCents: [120_000, 450_000],
        form: 'wall-oven',
      },
      {
        name: 'Cooktop',
        code: 'CKT',
        template: '{series} {size} in. {config} Cooktop in {color}',
        options: {
          size: ['30', '36'],
          config: ['Gas', 'Electric', 'Induction'],
          color: ['Stainless Steel', 'Black'],
        },
        priceCents: [50_000, 280_000],
        form: 'cooktop',
        keywords: ['hob', 'stovetop'],
      },
      {
        name: 'Range Hood',
        code: 'HOD',
        template: '{series} {size} in. {config} Range Hood in {color}',
        options: {
          size: ['30', '36', '48'],
          config: ['Wall Mount', 'Under Cabinet', 'Island', 'Insert'],
          color: ['Stainless Steel', 'Black Stainless Steel', 'White'],
        },
        priceCents: [25_000, 220_000],
        form: 'range-hood',
        keywords: ['vent', 'extractor'],
      },
      {
        name: 'Microwave',
        code: 'MWV',
        template: '{series} {config} Microwave in {color}',
        options: {
          config: ['Over-the-Range', 'Countertop', 'Drawer', 'Built-In'],
          color: APPLIANCE_COLORS,
        },
        priceCents: [18_000, 110_000],
        form: 'microwave',
      },
      {
        name: 'Wine Cooler',
        code: 'WIN',
        template: '{series} {size} in. {config} Wine Cooler in {color}',
        options: {
          size: ['15', '24'],
          config: ['Built-In', 'Freestanding', 'Dual Zone'],
          color: ['Stainless Steel', 'Black'],
        },
        priceCents: [40_000, 260_000],
        form: 'wine-cooler',
        keywords: ['beverage', 'fridge'],
      },
    ],
  },
  {
    category: 'Artificial Turf',
    brands: ['Kestrel Outdoor'],
    series: ['Meadow', 'Fairway', 'Prairie', 'Evergreen', 'Summit'],
    types: [
      {
        name: 'Landscape Turf',
        code: 'TLS',
        template: '{series} {material} Landscape Turf Roll, {color}',
        options: {
          material: ['Polyethylene', 'Nylon Blend', 'Polypropylene'],
          color: ['Green', 'Olive Green', 'Field Green'],
        },
        priceCents: [30_000, 140_000],
        sizes: [
          [15, 25],
          [15, 50],
          [12, 25],
        ],
        keywords: ['grass', 'lawn', 'synthetic'],
      },
      {
        name: 'Pet Turf',
        code: 'TPT',
        template: '{series} Pet Turf Roll, {color}',
        options: { color: ['Green', 'Olive Green'] },
        priceCents: [40_000, 160_000],
        sizes: [
          [15, 25],
          [12, 25],
        ],
        keywords: ['grass', 'dog'],
      },
      {
        name: 'Putting Green',
        code: 'TPG',
        template: '{series} {material} Putting Green Turf, Green',
        options: { material: ['Nylon', 'Polypropylene'] },
        priceCents: [50_000, 200_000],
        sizes: [
          [15, 15],
          [15, 25],
        ],
        keywords: ['golf', 'grass'],
      },
    ],
  },
  {
    category: 'Backsplash Tiles',
    brands: ['Bellhaven Tile', 'Arbor & Stone'],
    series: ['Metro', 'Atelier', 'Coastline', 'Heritage', 'Linea', 'Mercer'],
    types: [
      {
        name: 'Subway Tile',
        code: 'BSW',
        template: '{series} {size} {material} Subway Tile, {finish} {color}',
        options: {
          size: ['3 x 6 in.', '3 x 12 in.', '4 x 12 in.', '2 x 8 in.'],
          material: ['Ceramic', 'Porcelain', 'Glass'],
          finish: ['Glossy', 'Matte', 'Crackle'],
          color: TILE_COLORS,
        },
        priceCents: [300, 1_800],
        perSqft: true,
        sizes: [
          [3, 6],
          [3, 12],
          [4, 12],
        ],
        patterns: ['Herringbone', 'Chevron'],
      },
      {
        name: 'Mosaic Tile',
        code: 'BMO',
        template: '{series} {material} {config} Mosaic Tile, {finish} {color}',
        options: {
          material: ['Marble', 'Glass', 'Porcelain', 'Stone'],
          config: ['Hexagon', 'Penny Round', 'Herringbone', 'Basketweave', 'Arabesque'],
          finish: ['Polished', 'Honed', 'Glossy', 'Matte'],
          color: TILE_COLORS,
        },
        priceCents: [900, 3_500],
        perSqft: true,
        sizes: [[12, 12]],
        patterns: ['Hexagon', 'Basketweave'],
      },
      {
        name: 'Zellige Tile',
        code: 'BZL',
        template: '{series} 4 x 4 in. Zellige Tile, Glossy {color}',
        options: { color: TILE_COLORS },
        priceCents: [1_500, 3_200],
        perSqft: true,
        sizes: [[4, 4]],
      },
      {
        name: 'Marble Backsplash Tile',
        code: 'BMB',
        template: '{series} {stone} Marble {size} Backsplash Tile, {finish}',
        options: {
          stone: STONE_NAMES,
          size: ['2 x 8 in.', '3 x 6 in.', '4 x 12 in.'],
          finish: ['Polished', 'Honed'],
        },
        priceCents: [1_200, 4_000],
        perSqft: true,
        sizes: [
          [2, 8],
          [3, 6],
          [4, 12],
        ],
        patterns: ['Herringbone', 'Chevron'],
      },
    ],
  },
  {
    category: 'Bathroom Faucets',
    brands: ['Cascade Fixtures', 'Harbor Bath'],
    series: ['Avery', 'Bristol', 'Calloway', 'Dalton', 'Emory', 'Finley', 'Grayson'],
    types: [
      {
        name: 'Bathroom Faucet',
        code: 'BFC',
        template: '{series} {config} Bathroom Faucet in {finish}',
        options: {
          config: ['Single-Handle', 'Widespread', 'Centerset', 'Vessel', 'Wall-Mount'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [8_000, 65_000],
        form: 'bath-faucet',
        keywords: ['lavatory', 'basin'],
      },
      {
        name: 'Tub Filler',
        code: 'BTF',
        template: '{series} {config} Tub Filler in {finish}',
        options: {
          config: ['Freestanding', 'Wall-Mount', 'Deck-Mount'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [25_000, 180_000],
        form: 'bath-faucet',
        keywords: ['faucet', 'bathtub'],
      },
    ],
  },
  {
    category: 'Bathroom Vanitys',
    brands: ['Harbor Bath', 'Evermore Cabinetry'],
    series: ['Aspen', 'Beacon', 'Carlisle', 'Dover', 'Essex', 'Fulton', 'Hudson'],
    types: [
      {
        name: 'Vanity',
        code: 'VAN',
        template: '{series} {size} in. {config} Vanity in {color} with {top} Top',
        options: {
          size: ['24', '30', '36', '48', '60', '72'],
          config: ['Single Sink', 'Double Sink', 'Floating', 'Freestanding'],
          color: ['White', 'Grey', 'Navy Blue', 'Sage Green', 'Natural Oak', 'Walnut', 'Black'],
          top: ['Carrara Marble', 'White Quartz', 'Grey Quartz', 'Cultured Marble'],
        },
        priceCents: [30_000, 250_000],
        form: 'vanity',
        keywords: ['cabinet', 'sink'],
      },
    ],
  },
  {
    category: 'Bath Tubs',
    brands: ['Harbor Bath', 'Cascade Fixtures'],
    series: ['Serene', 'Tranquil', 'Cove', 'Harbor', 'Lagoon'],
    types: [
      {
        name: 'Freestanding Tub',
        code: 'TBF',
        template: '{series} {size} in. {material} Freestanding Tub in {color}',
        options: {
          size: ['59', '63', '67', '71'],
          material: ['Acrylic', 'Solid Surface', 'Cast Iron', 'Stone Resin'],
          color: ['White', 'Matte White', 'Black'],
        },
        priceCents: [90_000, 450_000],
        form: 'freestanding-tub',
        keywords: ['bathtub', 'soaking', 'bath'],
      },
      {
        name: 'Alcove Tub',
        code: 'TBA',
        template: '{series} 60 in. {material} Alcove Tub, {config} Drain, White',
        options: {
          material: ['Acrylic', 'Enameled Steel', 'Cast Iron', 'Fiberglass'],
          config: ['Left', 'Right'],
        },
        priceCents: [30_000, 180_000],
        form: 'alcove-tub',
        keywords: ['bathtub', 'bath'],
      },
      {
        name: 'Clawfoot Tub',
        code: 'TBC',
        template: '{series} {size} in. Cast Iron Clawfoot Tub, {finish} Feet',
        options: { size: ['60', '66'], finish: ['Brushed Nickel', 'Polished Chrome', 'Brass'] },
        priceCents: [120_000, 380_000],
        form: 'freestanding-tub',
        keywords: ['bathtub', 'bath'],
      },
    ],
  },
  {
    category: 'Cabinet Hardware',
    brands: ['Ironleaf Hardware'],
    series: ['Ashby', 'Berkley', 'Corbin', 'Delancey', 'Ellis', 'Foxhall', 'Greer', 'Holt'],
    types: [
      {
        name: 'Cabinet Knob',
        code: 'KNB',
        template: '{series} {size} in. {config} Cabinet Knob in {finish}',
        options: {
          size: ['1', '1-1/4', '1-3/8', '1-1/2'],
          config: ['Round', 'Square', 'Mushroom', 'T-Bar', 'Knurled'],
          finish: [...FIXTURE_FINISHES, 'Satin Brass'],
        },
        priceCents: [400, 4_000],
        form: 'knob',
        keywords: ['knob', 'hardware'],
      },
      {
        name: 'Cabinet Pull',
        code: 'PUL',
        template: '{series} {size} in. {config} Cabinet Pull in {finish}',
        options: {
          size: ['3', '3-3/4', '5-1/16', '6-5/16', '8-13/16', '12'],
          config: ['Bar', 'Cup', 'Edge', 'Arch', 'Knurled Bar'],
          finish: [...FIXTURE_FINISHES, 'Satin Brass'],
        },
        priceCents: [600, 6_500],
        form: 'pull',
        keywords: ['handle', 'hardware'],
      },
      {
        name: 'Appliance Pull',
        code: 'APL',
        template: '{series} {size} in. Appliance Pull in {finish}',
        options: { size: ['12', '18', '24'], finish: FIXTURE_FINISHES },
        priceCents: [3_500, 18_000],
        form: 'pull',
        keywords: ['handle'],
      },
      {
        name: 'Cabinet Hinge',
        code: 'HNG',
        template: '{series} {config} Cabinet Hinge in {finish}, Pair',
        options: { config: ['Soft-Close', 'Concealed', 'Butt'], finish: FIXTURE_FINISHES },
        priceCents: [500, 3_000],
        form: 'hinge',
      },
    ],
  },
  {
    category: 'Countertop',
    brands: ['Granite Peak', 'Arbor & Stone'],
    series: ['Alpine', 'Bianco', 'Cortina', 'Everest', 'Sierra', 'Tahoe'],
    types: [
      {
        name: 'Quartz Countertop',
        code: 'CQZ',
        template: '{series} {color} Quartz Countertop Slab, {finish}',
        options: {
          color: ['White', 'Calacatta White', 'Grey', 'Charcoal', 'Beige', 'Black'],
          finish: ['Polished', 'Honed', 'Matte'],
        },
        priceCents: [150_000, 450_000],
        sizes: [
          [63, 126],
          [65, 130],
        ],
      },
      {
        name: 'Granite Countertop',
        code: 'CGR',
        template: '{series} {stone} Granite Countertop Slab, {finish}',
        options: {
          stone: ['Absolute Black', 'Kashmir White', 'Ubatuba', 'Santa Cecilia', 'Steel Grey'],
          finish: ['Polished', 'Honed', 'Leathered'],
        },
        priceCents: [120_000, 400_000],
        sizes: [
          [63, 118],
          [70, 120],
        ],
      },
      {
        name: 'Marble Countertop',
        code: 'CMB',
        template: '{series} {stone} Marble Countertop Slab, {finish}',
        options: { stone: STONE_NAMES, finish: ['Polished', 'Honed'] },
        priceCents: [200_000, 650_000],
        sizes: [
          [63, 118],
          [70, 120],
        ],
      },
      {
        name: 'Butcher Block Countertop',
        code: 'CBB',
        template: '{series} {species} Butcher Block Countertop, {size}',
        options: {
          species: ['Oak', 'Walnut', 'Maple', 'Acacia', 'Hickory'],
          size: ['6 ft.', '8 ft.', '10 ft.'],
        },
        priceCents: [30_000, 150_000],
        sizes: [
          [25, 72],
          [25, 96],
        ],
        keywords: ['wood'],
      },
    ],
  },
  {
    category: 'Fans',
    brands: ['Fieldcrest Lighting', 'Lumen & Co.'],
    series: ['Aero', 'Breeze', 'Cyclone', 'Draft', 'Zephyr', 'Monsoon'],
    types: [
      {
        name: 'Ceiling Fan',
        code: 'FAN',
        template: '{series} {size} in. {config} Ceiling Fan in {finish}',
        options: {
          size: ['44', '52', '60', '72'],
          config: ['Indoor', 'Indoor/Outdoor', 'LED', 'Smart', 'Flush Mount'],
          finish: ['Matte Black', 'Brushed Nickel', 'Oil Rubbed Bronze', 'White', 'Natural Wood'],
        },
        priceCents: [12_000, 90_000],
        form: 'ceiling-fan',
      },
      {
        name: 'Bathroom Exhaust Fan',
        code: 'EXF',
        template: '{series} {size} CFM Bathroom Exhaust Fan{config}',
        options: {
          size: ['80', '110', '150'],
          config: ['', ' with Light', ' with Humidity Sensor'],
        },
        priceCents: [6_000, 35_000],
        form: 'exhaust-fan',
        keywords: ['vent', 'ventilation'],
      },
    ],
  },
  {
    category: 'Hardscaping',
    brands: ['Kestrel Outdoor', 'Arbor & Stone'],
    series: ['Cobble', 'Flagstone', 'Terrace', 'Courtyard', 'Ridge'],
    types: [
      {
        name: 'Concrete Paver',
        code: 'HPV',
        template: '{series} {size} Concrete Paver, {color}, Pallet',
        options: {
          size: ['6 x 9 in.', '12 x 12 in.', '16 x 16 in.', '12 x 24 in.'],
          color: ['Grey', 'Charcoal', 'Sand', 'Tan', 'Red'],
        },
        priceCents: [35_000, 110_000],
        sizes: [
          [6, 9],
          [12, 12],
          [16, 16],
        ],
        keywords: ['patio', 'pavers'],
      },
      {
        name: 'Travertine Paver',
        code: 'HTV',
        template: '{series} {size} Travertine Paver, {finish}, Pallet',
        options: {
          size: ['16 x 24 in.', '12 x 12 in.', '24 x 24 in.'],
          finish: ['Tumbled', 'Honed', 'Brushed'],
        },
        priceCents: [60_000, 180_000],
        sizes: [
          [16, 24],
          [12, 12],
          [24, 24],
        ],
        keywords: ['patio', 'stone'],
      },
      {
        name: 'Retaining Wall Block',
        code: 'HRW',
        template: '{series} {size} Retaining Wall Block, {color}, Pallet',
        options: { size: ['4 x 12 in.', '6 x 16 in.'], color: ['Grey', 'Tan', 'Charcoal'] },
        priceCents: [40_000, 120_000],
        sizes: [
          [4, 12],
          [6, 16],
        ],
        keywords: ['wall'],
      },
    ],
  },
  {
    category: 'Hardwood Flooring',
    brands: ['Driftwood Floors'],
    series: ['Heritage', 'Canyon', 'Timberline', 'Vintage', 'Estate', 'Harvest'],
    types: [
      {
        name: 'Engineered Hardwood',
        code: 'HWE',
        template: '{series} {species} {size} in. Engineered Hardwood Flooring, {finish} {tone}',
        options: {
          species: WOOD_SPECIES,
          size: ['5', '6-1/2', '7-1/2', '9'],
          finish: ['Matte', 'Satin', 'Wire-Brushed', 'Hand-Scraped'],
          tone: WOOD_TONES,
        },
        priceCents: [400, 1_200],
        perSqft: true,
        sizes: [
          [5, 48],
          [7, 72],
          [9, 86],
        ],
        patterns: ['Herringbone', 'Chevron'],
        keywords: ['wood', 'floor'],
      },
      {
        name: 'Solid Hardwood',
        code: 'HWS',
        template: '{series} {species} 3/4 in. Solid Hardwood Flooring, {finish} {tone}',
        options: {
          species: WOOD_SPECIES,
          finish: ['Matte', 'Satin', 'Glossy', 'Unfinished'],
          tone: WOOD_TONES,
        },
        priceCents: [500, 1_400],
        perSqft: true,
        sizes: [
          [3, 48],
          [5, 60],
        ],
        keywords: ['wood', 'floor'],
      },
    ],
  },
  {
    category: 'Kitchen Faucets',
    brands: ['Cascade Fixtures'],
    series: ['Arden', 'Brook', 'Colton', 'Delmar', 'Everly', 'Harlow', 'Kinsley'],
    types: [
      {
        name: 'Kitchen Faucet',
        code: 'KFC',
        template: '{series} {config} Kitchen Faucet in {finish}',
        options: {
          config: ['Pull-Down', 'Pull-Out', 'Touchless', 'Bridge', 'Commercial-Style'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [12_000, 90_000],
        form: 'kitchen-faucet',
      },
      {
        name: 'Pot Filler',
        code: 'KPF',
        template: '{series} Wall-Mount Pot Filler Faucet in {finish}',
        options: { finish: FIXTURE_FINISHES },
        priceCents: [20_000, 80_000],
        form: 'kitchen-faucet',
      },
      {
        name: 'Bar Faucet',
        code: 'KBF',
        template: '{series} {config} Bar Faucet in {finish}',
        options: { config: ['Single-Handle', 'Pull-Down'], finish: FIXTURE_FINISHES },
        priceCents: [9_000, 45_000],
        form: 'kitchen-faucet',
        keywords: ['prep'],
      },
    ],
  },
  {
    category: 'Kitchen Sinks',
    brands: ['Cascade Fixtures', 'Granite Peak'],
    series: ['Atlas', 'Baxter', 'Crestview', 'Dunmore', 'Everett', 'Linden'],
    types: [
      {
        name: 'Undermount Sink',
        code: 'KSU',
        template: '{series} {size} in. {config} Undermount Kitchen Sink, {material}',
        options: {
          size: ['27', '30', '32', '33'],
          config: ['Single Bowl', 'Double Bowl', '60/40 Double Bowl'],
          material: ['Stainless Steel', 'Granite Composite Black', 'Fireclay White'],
        },
        priceCents: [20_000, 120_000],
        form: 'single-basin',
      },
      {
        name: 'Farmhouse Sink',
        code: 'KSF',
        template: '{series} {size} in. {material} Farmhouse Sink, {config}',
        options: {
          size: ['30', '33', '36'],
          material: ['Fireclay', 'Stainless Steel', 'Copper', 'Cast Iron'],
          config: ['Single Bowl', 'Double Bowl'],
        },
        priceCents: [40_000, 250_000],
        form: 'single-basin',
        keywords: ['apron'],
      },
      {
        name: 'Drop-In Sink',
        code: 'KSD',
        template: '{series} {size} in. {config} Drop-In Kitchen Sink, {material}',
        options: {
          size: ['25', '33'],
          config: ['Single Bowl', 'Double Bowl'],
          material: ['Stainless Steel', 'Cast Iron White'],
        },
        priceCents: [15_000, 70_000],
        form: 'single-basin',
      },
    ],
  },
  {
    category: 'Laminate Flooring',
    brands: ['Driftwood Floors'],
    series: ['Cottage', 'Lakeside', 'Ridgeline', 'Willow', 'Baywood'],
    types: [
      {
        name: 'Laminate Flooring',
        code: 'LAM',
        template: '{series} {species} {size} mm Waterproof Laminate Flooring, {finish} {tone}',
        options: {
          species: ['Oak', 'Hickory', 'Maple', 'Walnut', 'Pine'],
          size: ['8', '10', '12'],
          finish: ['Matte', 'Textured', 'Embossed'],
          tone: WOOD_TONES,
        },
        priceCents: [150, 500],
        perSqft: true,
        sizes: [
          [7, 48],
          [8, 54],
        ],
        keywords: ['floor', 'wood look'],
      },
    ],
  },
  {
    category: 'Lights',
    brands: ['Fieldcrest Lighting', 'Lumen & Co.'],
    series: ['Astoria', 'Beaumont', 'Chelsea', 'Delphine', 'Everly', 'Marlowe', 'Soho'],
    types: [
      {
        name: 'Pendant Light',
        code: 'LPD',
        template: '{series} {config} Pendant Light in {finish}',
        options: {
          config: ['1-Light', 'Dome', 'Globe', 'Glass', 'Mini', '3-Light Linear'],
          finish: [...FIXTURE_FINISHES, 'Aged Brass'],
        },
        priceCents: [6_000, 60_000],
        form: 'pendant',
        keywords: ['lighting', 'lamp', 'island'],
      },
      {
        name: 'Chandelier',
        code: 'LCH',
        template: '{series} {config} Chandelier in {finish}',
        options: {
          config: ['5-Light', '6-Light', '8-Light', 'Crystal', 'Sputnik'],
          finish: [...FIXTURE_FINISHES, 'Aged Brass'],
        },
        priceCents: [20_000, 250_000],
        form: 'chandelier',
        keywords: ['lighting'],
      },
      {
        name: 'Wall Sconce',
        code: 'LSC',
        template: '{series} {config} Wall Sconce in {finish}',
        options: {
          config: ['1-Light', '2-Light', 'Swing Arm', 'Vanity'],
          finish: [...FIXTURE_FINISHES, 'Aged Brass'],
        },
        priceCents: [5_000, 40_000],
        form: 'sconce',
        keywords: ['lighting', 'wall light'],
      },
      {
        name: 'Flush Mount Light',
        code: 'LFM',
        template: '{series} {size} in. LED Flush Mount Light in {finish}',
        options: { size: ['12', '14', '16', '20'], finish: FIXTURE_FINISHES },
        priceCents: [4_000, 30_000],
        form: 'flush-mount',
        keywords: ['ceiling light', 'lighting'],
      },
      {
        name: 'Recessed Light',
        code: 'LRC',
        template: '{series} {size} in. LED Recessed Light, {config}',
        options: { size: ['4', '6'], config: ['White Trim', 'Black Trim', '4-Pack', '6-Pack'] },
        priceCents: [2_000, 15_000],
        form: 'flush-mount',
        keywords: ['can light', 'downlight', 'lighting'],
      },
    ],
  },
  {
    category: 'luxury-flooring',
    brands: ['Driftwood Floors', 'Bellhaven Tile'],
    series: ['Coastline', 'Harborview', 'Sonoma', 'Redwood', 'Stillwater'],
    types: [
      {
        name: 'Luxury Vinyl Plank',
        code: 'LVP',
        template: '{series} {species} {size} mil Luxury Vinyl Plank, {finish} {tone}',
        options: {
          species: ['Oak', 'Hickory', 'Walnut', 'Ash', 'Pine'],
          size: ['12', '20', '22'],
          finish: ['Matte', 'Textured'],
          tone: WOOD_TONES,
        },
        priceCents: [200, 600],
        perSqft: true,
        sizes: [
          [7, 48],
          [9, 60],
        ],
        keywords: ['lvp', 'vinyl', 'waterproof', 'floor'],
      },
      {
        name: 'Luxury Vinyl Tile',
        code: 'LVT',
        template: '{series} {look} Look {size} Luxury Vinyl Tile, {finish}',
        options: {
          look: ['Marble', 'Slate', 'Travertine', 'Concrete'],
          size: ['12 x 24 in.', '18 x 18 in.', '12 x 12 in.'],
          finish: ['Matte', 'Textured'],
        },
        priceCents: [200, 550],
        perSqft: true,
        sizes: [
          [12, 24],
          [18, 18],
          [12, 12],
        ],
        keywords: ['lvt', 'vinyl', 'floor'],
      },
    ],
  },
  {
    category: 'Pool Copings',
    brands: ['Kestrel Outdoor', 'Arbor & Stone'],
    series: ['Lagoon', 'Riviera', 'Catalina', 'Bayside', 'Palm'],
    types: [
      {
        name: 'Pool Coping',
        code: 'PCP',
        template: '{series} {size} {material} Pool Coping, {config}',
        options: {
          size: ['12 x 24 in.', '16 x 24 in.', '12 x 12 in.'],
          material: ['Travertine', 'Limestone', 'Concrete', 'Bluestone', 'Porcelain'],
          config: ['Bullnose', 'Rounded Edge', 'Square Edge'],
        },
        priceCents: [1_500, 6_000],
        sizes: [
          [12, 24],
          [16, 24],
          [12, 12],
        ],
        keywords: ['pool', 'edge'],
      },
    ],
  },
  {
    category: 'Showers',
    brands: ['Harbor Bath', 'Cascade Fixtures'],
    series: ['Cascade', 'Rainfall', 'Torrent', 'Mist', 'Monsoon', 'Brio'],
    types: [
      {
        name: 'Shower System',
        code: 'SHS',
        template: '{series} {config} Shower System in {finish}',
        options: {
          config: ['Rain Head', 'Thermostatic', 'Handheld Combo', 'Body Spray', 'Pressure Balance'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [25_000, 220_000],
        form: 'shower-system',
        keywords: ['rainfall', 'showerhead'],
      },
      {
        name: 'Shower Door',
        code: 'SHD',
        template: '{series} {size} in. {config} Shower Door in {finish}',
        options: {
          size: ['48', '60', '72'],
          config: ['Frameless Sliding', 'Pivot', 'Bypass', 'Semi-Frameless'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [40_000, 180_000],
        form: 'shower-door',
        keywords: ['glass', 'enclosure'],
      },
      {
        name: 'Shower Head',
        code: 'SHH',
        template: '{series} {size} in. {config} Shower Head in {finish}',
        options: {
          size: ['6', '8', '10', '12'],
          config: ['Rain', 'Multi-Function', 'High-Pressure'],
          finish: FIXTURE_FINISHES,
        },
        priceCents: [4_000, 40_000],
        form: 'shower-system',
        keywords: ['showerhead', 'rainfall'],
      },
    ],
  },
  {
    category: 'Stacked Stone',
    brands: ['Arbor & Stone', 'Granite Peak'],
    series: ['Ledgestone', 'Canyon', 'Cliffside', 'Highland', 'Quarry'],
    types: [
      {
        name: 'Stacked Stone Panel',
        code: 'SSP',
        template: '{series} {stone} Stacked Stone Ledger Panel, {color}',
        options: {
          stone: ['Quartzite', 'Slate', 'Limestone', 'Marble', 'Travertine'],
          color: ['Grey', 'Charcoal', 'Ivory', 'Sand', 'Rust', 'Black'],
        },
        priceCents: [800, 2_500],
        perSqft: true,
        sizes: [
          [6, 24],
          [6, 18],
        ],
        keywords: ['ledger', 'veneer', 'stone'],
      },
      {
        name: 'Stone Veneer',
        code: 'SSV',
        template: '{series} Manufactured Stone Veneer, {color}',
        options: { color: ['Grey', 'Sand', 'Brown', 'Charcoal'] },
        priceCents: [600, 1_600],
        perSqft: true,
        sizes: [[6, 24]],
        keywords: ['stone'],
      },
    ],
  },
  {
    category: 'Tile Flooring',
    brands: ['Bellhaven Tile', 'Arbor & Stone'],
    series: ['Terra', 'Piazza', 'Avalon', 'Savona', 'Portofino', 'Marbella', 'Tuscany'],
    types: [
      {
        name: 'Porcelain Tile',
        code: 'TPO',
        template: '{series} {size} Porcelain Floor Tile, {finish} {color}',
        options: {
          size: ['12 x 24 in.', '24 x 24 in.', '24 x 48 in.', '8 x 48 in.'],
          finish: ['Matte', 'Polished', 'Textured', 'Satin'],
          color: TILE_COLORS,
        },
        priceCents: [250, 900],
        perSqft: true,
        sizes: [
          [12, 24],
          [24, 24],
          [24, 48],
          [8, 48],
        ],
        keywords: ['floor'],
      },
      {
        name: 'Ceramic Tile',
        code: 'TCE',
        template: '{series} {size} Ceramic Floor Tile, {finish} {color}',
        options: {
          size: ['12 x 12 in.', '13 x 13 in.', '18 x 18 in.'],
          finish: ['Matte', 'Glossy', 'Textured'],
          color: TILE_COLORS,
        },
        priceCents: [150, 500],
        perSqft: true,
        sizes: [
          [12, 12],
          [13, 13],
          [18, 18],
        ],
        keywords: ['floor'],
      },
      {
        name: 'Marble Tile',
        code: 'TMB',
        template: '{series} {stone} Marble {size} Floor Tile, {finish}',
        options: {
          stone: STONE_NAMES,
          size: ['12 x 12 in.', '12 x 24 in.', '18 x 18 in.'],
          finish: ['Polished', 'Honed', 'Tumbled'],
        },
        priceCents: [800, 2_800],
        perSqft: true,
        sizes: [
          [12, 12],
          [12, 24],
          [18, 18],
        ],
        patterns: ['Herringbone', 'Basketweave'],
        keywords: ['stone', 'natural stone'],
      },
      {
        name: 'Hexagon Tile',
        code: 'THX',
        template: '{series} {size} {material} Hexagon Tile, {finish} {color}',
        options: {
          size: ['2 in.', '8 in.', '10 in.'],
          material: ['Porcelain', 'Ceramic', 'Marble'],
          finish: ['Matte', 'Polished', 'Honed'],
          color: TILE_COLORS,
        },
        priceCents: [500, 2_200],
        perSqft: true,
        patterns: ['Hexagon'],
        keywords: ['hex'],
      },
      {
        name: 'Wood Look Porcelain Tile',
        code: 'TWL',
        template: '{series} {size} Wood Look Porcelain Tile, {finish} {tone}',
        options: {
          size: ['6 x 36 in.', '8 x 48 in.', '9 x 48 in.'],
          finish: ['Matte', 'Textured'],
          tone: WOOD_TONES,
        },
        priceCents: [300, 800],
        perSqft: true,
        sizes: [
          [6, 36],
          [8, 48],
          [9, 48],
        ],
        keywords: ['plank', 'floor'],
      },
      {
        name: 'Slate Tile',
        code: 'TSL',
        template: '{series} {size} Natural Slate Tile, {finish} {color}',
        options: {
          size: ['12 x 12 in.', '16 x 16 in.', '12 x 24 in.'],
          finish: ['Natural Cleft', 'Honed', 'Gauged'],
          color: ['Charcoal', 'Grey', 'Multicolor', 'Rust', 'Black'],
        },
        priceCents: [400, 1_200],
        perSqft: true,
        sizes: [
          [12, 12],
          [16, 16],
          [12, 24],
        ],
        keywords: ['stone', 'natural stone'],
      },
    ],
  },
  {
    category: 'Toilets',
    brands: ['Harbor Bath', 'Cascade Fixtures'],
    series: ['Ardent', 'Baywater', 'Clearwater', 'Dune', 'Everton', 'Kingsley'],
    types: [
      {
        name: 'Toilet',
        code: 'TLT',
        template: '{series} {config} {shape} Toilet, {flow}, {color}',
        options: {
          config: ['Two-Piece', 'One-Piece', 'Wall-Hung', 'Smart'],
          shape: ['Elongated', 'Round', 'Comfort Height Elongated'],
          flow: ['1.28 GPF', '1.1/1.6 GPF Dual Flush', '0.8 GPF'],
          color: ['White', 'Biscuit', 'Black'],
        },
        priceCents: [18_000, 180_000],
        form: 'toilet',
        keywords: ['commode', 'wc'],
      },
      {
        name: 'Bidet Toilet Seat',
        code: 'BDT',
        template: '{series} {config} Bidet Toilet Seat, {shape}, White',
        options: { config: ['Electric', 'Non-Electric', 'Heated'], shape: ['Elongated', 'Round'] },
        priceCents: [5_000, 90_000],
        form: 'toilet',
      },
    ],
  },
];

// Stryker restore all
/** A category's table by its name (spec spelling), or undefined. */
export function categoryTable(category: string): CategoryTable | undefined {
  return CATALOGUE.find((c) => c.category === category);
}

/** Per category (and '' for all), its types with their lower-case names, longest first. */
const TYPE_KEYS = new Map<
  string,
  { key: string; words: string[]; last: string; type: ProductType }[]
>();

function typeKeys(category: string) {
  let keys = TYPE_KEYS.get(category);
  if (!keys) {
    const table = categoryTable(category);
    const types = table ? table.types : CATALOGUE.flatMap((c) => c.types);
    keys = types
      .map((type) => {
        const key = type.name.toLowerCase();
        const words = key.split(' ');
        return { key, words, last: words.at(-1) ?? key, type };
      })
      .sort((a, b) => b.key.length - a.key.length);
    TYPE_KEYS.set(table ? category : '', keys);
    if (!table) TYPE_KEYS.set(category, keys);
  }
  return keys;
}

/** Is `key` in `lower` as whole words? */
function hasWords(lower: string, key: string): boolean {
  let at = lower.indexOf(key);
  while (at >= 0) {
    const before = at === 0 ? ' ' : (lower[at - 1] as string);
    const after = lower[at + key.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    at = lower.indexOf(key, at + 1);
  }
  return false;
}

/**
 * The type of a product named `name` in `category`: the longest type name the product's name
 * contains as words ("Subway Tile"), else whose words it all has ("Marble ... Floor Tile" is a
 * Marble Tile), else, in a known category, the type whose last word it has ("Sink"); undefined
 * when none (a vendor's own product).
 */
export function productTypeOf(category: string, name: string): ProductType | undefined {
  const lower = name.toLowerCase();
  const keys = typeKeys(category);
  for (const { key, type } of keys) if (hasWords(lower, key)) return type;
  for (const { words, type } of keys) {
    if (words.length > 1 && words.every((w) => hasWords(lower, w))) return type;
  }
  if (!categoryTable(category)) return undefined;
  for (const { last, type } of keys) if (hasWords(lower, last)) return type;
  return undefined;
}

/** The option keys whose values say what a product is made of. */
const MATERIAL_OPTIONS = ['material', 'stone', 'species'] as const;
const MATERIAL_WORDS = new WeakMap<ProductType, ReadonlySet<string>>();

/**
 * The words of what a type's products are made of (its material, stone and wood species
 * options, lower case): a "Marble Hexagon Tile" is marble, a vanity "with Carrara Marble Top" is
 * not (its top is not its material).
 */
export function materialWords(type: ProductType): ReadonlySet<string> {
  let words = MATERIAL_WORDS.get(type);
  if (!words) {
    const set = new Set<string>();
    for (const key of MATERIAL_OPTIONS) {
      for (const value of type.options[key] ?? []) {
        for (const w of value.toLowerCase().match(/[a-z0-9]+/g) ?? []) set.add(w);
      }
    }
    words = set;
    MATERIAL_WORDS.set(type, words);
  }
  return words;
}

/** Every type word of the catalogue (folded, distinct), as search's vocabulary knows them. */
export function catalogueWords(): string[] {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) if (w.length >= 2) words.add(w);
  };
  for (const table of CATALOGUE) {
    add(table.category);
    for (const type of table.types) {
      add(type.name);
      for (const k of type.keywords ?? []) add(k);
      for (const values of Object.values(type.options)) for (const v of values) add(v);
    }
  }
  return [...words].sort();
}
