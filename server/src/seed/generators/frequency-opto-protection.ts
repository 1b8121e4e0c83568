import type { LocalizedText } from '../../platform/i18n/index.js';
import { fixed, quantity, significant, text } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { describe, listGenerator, type PartGenerator } from './common.js';

/** Frequency as crystal part numbers print it: 16.000MHZ, 27.120MHZ. */
const megahertzCode = (megahertz: number) => megahertz.toFixed(3);

function crystal(
  mpn: string,
  brand: string,
  packageName: string,
  hertz: number,
  loadPicofarads: number,
  ppm: number,
  price: number,
): PartSpec {
  // Crystal frequencies such as 11.0592 MHz need all their digits.
  const frequency = quantity(hertz, 'Hz', 6);
  const load = quantity(loadPicofarads * 1e-12, 'F');
  return {
    mpn,
    brand,
    category: 'crystals',
    package: packageName,
    material: 'Quartz',
    description: describe(
      text('无源晶振', 'Quartz crystal', 'Кварцевый резонатор', 'Cristal de cuarzo'),
      [
        frequency,
        `±${ppm} ppm`,
        text(
          `负载 ${load.text['zh-CN']}`,
          `${load.plain} load`,
          `нагрузка ${load.text.ru}`,
          `carga ${load.text['es-ES']}`,
        ),
      ],
      packageName,
    ),
    parameters: {
      frequency: frequency.plain,
      frequencyTolerance: `±${ppm} ppm`,
      loadCapacitance: load.plain,
      temperatureRange: '-20 to 70 °C',
    },
    price,
    packaging: 'piece',
  };
}

function crystals(): PartSpec[] {
  const parts: PartSpec[] = [];
  for (const megahertz of [12, 16, 20, 24, 25, 26, 27, 32, 40, 48]) {
    parts.push(
      crystal(`ABM8-${megahertzCode(megahertz)}MHZ-B2-T`, 'abracon', 'SMD-3225 (4P)', megahertz * 1e6, 18, 20, 1.6),
    );
    parts.push(
      crystal(`ABM8-${megahertzCode(megahertz)}MHZ-10-D1G-T`, 'abracon', 'SMD-3225 (4P)', megahertz * 1e6, 10, 20, 1.8),
    );
    parts.push(crystal(`FA-238 ${megahertz.toFixed(4)}MB-C3`, 'epson', 'SMD-3225 (4P)', megahertz * 1e6, 18, 20, 1.3));
  }
  for (const megahertz of [4, 6, 8, 10, 11.0592, 12, 16, 20, 24, 25]) {
    const code = megahertz === 11.0592 ? '11.0592' : megahertzCode(megahertz);
    parts.push(crystal(`ABLS-${code}MHZ-B4-T`, 'abracon', 'HC-49SMD', megahertz * 1e6, 18, 30, 1.1));
    parts.push(crystal(`ABL-${code}MHZ-B2`, 'abracon', 'HC-49S', megahertz * 1e6, 18, 30, 0.9));
    if (megahertz >= 8)
      parts.push(crystal(`ABM3-${code}MHZ-B2-T`, 'abracon', 'SMD-5032 (2P)', megahertz * 1e6, 18, 20, 1.4));
  }
  parts.push(crystal('ABS07-32.768KHZ-T', 'abracon', 'SMD-3215 (2P)', 32768, 12.5, 20, 1.5));
  parts.push(crystal('ABS07-32.768KHZ-7-T', 'abracon', 'SMD-3215 (2P)', 32768, 7, 20, 1.5));
  parts.push(crystal('FC-135 32.7680KA-AG0', 'epson', 'SMD-3215 (2P)', 32768, 9, 20, 1.2));
  parts.push(crystal('AB26T-32.768KHZ', 'abracon', 'Cylinder 2x6mm', 32768, 12.5, 20, 0.6));
  return parts;
}

function oscillators(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (mpn: string, brand: string, packageName: string, megahertz: number, volts: number, price: number) => {
    const frequency = quantity(megahertz * 1e6, 'Hz');
    const supply = fixed(volts, 'V');
    parts.push({
      mpn,
      brand,
      category: 'oscillators',
      package: packageName,
      material: 'Quartz',
      description: describe(
        text('有源晶振', 'Crystal oscillator', 'Кварцевый генератор', 'Oscilador de cristal'),
        [frequency, 'CMOS', '±50 ppm', supply],
        packageName,
      ),
      parameters: {
        frequency: frequency.plain,
        output: 'CMOS',
        frequencyStability: '±50 ppm',
        supplyVoltage: supply.plain,
      },
      price,
      packaging: 'piece',
    });
  };
  for (const megahertz of [8, 10, 12, 16, 20, 24, 25, 26, 27, 32, 40, 48, 50]) {
    add(`ASE-${megahertzCode(megahertz)}MHZ-LC-T`, 'abracon', 'SMD-3225 (4P)', megahertz, 3.3, 3.2);
    add(`ASFL1-${megahertzCode(megahertz)}MHZ-EC-T`, 'abracon', 'SMD-5032 (4P)', megahertz, 3.3, 3.6);
    add(`SG-210STF ${megahertz.toFixed(4)}ML`, 'epson', 'SMD-2520 (4P)', megahertz, 3.3, 4.2);
  }
  return parts;
}

const ledColors: Record<string, [name: LocalizedText, wavelength: number, forwardVolts: number, millicandela: number]> =
  {
    red: [text('红色', 'red', 'красный', 'rojo'), 625, 2.0, 60],
    hyperRed: [text('超亮红色', 'hyper red', 'ярко-красный', 'rojo intenso'), 640, 1.95, 120],
    green: [text('绿色', 'green', 'зелёный', 'verde'), 568, 2.2, 25],
    brightGreen: [text('翠绿色', 'bright green', 'ярко-зелёный', 'verde brillante'), 525, 3.0, 250],
    yellow: [text('黄色', 'yellow', 'жёлтый', 'amarillo'), 590, 2.1, 60],
    orange: [text('橙色', 'orange', 'оранжевый', 'naranja'), 605, 2.0, 80],
    blue: [text('蓝色', 'blue', 'синий', 'azul'), 465, 3.1, 90],
    white: [text('白色', 'white', 'белый', 'blanco'), 0, 3.0, 300],
  };

function led(mpn: string, brand: string, packageName: string, color: keyof typeof ledColors, price: number): PartSpec {
  const [name, wavelength, forwardVolts, millicandela] = ledColors[color]!;
  const forward = fixed(forwardVolts, 'V');
  const intensity = `${millicandela} mcd`;
  return {
    mpn,
    brand,
    category: 'leds',
    package: packageName,
    material: wavelength === 0 ? 'InGaN + phosphor' : wavelength < 540 ? 'InGaN' : 'AlInGaP',
    description: describe(
      text('发光二极管', 'LED', 'Светодиод', 'LED'),
      [name, wavelength ? fixed(wavelength, 'nm') : '6500 K', intensity, forward],
      packageName,
    ),
    parameters: {
      color: name['en-US'],
      ...(wavelength ? { wavelength: `${wavelength} nm` } : { colorTemperature: '6500 K' }),
      luminousIntensity: intensity,
      forwardVoltage: forward.plain,
      current: '20 mA',
      viewingAngle: packageName.includes('THT') ? '30°' : '120°',
    },
    price,
    packaging: packageName.includes('THT') ? 'strip' : 'reel',
  };
}

function leds(): PartSpec[] {
  const parts: PartSpec[] = [];
  const kingbright: [string, keyof typeof ledColors][] = [
    ['SGC', 'green'],
    ['EC', 'red'],
    ['SYCK', 'yellow'],
    ['QBC/D', 'blue'],
    ['SURCK', 'hyperRed'],
    ['ZGC', 'brightGreen'],
    ['SEC', 'orange'],
    ['PWF', 'white'],
  ];
  for (const [code, color] of kingbright) {
    parts.push(
      led(`APT1608${code}`, 'kingbright', 'LED 0603', color, color === 'white' || color === 'blue' ? 0.12 : 0.06),
    );
    parts.push(
      led(`APT2012${code}`, 'kingbright', 'LED 0805', color, color === 'white' || color === 'blue' ? 0.14 : 0.07),
    );
    parts.push(
      led(`APT3216${code}`, 'kingbright', 'LED 1206', color, color === 'white' || color === 'blue' ? 0.18 : 0.09),
    );
    if (['SURCK', 'ZGC', 'QBC/D', 'SYCK'].includes(code))
      parts.push(led(`APHHS1005${code}`, 'kingbright', 'LED 0402', color, 0.12));
  }
  const everlight: [string, keyof typeof ledColors][] = [
    ['GHC-YR1S2/3T', 'brightGreen'],
    ['R6C-AL1M2VY/3T', 'red'],
    ['Y2C-CQ2R2L/3T', 'yellow'],
    ['BHC-ZL1M2RY/3T', 'blue'],
    ['W1D-CH1R2/3T', 'white'],
    ['SURC/S530-A2/TR8', 'hyperRed'],
    ['SYGC/S530-E2/TR8', 'green'],
  ];
  for (const [code, color] of everlight) {
    if (!code.includes('S530')) parts.push(led(`19-217/${code}`, 'everlight', 'LED 0603', color, 0.035));
    parts.push(led(`17-21${code.includes('S530') ? '' : '/'}${code}`, 'everlight', 'LED 0805', color, 0.04));
  }
  for (const [code, color] of [
    ['SGD', 'green'],
    ['SRD', 'red'],
    ['SYD', 'yellow'],
  ] as const) {
    parts.push(led(`WP7113${code}`, 'kingbright', 'LED 5mm THT', color, 0.3));
    parts.push(led(`WP710A10${code}`, 'kingbright', 'LED 3mm THT', color, 0.28));
  }
  return parts;
}

function optocouplers(): PartSpec[] {
  const entries: [string, string, string, string, string, number][] = [
    ['EL817(A)', 'everlight', 'DIP-4', 'Phototransistor', 'CTR 80-160%', 0.25],
    ['EL817(B)', 'everlight', 'DIP-4', 'Phototransistor', 'CTR 130-260%', 0.25],
    ['EL817(D)', 'everlight', 'DIP-4', 'Phototransistor', 'CTR 300-600%', 0.28],
    ['EL817S1(C)(TU)-F', 'everlight', 'DIP-4 SMD', 'Phototransistor', 'CTR 200-400%', 0.3],
    ['EL357N(C)(TA)-G', 'everlight', 'SOIC-4', 'Phototransistor', 'CTR 200-400%', 0.35],
    ['EL3063', 'everlight', 'DIP-6', 'Zero-cross triac driver', '600 V', 0.9],
    ['4N35', 'vishay', 'DIP-6', 'Phototransistor with base', 'CTR 100% min', 1.2],
    ['4N25', 'vishay', 'DIP-6', 'Phototransistor with base', 'CTR 20% min', 1.1],
    ['MOC3021M', 'onsemi', 'DIP-6', 'Random-phase triac driver', '400 V', 1.5],
    ['MOC3041M', 'onsemi', 'DIP-6', 'Zero-cross triac driver', '400 V', 1.8],
    ['MOC3063M', 'onsemi', 'DIP-6', 'Zero-cross triac driver', '600 V', 2],
    ['H11L1M', 'onsemi', 'DIP-6', 'Schmitt-trigger output', '1 MHz', 2.4],
  ];
  return entries.map(([mpn, brand, packageName, output, rating, price]) => ({
    mpn,
    brand,
    category: 'optocouplers',
    package: packageName,
    material: null,
    description: describe(
      text('光耦', 'Optocoupler', 'Оптопара', 'Optoacoplador'),
      [output, rating, '5000 Vrms'],
      packageName,
    ),
    parameters: { outputType: output, rating, isolationVoltage: '5000 Vrms', channels: '1' },
    price,
    packaging: 'piece',
  }));
}

/** Littelfuse's four-character current code: .500, 001., 01.5, 1.25. */
function ampereCode(amps: number): string {
  if (amps < 1) return `.${String(Math.round(amps * 1000)).padStart(3, '0')}`;
  if (Number.isInteger(amps)) return `${String(amps).padStart(3, '0')}.`;
  return significant(amps).padStart(4, '0');
}

function fuses(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (
    mpn: string,
    packageName: string,
    amps: number,
    volts: number,
    speed: LocalizedText,
    breaking: string,
    price: number,
  ) => {
    const current = quantity(amps, 'A');
    const voltage = fixed(volts, 'V');
    parts.push({
      mpn,
      brand: 'littelfuse',
      category: 'fuses',
      package: packageName,
      material: packageName.startsWith('Fuse') ? 'Glass' : 'Ceramic',
      description: describe(
        text('保险丝', 'Fuse', 'Предохранитель', 'Fusible'),
        [current, voltage, speed],
        packageName,
      ),
      parameters: {
        current: current.plain,
        voltageRating: voltage.plain,
        speed: speed['en-US'],
        breakingCapacity: breaking,
      },
      price,
      packaging: 'piece',
    });
  };
  const fast = text('快断', 'fast-acting', 'быстродействующий', 'de acción rápida');
  const veryFast = text('超快断', 'very fast-acting', 'сверхбыстрый', 'de acción muy rápida');
  const slow = text('慢断', 'slow-blow', 'инерционный', 'de acción lenta');
  for (const amps of [0.062, 0.125, 0.25, 0.375, 0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 3.5, 4, 5, 7, 10]) {
    const code = ampereCode(amps);
    add(`0451${code}MRL`, '2410', amps, 125, fast, '50 A @ 125 VAC', 1.6);
    if (amps <= 5) add(`0466${code}NR`, '1206', amps, amps <= 2 ? 63 : 32, veryFast, '50 A @ 32 VDC', 0.9);
    if (amps <= 5 && amps >= 0.25) add(`0467${code}NR`, '0603', amps, 32, veryFast, '35 A @ 32 VDC', 1);
    if (amps >= 0.125) {
      add(`0217${code}HXP`, 'Fuse 5x20mm', amps, 250, fast, '35 A @ 250 VAC', 0.7);
      add(`0218${code}HXP`, 'Fuse 5x20mm', amps, 250, slow, '35 A @ 250 VAC', 0.9);
    }
  }
  return parts;
}

function resettableFuses(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (mpn: string, packageName: string, hold: number, volts: number, price: number) => {
    const holdCurrent = quantity(hold, 'A');
    const trip = quantity(Number((hold * 2).toPrecision(2)), 'A');
    const voltage = fixed(volts, 'V');
    parts.push({
      mpn,
      brand: 'littelfuse',
      category: 'resettable-fuses',
      package: packageName,
      material: 'Polymer PTC',
      description: describe(
        text(
          '自恢复保险丝',
          'Resettable fuse (PPTC)',
          'Самовосстанавливающийся предохранитель',
          'Fusible rearmable (PPTC)',
        ),
        [
          text(
            `保持 ${holdCurrent.text['zh-CN']}`,
            `hold ${holdCurrent.plain}`,
            `удержание ${holdCurrent.text.ru}`,
            `mantenimiento ${holdCurrent.text['es-ES']}`,
          ),
          text(
            `动作 ${trip.text['zh-CN']}`,
            `trip ${trip.plain}`,
            `срабатывание ${trip.text.ru}`,
            `disparo ${trip.text['es-ES']}`,
          ),
          voltage,
        ],
        packageName,
      ),
      parameters: {
        holdCurrent: holdCurrent.plain,
        tripCurrent: trip.plain,
        voltageRating: voltage.plain,
        maxCurrent: '100 A',
      },
      price,
      packaging: 'reel',
    });
  };
  const code = (hold: number) => String(Math.round(hold * 100)).padStart(3, '0');
  for (const hold of [0.1, 0.2, 0.35, 0.5, 0.75, 1, 1.5])
    add(`0805L${code(hold)}WR`, '0805', hold, 6, 0.15 + hold * 0.1);
  for (const hold of [0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.1, 1.5, 2]) {
    add(`1206L${code(hold)}/15YR`, '1206', hold, 15, 0.2 + hold * 0.12);
    add(`1206L${code(hold)}/6YR`, '1206', hold, 6, 0.18 + hold * 0.12);
  }
  for (const hold of [0.1, 0.2, 0.5, 0.75, 1.1, 1.5, 2, 2.6]) {
    for (const volts of [6, 15, 30, 60]) {
      if (volts === 60 && hold > 0.75) continue;
      add(`1812L${code(hold)}/${volts}MR`, '1812', hold, volts, 0.3 + hold * 0.15 + volts / 200);
    }
  }
  return parts;
}

/** Fresh generators: list generators remember how far they got, so every catalog needs its own. */
export function frequencyOptoProtectionGenerators(): PartGenerator[] {
  return [
    listGenerator('crystals', 1.5, crystals),
    listGenerator('oscillators', 0.8, oscillators),
    listGenerator('leds', 2.5, leds),
    listGenerator('optocouplers', 0.4, optocouplers),
    listGenerator('fuses', 1, fuses),
    listGenerator('resettable-fuses', 0.8, resettableFuses),
  ];
}
