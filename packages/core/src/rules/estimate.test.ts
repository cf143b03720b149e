import { describe, expect, it } from 'vitest';
import {
  type EstimateItem,
  estimate,
  ROOM_SURFACES,
  roomSurfaces,
  sellingUnits,
  surfaceAmount,
} from './estimate';
import { lineCharges } from './money';
import type { RoomMeasures } from './room-measure';

const measures: RoomMeasures = {
  floorSqft: 120,
  wallSqft: 363,
  countertopSqft: 18.75,
  backsplashSqft: 13.5,
  edgingFeet: 41,
  runFeet: 9,
  counterFeet: 9,
  cabinetDoors: 9,
  cabinetDrawers: 3,
  recessedLights: 4,
  pendantLights: 3,
  vanityLights: 0,
};

describe('ROOM_SURFACES: the whole table', () => {
  const FLOORING = ['Tile Flooring', 'Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'];
  const table = (room: string) =>
    roomSurfaces(room).map((s) => [
      s.key,
      s.label,
      s.measure,
      [...s.categories],
      ...(s.types ? [[...s.types]] : []),
    ]);
  const LIGHTS = ['lights', 'Lights', 'count', ['Lights']];

  it('names each surface, how it is measured and which categories fit it, per room', () => {
    expect(table('Kitchen')).toEqual([
      ['floor', 'Floor', 'area', FLOORING],
      ['walls', 'Walls', 'area', ['Backsplash Tiles', 'Tile Flooring']],
      ['backsplash', 'Backsplash', 'area', ['Backsplash Tiles']],
      ['countertop', 'Countertop', 'count', ['Countertop']],
      ['sink', 'Sink', 'count', ['Kitchen Sinks']],
      ['faucet', 'Faucet', 'count', ['Kitchen Faucets']],
      ['hardware', 'Cabinet hardware', 'count', ['Cabinet Hardware']],
      ['range', 'Range', 'count', ['Appliances'], ['Range']],
      ['refrigerator', 'Refrigerator', 'count', ['Appliances'], ['Refrigerator']],
      ['dishwasher', 'Dishwasher', 'count', ['Appliances'], ['Dishwasher']],
      ['hood', 'Range hood', 'count', ['Appliances'], ['Range Hood']],
      LIGHTS,
    ]);
    expect(table('Bathroom')).toEqual([
      ['floor', 'Floor', 'area', ['Tile Flooring', 'luxury-flooring']],
      ['walls', 'Walls', 'area', ['Backsplash Tiles', 'Tile Flooring']],
      ['vanity', 'Vanity', 'count', ['Bathroom Vanitys']],
      ['faucet', 'Faucet', 'count', ['Bathroom Faucets']],
      ['toilet', 'Toilet', 'count', ['Toilets']],
      ['tub', 'Bath tub', 'count', ['Bath Tubs']],
      ['shower', 'Shower', 'count', ['Showers']],
      ['fan', 'Fan', 'count', ['Fans']],
      LIGHTS,
    ]);
    expect(table('Living Room')).toEqual([
      ['floor', 'Floor', 'area', FLOORING],
      ['walls', 'Walls', 'area', ['Stacked Stone']],
      ['fan', 'Ceiling fan', 'count', ['Fans']],
      LIGHTS,
    ]);
    expect(table('Outdoor')).toEqual([
      ['floor', 'Patio', 'area', ['Tile Flooring']],
      ['walls', 'Garden walls', 'area', ['Stacked Stone']],
      ['edging', 'Coping', 'linear', ['Pool Copings']],
      LIGHTS,
    ]);
    expect(roomSurfaces('Garage')).toEqual([]);
  });
});

describe('roomSurfaces', () => {
  it('lists the surfaces and fixtures of each room type', () => {
    expect(roomSurfaces('Kitchen').map((s) => s.key)).toEqual([
      'floor',
      'walls',
      'backsplash',
      'countertop',
      'sink',
      'faucet',
      'hardware',
      'range',
      'refrigerator',
      'dishwasher',
      'hood',
      'lights',
    ]);
    expect(roomSurfaces('Bathroom').map((s) => s.key)).toEqual([
      'floor',
      'walls',
      'vanity',
      'faucet',
      'toilet',
      'tub',
      'shower',
      'fan',
      'lights',
    ]);
    expect(roomSurfaces('Living Room').map((s) => s.key)).toEqual([
      'floor',
      'walls',
      'fan',
      'lights',
    ]);
    expect(roomSurfaces('Outdoor').map((s) => s.key)).toEqual([
      'floor',
      'walls',
      'edging',
      'lights',
    ]);
    expect(roomSurfaces('Garage')).toEqual([]);
  });
  it('measures floors, walls and backsplashes by area, coping by length, fixtures by the piece', () => {
    const kitchen = Object.fromEntries(ROOM_SURFACES.Kitchen.map((s) => [s.key, s]));
    expect(kitchen.floor).toEqual({
      key: 'floor',
      label: 'Floor',
      measure: 'area',
      categories: ['Tile Flooring', 'Hardwood Flooring', 'Laminate Flooring', 'luxury-flooring'],
    });
    expect(kitchen.backsplash?.measure).toBe('area');
    expect(kitchen.backsplash?.categories).toEqual(['Backsplash Tiles']);
    expect(kitchen.countertop?.measure).toBe('count');
    expect(ROOM_SURFACES.Outdoor.find((s) => s.key === 'edging')).toEqual({
      key: 'edging',
      label: 'Coping',
      measure: 'linear',
      categories: ['Pool Copings'],
    });
    expect(ROOM_SURFACES.Bathroom.find((s) => s.key === 'vanity')?.categories).toEqual([
      'Bathroom Vanitys',
    ]);
  });
});

describe('surfaceAmount', () => {
  it('reads the area and length surfaces from the measures', () => {
    expect(surfaceAmount('floor', measures)).toBe(120);
    expect(surfaceAmount('walls', measures)).toBe(363);
    expect(surfaceAmount('backsplash', measures)).toBe(13.5);
    expect(surfaceAmount('edging', measures)).toBe(41);
  });
  it('counts whole slabs, a pull per door and drawer, a light per position, one of others', () => {
    expect(surfaceAmount('countertop', measures)).toBe(1);
    expect(surfaceAmount('countertop', { ...measures, countertopSqft: 45 })).toBe(1);
    expect(surfaceAmount('countertop', { ...measures, countertopSqft: 45.01 })).toBe(2);
    expect(surfaceAmount('countertop', { ...measures, countertopSqft: 0 })).toBe(0);
    expect(surfaceAmount('hardware', measures)).toBe(12);
    expect(surfaceAmount('hardware', { ...measures, cabinetDoors: 0, cabinetDrawers: 0 })).toBe(0);
    expect(surfaceAmount('lights', measures)).toBe(7);
    expect(surfaceAmount('lights', { ...measures, pendantLights: 0, vanityLights: 1 })).toBe(5);
    for (const key of ['sink', 'faucet', 'vanity', 'toilet', 'tub', 'fan'] as const) {
      expect(surfaceAmount(key, measures)).toBe(1);
    }
  });
});

const tile = (over: Partial<EstimateItem> = {}): EstimateItem => ({
  surface: 'floor',
  measure: 'area',
  amount: 100,
  productId: 7,
  sizeId: 70,
  unitPriceCents: 5_000,
  boxSqft: 10,
  ...over,
});

describe('sellingUnits', () => {
  it('buys whole boxes with the 10% waste allowance (the box coverage calculator)', () => {
    expect(sellingUnits(tile())).toBe(11);
    expect(sellingUnits(tile({ amount: 90.9 }))).toBe(10);
    expect(sellingUnits(tile({ amount: 91 }))).toBe(11);
    expect(sellingUnits(tile(), 0)).toBe(10);
    expect(sellingUnits(tile(), 25)).toBe(13);
  });
  it('sells an area without a box size, and edging, by the foot with the allowance', () => {
    expect(sellingUnits(tile({ boxSqft: null }))).toBe(110);
    expect(sellingUnits(tile({ boxSqft: 0 }))).toBe(110);
    expect(sellingUnits(tile({ measure: 'linear', amount: 41, boxSqft: 10 }))).toBe(46);
    expect(sellingUnits(tile({ measure: 'linear', amount: 40 }))).toBe(44);
    expect(sellingUnits(tile({ measure: 'linear', amount: 40 }), 0)).toBe(40);
  });
  it('counts fixtures as pieces, rounding a fraction up', () => {
    expect(sellingUnits(tile({ measure: 'count', amount: 3 }))).toBe(3);
    expect(sellingUnits(tile({ measure: 'count', amount: 2.2 }))).toBe(3);
  });
  it('is 0 when nothing is needed and never below the minimum unit otherwise', () => {
    expect(sellingUnits(tile({ amount: 0 }))).toBe(0);
    expect(sellingUnits(tile({ amount: -5 }))).toBe(0);
    expect(sellingUnits(tile({ amount: Number.NaN }))).toBe(0);
    expect(sellingUnits(tile({ amount: 1 }))).toBe(1);
    expect(sellingUnits(tile({ amount: 1, minUnit: 4 }))).toBe(4);
    expect(sellingUnits(tile({ amount: 100, minUnit: 4 }))).toBe(11);
    expect(sellingUnits(tile({ measure: 'count', amount: 1, minUnit: 2 }))).toBe(2);
  });
});

describe('estimate', () => {
  it('prices each line with checkout`s lineCharges and sums subtotal, fee, tax and total', () => {
    const result = estimate({
      items: [
        tile(),
        tile({
          surface: 'faucet',
          measure: 'count',
          amount: 1,
          productId: 9,
          sizeId: null,
          unitPriceCents: 12_345,
          boxSqft: null,
        }),
      ],
      platformFeePercent: 5,
      taxRatePercent: 7.25,
    });
    const first = lineCharges({
      unitPriceCents: 5_000,
      qty: 11,
      platformFeePercent: 5,
      taxRatePercent: 7.25,
    });
    const second = lineCharges({
      unitPriceCents: 12_345,
      qty: 1,
      platformFeePercent: 5,
      taxRatePercent: 7.25,
    });
    expect(result.lines).toEqual([
      {
        surfaces: ['floor'],
        productId: 7,
        sizeId: 70,
        qty: 11,
        unitPriceCents: 5_000,
        subtotalCents: 55_000,
        platformFeeCents: 2_750,
        taxCents: 3_988,
        basis: '100 sq ft of floor + 10% waste = 110 sq ft: 11 boxes of 10 sq ft',
      },
      {
        surfaces: ['faucet'],
        productId: 9,
        sizeId: null,
        qty: 1,
        unitPriceCents: 12_345,
        subtotalCents: 12_345,
        platformFeeCents: 617,
        taxCents: 895,
        basis: '1 piece',
      },
    ]);
    expect(result.flagged).toEqual([]);
    expect(result.subtotalCents).toBe(first.subtotalCents + second.subtotalCents);
    expect(result.platformFeeCents).toBe(first.platformFeeCents + second.platformFeeCents);
    expect(result.taxCents).toBe(first.taxCents + second.taxCents);
    expect(result.shippingCents).toBe(0);
    expect(result.totalCents).toBe(first.totalCents + second.totalCents);
    expect(result.totalCents).toBe(67_345 + 3_367 + 4_883);
  });
  it('merges a product used on two surfaces into one line, as the cart does', () => {
    const result = estimate({
      items: [tile(), tile({ surface: 'walls', amount: 50 })],
      platformFeePercent: 5,
      taxRatePercent: 0,
    });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ surfaces: ['floor', 'walls'], qty: 17 });
    expect(result.lines[0]?.basis).toBe(
      '100 sq ft of floor + 10% waste = 110 sq ft: 11 boxes of 10 sq ft; ' +
        '50 sq ft of wall + 10% waste = 55 sq ft: 6 boxes of 10 sq ft',
    );
    expect(result.subtotalCents).toBe(85_000);
    expect(result.platformFeeCents).toBe(4_250);
  });
  it('keeps two sizes of one product apart, and a null size apart from a size', () => {
    const result = estimate({
      items: [tile(), tile({ sizeId: 71 }), tile({ sizeId: null })],
      platformFeePercent: 0,
      taxRatePercent: 0,
    });
    expect(result.lines.map((l) => l.sizeId)).toEqual([70, 71, null]);
  });
  it('leaves out a surface that needs nothing', () => {
    const result = estimate({
      items: [tile({ amount: 0 }), tile({ productId: 8 })],
      platformFeePercent: 0,
      taxRatePercent: 0,
    });
    expect(result.lines.map((l) => l.productId)).toEqual([8]);
  });
  it('adds shipping to the total and passes the waste allowance on', () => {
    const result = estimate({
      items: [tile()],
      platformFeePercent: 0,
      taxRatePercent: 0,
      shippingCents: 14_900,
      wastePercent: 0,
    });
    expect(result.lines[0]?.qty).toBe(10);
    expect(result.shippingCents).toBe(14_900);
    expect(result.totalCents).toBe(50_000 + 14_900);
  });
  it('is all zeros without items', () => {
    expect(estimate({ items: [], platformFeePercent: 5, taxRatePercent: 5 })).toEqual({
      lines: [],
      flagged: [],
      subtotalCents: 0,
      platformFeeCents: 0,
      taxCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });
});
