import type { LocalizedText } from '../../platform/i18n/index.js';
import { fixed, quantity, text } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { describe, listGenerator, type PartGenerator } from './common.js';

const positions = (count: number) => text(`${count}P`, `${count} positions`, `${count} конт.`, `${count} contactos`);

const orientations = {
  vertical: text('立式', 'vertical', 'вертикальный', 'vertical'),
  rightAngle: text('卧式', 'right angle', 'угловой', 'en ángulo recto'),
  housing: text('胶壳', 'housing', 'корпус', 'carcasa'),
} satisfies Record<string, LocalizedText>;

interface ConnectorSeries {
  name: string;
  brand: string;
  pitch: number;
  amps: number;
  volts: number;
  counts: number[];
  variants: {
    mpn: (count: number) => string;
    packageName: string;
    orientation: keyof typeof orientations;
    mounting: string;
    price: number;
  }[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const two = (count: number) => String(count).padStart(2, '0');

const wireToBoard: ConnectorSeries[] = [
  {
    name: 'JST PH',
    brand: 'jst',
    pitch: 2.0,
    amps: 2,
    volts: 100,
    counts: range(2, 16),
    variants: [
      {
        mpn: (n) => `B${n}B-PH-K-S(LF)(SN)`,
        packageName: 'PH-2.0 THT',
        orientation: 'vertical',
        mounting: 'Through hole',
        price: 0.3,
      },
      {
        mpn: (n) => `S${n}B-PH-K-S(LF)(SN)`,
        packageName: 'PH-2.0 THT',
        orientation: 'rightAngle',
        mounting: 'Through hole',
        price: 0.35,
      },
      {
        mpn: (n) => `B${n}B-PH-SM4-TB(LF)(SN)`,
        packageName: 'PH-2.0 SMD',
        orientation: 'vertical',
        mounting: 'Surface mount',
        price: 0.6,
      },
      {
        mpn: (n) => `S${n}B-PH-SM4-TB(LF)(SN)`,
        packageName: 'PH-2.0 SMD',
        orientation: 'rightAngle',
        mounting: 'Surface mount',
        price: 0.6,
      },
      {
        mpn: (n) => `PHR-${n}`,
        packageName: 'PH-2.0 Housing',
        orientation: 'housing',
        mounting: 'Free hanging',
        price: 0.08,
      },
    ],
  },
  {
    name: 'JST XH',
    brand: 'jst',
    pitch: 2.5,
    amps: 3,
    volts: 250,
    counts: range(2, 16),
    variants: [
      {
        mpn: (n) => `B${n}B-XH-A(LF)(SN)`,
        packageName: 'XH-2.54 THT',
        orientation: 'vertical',
        mounting: 'Through hole',
        price: 0.3,
      },
      {
        mpn: (n) => `S${n}B-XH-A(LF)(SN)`,
        packageName: 'XH-2.54 THT',
        orientation: 'rightAngle',
        mounting: 'Through hole',
        price: 0.4,
      },
      {
        mpn: (n) => `XHP-${n}`,
        packageName: 'XH-2.54 Housing',
        orientation: 'housing',
        mounting: 'Free hanging',
        price: 0.08,
      },
    ],
  },
  {
    name: 'JST SH',
    brand: 'jst',
    pitch: 1.0,
    amps: 1,
    volts: 50,
    counts: range(2, 15),
    variants: [
      {
        mpn: (n) => `SM${two(n)}B-SRSS-TB(LF)(SN)`,
        packageName: 'SH-1.0 SMD',
        orientation: 'rightAngle',
        mounting: 'Surface mount',
        price: 0.7,
      },
      {
        mpn: (n) => `BM${two(n)}B-SRSS-TB(LF)(SN)`,
        packageName: 'SH-1.0 SMD',
        orientation: 'vertical',
        mounting: 'Surface mount',
        price: 0.7,
      },
      {
        mpn: (n) => `SHR-${two(n)}V-S-B`,
        packageName: 'SH-1.0 Housing',
        orientation: 'housing',
        mounting: 'Free hanging',
        price: 0.15,
      },
    ],
  },
  {
    name: 'Molex PicoBlade',
    brand: 'molex',
    pitch: 1.25,
    amps: 1,
    volts: 125,
    counts: range(2, 15),
    variants: [
      {
        mpn: (n) => `53047-${two(n)}10`,
        packageName: 'PicoBlade-1.25 THT',
        orientation: 'vertical',
        mounting: 'Through hole',
        price: 0.9,
      },
      {
        mpn: (n) => `53048-${two(n)}10`,
        packageName: 'PicoBlade-1.25 THT',
        orientation: 'rightAngle',
        mounting: 'Through hole',
        price: 0.9,
      },
      {
        mpn: (n) => `53398-${two(n)}71`,
        packageName: 'PicoBlade-1.25 SMD',
        orientation: 'vertical',
        mounting: 'Surface mount',
        price: 1.6,
      },
      {
        mpn: (n) => `53261-${two(n)}71`,
        packageName: 'PicoBlade-1.25 SMD',
        orientation: 'rightAngle',
        mounting: 'Surface mount',
        price: 1.6,
      },
      {
        mpn: (n) => `51021-${two(n)}00`,
        packageName: 'PicoBlade-1.25 Housing',
        orientation: 'housing',
        mounting: 'Free hanging',
        price: 0.3,
      },
    ],
  },
  {
    name: 'Molex KK 254',
    brand: 'molex',
    pitch: 2.54,
    amps: 4,
    volts: 250,
    counts: range(2, 9),
    variants: [
      {
        mpn: (n) => `22-23-20${n}1`,
        packageName: 'KK-2.54 THT',
        orientation: 'vertical',
        mounting: 'Through hole',
        price: 0.8,
      },
    ],
  },
];

function wireToBoardConnectors(): PartSpec[] {
  return wireToBoard.flatMap((series) =>
    series.counts.flatMap((count) =>
      series.variants.map((variant) => {
        const pitch = fixed(series.pitch, 'mm');
        const kind =
          variant.orientation === 'housing'
            ? text(
                `${series.name} 线端胶壳`,
                `${series.name} receptacle housing`,
                `Корпус гнезда ${series.name}`,
                `Carcasa hembra ${series.name}`,
              )
            : text(
                `${series.name} 线对板插座`,
                `${series.name} wire-to-board header`,
                `Вилка ${series.name} «провод — плата»`,
                `Cabezal ${series.name} cable a placa`,
              );
        return {
          mpn: variant.mpn(count),
          brand: series.brand,
          category: 'wire-to-board-connectors',
          package: variant.packageName,
          material: variant.orientation === 'housing' ? 'Nylon 66, UL94V-0' : 'Nylon 66 / tin-plated brass',
          description: describe(
            kind,
            [positions(count), pitch, orientations[variant.orientation]],
            variant.packageName,
          ),
          parameters: {
            positions: String(count),
            pitch: pitch.plain,
            mounting: variant.mounting,
            current: quantity(series.amps, 'A').plain,
            voltageRating: fixed(series.volts, 'V').plain,
          },
          price: variant.price * (1 + count / 12),
          packaging: 'piece',
        } satisfies PartSpec;
      }),
    ),
  );
}

function pinHeaders(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (
    mpn: string,
    brand: string,
    packageName: string,
    count: number,
    rows: number,
    female: boolean,
    price: number,
  ) => {
    const kind = female
      ? text('2.54mm 排母', '2.54 mm female header', 'Гнездо PBS 2,54 мм', 'Tira hembra de 2,54 mm')
      : text('2.54mm 排针', '2.54 mm pin header', 'Штыревой разъём PLS 2,54 мм', 'Tira de pines de 2,54 mm');
    const layout = text(
      `${rows}x${count / rows}P`,
      `${rows}x${count / rows}`,
      `${rows}x${count / rows}`,
      `${rows}x${count / rows}`,
    );
    parts.push({
      mpn,
      brand,
      category: 'pin-headers',
      package: packageName,
      material: 'PBT / gold-flash phosphor bronze',
      description: describe(kind, [layout, orientations.vertical], packageName),
      parameters: {
        positions: String(count),
        rows: String(rows),
        pitch: '2.54 mm',
        current: '3 A',
        mounting: 'Through hole',
      },
      price,
      packaging: 'piece',
    });
  };
  for (const count of range(2, 40)) {
    const pins = String(count).padStart(3, '0');
    add(`613${pins}11121`, 'wurth-elektronik', 'Header 2.54mm 1 row', count, 1, false, 0.15 + count * 0.04);
    add(`613${pins}18121`, 'wurth-elektronik', 'Female 2.54mm 1 row', count, 1, true, 0.3 + count * 0.07);
    add(`68001-1${two(count)}HLF`, 'amphenol', 'Header 2.54mm 1 row', count, 1, false, 0.2 + count * 0.05);
    if (count % 2 === 0 && count >= 4) {
      const dual = String(count * 2).padStart(3, '0');
      add(`613${dual}21121`, 'wurth-elektronik', 'Header 2.54mm 2 rows', count * 2, 2, false, 0.3 + count * 0.08);
      add(`613${dual}21821`, 'wurth-elektronik', 'Female 2.54mm 2 rows', count * 2, 2, true, 0.6 + count * 0.14);
    }
  }
  return parts;
}

function terminalBlocks(): PartSpec[] {
  const parts: PartSpec[] = [];
  const phoenixNumbers = [
    1715721, 1715734, 1715747, 1715750, 1715763, 1715776, 1715789, 1715792, 1715802, 1715815, 1715828,
  ];
  const add = (
    mpn: string,
    brand: string,
    packageName: string,
    count: number,
    pitch: number,
    amps: number,
    volts: number,
    price: number,
  ) => {
    const pitchText = fixed(pitch, 'mm');
    parts.push({
      mpn,
      brand,
      category: 'terminal-blocks',
      package: packageName,
      material: 'Polyamide, UL94V-0',
      description: describe(
        text(
          'PCB 螺钉式接线端子',
          'PCB screw terminal block',
          'Клеммная колодка винтовая на плату',
          'Bornera de tornillo para PCB',
        ),
        [positions(count), pitchText, quantity(amps, 'A').text, fixed(volts, 'V').text],
        packageName,
      ),
      parameters: {
        positions: String(count),
        pitch: pitchText.plain,
        current: quantity(amps, 'A').plain,
        voltageRating: fixed(volts, 'V').plain,
        wireGauge: pitch > 3 ? '26-12 AWG' : '30-20 AWG',
      },
      price,
      packaging: 'piece',
    });
  };
  for (const count of range(2, 12)) {
    add(`282834-${count}`, 'te-connectivity', 'Terminal Block 2.54mm', count, 2.54, 6, 150, 0.9 + count * 0.35);
    add(`282836-${count}`, 'te-connectivity', 'Terminal Block 5.08mm', count, 5.08, 16, 300, 1.2 + count * 0.5);
    add(
      String(phoenixNumbers[count - 2]),
      'phoenix-contact',
      'Terminal Block 5.08mm',
      count,
      5.08,
      13.5,
      250,
      2.5 + count * 0.9,
    );
  }
  return parts;
}

function usbConnectors(): PartSpec[] {
  const entries: [string, string, string, string, number][] = [
    ['TYPE-C-31-M-12', 'hroparts', 'USB-C SMD 16P', 'USB Type-C receptacle, 16 pins, USB 2.0', 0.75],
    ['TYPE-C-31-M-17', 'hroparts', 'USB-C SMD 6P', 'USB Type-C receptacle, 6 pins, power only', 0.45],
    ['U-F-M5DD-Y-L', 'hroparts', 'Micro USB SMD 5P', 'Micro USB B receptacle', 0.25],
    ['105017-0001', 'molex', 'Micro USB SMD 5P', 'Micro USB B receptacle', 1.6],
    ['47346-0001', 'molex', 'Micro USB SMD 5P', 'Micro USB B receptacle, through-hole pegs', 2.1],
    ['48037-0001', 'molex', 'USB-A THT 4P', 'USB 2.0 Type-A receptacle, right angle', 2.6],
    ['10118194-0001LF', 'amphenol', 'Micro USB SMD 5P', 'Micro USB B receptacle', 1.2],
    ['87520-0010BLF', 'amphenol', 'USB-A THT 4P', 'USB 2.0 Type-A receptacle, right angle', 2.2],
    ['629105150521', 'wurth-elektronik', 'Micro USB SMD 5P', 'Micro USB B receptacle, horizontal', 2.4],
  ];
  return entries.map(([mpn, brand, packageName, detail, price]) => ({
    mpn,
    brand,
    category: 'usb-connectors',
    package: packageName,
    material: 'LCP / stainless steel shell',
    description: describe(text('USB 连接器', 'USB connector', 'USB-разъём', 'Conector USB'), [detail], packageName),
    parameters: {
      type: detail,
      current: packageName.startsWith('USB-C') ? '3 A' : '1.8 A',
      mounting: packageName.includes('THT') ? 'Through hole' : 'Surface mount',
    },
    price,
    packaging: 'piece',
  }));
}

function tactileSwitches(): PartSpec[] {
  const entries: [string, string, string, number, number, number][] = [
    ['SKQGABE010', 'alps-alpine', 'Tactile 5.2x5.2mm SMD', 1.5, 1.57, 0.8],
    ['SKQGAFE010', 'alps-alpine', 'Tactile 5.2x5.2mm SMD', 1.5, 2.55, 0.8],
    ['SKHHAKA010', 'alps-alpine', 'Tactile 6x6mm THT', 5, 1.57, 0.7],
    ['SKRPACE010', 'alps-alpine', 'Tactile 3x4mm SMD', 2.5, 1.57, 0.9],
    ['B3F-1000', 'omron', 'Tactile 6x6mm THT', 4.3, 0.98, 0.9],
    ['B3F-1002', 'omron', 'Tactile 6x6mm THT', 4.3, 0.98, 1],
    ['B3F-1020', 'omron', 'Tactile 6x6mm THT', 7.3, 0.98, 1],
    ['B3F-1050', 'omron', 'Tactile 6x6mm THT', 9.5, 0.98, 1.1],
    ['B3F-1052', 'omron', 'Tactile 6x6mm THT', 9.5, 1.47, 1.2],
    ['B3FS-1000P', 'omron', 'Tactile 6x6mm SMD', 3.1, 0.98, 2.2],
    ['B3U-1000P', 'omron', 'Tactile 3x2.5mm SMD', 1.6, 1.53, 1.8],
    ['1825910-6', 'te-connectivity', 'Tactile 6x6mm THT', 5, 1.6, 0.8],
    ['430182050816', 'wurth-elektronik', 'Tactile 6x6mm THT', 5, 1.6, 1.3],
    ['SKQGADE010', 'alps-alpine', 'Tactile 5.2x5.2mm SMD', 1.5, 3.43, 0.9],
  ];
  return entries.map(([mpn, brand, packageName, height, newtons, price]) => {
    const force = fixed(newtons, 'N');
    return {
      mpn,
      brand,
      category: 'tactile-switches',
      package: packageName,
      material: null,
      description: describe(
        text('轻触开关', 'Tactile switch', 'Тактовая кнопка', 'Pulsador táctil'),
        [
          `SPST-NO`,
          text(
            `按压力 ${force.text['zh-CN']}`,
            `${force.plain} actuation force`,
            `усилие ${force.text.ru}`,
            `fuerza ${force.text['es-ES']}`,
          ),
          text(
            `高 ${height}mm`,
            `${height} mm high`,
            `высота ${String(height).replace('.', ',')} мм`,
            `altura ${String(height).replace('.', ',')} mm`,
          ),
        ],
        packageName,
      ),
      parameters: {
        contactForm: 'SPST-NO',
        actuationForce: force.plain,
        height: `${height} mm`,
        rating: '50 mA 12 VDC',
        life: '100,000 cycles',
      },
      price,
      packaging: 'piece',
    } satisfies PartSpec;
  });
}

function relays(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (
    mpn: string,
    brand: string,
    packageName: string,
    coilVolts: number,
    contacts: string,
    rating: string,
    price: number,
  ) => {
    const coil = fixed(coilVolts, 'V');
    parts.push({
      mpn,
      brand,
      category: 'relays',
      package: packageName,
      material: null,
      description: describe(
        text('电磁继电器', 'Electromagnetic relay', 'Электромагнитное реле', 'Relé electromagnético'),
        [
          text(
            `线圈 ${coil.text['zh-CN']}`,
            `${coil.plain} coil`,
            `катушка ${coil.text.ru}`,
            `bobina ${coil.text['es-ES']}`,
          ),
          contacts,
          rating,
        ],
        packageName,
      ),
      parameters: { coilVoltage: `${coil.plain} DC`, contactForm: contacts, contactRating: rating },
      price,
      packaging: 'piece',
    });
  };
  for (const volts of [3, 5, 6, 9, 12, 24, 48]) {
    const code = String(volts).padStart(2, '0');
    add(`SRD-${code}VDC-SL-C`, 'songle', 'Relay THT 19x15.5mm', volts, 'SPDT (1 Form C)', '10 A 250 VAC', 2.2);
    add(`SRD-${code}VDC-SL-A`, 'songle', 'Relay THT 19x15.5mm', volts, 'SPST-NO (1 Form A)', '10 A 250 VAC', 2);
  }
  for (const volts of [3, 5, 9, 12, 24]) {
    add(`G5V-1-DC${volts}`, 'omron', 'Relay THT 20x10mm', volts, 'SPDT (1 Form C)', '1 A 125 VAC', 9.5);
    add(`G6K-2F-Y-DC${volts}`, 'omron', 'Relay SMD 10x6.5mm', volts, 'DPDT (2 Form C)', '0.3 A 125 VAC', 18);
    add(`TQ2-${volts}V`, 'panasonic', 'Relay THT 14x9mm', volts, 'DPDT (2 Form C)', '0.5 A 125 VAC', 16);
  }
  for (const volts of [5, 12, 24]) {
    add(`G5LE-1-DC${volts}`, 'omron', 'Relay THT 22.5x16.5mm', volts, 'SPDT (1 Form C)', '10 A 250 VAC', 7.5);
  }
  return parts;
}

/** Fresh generators: list generators remember how far they got, so every catalog needs its own. */
export function electromechanicalGenerators(): PartGenerator[] {
  return [
    listGenerator('wire-to-board-connectors', 3.5, wireToBoardConnectors),
    listGenerator('pin-headers', 2, pinHeaders),
    listGenerator('terminal-blocks', 0.8, terminalBlocks),
    listGenerator('usb-connectors', 0.3, usbConnectors),
    listGenerator('tactile-switches', 0.4, tactileSwitches),
    listGenerator('relays', 0.5, relays),
  ];
}
