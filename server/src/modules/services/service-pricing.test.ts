import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ASSEMBLY_FORMULA,
  DEFAULT_PCB_FORMULA,
  MAX_INDICATIVE_FEN,
  pcbFormulaProblems,
  priceAssembly,
  pricePcb,
  type PcbFormula,
} from './service-pricing.js';
import { pcbSpecProblems, type PcbSpec } from './service-specs.js';

const board: PcbSpec = {
  layers: 2,
  widthMm: 100,
  heightMm: 80,
  quantity: 10,
  thicknessMm: 1.6,
  material: 'FR4',
  surfaceFinish: 'HASL',
  solderMaskColour: 'GREEN',
  silkscreenColour: 'WHITE',
  copperWeightOz: 1,
};

describe('PCB indicative price', () => {
  it('is the setup fee plus the area of all boards at the layer band price', () => {
    // 10 boards of 0.008 m² at 600 yuan/m² = 48 yuan, plus 50 yuan setup.
    expect(pricePcb(board, DEFAULT_PCB_FORMULA)).toEqual({
      setupFen: 5000,
      boardsFen: 4800,
      totalFen: 9800,
      quantityBreakPerMille: 1000,
    });
  });

  it('multiplies every factor and the quantity break exactly, rounding half-up to fen once', () => {
    const spec: PcbSpec = {
      ...board,
      layers: 4,
      widthMm: 50.5,
      heightMm: 30.3,
      quantity: 100,
      surfaceFinish: 'ENIG',
      solderMaskColour: 'BLACK',
      copperWeightOz: 2,
    };
    // 0.153015 m² × 1200 yuan/m² × 1.3 × 1.1 × 1.3 × 0.9 = 307.2112758 yuan.
    expect(pricePcb(spec, DEFAULT_PCB_FORMULA)).toEqual({
      setupFen: 5000,
      boardsFen: 30721,
      totalFen: 35721,
      quantityBreakPerMille: 900,
    });
    // 12.5 × 10 mm, one layer, 0.4 mm (×1.1): exactly 5.5 fen, which rounds up.
    const tiny = { ...board, layers: 1, widthMm: 12.5, heightMm: 10, quantity: 1, thicknessMm: 0.4 };
    expect(pricePcb(tiny, DEFAULT_PCB_FORMULA)?.boardsFen).toBe(6);
  });

  it('follows the formula staff configure', () => {
    const formula: PcbFormula = {
      ...DEFAULT_PCB_FORMULA,
      setupFen: 0,
      layerBands: [{ maxLayers: 32, fenPerSquareMetre: 100_000 }],
      quantityBreaks: [{ minQuantity: 5, perMille: 500 }],
    };
    expect(pricePcb(board, formula)).toMatchObject({ setupFen: 0, boardsFen: 4000, totalFen: 4000 });
  });

  it('gives no instant price beyond the indicative range', () => {
    const huge = { ...board, layers: 32, widthMm: 600, heightMm: 600, quantity: 100_000, material: 'ROGERS' as const };
    expect(pricePcb(huge, DEFAULT_PCB_FORMULA)).toBeNull();
    expect(MAX_INDICATIVE_FEN).toBeLessThan(2 ** 31);
  });

  it('reports every problem of a spec with its field', () => {
    const problems = pcbSpecProblems(
      { ...board, layers: 3, widthMm: 4.9, heightMm: 10.05, quantity: 0, thicknessMm: 1.5, copperWeightOz: 5 },
      ['spec'],
    );
    expect(problems.map((problem) => [problem.code, problem.field?.join('.')])).toEqual([
      ['SERVICE_LAYERS_INVALID', 'spec.layers'],
      ['SERVICE_DIMENSION_INVALID', 'spec.widthMm'],
      ['SERVICE_DIMENSION_INVALID', 'spec.heightMm'],
      ['SERVICE_QUANTITY_INVALID', 'spec.quantity'],
      ['SERVICE_THICKNESS_INVALID', 'spec.thicknessMm'],
      ['SERVICE_COPPER_WEIGHT_INVALID', 'spec.copperWeightOz'],
    ]);
    expect(pcbSpecProblems({ ...board, layers: 4, material: 'ALUMINIUM' }, [])[0]?.code).toBe(
      'SERVICE_MATERIAL_LAYERS',
    );
    expect(pcbSpecProblems(board, [])).toEqual([]);
  });

  it('accepts the default formula and refuses one that could not price every board', () => {
    expect(pcbFormulaProblems(DEFAULT_PCB_FORMULA, [])).toEqual([]);
    const broken: PcbFormula = {
      ...DEFAULT_PCB_FORMULA,
      setupFen: -1,
      layerBands: [{ maxLayers: 4, fenPerSquareMetre: 1 }],
      material: DEFAULT_PCB_FORMULA.material.slice(1),
      quantityBreaks: [
        { minQuantity: 100, perMille: 900 },
        { minQuantity: 50, perMille: 950 },
      ],
    };
    expect(pcbFormulaProblems(broken, []).map((problem) => problem.code)).toEqual([
      'SERVICE_FORMULA_VALUE_INVALID',
      'SERVICE_FORMULA_BANDS_INVALID',
      'SERVICE_FORMULA_OPTIONS_INVALID',
      'SERVICE_FORMULA_BREAKS_INVALID',
    ]);
  });
});

describe('assembly indicative price', () => {
  it('prices joints of all boards with the double-sided factor', () => {
    const spec = {
      boards: 10,
      smtJoints: 500,
      thtJoints: 20,
      sides: 'BOTH' as const,
      bomProjectId: null,
      bomProjectName: null,
    };
    // 10 × (500 × 1.5 + 20 × 10 fen) × 1.3 = 12350 fen, plus 200 yuan setup.
    expect(priceAssembly(spec, DEFAULT_ASSEMBLY_FORMULA)).toEqual({
      setupFen: 20_000,
      jointsFen: 12_350,
      totalFen: 32_350,
    });
    expect(priceAssembly({ ...spec, sides: 'TOP' }, DEFAULT_ASSEMBLY_FORMULA)?.jointsFen).toBe(9_500);
  });
});
