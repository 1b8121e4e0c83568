import type { LocalizedText } from '../../platform/i18n/index.js';
import { fixed, quantity, significant, temperatureRange, text } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { describe, listGenerator, type PartGenerator } from './common.js';

/** How each maker decorates a small-signal type number: Nexperia ",215", onsemi "LT1G", Diodes "-7-F" ... */
type Maker = 'cj' | 'diodes' | 'nexperia' | 'onsemi' | 'vishay' | 'mdd' | 'littelfuse';

const makerBrand: Record<Maker, string> = {
  cj: 'changjiang',
  diodes: 'diodes-inc',
  nexperia: 'nexperia',
  onsemi: 'onsemi',
  vishay: 'vishay',
  mdd: 'mdd',
  littelfuse: 'littelfuse',
};

/** Well-known makers charge more than the Chinese second sources for the same type. */
const makerPrice: Record<Maker, number> = {
  cj: 1,
  mdd: 0.9,
  diodes: 1.6,
  nexperia: 1.5,
  onsemi: 1.7,
  vishay: 1.9,
  littelfuse: 2,
};

function decorated(base: string, maker: Maker, packageName: string): string {
  const sot23 = packageName.startsWith('SOT');
  switch (maker) {
    case 'diodes':
      return `${base}-7-F`;
    case 'nexperia':
      return `${base},${sot23 ? '215' : '115'}`;
    case 'onsemi':
      return `${base}${sot23 ? 'LT1G' : 'T1G'}`;
    case 'vishay':
      return packageName.startsWith('DO-') ? `${base}-TAP` : `${base}-E3-08`;
    default:
      return base;
  }
}

const kinds = {
  switching: text('开关二极管', 'Switching diode', 'Импульсный диод', 'Diodo de conmutación'),
  schottky: text('肖特基二极管', 'Schottky diode', 'Диод Шоттки', 'Diodo Schottky'),
  zener: text('稳压二极管', 'Zener diode', 'Стабилитрон', 'Diodo Zener'),
  tvs: text('TVS 二极管', 'TVS diode', 'TVS-диод', 'Diodo TVS'),
  esd: text('ESD 保护器件', 'ESD protection diode', 'Защитный диод ESD', 'Diodo de protección ESD'),
  npn: text('NPN 三极管', 'NPN transistor', 'Транзистор NPN', 'Transistor NPN'),
  pnp: text('PNP 三极管', 'PNP transistor', 'Транзистор PNP', 'Transistor PNP'),
  nDarlington: text(
    'NPN 达林顿管',
    'NPN Darlington transistor',
    'Составной транзистор NPN (Дарлингтон)',
    'Transistor Darlington NPN',
  ),
  pDarlington: text(
    'PNP 达林顿管',
    'PNP Darlington transistor',
    'Составной транзистор PNP (Дарлингтон)',
    'Transistor Darlington PNP',
  ),
  nMos: text('N 沟道 MOSFET', 'N-channel MOSFET', 'N-канальный MOSFET', 'MOSFET de canal N'),
  pMos: text('P 沟道 MOSFET', 'P-channel MOSFET', 'P-канальный MOSFET', 'MOSFET de canal P'),
} satisfies Record<string, LocalizedText>;

const configurations: Record<string, LocalizedText> = {
  single: text('单管', 'single', 'одиночный', 'simple'),
  series: text('双管串联', 'dual, series', 'сдвоенный, последовательный', 'doble, en serie'),
  commonCathode: text('双管共阴', 'dual, common cathode', 'сдвоенный, общий катод', 'doble, cátodo común'),
  commonAnode: text('双管共阳', 'dual, common anode', 'сдвоенный, общий анод', 'doble, ánodo común'),
};

function diode(
  mpn: string,
  maker: Maker,
  category: string,
  kind: LocalizedText,
  packageName: string,
  parameters: Record<string, string>,
  details: (string | LocalizedText)[],
  price: number,
): PartSpec {
  return {
    mpn,
    brand: makerBrand[maker],
    category,
    package: packageName,
    material: 'Silicon',
    description: describe(kind, details, packageName),
    parameters,
    price: price * makerPrice[maker],
    packaging: price > 0.4 ? 'piece' : 'strip',
  };
}

function switchingDiodes(): PartSpec[] {
  const types: [string, string, number, number, keyof typeof configurations, Maker[]][] = [
    ['1N4148W', 'SOD-123', 100, 300, 'single', ['cj', 'diodes', 'vishay', 'mdd']],
    ['1N4148WS', 'SOD-323', 100, 150, 'single', ['cj', 'diodes', 'mdd']],
    ['1N4148WT', 'SOD-523', 100, 150, 'single', ['cj', 'diodes']],
    ['LL4148', 'MiniMELF', 100, 150, 'single', ['cj', 'vishay', 'mdd']],
    ['1N4148', 'DO-35', 100, 300, 'single', ['onsemi', 'vishay', 'mdd']],
    ['BAV99', 'SOT-23', 100, 215, 'series', ['cj', 'nexperia', 'onsemi', 'diodes']],
    ['BAV70', 'SOT-23', 100, 215, 'commonCathode', ['cj', 'nexperia', 'onsemi', 'diodes']],
    ['BAW56', 'SOT-23', 100, 215, 'commonAnode', ['cj', 'nexperia', 'onsemi', 'diodes']],
    ['BAS16', 'SOT-23', 100, 215, 'single', ['cj', 'nexperia', 'onsemi', 'diodes']],
    ['BAS316', 'SOD-323', 100, 250, 'single', ['nexperia']],
    ['BAV21W', 'SOD-123', 200, 200, 'single', ['cj', 'diodes']],
  ];
  return types.flatMap(([base, packageName, volts, milliamps, configuration, makers]) =>
    makers.map((maker) => {
      const voltage = fixed(volts, 'V');
      const current = quantity(milliamps / 1000, 'A');
      return diode(
        base === '1N4148' && maker === 'onsemi' ? '1N4148TR' : decorated(base, maker, packageName),
        maker,
        'switching-diodes',
        kinds.switching,
        packageName,
        {
          reverseVoltage: voltage.plain,
          forwardCurrent: current.plain,
          reverseRecoveryTime: '4 ns',
          configuration: configurations[configuration]!['en-US'],
          temperatureRange: temperatureRange(-55, 150).plain,
        },
        [voltage.text, current.text, quantity(4e-9, 's').text, configurations[configuration]!],
        0.02,
      );
    }),
  );
}

function schottkyDiodes(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (
    mpn: string,
    maker: Maker,
    packageName: string,
    volts: number,
    amps: number,
    forward: number,
    price: number,
  ) => {
    const voltage = fixed(volts, 'V');
    const current = quantity(amps, 'A');
    const drop = quantity(forward, 'V');
    parts.push(
      diode(
        mpn,
        maker,
        'schottky-diodes',
        kinds.schottky,
        packageName,
        {
          reverseVoltage: voltage.plain,
          current: current.plain,
          forwardVoltage: `${drop.plain} @ ${current.plain}`,
          temperatureRange: temperatureRange(-55, 125).plain,
        },
        [voltage.text, current.text, drop.text],
        price,
      ),
    );
  };
  const vishaySuffix: Record<string, string> = { SMA: '-E3/61T', SMB: '-E3/52T', SMC: '-E3/57T' };
  for (const amps of [1, 2, 3, 5]) {
    for (const voltCode of [2, 3, 4, 5, 6, 8, 10]) {
      const volts = voltCode * 10;
      const forward = volts <= 40 ? 0.5 : volts <= 60 ? 0.7 : 0.85;
      const base = `SS${amps}${voltCode}`;
      const mddPackage = amps === 5 ? 'SMC (DO-214AB)' : 'SMA (DO-214AC)';
      add(base, 'mdd', mddPackage, volts, amps, forward, 0.03 + amps * 0.02);
      if (amps < 5) {
        const vishayPackage = amps === 1 ? 'SMA' : amps === 2 ? 'SMB' : 'SMC';
        const packageName = { SMA: 'SMA (DO-214AC)', SMB: 'SMB (DO-214AA)', SMC: 'SMC (DO-214AB)' }[vishayPackage];
        add(`${base}${vishaySuffix[vishayPackage]}`, 'vishay', packageName, volts, amps, forward, 0.05 + amps * 0.03);
      }
    }
  }
  for (const [suffix, volts, forward] of [
    ['7', 20, 0.45],
    ['8', 30, 0.55],
    ['9', 40, 0.6],
  ] as const) {
    for (const maker of ['cj', 'mdd'] as const) {
      add(`B581${suffix}W`, maker, 'SOD-123', volts, 1, forward, 0.03);
      add(`1N581${suffix}WS`, maker, 'SOD-323', volts, 1, forward, 0.03);
    }
    add(`1N581${suffix}`, 'mdd', 'DO-41', volts, 1, forward, 0.04);
    add(`1N581${suffix}-E3/54`, 'vishay', 'DO-41', volts, 1, forward, 0.08);
    add(`1N581${suffix}RLG`, 'onsemi', 'DO-41', volts, 1, forward, 0.08);
  }
  for (const variant of ['', 'A', 'C', 'S']) {
    for (const maker of ['cj', 'nexperia', 'onsemi', 'diodes'] as const) {
      add(decorated(`BAT54${variant}`, maker, 'SOT-23'), maker, 'SOT-23', 30, 0.2, 0.8, 0.04);
    }
  }
  add('BAT54WS-7-F', 'diodes', 'SOD-323', 30, 0.1, 0.8, 0.04);
  add('BAT54WS', 'cj', 'SOD-323', 30, 0.1, 0.8, 0.03);
  add('MBR0520LT1G', 'onsemi', 'SOD-123', 20, 0.5, 0.385, 0.08);
  add('MBR0530T1G', 'onsemi', 'SOD-123', 30, 0.5, 0.43, 0.08);
  add('MBR0540T1G', 'onsemi', 'SOD-123', 40, 0.5, 0.53, 0.08);
  add('MBRA340T3G', 'onsemi', 'SMA (DO-214AC)', 40, 3, 0.45, 0.15);
  add('MBRS340T3G', 'onsemi', 'SMC (DO-214AB)', 40, 3, 0.5, 0.18);
  add('MBRS140T3G', 'onsemi', 'SMB (DO-214AA)', 40, 1, 0.6, 0.12);
  add('PMEG2010AEH,115', 'nexperia', 'SOD-123F', 20, 1, 0.39, 0.1);
  add('PMEG3020EH,115', 'nexperia', 'SOD-123F', 30, 2, 0.47, 0.12);
  add('PMEG4010EH,115', 'nexperia', 'SOD-123F', 40, 1, 0.54, 0.1);
  add('1N5819HW-7-F', 'diodes', 'SOD-123', 40, 1, 0.6, 0.05);
  return parts;
}

const zenerVoltages = [
  2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27,
  30, 33, 36, 39,
];

/** Zener voltage as type numbers write it: 5V1, 3V0, 10. */
function zenerCode(volts: number): string {
  return volts < 10 ? volts.toFixed(1).replace('.', 'V') : String(volts);
}

function zenerDiodes(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (mpn: string, maker: Maker, packageName: string, volts: number, watts: number, price: number) => {
    const voltage = fixed(volts, 'V');
    const power = quantity(watts, 'W');
    parts.push(
      diode(
        mpn,
        maker,
        'zener-diodes',
        kinds.zener,
        packageName,
        {
          zenerVoltage: voltage.plain,
          power: power.plain,
          tolerance: '±5%',
          temperatureRange: temperatureRange(-55, 150).plain,
        },
        [voltage.text, power.text, '±5%'],
        price,
      ),
    );
  };
  zenerVoltages.forEach((volts, index) => {
    const code = zenerCode(volts);
    add(`BZT52C${code}`, 'cj', 'SOD-123', volts, 0.5, 0.02);
    add(`BZT52C${code}`, 'mdd', 'SOD-123', volts, 0.5, 0.02);
    add(`BZT52C${code}-7-F`, 'diodes', 'SOD-123', volts, 0.5, 0.02);
    add(`BZT52C${code}S`, 'cj', 'SOD-323', volts, 0.2, 0.02);
    add(`BZT52C${code}S-7-F`, 'diodes', 'SOD-323', volts, 0.2, 0.02);
    add(`MM3Z${code}T1G`, 'onsemi', 'SOD-323', volts, 0.2, 0.02);
    add(`BZX84C${code}LT1G`, 'onsemi', 'SOT-23', volts, 0.25, 0.02);
    add(`BZX84C${code}`, 'cj', 'SOT-23', volts, 0.3, 0.02);
    add(`BZX84-C${code},215`, 'nexperia', 'SOT-23', volts, 0.25, 0.02);
    // The 1N52xx and 1N47xx type numbers count up through the same E24 voltages.
    if (volts <= 30) {
      const jedec =
        5221 +
        [
          2.4, 2.5, 2.7, 2.8, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6, 6.2, 6.8, 7.5, 8.2, 8.7, 9.1, 10, 11, 12, 13, 14,
          15, 16, 17, 18, 19, 20, 22, 24, 25, 27, 28, 30,
        ].indexOf(volts);
      add(`MMSZ${jedec}BT1G`, 'onsemi', 'SOD-123', volts, 0.5, 0.02);
      add(`MMSZ${jedec}B`, 'cj', 'SOD-123', volts, 0.5, 0.02);
      add(`MMSZ${jedec}B-7-F`, 'diodes', 'SOD-123', volts, 0.5, 0.02);
    }
    if (volts >= 3.3 && volts <= 24) {
      // 1N4728A is 3.3 V and each following number is the next E24 voltage.
      const number = 4728 + index - zenerVoltages.indexOf(3.3);
      add(`1N${number}A`, 'mdd', 'DO-41', volts, 1, 0.04);
      add(`1N${number}A-TAP`, 'vishay', 'DO-41', volts, 1, 0.05);
    }
  });
  return parts;
}

function tvsDiodes(): PartSpec[] {
  const parts: PartSpec[] = [];
  const standoffs = [
    5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43, 45, 48,
    51, 54, 58, 60, 64, 70, 75, 78, 85, 90, 100, 110, 120, 130, 150, 160, 170,
  ];
  const series: [string, string, number, Record<'littelfuse' | 'vishay' | 'mdd', string>][] = [
    ['SMAJ', 'SMA (DO-214AC)', 400, { littelfuse: '', vishay: '-E3/61', mdd: '' }],
    ['SMBJ', 'SMB (DO-214AA)', 600, { littelfuse: '', vishay: '-E3/52', mdd: '' }],
    ['SMCJ', 'SMC (DO-214AB)', 1500, { littelfuse: '', vishay: '-E3/57T', mdd: '' }],
  ];
  const add = (
    mpn: string,
    maker: Maker,
    packageName: string,
    standoff: number,
    watts: number,
    bidirectional: boolean,
    price: number,
  ) => {
    const breakdown = Math.max(standoff * 1.11, standoff + 1.4);
    const clamping = standoff * 1.62 + 1.1;
    const direction = bidirectional
      ? text('双向', 'bidirectional', 'двунаправленный', 'bidireccional')
      : text('单向', 'unidirectional', 'однонаправленный', 'unidireccional');
    parts.push(
      diode(
        mpn,
        maker,
        'tvs-esd-protection',
        kinds.tvs,
        packageName,
        {
          standoffVoltage: fixed(standoff, 'V').plain,
          breakdownVoltage: `${significant(breakdown)} V`,
          clampingVoltage: `${significant(clamping)} V`,
          peakPulsePower: fixed(watts, 'W').plain,
          direction: direction['en-US'],
        },
        [fixed(standoff, 'V').text, fixed(watts, 'W').text, direction],
        price,
      ),
    );
  };
  for (const standoff of standoffs) {
    const voltageText = Number.isInteger(standoff) && standoff < 10 ? standoff.toFixed(1) : String(standoff);
    for (const [prefix, packageName, watts, suffixes] of series) {
      for (const polarity of ['A', 'CA']) {
        for (const maker of ['littelfuse', 'vishay', 'mdd'] as const) {
          add(
            `${prefix}${voltageText}${polarity}${suffixes[maker]}`,
            maker,
            packageName,
            standoff,
            watts,
            polarity === 'CA',
            0.06 + watts / 10000,
          );
        }
      }
    }
    if (standoff <= 58) {
      add(`SMF${voltageText}A`, 'littelfuse', 'SOD-123F', standoff, 200, false, 0.08);
    }
  }
  const esd: [string, Maker | 'st', string, number, string][] = [
    ['PESD5V0S1BB,115', 'nexperia', 'SOD-523', 5, '1 line, bidirectional'],
    ['ESD5Z5.0T1G', 'onsemi', 'SOD-523', 5, '1 line, unidirectional'],
    ['USBLC6-2SC6', 'st', 'SOT-23-6', 5.25, '2 lines + VBUS, USB 2.0'],
    ['PESD3V3S1BB,115', 'nexperia', 'SOD-523', 3.3, '1 line, bidirectional'],
    ['ESD5Z3.3T1G', 'onsemi', 'SOD-523', 3.3, '1 line, unidirectional'],
  ];
  for (const [mpn, maker, packageName, standoff, lines] of esd) {
    const voltage = fixed(standoff, 'V');
    parts.push({
      mpn,
      brand: maker === 'st' ? 'stmicroelectronics' : makerBrand[maker],
      category: 'tvs-esd-protection',
      package: packageName,
      material: 'Silicon',
      description: describe(kinds.esd, [voltage.text, lines], packageName),
      parameters: { standoffVoltage: voltage.plain, protectedLines: lines, esdRating: '±30 kV (contact)' },
      price: maker === 'st' ? 0.6 : 0.08,
      packaging: maker === 'st' ? 'piece' : 'strip',
    });
  }
  return parts;
}

type Bjt = [
  name: string,
  polarity: 'npn' | 'pnp' | 'nDarlington' | 'pDarlington',
  volts: number,
  milliamps: number,
  packageName: string,
  hfe: string,
  makers: (Maker | 'st')[],
];

const bjts: Bjt[] = [
  ['MMBT3904', 'npn', 40, 200, 'SOT-23', '100-300', ['cj', 'onsemi', 'diodes']],
  ['MMBT3906', 'pnp', 40, 200, 'SOT-23', '100-300', ['cj', 'onsemi', 'diodes']],
  ['MMBT2222A', 'npn', 40, 600, 'SOT-23', '100-300', ['cj', 'onsemi', 'diodes']],
  ['MMBT2907A', 'pnp', 60, 600, 'SOT-23', '100-300', ['cj', 'onsemi', 'diodes']],
  ['MMBT5551', 'npn', 160, 600, 'SOT-23', '80-250', ['cj', 'onsemi', 'diodes']],
  ['MMBT5401', 'pnp', 150, 600, 'SOT-23', '60-240', ['cj', 'onsemi', 'diodes']],
  ['BC817-25', 'npn', 45, 500, 'SOT-23', '160-400', ['cj', 'nexperia', 'onsemi', 'diodes']],
  ['BC817-40', 'npn', 45, 500, 'SOT-23', '250-600', ['cj', 'nexperia', 'onsemi', 'diodes']],
  ['BC807-25', 'pnp', 45, 500, 'SOT-23', '160-400', ['cj', 'nexperia', 'onsemi', 'diodes']],
  ['BC807-40', 'pnp', 45, 500, 'SOT-23', '250-600', ['cj', 'nexperia', 'onsemi', 'diodes']],
  ['BC847B', 'npn', 45, 100, 'SOT-23', '200-450', ['cj', 'nexperia', 'onsemi']],
  ['BC847C', 'npn', 45, 100, 'SOT-23', '420-800', ['cj', 'nexperia', 'onsemi']],
  ['BC857B', 'pnp', 45, 100, 'SOT-23', '220-475', ['cj', 'nexperia', 'onsemi']],
  ['BC857C', 'pnp', 45, 100, 'SOT-23', '420-800', ['cj', 'nexperia', 'onsemi']],
  ['BC846B', 'npn', 65, 100, 'SOT-23', '200-450', ['nexperia', 'onsemi']],
  ['BC856B', 'pnp', 65, 100, 'SOT-23', '220-475', ['nexperia', 'onsemi']],
  ['BC847BW', 'npn', 45, 100, 'SOT-323', '200-450', ['nexperia']],
  ['MMST3904', 'npn', 40, 200, 'SOT-323', '100-300', ['diodes']],
  ['MMST3906', 'pnp', 40, 200, 'SOT-323', '100-300', ['diodes']],
  ['S8050', 'npn', 25, 500, 'SOT-23', '120-400', ['cj']],
  ['S8550', 'pnp', 25, 500, 'SOT-23', '120-400', ['cj']],
  ['SS8050', 'npn', 25, 1500, 'SOT-23', '120-400', ['cj']],
  ['SS8550', 'pnp', 25, 1500, 'SOT-23', '120-400', ['cj']],
  ['S9013', 'npn', 25, 500, 'SOT-23', '120-400', ['cj']],
  ['S9012', 'pnp', 25, 500, 'SOT-23', '120-400', ['cj']],
  ['S9014', 'npn', 45, 100, 'SOT-23', '200-600', ['cj']],
  ['S9015', 'pnp', 45, 100, 'SOT-23', '200-600', ['cj']],
  ['2N3904', 'npn', 40, 200, 'TO-92', '100-300', ['onsemi', 'cj']],
  ['2N3906', 'pnp', 40, 200, 'TO-92', '100-300', ['onsemi', 'cj']],
  ['2N2222A', 'npn', 40, 600, 'TO-92', '100-300', ['onsemi', 'cj']],
  ['2N5551', 'npn', 160, 600, 'TO-92', '80-250', ['onsemi', 'cj']],
  ['BC337-40', 'npn', 45, 800, 'TO-92', '250-630', ['onsemi', 'cj']],
  ['BC327-40', 'pnp', 45, 800, 'TO-92', '250-630', ['onsemi', 'cj']],
  ['BC547B', 'npn', 45, 100, 'TO-92', '200-450', ['onsemi', 'cj']],
  ['BC557B', 'pnp', 45, 100, 'TO-92', '220-475', ['onsemi', 'cj']],
  ['TIP120', 'nDarlington', 60, 5000, 'TO-220', '1000 min', ['st', 'onsemi']],
  ['TIP122', 'nDarlington', 100, 5000, 'TO-220', '1000 min', ['st', 'onsemi']],
  ['TIP127', 'pDarlington', 100, 5000, 'TO-220', '1000 min', ['st', 'onsemi']],
  ['TIP41C', 'npn', 100, 6000, 'TO-220', '15-75', ['st', 'onsemi']],
  ['TIP42C', 'pnp', 100, 6000, 'TO-220', '15-75', ['st', 'onsemi']],
];

function bipolarTransistors(): PartSpec[] {
  return bjts.flatMap(([name, polarity, volts, milliamps, packageName, hfe, makers]) =>
    makers.map((maker) => {
      const power =
        packageName === 'TO-220' ? 65 : packageName === 'TO-92' ? 0.625 : packageName === 'SOT-323' ? 0.2 : 0.3;
      const voltage = fixed(volts, 'V');
      const current = quantity(milliamps / 1000, 'A');
      const mpn =
        maker === 'st'
          ? name
          : maker === 'onsemi' && packageName === 'TO-92'
            ? `${name}BU`
            : maker === 'onsemi' && packageName === 'TO-220'
              ? `${name}G`
              : decorated(name, maker, packageName);
      const price =
        (packageName === 'TO-220' ? 0.9 : packageName === 'TO-92' ? 0.06 : 0.025) *
        (maker === 'st' ? 1.6 : makerPrice[maker]);
      return {
        mpn,
        brand: maker === 'st' ? 'stmicroelectronics' : makerBrand[maker],
        category: 'bipolar-transistors',
        package: packageName,
        material: 'Silicon',
        description: describe(kinds[polarity], [voltage.text, current.text, `hFE ${hfe}`], packageName),
        parameters: {
          polarity: polarity.startsWith('n') ? 'NPN' : 'PNP',
          collectorEmitterVoltage: voltage.plain,
          current: current.plain,
          power: quantity(power, 'W').plain,
          dcCurrentGain: hfe,
        },
        price,
        packaging: price > 0.4 ? 'piece' : 'strip',
      } satisfies PartSpec;
    }),
  );
}

type Mosfet = [
  mpn: string,
  brand: string,
  channel: 'n' | 'p',
  volts: number,
  amps: number,
  milliohms: number,
  gateVolts: number,
  packageName: string,
  price: number,
];

const mosfets: Mosfet[] = [
  ['AO3400A', 'alpha-omega', 'n', 30, 5.7, 26.5, 10, 'SOT-23', 0.12],
  ['AO3401A', 'alpha-omega', 'p', -30, -4, 50, 10, 'SOT-23', 0.13],
  ['AO3402', 'alpha-omega', 'n', 30, 4, 52, 10, 'SOT-23', 0.15],
  ['AO3407A', 'alpha-omega', 'p', -30, -4.3, 43, 10, 'SOT-23', 0.16],
  ['AO3414', 'alpha-omega', 'n', 20, 4.2, 50, 4.5, 'SOT-23', 0.14],
  ['AO3415A', 'alpha-omega', 'p', -20, -4, 46, 4.5, 'SOT-23', 0.16],
  ['AO3416', 'alpha-omega', 'n', 20, 6.5, 22, 4.5, 'SOT-23', 0.18],
  ['AO3423', 'alpha-omega', 'p', -20, -2, 92, 4.5, 'SOT-23', 0.16],
  ['AO4407A', 'alpha-omega', 'p', -30, -12, 11, 10, 'SOIC-8', 0.75],
  ['AO4435', 'alpha-omega', 'p', -30, -10.5, 14, 10, 'SOIC-8', 0.8],
  ['AO4406A', 'alpha-omega', 'n', 30, 11.5, 11.5, 10, 'SOIC-8', 0.7],
  ['AOD4184A', 'alpha-omega', 'n', 40, 50, 7, 10, 'TO-252 (DPAK)', 1.3],
  ['AON7410', 'alpha-omega', 'n', 30, 24, 12, 10, 'DFN-8 (3x3)', 0.9],
  ['AON6380', 'alpha-omega', 'n', 30, 85, 2.3, 10, 'PDFN-8 (5x6)', 1.8],
  ['SI2302CDS-T1-GE3', 'vishay', 'n', 20, 2.6, 57, 4.5, 'SOT-23', 0.35],
  ['SI2301CDS-T1-GE3', 'vishay', 'p', -20, -3.1, 112, 4.5, 'SOT-23', 0.35],
  ['SI2312CDS-T1-GE3', 'vishay', 'n', 20, 6, 31, 4.5, 'SOT-23', 0.5],
  ['SI2333CDS-T1-GE3', 'vishay', 'p', -12, -6, 32, 4.5, 'SOT-23', 0.55],
  ['SI4435DDY-T1-GE3', 'vishay', 'p', -30, -11.4, 20, 10, 'SOIC-8', 1.6],
  ['IRLML2502TRPBF', 'infineon', 'n', 20, 4.2, 45, 4.5, 'SOT-23', 0.45],
  ['IRLML6344TRPBF', 'infineon', 'n', 30, 5, 29, 4.5, 'SOT-23', 0.5],
  ['IRLML6402TRPBF', 'infineon', 'p', -20, -3.7, 65, 4.5, 'SOT-23', 0.5],
  ['IRLML0030TRPBF', 'infineon', 'n', 30, 5.3, 27, 10, 'SOT-23', 0.55],
  ['IRF540NPBF', 'infineon', 'n', 100, 33, 44, 10, 'TO-220', 3.2],
  ['IRFZ44NPBF', 'infineon', 'n', 55, 49, 17.5, 10, 'TO-220', 2.8],
  ['IRF9540NPBF', 'infineon', 'p', -100, -23, 117, 10, 'TO-220', 4.5],
  ['IRLZ44NPBF', 'infineon', 'n', 55, 47, 22, 5, 'TO-220', 3.5],
  ['IRF3205PBF', 'infineon', 'n', 55, 110, 8, 10, 'TO-220', 3.8],
  ['IRLR7843TRPBF', 'infineon', 'n', 30, 161, 3.3, 10, 'TO-252 (DPAK)', 3.1],
  ['BSC010N04LS', 'infineon', 'n', 40, 100, 1, 10, 'PDFN-8 (5x6)', 6.5],
  ['BSS138', 'onsemi', 'n', 50, 0.22, 3500, 10, 'SOT-23', 0.12],
  ['BSS84LT1G', 'onsemi', 'p', -50, -0.13, 10000, 5, 'SOT-23', 0.12],
  ['BSS123LT1G', 'onsemi', 'n', 100, 0.17, 6000, 10, 'SOT-23', 0.12],
  ['2N7002LT1G', 'onsemi', 'n', 60, 0.115, 7500, 10, 'SOT-23', 0.1],
  ['FDN340P', 'onsemi', 'p', -20, -2, 70, 4.5, 'SOT-23', 0.6],
  ['FQP30N06L', 'onsemi', 'n', 60, 32, 35, 10, 'TO-220', 3.3],
  ['2N7002', 'changjiang', 'n', 60, 0.115, 7500, 10, 'SOT-23', 0.03],
  ['2N7002K', 'changjiang', 'n', 60, 0.3, 4000, 10, 'SOT-23', 0.04],
  ['2N7002,215', 'nexperia', 'n', 60, 0.3, 5000, 10, 'SOT-23', 0.1],
  ['NX3008NBK,215', 'nexperia', 'n', 30, 0.35, 1400, 4.5, 'SOT-23', 0.12],
  ['PMV16XNR', 'nexperia', 'n', 20, 6.8, 20, 4.5, 'SOT-23', 0.4],
  ['BSS138,215', 'nexperia', 'n', 60, 0.36, 1600, 10, 'SOT-23', 0.1],
  ['BSS84,215', 'nexperia', 'p', -50, -0.13, 7500, 10, 'SOT-23', 0.1],
  ['DMG2302UK-7', 'diodes-inc', 'n', 20, 2.4, 90, 4.5, 'SOT-23', 0.18],
  ['DMG3415U-7', 'diodes-inc', 'p', -16, -4, 39, 4.5, 'SOT-23', 0.2],
  ['DMN3404L-7', 'diodes-inc', 'n', 30, 5.8, 28, 10, 'SOT-23', 0.2],
  ['RQ5E050ATTCL', 'rohm', 'p', -30, -5, 42, 10, 'SOT-23', 0.45],
  ['STP55NF06L', 'stmicroelectronics', 'n', 60, 55, 18, 5, 'TO-220', 4.2],
  ['STD30NF06LT4', 'stmicroelectronics', 'n', 60, 35, 22, 5, 'TO-252 (DPAK)', 2.6],
];

function mosfetParts(): PartSpec[] {
  return mosfets.map(([mpn, brand, channel, volts, amps, milliohms, gateVolts, packageName, price]) => {
    const voltage = fixed(volts, 'V');
    const current = quantity(amps, 'A');
    const resistance = quantity(milliohms / 1000, 'Ω');
    return {
      mpn,
      brand,
      category: 'mosfets',
      package: packageName,
      material: 'Silicon',
      description: describe(
        channel === 'n' ? kinds.nMos : kinds.pMos,
        [
          voltage.text,
          current.text,
          text(
            `导通电阻 ${resistance.text['zh-CN']}`,
            `RDS(on) ${resistance.plain}`,
            `RDS(on) ${resistance.text.ru}`,
            `RDS(on) ${resistance.text['es-ES']}`,
          ),
        ],
        packageName,
      ),
      parameters: {
        channel: channel === 'n' ? 'N' : 'P',
        drainSourceVoltage: voltage.plain,
        current: current.plain,
        onResistance: `${resistance.plain} @ VGS ${gateVolts} V`,
        temperatureRange: temperatureRange(-55, 150).plain,
      },
      price,
      packaging: price > 0.4 ? 'piece' : 'strip',
    } satisfies PartSpec;
  });
}

/** Fresh generators: list generators remember how far they got, so every catalog needs its own. */
export function discreteGenerators(): PartGenerator[] {
  return [
    listGenerator('switching-diodes', 1, switchingDiodes),
    listGenerator('schottky-diodes', 2, schottkyDiodes),
    listGenerator('zener-diodes', 2.5, zenerDiodes),
    listGenerator('tvs-esd-protection', 2, tvsDiodes),
    listGenerator('bipolar-transistors', 1.5, bipolarTransistors),
    listGenerator('mosfets', 1.2, mosfetParts),
  ];
}
