import { fixed, localize, quantity, temperatureRange, tolerance } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { capacitanceCode, eia3, listGenerator, type PartGenerator } from './common.js';

/** Voltage codes of the electrolytic schemes (the same letters Murata uses for MLCCs). */
const electrolyticVoltageCode: Record<number, string> = { 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 35: '1V', 50: '1H' };

const electrolyticValues = [1, 2.2, 3.3, 4.7, 10, 22, 33, 47, 68, 100, 150, 220, 330, 470, 680, 1000, 1500, 2200];
const electrolyticVolts = [6.3, 10, 16, 25, 35, 50];

function smdCase(cv: number): string | undefined {
  const cases: [number, string][] = [
    [150, 'SMD D4x5.4mm'],
    [350, 'SMD D5x5.4mm'],
    [800, 'SMD D6.3x5.4mm'],
    [1600, 'SMD D6.3x7.7mm'],
    [4700, 'SMD D8x10.2mm'],
    [12000, 'SMD D10x10.2mm'],
  ];
  return cases.find(([limit]) => cv <= limit)?.[1];
}

function radialCase(cv: number): [string, string] | undefined {
  const cases: [number, string, string][] = [
    [400, 'Radial D5x11mm', 'DD'],
    [1200, 'Radial D6.3x11mm', 'ED'],
    [3500, 'Radial D8x12mm', 'PD'],
    [12000, 'Radial D10x16mm', 'HD'],
  ];
  const found = cases.find(([limit]) => cv <= limit);
  return found ? [found[1], found[2]] : undefined;
}

/** Capacitance in microfarads as the electrolytic schemes write it: 101 = 100 µF, 4R7 = 4.7 µF, 010 = 1 µF. */
function electrolyticCode(microfarads: number): string {
  return microfarads < 10 && Number.isInteger(microfarads) ? `0${microfarads}0` : eia3(microfarads);
}

function aluminumElectrolytics(): PartSpec[] {
  const parts: PartSpec[] = [];
  for (const microfarads of electrolyticValues) {
    for (const volts of electrolyticVolts) {
      const cv = microfarads * volts;
      const voltageCode = electrolyticVoltageCode[volts]!;
      const capacitance = quantity(microfarads * 1e-6, 'F');
      const voltage = fixed(volts, 'V');
      const describeCap = (packageName: string, hours: number, hot: number) =>
        localize({
          'zh-CN': (v) => `铝电解电容 ${v(capacitance)} ±20% ${v(voltage)} ${hot}°C ${hours}小时 ${packageName}`,
          'en-US': (v) =>
            `${v(capacitance)} ±20% ${v(voltage)} aluminum electrolytic capacitor, ${hours} h at ${hot} °C, ${packageName}`,
          ru: (v) =>
            `Алюминиевый электролитический конденсатор ${v(capacitance)} ±20% ${v(voltage)}, ${hours} ч при ${hot} °C, ${packageName}`,
          'es-ES': (v) =>
            `Condensador electrolítico de aluminio ${v(capacitance)} ±20% ${v(voltage)}, ${hours} h a ${hot} °C, ${packageName}`,
        });
      const parameters = (hours: number, hot: number) => ({
        capacitance: capacitance.plain,
        tolerance: '±20%',
        voltageRating: voltage.plain,
        lifetime: `${hours} h @ ${hot} °C`,
        temperatureRange: temperatureRange(hot === 105 ? -55 : -40, hot).plain,
      });
      const smd = smdCase(cv);
      if (smd) {
        parts.push({
          mpn: `EEE-FK${voltageCode}${electrolyticCode(microfarads)}P`,
          brand: 'panasonic',
          category: 'aluminum-electrolytic-capacitors',
          package: smd,
          material: 'Aluminum electrolytic',
          description: describeCap(smd, 2000, 105),
          parameters: parameters(2000, 105),
          price: 0.35 + cv / 4000,
          packaging: 'strip',
        });
        parts.push({
          mpn: `UWT${voltageCode}${electrolyticCode(microfarads)}MCL1GS`,
          brand: 'nichicon',
          category: 'aluminum-electrolytic-capacitors',
          package: smd,
          material: 'Aluminum electrolytic',
          description: describeCap(smd, 2000, 85),
          parameters: parameters(2000, 85),
          price: 0.22 + cv / 6000,
          packaging: 'strip',
        });
      }
      const radial = radialCase(cv);
      if (radial) {
        parts.push({
          mpn: `UVR${voltageCode}${electrolyticCode(microfarads)}M${radial[1]}`,
          brand: 'nichicon',
          category: 'aluminum-electrolytic-capacitors',
          package: radial[0],
          material: 'Aluminum electrolytic',
          description: describeCap(radial[0], 1000, 85),
          parameters: parameters(1000, 85),
          price: 0.12 + cv / 9000,
          packaging: 'strip',
        });
      }
    }
  }
  return parts;
}

function tantalumCapacitors(): PartSpec[] {
  const parts: PartSpec[] = [];
  const cases: [number, string, string][] = [
    [100, 'A', 'CASE-A (3216-18)'],
    [330, 'B', 'CASE-B (3528-21)'],
    [1000, 'C', 'CASE-C (6032-28)'],
    [3300, 'D', 'CASE-D (7343-31)'],
  ];
  for (const microfarads of [1, 2.2, 4.7, 10, 22, 47, 100, 220]) {
    for (const volts of [6.3, 10, 16, 20, 25, 35]) {
      const found = cases.find(([limit]) => microfarads * volts <= limit);
      if (!found) continue;
      const [, caseCode, packageName] = found;
      for (const toleranceCode of ['K', 'M'] as const) {
        const capacitance = quantity(microfarads * 1e-6, 'F');
        const voltage = fixed(volts, 'V');
        const tol = toleranceCode === 'K' ? tolerance(10) : tolerance(20);
        parts.push({
          mpn: `TAJ${caseCode}${capacitanceCode(microfarads * 1e6)}${toleranceCode}${String(Math.floor(volts)).padStart(3, '0')}RNJ`,
          brand: 'kyocera-avx',
          category: 'tantalum-capacitors',
          package: packageName,
          material: 'Tantalum (MnO2)',
          description: localize({
            'zh-CN': (v) => `钽电容 ${v(capacitance)} ${v(tol)} ${v(voltage)} ${packageName}`,
            'en-US': (v) => `${v(capacitance)} ${v(tol)} ${v(voltage)} tantalum capacitor, ${packageName}`,
            ru: (v) => `Танталовый конденсатор ${v(capacitance)} ${v(tol)} ${v(voltage)}, ${packageName}`,
            'es-ES': (v) => `Condensador de tántalo ${v(capacitance)} ${v(tol)} ${v(voltage)}, ${packageName}`,
          }),
          parameters: {
            capacitance: capacitance.plain,
            tolerance: tol.plain,
            voltageRating: voltage.plain,
            temperatureRange: temperatureRange(-55, 125).plain,
          },
          price: (0.35 + (microfarads * volts) / 600) * (toleranceCode === 'K' ? 1.1 : 1),
          packaging: 'strip',
        });
      }
    }
  }
  return parts;
}

const inductorValues = [1, 1.5, 2.2, 3.3, 4.7, 6.8, 10, 15, 22, 33, 47, 68, 100, 150, 220];

function inductanceCode(microhenries: number): string {
  return microhenries < 10 ? microhenries.toFixed(1).replace('.', 'R') : eia3(microhenries);
}

function powerInductors(): PartSpec[] {
  const parts: PartSpec[] = [];
  // Size code, drawing package, current at 4.7 µH (A), DCR at 4.7 µH (mΩ).
  const sunlordSizes: [string, string, number, number][] = [
    ['3012', 'SMD 3x3mm', 1.5, 110],
    ['3015', 'SMD 3x3mm', 1.7, 90],
    ['4018', 'SMD 4x4mm', 2.1, 70],
    ['4020', 'SMD 4x4mm', 2.3, 60],
    ['4030', 'SMD 4x4mm', 2.6, 45],
    ['5020', 'SMD 5x5mm', 2.8, 40],
    ['5040', 'SMD 5x5mm', 3.4, 28],
    ['6028', 'SMD 6x6mm', 3.6, 26],
    ['6045', 'SMD 6x6mm', 4.4, 18],
    ['8040', 'SMD 8x8mm', 5.5, 12],
  ];
  const tdkSizes: [string, string, string, number, number][] = [
    ['3012', 'ET', 'SMD 3x3mm', 1.4, 120],
    ['3015', 'ET', 'SMD 3x3mm', 1.6, 95],
    ['4012', 'ET', 'SMD 4x4mm', 1.9, 80],
    ['5045', 'EX', 'SMD 5x5mm', 3.6, 25],
    ['6045', 'EX', 'SMD 6x6mm', 4.2, 20],
  ];
  const build = (
    mpn: string,
    brand: string,
    packageName: string,
    microhenries: number,
    amps: number,
    dcr: number,
    price: number,
  ) => {
    const inductance = quantity(microhenries * 1e-6, 'H');
    const current = quantity(amps, 'A');
    const resistance = quantity(dcr / 1000, 'Ω');
    parts.push({
      mpn,
      brand,
      category: 'power-inductors',
      package: packageName,
      material: 'Ferrite, shielded',
      description: localize({
        'zh-CN': (v) => `屏蔽功率电感 ${v(inductance)} ±20% ${v(current)} ${v(resistance)} ${packageName}`,
        'en-US': (v) =>
          `${v(inductance)} ±20% ${v(current)} shielded power inductor, DCR ${v(resistance)}, ${packageName}`,
        ru: (v) =>
          `Экранированный силовой дроссель ${v(inductance)} ±20% ${v(current)}, DCR ${v(resistance)}, ${packageName}`,
        'es-ES': (v) =>
          `Inductor de potencia blindado ${v(inductance)} ±20% ${v(current)}, DCR ${v(resistance)}, ${packageName}`,
      }),
      parameters: {
        inductance: inductance.plain,
        tolerance: '±20%',
        current: current.plain,
        dcResistance: resistance.plain,
        temperatureRange: temperatureRange(-40, 125).plain,
      },
      price,
      packaging: 'strip',
    });
  };
  for (const microhenries of inductorValues) {
    const scale = Math.sqrt(4.7 / microhenries);
    for (const [size, packageName, amps, dcr] of sunlordSizes) {
      build(
        `SWPA${size}S${inductanceCode(microhenries)}MT`,
        'sunlord',
        packageName,
        microhenries,
        Number((amps * scale).toPrecision(2)),
        Math.round((dcr * microhenries) / 4.7),
        0.18 + Number(size.slice(0, 1)) * 0.06,
      );
    }
    for (const [size, type, packageName, amps, dcr] of tdkSizes) {
      build(
        `VLS${size}${type}-${inductanceCode(microhenries)}M`,
        'tdk',
        packageName,
        microhenries,
        Number((amps * scale).toPrecision(2)),
        Math.round((dcr * microhenries) / 4.7),
        0.6 + Number(size.slice(0, 1)) * 0.15,
      );
    }
  }
  return parts;
}

function ferriteBeads(): PartSpec[] {
  const parts: PartSpec[] = [];
  const impedances = [30, 60, 120, 220, 300, 470, 600, 1000, 1500, 2200];
  const sizes: ['0402' | '0603' | '0805', string, string, string][] = [
    ['0402', '15', '1005', '1005'],
    ['0603', '18', '1608', '1608'],
    ['0805', '21', '2012', '2012'],
  ];
  for (const ohms of impedances) {
    for (const [size, murataSize, sunlordSize, tdkSize] of sizes) {
      const sizeFactor = size === '0402' ? 0.6 : size === '0603' ? 1 : 1.6;
      const amps = Number(Math.min(6, sizeFactor * 2.2 * Math.sqrt(120 / ohms)).toPrecision(2));
      const impedance = quantity(ohms, 'Ω');
      const current = quantity(amps, 'A');
      const makeBead = (mpn: string, brand: string, price: number) =>
        parts.push({
          mpn,
          brand,
          category: 'ferrite-beads',
          package: size,
          material: 'Ferrite',
          description: localize({
            'zh-CN': (v) => `磁珠 ${v(impedance)}@100MHz ${v(current)} ${size}`,
            'en-US': (v) => `${v(impedance)} at 100 MHz ${v(current)} ferrite bead, ${size}`,
            ru: (v) => `Ферритовый фильтр ${v(impedance)} на 100 МГц ${v(current)}, ${size}`,
            'es-ES': (v) => `Perla de ferrita ${v(impedance)} a 100 MHz ${v(current)}, ${size}`,
          }),
          parameters: {
            impedance: `${impedance.plain} @ 100 MHz`,
            current: current.plain,
            dcResistance: quantity((0.02 * (ohms / 120) ** 0.8) / sizeFactor, 'Ω').plain,
          },
          price,
          packaging: 'reel',
        });
      for (const series of ['AG', 'PG', 'KG']) {
        if (series === 'PG' && ohms > 600) continue;
        makeBead(
          `BLM${murataSize}${series}${eia3(ohms)}SN1D`,
          'murata',
          0.04 * sizeFactor + (series === 'PG' ? 0.03 : 0),
        );
      }
      makeBead(`GZ${sunlordSize}D${eia3(ohms)}TF`, 'sunlord', 0.012 * sizeFactor + 0.006);
      makeBead(`MPZ${tdkSize}S${eia3(ohms)}ATA00`, 'tdk', 0.05 * sizeFactor);
    }
  }
  return parts;
}

/** Fresh generators: list generators remember how far they got, so every catalog needs its own. */
export function passiveGenerators(): PartGenerator[] {
  return [
    listGenerator('aluminum-electrolytic-capacitors', 3, aluminumElectrolytics),
    listGenerator('tantalum-capacitors', 1.2, tantalumCapacitors),
    listGenerator('power-inductors', 3, powerInductors),
    listGenerator('ferrite-beads', 1.8, ferriteBeads),
  ];
}
