import type { LocalizedText } from '../../platform/i18n/index.js';
import { fixed, memorySize, quantity, temperatureRange, text, voltageRange, type Term } from '../format.js';
import type { PartSpec } from '../product-builder.js';
import { describe, listGenerator, type PartGenerator } from './common.js';

/** A TI product-folder datasheet link, which exists for every TI part family. */
export function tiDatasheet(family: string): string {
  return `https://www.ti.com/lit/ds/symlink/${family.toLowerCase()}.pdf`;
}

export function integratedCircuit(
  mpn: string,
  brand: string,
  category: string,
  kind: LocalizedText,
  packageName: string,
  parameters: Record<string, string>,
  details: Term[],
  price: number,
  datasheetUrl: string | null = null,
): PartSpec {
  return {
    mpn,
    brand,
    category,
    package: packageName,
    material: null,
    description: describe(kind, details, packageName),
    parameters,
    price,
    packaging: 'piece',
    datasheetUrl,
  };
}

export const icKinds = {
  mcu32: text('32 位单片机', '32-bit microcontroller', '32-разрядный микроконтроллер', 'Microcontrolador de 32 bits'),
  mcu8: text('8 位单片机', '8-bit microcontroller', '8-разрядный микроконтроллер', 'Microcontrolador de 8 bits'),
  mcu16: text('16 位单片机', '16-bit microcontroller', '16-разрядный микроконтроллер', 'Microcontrolador de 16 bits'),
  ldo: text('线性稳压器', 'Linear regulator', 'Линейный стабилизатор', 'Regulador lineal'),
  buck: text(
    '降压型 DC-DC 转换器',
    'Step-down DC-DC converter',
    'Понижающий DC-DC-преобразователь',
    'Convertidor CC-CC reductor',
  ),
  boost: text(
    '升压型 DC-DC 转换器',
    'Step-up DC-DC converter',
    'Повышающий DC-DC-преобразователь',
    'Convertidor CC-CC elevador',
  ),
  reference: text('电压基准', 'Voltage reference', 'Источник опорного напряжения', 'Referencia de tensión'),
  shunt: text(
    '可调并联稳压基准',
    'Adjustable shunt regulator',
    'Регулируемый параллельный стабилизатор',
    'Regulador en derivación ajustable',
  ),
  opAmp: text('运算放大器', 'Operational amplifier', 'Операционный усилитель', 'Amplificador operacional'),
  instrumentation: text(
    '仪表放大器',
    'Instrumentation amplifier',
    'Инструментальный усилитель',
    'Amplificador de instrumentación',
  ),
  comparator: text('比较器', 'Comparator', 'Компаратор', 'Comparador'),
  timer: text('定时器', 'Timer', 'Таймер', 'Temporizador'),
  usbUart: text('USB 转串口芯片', 'USB to UART bridge', 'Преобразователь USB-UART', 'Puente USB a UART'),
  can: text('CAN 收发器', 'CAN transceiver', 'CAN-трансивер', 'Transceptor CAN'),
  canController: text('CAN 控制器', 'CAN controller', 'CAN-контроллер', 'Controlador CAN'),
  rs485: text('RS-485 收发器', 'RS-485 transceiver', 'Приёмопередатчик RS-485', 'Transceptor RS-485'),
  rs232: text('RS-232 收发器', 'RS-232 transceiver', 'Приёмопередатчик RS-232', 'Transceptor RS-232'),
  levelShifter: text('电平转换器', 'Level translator', 'Преобразователь логических уровней', 'Traductor de nivel'),
  norFlash: text('SPI NOR Flash', 'SPI NOR flash', 'Флеш-память SPI NOR', 'Memoria flash SPI NOR'),
  nandFlash: text('SPI NAND Flash', 'SPI NAND flash', 'Флеш-память SPI NAND', 'Memoria flash SPI NAND'),
  eeprom: text('EEPROM 存储器', 'EEPROM', 'EEPROM', 'Memoria EEPROM'),
  fram: text('铁电存储器 (FRAM)', 'FRAM', 'Сегнетоэлектрическая память (FRAM)', 'Memoria FRAM'),
  sram: text('SRAM 存储器', 'SRAM', 'SRAM', 'Memoria SRAM'),
} satisfies Record<string, LocalizedText>;

const flashKb: Record<string, number> = { '4': 16, '6': 32, '8': 64, B: 128, C: 256, D: 384, E: 512, G: 1024, I: 2048 };
const pinsByCode: Record<string, number> = { J: 8, A: 16, F: 20, G: 28, K: 32, C: 48, R: 64, V: 100, Z: 144 };

function mcuPackage(pinCode: string, packageCode: string): string {
  const pins = pinsByCode[pinCode]!;
  if (packageCode === 'P') return `TSSOP-${pins}`;
  if (packageCode === 'U') return `UFQFPN-${pins}`;
  if (packageCode === 'M') return `SOIC-${pins}`;
  return `LQFP-${pins}`;
}

interface McuFamily {
  prefix: string;
  brand: string;
  core: string;
  megahertz: number;
  volts: [number, number];
  /** RAM in KB by flash-size code. */
  ram: Record<string, number>;
  /** Suffixes after the prefix: pin-count code, flash code, package code, temperature code. */
  variants: string;
  priceFactor: number;
  datasheet?: (variant: string) => string;
}

const stDatasheet = (prefix: string) => (variant: string) =>
  `https://www.st.com/resource/en/datasheet/${prefix.toLowerCase()}${variant.slice(0, 2).toLowerCase()}.pdf`;

const mcuFamilies: McuFamily[] = [
  {
    prefix: 'STM32F030',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0',
    megahertz: 48,
    volts: [2.4, 3.6],
    ram: { '4': 4, '6': 4, '8': 8, C: 32 },
    variants: 'F4P6 K6T6 C6T6 C8T6 CCT6 R8T6 RCT6',
    priceFactor: 0.7,
    datasheet: stDatasheet('STM32F030'),
  },
  {
    prefix: 'STM32F031',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0',
    megahertz: 48,
    volts: [2.0, 3.6],
    ram: { '4': 4, '6': 4 },
    variants: 'F4P6 F6P6 K6T6 C6T6 G6U6',
    priceFactor: 0.8,
  },
  {
    prefix: 'STM32F042',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0',
    megahertz: 48,
    volts: [2.0, 3.6],
    ram: { '6': 6 },
    variants: 'F6P6 K6T6 C6T6 G6U6',
    priceFactor: 0.9,
  },
  {
    prefix: 'STM32F072',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0',
    megahertz: 48,
    volts: [2.0, 3.6],
    ram: { '8': 16, B: 16 },
    variants: 'C8T6 CBT6 RBT6 V8T6 VBT6 CBU6',
    priceFactor: 0.95,
  },
  {
    prefix: 'STM32F103',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M3',
    megahertz: 72,
    volts: [2.0, 3.6],
    ram: { '6': 10, '8': 20, B: 20, C: 48, E: 64 },
    variants: 'C6T6 C8T6 CBT6 R8T6 RBT6 RCT6 RET6 VBT6 VCT6 VET6 ZET6',
    priceFactor: 1.4,
    datasheet: (variant) =>
      `https://www.st.com/resource/en/datasheet/stm32f103${'46'.includes(variant[1]!) ? 'c6' : '8B'.includes(variant[1]!) ? 'c8' : 'rc'}.pdf`,
  },
  {
    prefix: 'STM32F401',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 84,
    volts: [1.7, 3.6],
    ram: { C: 64, E: 96 },
    variants: 'CCU6 CEU6 RCT6 RET6 VCT6 VET6',
    priceFactor: 1.1,
  },
  {
    prefix: 'STM32F405',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 168,
    volts: [1.8, 3.6],
    ram: { G: 192 },
    variants: 'RGT6 VGT6 ZGT6',
    priceFactor: 1.6,
  },
  {
    prefix: 'STM32F407',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 168,
    volts: [1.8, 3.6],
    ram: { E: 192, G: 192 },
    variants: 'VET6 VGT6 ZET6 ZGT6',
    priceFactor: 1.7,
    datasheet: () => 'https://www.st.com/resource/en/datasheet/stm32f407vg.pdf',
  },
  {
    prefix: 'STM32F411',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 100,
    volts: [1.7, 3.6],
    ram: { C: 128, E: 128 },
    variants: 'CCU6 CEU6 RCT6 RET6 VET6',
    priceFactor: 1.2,
  },
  {
    prefix: 'STM32F446',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 180,
    volts: [1.7, 3.6],
    ram: { C: 128, E: 128 },
    variants: 'RCT6 RET6 VET6 ZET6',
    priceFactor: 1.5,
  },
  {
    prefix: 'STM32G030',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0+',
    megahertz: 64,
    volts: [2.0, 3.6],
    ram: { '6': 8, '8': 8 },
    variants: 'F6P6 K6T6 K8T6 C6T6 C8T6',
    priceFactor: 0.55,
  },
  {
    prefix: 'STM32G031',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0+',
    megahertz: 64,
    volts: [1.7, 3.6],
    ram: { '4': 8, '6': 8, '8': 8 },
    variants: 'F4P6 F6P6 F8P6 K8T6 K8U6 C8T6 G8U6',
    priceFactor: 0.6,
  },
  {
    prefix: 'STM32G431',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 170,
    volts: [1.71, 3.6],
    ram: { '6': 32, '8': 32, B: 32 },
    variants: 'CBU6 CBT6 KBT6 RBT6 C8T6 K6U6',
    priceFactor: 1.1,
  },
  {
    prefix: 'STM32G474',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 170,
    volts: [1.71, 3.6],
    ram: { B: 128, C: 128, E: 128 },
    variants: 'CBT6 CCT6 CET6 RBT6 RET6 VET6 CEU6',
    priceFactor: 1.3,
  },
  {
    prefix: 'STM32L031',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M0+',
    megahertz: 32,
    volts: [1.65, 3.6],
    ram: { '4': 8, '6': 8 },
    variants: 'F4P6 F6P6 K6T6 K6U6 C6T6 G6U6',
    priceFactor: 0.9,
  },
  {
    prefix: 'STM32L432',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 80,
    volts: [1.71, 3.6],
    ram: { B: 64, C: 64 },
    variants: 'KBU6 KCU6',
    priceFactor: 1.3,
  },
  {
    prefix: 'STM32L476',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M4F',
    megahertz: 80,
    volts: [1.71, 3.6],
    ram: { C: 128, E: 128, G: 128 },
    variants: 'RCT6 RET6 RGT6 VET6 VGT6 ZGT6',
    priceFactor: 1.4,
  },
  {
    prefix: 'STM32H743',
    brand: 'stmicroelectronics',
    core: 'ARM Cortex-M7',
    megahertz: 480,
    volts: [1.62, 3.6],
    ram: { G: 1024, I: 1024 },
    variants: 'VGT6 VIT6 ZGT6 ZIT6',
    priceFactor: 2.2,
  },
  {
    prefix: 'GD32F103',
    brand: 'gigadevice',
    core: 'ARM Cortex-M3',
    megahertz: 108,
    volts: [2.6, 3.6],
    ram: { '8': 20, B: 20, C: 48, E: 64 },
    variants: 'C8T6 CBT6 R8T6 RBT6 RCT6 RET6 VCT6 VET6',
    priceFactor: 0.8,
  },
  {
    prefix: 'GD32F303',
    brand: 'gigadevice',
    core: 'ARM Cortex-M4',
    megahertz: 120,
    volts: [2.6, 3.6],
    ram: { C: 48, E: 64, G: 96 },
    variants: 'CCT6 CET6 CGT6 RCT6 RET6 RGT6 VCT6 VET6',
    priceFactor: 0.85,
  },
  {
    prefix: 'GD32E230',
    brand: 'gigadevice',
    core: 'ARM Cortex-M23',
    megahertz: 72,
    volts: [1.8, 3.6],
    ram: { '4': 4, '6': 6, '8': 8 },
    variants: 'F4P6 F6P6 F8P6 K6T6 K8T6 C6T6 C8T6 G8U6',
    priceFactor: 0.4,
  },
  {
    prefix: 'GD32F130',
    brand: 'gigadevice',
    core: 'ARM Cortex-M3',
    megahertz: 72,
    volts: [2.6, 3.6],
    ram: { '4': 4, '6': 4, '8': 8 },
    variants: 'F4P6 F6P6 F8P6 G6U6 G8U6 K8T6 C8T6',
    priceFactor: 0.5,
  },
  {
    prefix: 'CH32V203',
    brand: 'wch',
    core: 'RISC-V QingKe V4B',
    megahertz: 144,
    volts: [2.5, 3.6],
    ram: { '6': 10, '8': 20, B: 64 },
    variants: 'C6T6 C8T6 K6T6 K8T6 G6U6 G8U6 F6P6 F8P6 RBT6',
    priceFactor: 0.3,
  },
  {
    prefix: 'CH32V003',
    brand: 'wch',
    core: 'RISC-V QingKe V2A',
    megahertz: 48,
    volts: [2.7, 5.5],
    ram: { '4': 2 },
    variants: 'F4P6 J4M6 A4M6',
    priceFactor: 0.2,
  },
  {
    prefix: 'CH32V307',
    brand: 'wch',
    core: 'RISC-V QingKe V4F',
    megahertz: 144,
    volts: [2.5, 3.6],
    ram: { C: 64 },
    variants: 'VCT6 RCT6',
    priceFactor: 0.4,
  },
  {
    prefix: 'CH32F103',
    brand: 'wch',
    core: 'ARM Cortex-M3',
    megahertz: 72,
    volts: [2.7, 5.5],
    ram: { '6': 10, '8': 20 },
    variants: 'C6T6 C8T6 R8T6',
    priceFactor: 0.4,
  },
];

function mcuSpec(
  mpn: string,
  brand: string,
  kind: LocalizedText,
  packageName: string,
  core: string,
  megahertz: number,
  flashBytes: number,
  ramBytes: number,
  volts: [number, number],
  price: number,
  datasheetUrl: string | null = null,
  extra: Record<string, string> = {},
): PartSpec {
  const flash = memorySize(flashBytes, 'B');
  const ram = memorySize(ramBytes, 'B');
  const frequency = quantity(megahertz * 1e6, 'Hz');
  return integratedCircuit(
    mpn,
    brand,
    'microcontrollers',
    kind,
    packageName,
    {
      core,
      frequency: frequency.plain,
      flash: flashBytes > 0 ? flash.plain : 'External QSPI',
      ram: ram.plain,
      supplyVoltage: voltageRange(...volts).plain,
      temperatureRange: temperatureRange(-40, 85).plain,
      ...extra,
    },
    [
      core,
      frequency,
      flashBytes > 0
        ? text(
            `${flash.text['zh-CN']} Flash`,
            `${flash.plain} flash`,
            `флеш ${flash.text.ru}`,
            `${flash.text['es-ES']} flash`,
          )
        : '',
      text(`${ram.text['zh-CN']} RAM`, `${ram.plain} RAM`, `ОЗУ ${ram.text.ru}`, `${ram.text['es-ES']} RAM`),
    ].filter((detail) => detail !== ''),
    price,
    datasheetUrl,
  );
}

function microcontrollers(): PartSpec[] {
  const parts: PartSpec[] = [];
  for (const family of mcuFamilies) {
    for (const variant of family.variants.split(' ')) {
      const [pinCode, flashCode, packageCode] = [variant[0]!, variant[1]!, variant[2]!];
      const flash = flashKb[flashCode]!;
      const ram = family.ram[flashCode] ?? Object.values(family.ram)[0]!;
      const pinFactor = 1 + (pinsByCode[pinCode]! - 20) / 300;
      parts.push(
        mcuSpec(
          `${family.prefix}${variant}`,
          family.brand,
          icKinds.mcu32,
          mcuPackage(pinCode, packageCode),
          family.core,
          family.megahertz,
          flash * 1024,
          ram * 1024,
          family.volts,
          (1.8 + flash ** 0.62 * 0.35) * family.priceFactor * pinFactor,
          family.datasheet?.(variant) ?? null,
        ),
      );
    }
  }
  const avr = 'AVR';
  const listed: [
    string,
    string,
    LocalizedText,
    string,
    string,
    number,
    number,
    number,
    [number, number],
    number,
    string?,
  ][] = [
    ['ATMEGA328P-AU', 'microchip', icKinds.mcu8, 'TQFP-32', avr, 20, 32, 2, [1.8, 5.5], 12.5],
    ['ATMEGA328P-PU', 'microchip', icKinds.mcu8, 'DIP-28', avr, 20, 32, 2, [1.8, 5.5], 16],
    ['ATMEGA328P-MU', 'microchip', icKinds.mcu8, 'QFN-32 (5x5)', avr, 20, 32, 2, [1.8, 5.5], 13],
    ['ATMEGA328PB-AU', 'microchip', icKinds.mcu8, 'TQFP-32', avr, 20, 32, 2, [1.8, 5.5], 11],
    ['ATMEGA8A-AU', 'microchip', icKinds.mcu8, 'TQFP-32', avr, 16, 8, 1, [2.7, 5.5], 7.5],
    ['ATMEGA8A-PU', 'microchip', icKinds.mcu8, 'DIP-28', avr, 16, 8, 1, [2.7, 5.5], 9],
    ['ATMEGA16A-AU', 'microchip', icKinds.mcu8, 'TQFP-44', avr, 16, 16, 1, [2.7, 5.5], 12],
    ['ATMEGA32A-AU', 'microchip', icKinds.mcu8, 'TQFP-44', avr, 16, 32, 2, [2.7, 5.5], 16],
    ['ATMEGA32U4-AU', 'microchip', icKinds.mcu8, 'TQFP-44', avr, 16, 32, 2.5, [2.7, 5.5], 22],
    ['ATMEGA2560-16AU', 'microchip', icKinds.mcu8, 'TQFP-100', avr, 16, 256, 8, [4.5, 5.5], 58],
    ['ATMEGA1284P-AU', 'microchip', icKinds.mcu8, 'TQFP-44', avr, 20, 128, 16, [1.8, 5.5], 38],
    ['ATTINY13A-SSU', 'microchip', icKinds.mcu8, 'SOIC-8', avr, 20, 1, 0.0625, [1.8, 5.5], 2.6],
    ['ATTINY85-20SU', 'microchip', icKinds.mcu8, 'SOIC-8 (208mil)', avr, 20, 8, 0.5, [2.7, 5.5], 7.2],
    ['ATTINY85-20PU', 'microchip', icKinds.mcu8, 'DIP-8', avr, 20, 8, 0.5, [2.7, 5.5], 9.5],
    ['ATTINY45-20SU', 'microchip', icKinds.mcu8, 'SOIC-8 (208mil)', avr, 20, 4, 0.25, [2.7, 5.5], 6.8],
    ['ATTINY44A-SSU', 'microchip', icKinds.mcu8, 'SOIC-14', avr, 20, 4, 0.25, [1.8, 5.5], 6.5],
    ['ATTINY84A-SSU', 'microchip', icKinds.mcu8, 'SOIC-14', avr, 20, 8, 0.5, [1.8, 5.5], 8],
    ['ATTINY2313A-SU', 'microchip', icKinds.mcu8, 'SOIC-20 (wide)', avr, 20, 2, 0.125, [1.8, 5.5], 6],
    [
      'ATTINY1616-SNR',
      'microchip',
      icKinds.mcu8,
      'SOIC-20 (wide)',
      'AVR (tinyAVR 1-series)',
      20,
      16,
      2,
      [1.8, 5.5],
      5.5,
    ],
    ['ATTINY202-SSNR', 'microchip', icKinds.mcu8, 'SOIC-8', 'AVR (tinyAVR 0-series)', 20, 2, 0.125, [1.8, 5.5], 2.8],
    ['ATTINY402-SSNR', 'microchip', icKinds.mcu8, 'SOIC-8', 'AVR (tinyAVR 0-series)', 20, 4, 0.25, [1.8, 5.5], 3.2],
    ['PIC16F877A-I/P', 'microchip', icKinds.mcu8, 'DIP-40', 'PIC16', 20, 14, 0.359375, [4.0, 5.5], 32],
    ['PIC16F877A-I/PT', 'microchip', icKinds.mcu8, 'TQFP-44', 'PIC16', 20, 14, 0.359375, [4.0, 5.5], 28],
    ['PIC16F628A-I/P', 'microchip', icKinds.mcu8, 'DIP-18', 'PIC16', 20, 3.5, 0.21875, [3.0, 5.5], 9],
    ['PIC16F628A-I/SO', 'microchip', icKinds.mcu8, 'SOIC-18 (wide)', 'PIC16', 20, 3.5, 0.21875, [3.0, 5.5], 8.5],
    ['PIC12F675-I/SN', 'microchip', icKinds.mcu8, 'SOIC-8', 'PIC12', 20, 1.75, 0.0625, [2.0, 5.5], 4.2],
    ['PIC12F683-I/P', 'microchip', icKinds.mcu8, 'DIP-8', 'PIC12', 20, 3.5, 0.125, [2.0, 5.5], 5.5],
    ['PIC18F4550-I/P', 'microchip', icKinds.mcu8, 'DIP-40', 'PIC18', 48, 32, 2, [4.2, 5.5], 45],
    ['PIC18F2550-I/SO', 'microchip', icKinds.mcu8, 'SOIC-28 (wide)', 'PIC18', 48, 32, 2, [4.2, 5.5], 38],
    ['RP2040', 'raspberry-pi', icKinds.mcu32, 'QFN-56 (7x7)', 'ARM Cortex-M0+ dual-core', 133, 0, 264, [1.8, 3.3], 5.8],
    ['LPC1768FBD100', 'nxp', icKinds.mcu32, 'LQFP-100', 'ARM Cortex-M3', 100, 512, 64, [2.4, 3.6], 52],
    ['LPC824M201JDH20', 'nxp', icKinds.mcu32, 'TSSOP-20', 'ARM Cortex-M0+', 30, 32, 8, [1.8, 3.6], 9],
    ['LPC1114FBD48/302', 'nxp', icKinds.mcu32, 'LQFP-48', 'ARM Cortex-M0', 50, 32, 8, [1.8, 3.6], 12],
    ['LPC55S69JBD100', 'nxp', icKinds.mcu32, 'LQFP-100', 'ARM Cortex-M33', 150, 640, 320, [1.8, 3.6], 48],
    [
      'MSP430G2553IPW20R',
      'texas-instruments',
      icKinds.mcu16,
      'TSSOP-20',
      'MSP430',
      16,
      16,
      0.5,
      [1.8, 3.6],
      9,
      'msp430g2553',
    ],
    [
      'MSP430FR2433IRGER',
      'texas-instruments',
      icKinds.mcu16,
      'QFN-24 (4x4)',
      'MSP430 (FRAM)',
      16,
      15.5,
      4,
      [1.8, 3.6],
      8,
      'msp430fr2433',
    ],
  ];
  for (const [mpn, brand, kind, packageName, core, mhz, flash, ram, volts, price, tiFamily] of listed) {
    parts.push(
      mcuSpec(
        mpn,
        brand,
        kind,
        packageName,
        core,
        mhz,
        flash * 1024,
        ram * 1024,
        volts,
        price,
        tiFamily ? tiDatasheet(tiFamily) : null,
      ),
    );
  }
  return parts;
}

interface RegulatorSeries {
  /** Builds the MPN from the output-voltage code. */
  mpn: (code: string) => string;
  brand: string;
  outputs: [code: string, volts: number | 'ADJ'][];
  packageName: string;
  amps: number;
  maxInput: number;
  dropout: number;
  quiescent: number;
  price: number;
  datasheet?: string;
}

const ldoSeries: RegulatorSeries[] = [
  {
    mpn: (code) => `AMS1117-${code}`,
    brand: 'advanced-monolithic-systems',
    outputs: [
      ['1.2', 1.2],
      ['1.5', 1.5],
      ['1.8', 1.8],
      ['2.5', 2.5],
      ['2.85', 2.85],
      ['3.3', 3.3],
      ['5.0', 5],
      ['ADJ', 'ADJ'],
    ],
    packageName: 'SOT-223',
    amps: 1,
    maxInput: 15,
    dropout: 1.3,
    quiescent: 5e-3,
    price: 0.35,
    datasheet: 'http://www.advanced-monolithic.com/pdf/ds1117.pdf',
  },
  {
    mpn: (code) => `AMS1117CD-${code}`,
    brand: 'advanced-monolithic-systems',
    outputs: [
      ['3.3', 3.3],
      ['5.0', 5],
    ],
    packageName: 'TO-252 (DPAK)',
    amps: 1,
    maxInput: 15,
    dropout: 1.3,
    quiescent: 5e-3,
    price: 0.6,
  },
  {
    mpn: (code) => `LM1117MPX-${code}/NOPB`,
    brand: 'texas-instruments',
    outputs: [
      ['1.8', 1.8],
      ['2.5', 2.5],
      ['3.3', 3.3],
      ['5.0', 5],
      ['ADJ', 'ADJ'],
    ],
    packageName: 'SOT-223',
    amps: 0.8,
    maxInput: 15,
    dropout: 1.2,
    quiescent: 5e-3,
    price: 1.6,
    datasheet: tiDatasheet('lm1117'),
  },
  {
    mpn: (code) => `LM1117DTX-${code}/NOPB`,
    brand: 'texas-instruments',
    outputs: [
      ['3.3', 3.3],
      ['5.0', 5],
    ],
    packageName: 'TO-252 (DPAK)',
    amps: 0.8,
    maxInput: 15,
    dropout: 1.2,
    quiescent: 5e-3,
    price: 2.2,
    datasheet: tiDatasheet('lm1117'),
  },
  {
    mpn: (code) => `TLV755${code}PDBVR`,
    brand: 'texas-instruments',
    outputs: [
      ['12', 1.2],
      ['18', 1.8],
      ['25', 2.5],
      ['28', 2.8],
      ['30', 3],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-23-5',
    amps: 0.5,
    maxInput: 5.5,
    dropout: 0.238,
    quiescent: 25e-6,
    price: 0.9,
    datasheet: tiDatasheet('tlv755p'),
  },
  {
    mpn: (code) => `TLV733${code}PDBVR`,
    brand: 'texas-instruments',
    outputs: [
      ['12', 1.2],
      ['18', 1.8],
      ['25', 2.5],
      ['30', 3],
      ['33', 3.3],
    ],
    packageName: 'SOT-23-5',
    amps: 0.3,
    maxInput: 5.5,
    dropout: 0.125,
    quiescent: 34e-6,
    price: 0.75,
    datasheet: tiDatasheet('tlv733p'),
  },
  {
    mpn: (code) => `LP2985-${code}DBVR`,
    brand: 'texas-instruments',
    outputs: [
      ['18', 1.8],
      ['25', 2.5],
      ['28', 2.8],
      ['30', 3],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-23-5',
    amps: 0.15,
    maxInput: 16,
    dropout: 0.28,
    quiescent: 850e-6,
    price: 0.95,
    datasheet: tiDatasheet('lp2985'),
  },
  {
    mpn: (code) => `LP5907MFX-${code}/NOPB`,
    brand: 'texas-instruments',
    outputs: [
      ['1.8', 1.8],
      ['2.8', 2.8],
      ['3.0', 3],
      ['3.3', 3.3],
    ],
    packageName: 'SOT-23-5',
    amps: 0.25,
    maxInput: 5.5,
    dropout: 0.12,
    quiescent: 12e-6,
    price: 1.1,
    datasheet: tiDatasheet('lp5907'),
  },
  {
    mpn: (code) => `XC6206P${code}MR`,
    brand: 'torex',
    outputs: [
      ['122', 1.2],
      ['152', 1.5],
      ['182', 1.8],
      ['252', 2.5],
      ['282', 2.8],
      ['302', 3],
      ['332', 3.3],
      ['362', 3.6],
      ['502', 5],
    ],
    packageName: 'SOT-23',
    amps: 0.2,
    maxInput: 6,
    dropout: 0.25,
    quiescent: 1e-6,
    price: 0.22,
    datasheet: 'https://product.torexsemi.com/system/files/series/xc6206.pdf',
  },
  {
    mpn: (code) => `XC6206P${code}PR`,
    brand: 'torex',
    outputs: [
      ['182', 1.8],
      ['302', 3],
      ['332', 3.3],
      ['502', 5],
    ],
    packageName: 'SOT-89',
    amps: 0.2,
    maxInput: 6,
    dropout: 0.25,
    quiescent: 1e-6,
    price: 0.3,
  },
  {
    mpn: (code) => `XC6220B${code}MR-G`,
    brand: 'torex',
    outputs: [
      ['121', 1.2],
      ['181', 1.8],
      ['251', 2.5],
      ['301', 3],
      ['331', 3.3],
    ],
    packageName: 'SOT-23-5',
    amps: 1,
    maxInput: 6,
    dropout: 0.1,
    quiescent: 8e-6,
    price: 1.3,
  },
  {
    mpn: (code) => `XC6210B${code}MR`,
    brand: 'torex',
    outputs: [
      ['182', 1.8],
      ['252', 2.5],
      ['282', 2.8],
      ['332', 3.3],
    ],
    packageName: 'SOT-23-5',
    amps: 0.7,
    maxInput: 6,
    dropout: 0.05,
    quiescent: 35e-6,
    price: 0.9,
  },
  {
    mpn: (code) => `MCP1700T-${code}02E/TT`,
    brand: 'microchip',
    outputs: [
      ['12', 1.2],
      ['18', 1.8],
      ['25', 2.5],
      ['28', 2.8],
      ['30', 3],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-23',
    amps: 0.25,
    maxInput: 6,
    dropout: 0.178,
    quiescent: 1.6e-6,
    price: 1.1,
  },
  {
    mpn: (code) => `MCP1700T-${code}02E/MB`,
    brand: 'microchip',
    outputs: [
      ['18', 1.8],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-89',
    amps: 0.25,
    maxInput: 6,
    dropout: 0.178,
    quiescent: 1.6e-6,
    price: 1.2,
  },
  {
    mpn: (code) => `AP2112K-${code}TRG1`,
    brand: 'diodes-inc',
    outputs: [
      ['1.2', 1.2],
      ['1.8', 1.8],
      ['2.5', 2.5],
      ['2.6', 2.6],
      ['3.3', 3.3],
    ],
    packageName: 'SOT-23-5',
    amps: 0.6,
    maxInput: 6,
    dropout: 0.25,
    quiescent: 55e-6,
    price: 0.55,
  },
  {
    mpn: (code) => `LD1117S${code}TR`,
    brand: 'stmicroelectronics',
    outputs: [
      ['12', 1.2],
      ['18', 1.8],
      ['25', 2.5],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-223',
    amps: 0.8,
    maxInput: 15,
    dropout: 1.1,
    quiescent: 5e-3,
    price: 0.9,
  },
  {
    mpn: (code) => `NCP1117ST${code}T3G`,
    brand: 'onsemi',
    outputs: [
      ['18', 1.8],
      ['25', 2.5],
      ['33', 3.3],
      ['50', 5],
    ],
    packageName: 'SOT-223',
    amps: 1,
    maxInput: 20,
    dropout: 1.2,
    quiescent: 5e-3,
    price: 1.2,
  },
  {
    mpn: (code) => `L78${code}CV`,
    brand: 'stmicroelectronics',
    outputs: [
      ['05', 5],
      ['06', 6],
      ['08', 8],
      ['09', 9],
      ['12', 12],
      ['15', 15],
      ['24', 24],
    ],
    packageName: 'TO-220',
    amps: 1.5,
    maxInput: 35,
    dropout: 2,
    quiescent: 6e-3,
    price: 1.1,
  },
  {
    mpn: (code) => `L78L${code}ACUTR`,
    brand: 'stmicroelectronics',
    outputs: [
      ['05', 5],
      ['33', 3.3],
      ['12', 12],
    ],
    packageName: 'SOT-89',
    amps: 0.1,
    maxInput: 30,
    dropout: 1.7,
    quiescent: 5.5e-3,
    price: 0.45,
  },
];

function ldoRegulators(): PartSpec[] {
  return ldoSeries.flatMap((series) =>
    series.outputs.map(([code, volts]) => {
      const current = quantity(series.amps, 'A');
      const output = volts === 'ADJ' ? null : fixed(volts, 'V');
      const adjustable = text('可调', 'adjustable', 'регулируемый', 'ajustable');
      return integratedCircuit(
        series.mpn(code),
        series.brand,
        'ldo-regulators',
        icKinds.ldo,
        series.packageName,
        {
          outputVoltage: output ? output.plain : 'Adjustable (1.25 V ref)',
          current: current.plain,
          inputVoltageMax: fixed(series.maxInput, 'V').plain,
          dropoutVoltage: quantity(series.dropout, 'V').plain,
          quiescentCurrent: quantity(series.quiescent, 'A').plain,
          temperatureRange: temperatureRange(-40, 125).plain,
        },
        [
          output ? output.text : adjustable,
          current,
          text(
            `压差 ${quantity(series.dropout, 'V').text['zh-CN']}`,
            `dropout ${quantity(series.dropout, 'V').plain}`,
            `падение ${quantity(series.dropout, 'V').text.ru}`,
            `caída ${quantity(series.dropout, 'V').text['es-ES']}`,
          ),
        ],
        series.price,
        series.datasheet ?? null,
      );
    }),
  );
}

type Converter = [
  mpn: string,
  brand: string,
  topology: 'buck' | 'boost',
  packageName: string,
  amps: number,
  vin: [number, number],
  kilohertz: number,
  output: string,
  price: number,
  datasheet?: string,
];

const converters: Converter[] = [
  [
    'TPS5430DDAR',
    'texas-instruments',
    'buck',
    'SOIC-8-EP',
    3,
    [5.5, 36],
    500,
    'Adjustable',
    5.8,
    tiDatasheet('tps5430'),
  ],
  ['MP1584EN-LF-Z', 'monolithic-power-systems', 'buck', 'SOIC-8-EP', 3, [4.5, 28], 1500, 'Adjustable', 2.9],
  ['LM2596S-5.0/NOPB', 'texas-instruments', 'buck', 'TO-263-5', 3, [4.5, 40], 150, '5 V', 9.5, tiDatasheet('lm2596')],
  ['TPS54331DR', 'texas-instruments', 'buck', 'SOIC-8', 3, [3.5, 28], 570, 'Adjustable', 3.2, tiDatasheet('tps54331')],
  [
    'TPS563200DDCR',
    'texas-instruments',
    'buck',
    'SOT-23-6',
    3,
    [4.5, 17],
    650,
    'Adjustable',
    1.6,
    tiDatasheet('tps563200'),
  ],
  [
    'TPS562201DDCR',
    'texas-instruments',
    'buck',
    'SOT-23-6',
    2,
    [4.5, 17],
    580,
    'Adjustable',
    1.3,
    tiDatasheet('tps562201'),
  ],
  [
    'TPS54202DDCR',
    'texas-instruments',
    'buck',
    'SOT-23-6',
    2,
    [4.5, 28],
    500,
    'Adjustable',
    1.5,
    tiDatasheet('tps54202'),
  ],
  [
    'LMR14030SDDAR',
    'texas-instruments',
    'buck',
    'SOIC-8-EP',
    3.5,
    [4, 40],
    2200,
    'Adjustable',
    6.5,
    tiDatasheet('lmr14030'),
  ],
  ['LM2596S-3.3/NOPB', 'texas-instruments', 'buck', 'TO-263-5', 3, [4.5, 40], 150, '3.3 V', 9.5, tiDatasheet('lm2596')],
  ['LM2596S-12/NOPB', 'texas-instruments', 'buck', 'TO-263-5', 3, [4.5, 40], 150, '12 V', 9.5, tiDatasheet('lm2596')],
  [
    'LM2596S-ADJ/NOPB',
    'texas-instruments',
    'buck',
    'TO-263-5',
    3,
    [4.5, 40],
    150,
    'Adjustable',
    9.5,
    tiDatasheet('lm2596'),
  ],
  ['LM2576S-5.0/NOPB', 'texas-instruments', 'buck', 'TO-263-5', 3, [4, 40], 52, '5 V', 11, tiDatasheet('lm2576')],
  ['MC34063ADR', 'texas-instruments', 'buck', 'SOIC-8', 1.5, [3, 40], 100, 'Adjustable', 0.9, tiDatasheet('mc34063a')],
  [
    'TPS61040DBVR',
    'texas-instruments',
    'boost',
    'SOT-23-5',
    0.4,
    [1.8, 6],
    1000,
    'Adjustable, up to 28 V',
    2.1,
    tiDatasheet('tps61040'),
  ],
  [
    'LM2733XMFX/NOPB',
    'texas-instruments',
    'boost',
    'SOT-23-5',
    1,
    [2.7, 14],
    1600,
    'Adjustable, up to 40 V',
    4.2,
    tiDatasheet('lm2733'),
  ],
  ['MP2307DN-LF-Z', 'monolithic-power-systems', 'buck', 'SOIC-8-EP', 3, [4.75, 23], 340, 'Adjustable', 2.6],
  ['MP2315GJ-Z', 'monolithic-power-systems', 'buck', 'SOT-23-8', 3, [4.5, 24], 500, 'Adjustable', 2.4],
  ['MP1470GJ-Z', 'monolithic-power-systems', 'buck', 'SOT-23-6', 2, [4.7, 16], 500, 'Adjustable', 1.4],
  ['MP2359DJ-LF-Z', 'monolithic-power-systems', 'buck', 'SOT-23-6', 1.2, [4.5, 24], 1400, 'Adjustable', 1.3],
  ['MP2451DT-LF-Z', 'monolithic-power-systems', 'buck', 'SOT-23-6', 0.6, [3.3, 36], 2000, 'Adjustable', 2.2],
  ['MP3120DJ-LF-Z', 'monolithic-power-systems', 'boost', 'SOT-23-6', 0.8, [0.8, 5], 1200, 'Adjustable', 2],
  ['AP63203WU-7', 'diodes-inc', 'buck', 'SOT-23-6', 2, [3.8, 32], 1100, '3.3 V', 1.6],
  ['AP63205WU-7', 'diodes-inc', 'buck', 'SOT-23-6', 2, [3.8, 32], 1100, '5 V', 1.6],
  ['AP63200WU-7', 'diodes-inc', 'buck', 'SOT-23-6', 2, [3.8, 32], 500, 'Adjustable', 1.5],
  ['MC34063ADR2G', 'onsemi', 'buck', 'SOIC-8', 1.5, [3, 40], 100, 'Adjustable', 1.1],
  ['XC9265B331MR-G', 'torex', 'buck', 'SOT-23-5', 0.2, [2.5, 6], 1200, '3.3 V', 1.9],
  ['L5973D', 'stmicroelectronics', 'buck', 'SOIC-8-EP', 2.5, [4.4, 36], 250, 'Adjustable', 4.8],
];

function dcDcConverters(): PartSpec[] {
  return converters.map(([mpn, brand, topology, packageName, amps, vin, kilohertz, output, price, datasheet]) => {
    const current = quantity(amps, 'A');
    const input = voltageRange(...vin);
    const frequency = quantity(kilohertz * 1000, 'Hz');
    return integratedCircuit(
      mpn,
      brand,
      'dc-dc-converters',
      topology === 'buck' ? icKinds.buck : icKinds.boost,
      packageName,
      {
        topology: topology === 'buck' ? 'Buck' : 'Boost',
        current: current.plain,
        inputVoltage: input.plain,
        outputVoltage: output,
        frequency: frequency.plain,
      },
      [current, input, frequency],
      price,
      datasheet ?? null,
    );
  });
}

type Reference = [
  mpn: string,
  brand: string,
  packageName: string,
  volts: number,
  accuracy: string,
  shunt: boolean,
  price: number,
  datasheet?: string,
];

const references: Reference[] = [
  ['TL431AIDBZR', 'texas-instruments', 'SOT-23', 2.495, '±1%', true, 0.3, tiDatasheet('tl431')],
  ['TL431AIDR', 'texas-instruments', 'SOIC-8', 2.495, '±1%', true, 0.45, tiDatasheet('tl431')],
  ['TL431AILP', 'texas-instruments', 'TO-92', 2.495, '±1%', true, 0.35, tiDatasheet('tl431')],
  ['TL431BIDBZR', 'texas-instruments', 'SOT-23', 2.495, '±0.5%', true, 0.45, tiDatasheet('tl431')],
  ['TLV431AIDBZR', 'texas-instruments', 'SOT-23', 1.24, '±1%', true, 0.55, tiDatasheet('tlv431')],
  ['REF3012AIDBZR', 'texas-instruments', 'SOT-23', 1.25, '±0.2%', false, 3.2, tiDatasheet('ref3012')],
  ['REF3020AIDBZR', 'texas-instruments', 'SOT-23', 2.048, '±0.2%', false, 3.2, tiDatasheet('ref3020')],
  ['REF3025AIDBZR', 'texas-instruments', 'SOT-23', 2.5, '±0.2%', false, 3.2, tiDatasheet('ref3025')],
  ['REF3030AIDBZR', 'texas-instruments', 'SOT-23', 3.0, '±0.2%', false, 3.2, tiDatasheet('ref3030')],
  ['REF3033AIDBZR', 'texas-instruments', 'SOT-23', 3.3, '±0.2%', false, 3.2, tiDatasheet('ref3033')],
  ['REF3040AIDBZR', 'texas-instruments', 'SOT-23', 4.096, '±0.2%', false, 3.2, tiDatasheet('ref3040')],
  ['REF5025IDR', 'texas-instruments', 'SOIC-8', 2.5, '±0.05%', false, 14, tiDatasheet('ref5025')],
  ['REF5050IDR', 'texas-instruments', 'SOIC-8', 5.0, '±0.05%', false, 14, tiDatasheet('ref5050')],
  ['LM4040AIM3-2.5/NOPB', 'texas-instruments', 'SOT-23', 2.5, '±0.1%', true, 2.2, tiDatasheet('lm4040')],
  ['LM4040DIM3-2.5/NOPB', 'texas-instruments', 'SOT-23', 2.5, '±1%', true, 0.9, tiDatasheet('lm4040')],
  ['LM4040DIM3-3.0/NOPB', 'texas-instruments', 'SOT-23', 3.0, '±1%', true, 0.9, tiDatasheet('lm4040')],
  ['LM4040DIM3-4.1/NOPB', 'texas-instruments', 'SOT-23', 4.096, '±1%', true, 0.9, tiDatasheet('lm4040')],
  ['LM4040DIM3-5.0/NOPB', 'texas-instruments', 'SOT-23', 5.0, '±1%', true, 0.9, tiDatasheet('lm4040')],
  ['ADR4525BRZ', 'analog-devices', 'SOIC-8', 2.5, '±0.02%', false, 32],
  ['ADR4540BRZ', 'analog-devices', 'SOIC-8', 4.096, '±0.02%', false, 32],
  ['ADR4550BRZ', 'analog-devices', 'SOIC-8', 5.0, '±0.02%', false, 32],
  ['AZ431AN-ATRE1', 'diodes-inc', 'SOT-23', 2.495, '±1%', true, 0.12],
  ['TL431ACLPRAG', 'onsemi', 'TO-92', 2.495, '±1%', true, 0.3],
  ['TL431AIL3T', 'stmicroelectronics', 'SOT-23', 2.495, '±1%', true, 0.25],
];

function voltageReferences(): PartSpec[] {
  return references.map(([mpn, brand, packageName, volts, accuracy, shunt, price, datasheet]) => {
    const voltage = quantity(volts, 'V', 4);
    return integratedCircuit(
      mpn,
      brand,
      'voltage-references',
      shunt ? icKinds.shunt : icKinds.reference,
      packageName,
      {
        outputVoltage:
          shunt && volts < 2.5 && mpn.startsWith('TL') ? `${voltage.plain} (adjustable to 36 V)` : voltage.plain,
        tolerance: accuracy,
        type: shunt ? 'Shunt' : 'Series',
        temperatureRange: temperatureRange(-40, 85).plain,
      },
      [voltage, accuracy],
      price,
      datasheet ?? null,
    );
  });
}

type Amplifier = [
  mpn: string,
  brand: string,
  packageName: string,
  channels: number,
  gbwMhz: number,
  supply: [number, number],
  feature: string,
  price: number,
  datasheetFamily?: string,
];

const amplifiers: Amplifier[] = [
  ['LM358DR', 'texas-instruments', 'SOIC-8', 2, 0.7, [3, 32], '', 0.38, 'lm358'],
  ['LM358PWR', 'texas-instruments', 'TSSOP-8', 2, 0.7, [3, 32], '', 0.45, 'lm358'],
  ['LM358DGKR', 'texas-instruments', 'MSOP-8', 2, 0.7, [3, 32], '', 0.5, 'lm358'],
  ['LM358P', 'texas-instruments', 'DIP-8', 2, 0.7, [3, 32], '', 0.9, 'lm358'],
  ['LM324DR', 'texas-instruments', 'SOIC-14', 4, 1.2, [3, 32], '', 0.55, 'lm324'],
  ['LM324PWR', 'texas-instruments', 'TSSOP-14', 4, 1.2, [3, 32], '', 0.6, 'lm324'],
  ['LM324N', 'texas-instruments', 'DIP-14', 4, 1.2, [3, 32], '', 1.1, 'lm324'],
  ['TL072CDR', 'texas-instruments', 'SOIC-8', 2, 3, [6, 36], 'JFET input', 0.7, 'tl072'],
  ['TL074CDR', 'texas-instruments', 'SOIC-14', 4, 3, [6, 36], 'JFET input', 0.95, 'tl074'],
  ['TL082CDR', 'texas-instruments', 'SOIC-8', 2, 3, [6, 36], 'JFET input', 0.7, 'tl082'],
  ['NE5532DR', 'texas-instruments', 'SOIC-8', 2, 10, [10, 30], 'Low noise', 1.2, 'ne5532'],
  ['OPA2333AIDR', 'texas-instruments', 'SOIC-8', 2, 0.35, [1.8, 5.5], 'Zero drift, rail-to-rail', 9.5, 'opa2333'],
  ['OPA333AIDBVR', 'texas-instruments', 'SOT-23-5', 1, 0.35, [1.8, 5.5], 'Zero drift, rail-to-rail', 6.5, 'opa333'],
  ['LMV321IDBVR', 'texas-instruments', 'SOT-23-5', 1, 1, [2.7, 5.5], 'Rail-to-rail output', 0.45, 'lmv321'],
  ['LMV358IDR', 'texas-instruments', 'SOIC-8', 2, 1, [2.7, 5.5], 'Rail-to-rail output', 0.6, 'lmv358'],
  ['LMV324IDR', 'texas-instruments', 'SOIC-14', 4, 1, [2.7, 5.5], 'Rail-to-rail output', 0.8, 'lmv324'],
  ['TLV9062IDR', 'texas-instruments', 'SOIC-8', 2, 10, [1.8, 5.5], 'Rail-to-rail I/O', 1.5, 'tlv9062'],
  ['TLV9002IDR', 'texas-instruments', 'SOIC-8', 2, 1, [1.8, 5.5], 'Rail-to-rail I/O', 0.9, 'tlv9002'],
  ['OPA2340UA/2K5', 'texas-instruments', 'SOIC-8', 2, 5.5, [2.7, 5.5], 'Rail-to-rail I/O', 12, 'opa2340'],
  ['LM358DT', 'stmicroelectronics', 'SOIC-8', 2, 1.1, [3, 30], '', 0.4],
  ['LM324DT', 'stmicroelectronics', 'SOIC-14', 4, 1.3, [3, 30], '', 0.5],
  ['LM2904DT', 'stmicroelectronics', 'SOIC-8', 2, 1.1, [3, 30], 'Automotive temperature range', 0.45],
  ['TSV912IDT', 'stmicroelectronics', 'SOIC-8', 2, 8, [2.5, 5.5], 'Rail-to-rail I/O', 1.8],
  ['TSV911ILT', 'stmicroelectronics', 'SOT-23-5', 1, 8, [2.5, 5.5], 'Rail-to-rail I/O', 1.4],
  ['MCP6001T-I/OT', 'microchip', 'SOT-23-5', 1, 1, [1.8, 6], 'Rail-to-rail I/O', 0.9],
  ['MCP6002-I/SN', 'microchip', 'SOIC-8', 2, 1, [1.8, 6], 'Rail-to-rail I/O', 1.5],
  ['MCP6002T-I/MS', 'microchip', 'MSOP-8', 2, 1, [1.8, 6], 'Rail-to-rail I/O', 1.6],
  ['MCP6004-I/SL', 'microchip', 'SOIC-14', 4, 1, [1.8, 6], 'Rail-to-rail I/O', 2.2],
  ['MCP602-I/SN', 'microchip', 'SOIC-8', 2, 2.8, [2.7, 6], 'Rail-to-rail output', 3.4],
  ['AD8605ARTZ-REEL7', 'analog-devices', 'SOT-23-5', 1, 10, [2.7, 5.5], 'Precision, rail-to-rail I/O', 9.8],
  ['AD8606ARZ', 'analog-devices', 'SOIC-8', 2, 10, [2.7, 5.5], 'Precision, rail-to-rail I/O', 16],
  ['OP07CSZ', 'analog-devices', 'SOIC-8', 1, 0.6, [6, 36], 'Low offset', 4.5],
  ['OP27GSZ', 'analog-devices', 'SOIC-8', 1, 8, [8, 44], 'Low noise', 12],
  ['LM358DR2G', 'onsemi', 'SOIC-8', 2, 1, [3, 32], '', 0.45],
  ['LM324DR2G', 'onsemi', 'SOIC-14', 4, 1, [3, 32], '', 0.55],
  ['MC33078DR2G', 'onsemi', 'SOIC-8', 2, 16, [10, 36], 'Low noise', 2.2],
];

function opAmps(): PartSpec[] {
  const parts = amplifiers.map(([mpn, brand, packageName, channels, gbwMhz, supply, feature, price, family]) => {
    const bandwidth = quantity(gbwMhz * 1e6, 'Hz');
    const supplyRange = voltageRange(...supply);
    const channelText = text(`${channels} 通道`, `${channels}-channel`, `${channels}-канальный`, `${channels} canales`);
    return integratedCircuit(
      mpn,
      brand,
      'op-amps',
      icKinds.opAmp,
      packageName,
      {
        channels: String(channels),
        gainBandwidth: bandwidth.plain,
        supplyVoltage: supplyRange.plain,
        ...(feature ? { features: feature } : {}),
      },
      [
        channelText,
        text(
          `增益带宽 ${bandwidth.text['zh-CN']}`,
          `GBW ${bandwidth.plain}`,
          `GBW ${bandwidth.text.ru}`,
          `GBW ${bandwidth.text['es-ES']}`,
        ),
        supplyRange,
      ],
      price,
      family ? tiDatasheet(family) : null,
    );
  });
  parts.push(
    integratedCircuit(
      'AD620ARZ',
      'analog-devices',
      'op-amps',
      icKinds.instrumentation,
      'SOIC-8',
      {
        channels: '1',
        gain: '1 to 10000',
        supplyVoltage: voltageRange(4.6, 36).plain,
        features: 'Low power, single resistor gain',
      },
      ['G = 1…10000', voltageRange(4.6, 36)],
      38,
    ),
  );
  return parts;
}

type ComparatorEntry = [
  mpn: string,
  brand: string,
  packageName: string,
  channels: number,
  responseNs: number,
  supply: [number, number],
  output: string,
  price: number,
  tiFamily?: string,
];

const comparatorEntries: ComparatorEntry[] = [
  ['LM393DR', 'texas-instruments', 'SOIC-8', 2, 1300, [2, 36], 'Open collector', 0.4, 'lm393'],
  ['LM393DT', 'stmicroelectronics', 'SOIC-8', 2, 1300, [2, 36], 'Open collector', 0.35],
  ['LM393DR2G', 'onsemi', 'SOIC-8', 2, 1300, [2, 36], 'Open collector', 0.4],
  ['LM339DR', 'texas-instruments', 'SOIC-14', 4, 1300, [2, 36], 'Open collector', 0.5, 'lm339'],
  ['LM339DT', 'stmicroelectronics', 'SOIC-14', 4, 1300, [2, 36], 'Open collector', 0.45],
  ['LM311DR', 'texas-instruments', 'SOIC-8', 1, 115, [3.5, 30], 'Open collector', 0.9, 'lm311'],
  ['LM2903DR', 'texas-instruments', 'SOIC-8', 2, 1300, [2, 36], 'Open collector', 0.45, 'lm2903'],
  ['LM2903DT', 'stmicroelectronics', 'SOIC-8', 2, 1300, [2, 36], 'Open collector', 0.4],
  ['LMV331IDBVR', 'texas-instruments', 'SOT-23-5', 1, 200, [2.7, 5.5], 'Open drain', 0.55, 'lmv331'],
  ['LMV393IDR', 'texas-instruments', 'SOIC-8', 2, 200, [2.7, 5.5], 'Open drain', 0.6, 'lmv393'],
  ['TLV3501AIDBVR', 'texas-instruments', 'SOT-23-6', 1, 4.5, [2.7, 5.5], 'Push-pull', 9.5, 'tlv3501'],
  ['MCP6561T-E/OT', 'microchip', 'SOT-23-5', 1, 47, [1.8, 5.5], 'Push-pull', 1.2],
  ['MAX9031AUK+T', 'analog-devices', 'SOT-23-5', 1, 1100, [2.5, 5.5], 'Push-pull', 2.8],
];

function comparators(): PartSpec[] {
  return comparatorEntries.map(([mpn, brand, packageName, channels, responseNs, supply, output, price, family]) => {
    const response = quantity(responseNs * 1e-9, 's');
    const supplyRange = voltageRange(...supply);
    return integratedCircuit(
      mpn,
      brand,
      'comparators',
      icKinds.comparator,
      packageName,
      {
        channels: String(channels),
        responseTime: response.plain,
        supplyVoltage: supplyRange.plain,
        outputType: output,
      },
      [
        text(`${channels} 通道`, `${channels}-channel`, `${channels}-канальный`, `${channels} canales`),
        response,
        supplyRange,
      ],
      price,
      family ? tiDatasheet(family) : null,
    );
  });
}

function timers(): PartSpec[] {
  const entries: [string, string, string, [number, number], string, number, string?][] = [
    ['NE555DR', 'texas-instruments', 'SOIC-8', [4.5, 16], 'Bipolar', 0.45, 'ne555'],
    ['NE555P', 'texas-instruments', 'DIP-8', [4.5, 16], 'Bipolar', 0.75, 'ne555'],
    ['NE555PWR', 'texas-instruments', 'TSSOP-8', [4.5, 16], 'Bipolar', 0.55, 'ne555'],
    ['NE556DR', 'texas-instruments', 'SOIC-14', [4.5, 16], 'Bipolar, dual', 0.9, 'ne556'],
    ['TLC555CDR', 'texas-instruments', 'SOIC-8', [2, 15], 'CMOS', 0.85, 'tlc555'],
    ['TLC555IDR', 'texas-instruments', 'SOIC-8', [2, 15], 'CMOS', 1, 'tlc555'],
    ['LMC555CMX/NOPB', 'texas-instruments', 'SOIC-8', [1.5, 15], 'CMOS', 1.4, 'lmc555'],
    ['NE555DT', 'stmicroelectronics', 'SOIC-8', [4.5, 16], 'Bipolar', 0.4],
    ['TS555IDT', 'stmicroelectronics', 'SOIC-8', [2, 16], 'CMOS', 0.8],
  ];
  return entries.map(([mpn, brand, packageName, supply, technology, price, family]) => {
    const supplyRange = voltageRange(...supply);
    return integratedCircuit(
      mpn,
      brand,
      'timers',
      icKinds.timer,
      packageName,
      {
        type: `555 timer, ${technology}`,
        supplyVoltage: supplyRange.plain,
        frequency: technology === 'Bipolar' ? '500 kHz' : '2 MHz',
      },
      [
        '555',
        technology === 'Bipolar'
          ? text('双极型', 'bipolar', 'биполярный', 'bipolar')
          : technology === 'CMOS'
            ? 'CMOS'
            : text('双极型 双路', 'bipolar, dual', 'биполярный, сдвоенный', 'bipolar, doble'),
        supplyRange,
      ],
      price,
      family ? tiDatasheet(family) : null,
    );
  });
}

const logicFunctions: [code: string, pins: number, name: LocalizedText][] = [
  [
    '00',
    14,
    text('四路二输入与非门', 'Quad 2-input NAND gate', 'Четыре элемента 2И-НЕ', 'Cuádruple puerta NAND de 2 entradas'),
  ],
  [
    '02',
    14,
    text('四路二输入或非门', 'Quad 2-input NOR gate', 'Четыре элемента 2ИЛИ-НЕ', 'Cuádruple puerta NOR de 2 entradas'),
  ],
  ['04', 14, text('六反相器', 'Hex inverter', 'Шесть инверторов', 'Séxtuple inversor')],
  [
    '08',
    14,
    text('四路二输入与门', 'Quad 2-input AND gate', 'Четыре элемента 2И', 'Cuádruple puerta AND de 2 entradas'),
  ],
  [
    '14',
    14,
    text(
      '六施密特触发反相器',
      'Hex Schmitt-trigger inverter',
      'Шесть инверторов с триггером Шмитта',
      'Séxtuple inversor Schmitt',
    ),
  ],
  [
    '32',
    14,
    text('四路二输入或门', 'Quad 2-input OR gate', 'Четыре элемента 2ИЛИ', 'Cuádruple puerta OR de 2 entradas'),
  ],
  ['74', 14, text('双 D 触发器', 'Dual D-type flip-flop', 'Два D-триггера', 'Doble biestable tipo D')],
  [
    '86',
    14,
    text(
      '四路二输入异或门',
      'Quad 2-input XOR gate',
      'Четыре элемента «исключающее ИЛИ»',
      'Cuádruple puerta XOR de 2 entradas',
    ),
  ],
  [
    '125',
    14,
    text('四路三态缓冲器', 'Quad 3-state buffer', 'Четыре буфера с третьим состоянием', 'Cuádruple búfer triestado'),
  ],
  ['138', 16, text('3-8 线译码器', '3-to-8 line decoder', 'Дешифратор 3 на 8', 'Decodificador de 3 a 8 líneas')],
  [
    '157',
    16,
    text(
      '四路二选一数据选择器',
      'Quad 2-to-1 multiplexer',
      'Четыре мультиплексора 2 в 1',
      'Cuádruple multiplexor de 2 a 1',
    ),
  ],
  [
    '164',
    14,
    text(
      '8 位串入并出移位寄存器',
      '8-bit serial-in parallel-out shift register',
      '8-разрядный сдвиговый регистр с последовательным входом',
      'Registro de desplazamiento de 8 bits serie-paralelo',
    ),
  ],
  [
    '165',
    16,
    text(
      '8 位并入串出移位寄存器',
      '8-bit parallel-in serial-out shift register',
      '8-разрядный сдвиговый регистр с параллельной загрузкой',
      'Registro de desplazamiento de 8 bits paralelo-serie',
    ),
  ],
  [
    '244',
    20,
    text(
      '八路三态缓冲器/线驱动器',
      'Octal 3-state buffer/line driver',
      'Восьмиканальный буфер с третьим состоянием',
      'Búfer/excitador de línea óctuple triestado',
    ),
  ],
  [
    '245',
    20,
    text(
      '八路三态总线收发器',
      'Octal 3-state bus transceiver',
      'Восьмиканальный шинный приёмопередатчик',
      'Transceptor de bus óctuple triestado',
    ),
  ],
  [
    '373',
    20,
    text(
      '八路 D 型透明锁存器',
      'Octal D-type transparent latch',
      'Восьмиразрядный прозрачный регистр-защёлка',
      'Latch transparente óctuple tipo D',
    ),
  ],
  [
    '374',
    20,
    text('八路 D 型触发器', 'Octal D-type flip-flop', 'Восьмиразрядный D-триггер', 'Biestable óctuple tipo D'),
  ],
  [
    '573',
    20,
    text(
      '八路 D 型锁存器（直通引脚）',
      'Octal D-type latch, flow-through pinout',
      'Восьмиразрядная защёлка, сквозная разводка',
      'Latch óctuple tipo D, patillaje pasante',
    ),
  ],
  [
    '574',
    20,
    text(
      '八路 D 型触发器（直通引脚）',
      'Octal D-type flip-flop, flow-through pinout',
      'Восьмиразрядный D-триггер, сквозная разводка',
      'Biestable óctuple tipo D, patillaje pasante',
    ),
  ],
  [
    '595',
    16,
    text(
      '8 位移位寄存器（带输出锁存）',
      '8-bit shift register with output latches',
      '8-разрядный сдвиговый регистр с выходной защёлкой',
      'Registro de desplazamiento de 8 bits con latch de salida',
    ),
  ],
  [
    '4051',
    16,
    text(
      '8 通道模拟多路复用器',
      '8-channel analog multiplexer',
      '8-канальный аналоговый мультиплексор',
      'Multiplexor analógico de 8 canales',
    ),
  ],
];

const logicFamilies: Record<string, [number, number]> = {
  HC: [2, 6],
  HCT: [4.5, 5.5],
  AHC: [2, 5.5],
  LVC: [1.65, 3.6],
};

function logicIcs(): PartSpec[] {
  const parts: PartSpec[] = [];
  const add = (
    mpn: string,
    brand: string,
    family: string,
    code: string,
    packageName: string,
    name: LocalizedText,
    price: number,
    datasheet: string | null,
  ) => {
    const supply = voltageRange(...logicFamilies[family]!);
    parts.push(
      integratedCircuit(
        mpn,
        brand,
        'logic-ics',
        name,
        packageName,
        {
          logicFamily: `74${family}`,
          function: `${code}: ${name['en-US']}`,
          supplyVoltage: supply.plain,
          temperatureRange: temperatureRange(-40, 125).plain,
        },
        [`74${family}${code}`, supply],
        price,
        datasheet,
      ),
    );
  };
  for (const [code, pins, name] of logicFunctions) {
    const wide = pins === 20;
    for (const family of Object.keys(logicFamilies)) {
      if (code === '4051' && (family === 'AHC' || family === 'LVC')) continue;
      const base = 0.35 + (pins - 14) * 0.08 + (family === 'LVC' ? 0.15 : 0);
      const tiName = `SN74${family}${code}`;
      const tiDoc = tiDatasheet(
        family === 'LVC' && Number(code) > 100 ? `sn74lvc${code}a` : `sn74${family.toLowerCase()}${code}`,
      );
      const lvcSuffix =
        family === 'LVC' &&
        ['125', '244', '245', '373', '374', '573', '574', '00', '04', '08', '14', '32', '74'].includes(code)
          ? 'A'
          : '';
      if (family !== 'LVC')
        add(`${tiName}N`, 'texas-instruments', family, code, `DIP-${pins}`, name, base * 1.8, tiDoc);
      add(
        `${tiName}${lvcSuffix}DR`,
        'texas-instruments',
        family,
        code,
        wide ? `SOIC-${pins} (wide)` : `SOIC-${pins}`,
        name,
        base * 1.2,
        tiDoc,
      );
      add(`${tiName}${lvcSuffix}PWR`, 'texas-instruments', family, code, `TSSOP-${pins}`, name, base * 1.25, tiDoc);
      add(
        `74${family}${code}${lvcSuffix}D,653`,
        'nexperia',
        family,
        code,
        wide ? `SOIC-${pins} (wide)` : `SOIC-${pins}`,
        name,
        base,
        null,
      );
      add(`74${family}${code}${lvcSuffix}PW,118`, 'nexperia', family, code, `TSSOP-${pins}`, name, base * 1.05, null);
      if (family === 'HC') {
        add(
          `M74HC${code}RM13TR`,
          'stmicroelectronics',
          family,
          code,
          wide ? `SOIC-${pins} (wide)` : `SOIC-${pins}`,
          name,
          base * 0.9,
          null,
        );
        add(
          `MC74HC${code}ADR2G`,
          'onsemi',
          family,
          code,
          wide ? `SOIC-${pins} (wide)` : `SOIC-${pins}`,
          name,
          base * 1.1,
          null,
        );
        add(`MC74HC${code}ADTR2G`, 'onsemi', family, code, `TSSOP-${pins}`, name, base * 1.15, null);
      }
    }
  }
  return parts;
}

type Bridge = [
  mpn: string,
  brand: string,
  packageName: string,
  baud: string,
  supply: [number, number],
  note: string,
  price: number,
];

const bridges: Bridge[] = [
  ['CH340G', 'wch', 'SOIC-16', '2 Mbps', [3.3, 5.5], 'External 12 MHz crystal', 2.6],
  ['CP2102-GMR', 'silicon-labs', 'QFN-28 (5x5)', '1 Mbps', [3.0, 3.6], 'Built-in oscillator and EEPROM', 9.5],
  ['FT232RL', 'ftdi', 'SSOP-28', '3 Mbps', [3.3, 5.25], 'Built-in oscillator and EEPROM', 22],
  ['CH340C', 'wch', 'SOIC-16', '2 Mbps', [3.3, 5.5], 'Built-in oscillator', 2.3],
  ['CH340N', 'wch', 'SOIC-8', '2 Mbps', [3.3, 5.5], 'Built-in oscillator', 2.1],
  ['CH340E', 'wch', 'MSOP-10', '2 Mbps', [3.3, 5.5], 'Built-in oscillator', 2.2],
  ['CH340T', 'wch', 'SSOP-20', '2 Mbps', [3.3, 5.5], 'External 12 MHz crystal', 2.4],
  ['CH9102F', 'wch', 'QFN-24 (4x4)', '4 Mbps', [1.8, 5.5], 'Built-in oscillator, modem signals', 2.8],
  ['CH343P', 'wch', 'QFN-16 (3x3)', '6 Mbps', [1.8, 5.5], 'Built-in oscillator', 2.9],
  ['CH342F', 'wch', 'QFN-24 (4x4)', '6 Mbps', [1.8, 5.5], 'Dual UART', 4.2],
  ['CH341A', 'wch', 'SOIC-28 (wide)', '2 Mbps', [3.3, 5.5], 'UART, I2C, SPI and parallel port', 3.2],
  ['CP2102N-A02-GQFN28R', 'silicon-labs', 'QFN-28 (5x5)', '3 Mbps', [3.0, 3.6], 'Built-in oscillator and EEPROM', 11],
  ['CP2104-F03-GMR', 'silicon-labs', 'QFN-24 (4x4)', '2 Mbps', [3.0, 3.6], 'Built-in oscillator, 3.3 V regulator', 13],
  ['CP2105-F01-GMR', 'silicon-labs', 'QFN-24 (4x4)', '2 Mbps', [3.0, 3.6], 'Dual UART', 16],
  ['FT232RNL-REEL', 'ftdi', 'SSOP-28', '3 Mbps', [3.3, 5.25], 'Built-in oscillator and EEPROM', 24],
  ['FT231XS-R', 'ftdi', 'SSOP-20', '3 Mbps', [2.97, 5.5], 'Full modem signals', 14],
  ['FT230XS-R', 'ftdi', 'SSOP-16', '3 Mbps', [2.97, 5.5], 'Basic UART', 11],
  ['FT2232HL-REEL', 'ftdi', 'LQFP-64', '12 Mbps', [3.0, 3.6], 'Dual high-speed UART/MPSSE', 42],
];

function usbUartBridges(): PartSpec[] {
  return bridges.map(([mpn, brand, packageName, baud, supply, note, price]) => {
    const supplyRange = voltageRange(...supply);
    return integratedCircuit(
      mpn,
      brand,
      'usb-uart-bridges',
      icKinds.usbUart,
      packageName,
      { interface: 'USB 2.0 Full Speed to UART', maxBaudRate: baud, supplyVoltage: supplyRange.plain, features: note },
      ['USB 2.0', baud, supplyRange],
      price,
    );
  });
}

type Transceiver = [
  mpn: string,
  brand: string,
  kind: 'can' | 'canController' | 'rs485' | 'rs232',
  packageName: string,
  rate: string,
  supply: [number, number],
  price: number,
  tiFamily?: string,
];

const transceivers: Transceiver[] = [
  ['TJA1050T', 'nxp', 'can', 'SOIC-8', '1 Mbps', [4.75, 5.25], 3.2],
  ['SP3485EN-L/TR', 'maxlinear', 'rs485', 'SOIC-8', '10 Mbps', [3, 3.6], 2.3],
  ['MAX3232ESE+T', 'analog-devices', 'rs232', 'SOIC-16', '250 kbps', [3, 5.5], 9.5],
  ['TJA1051T/3,118', 'nxp', 'can', 'SOIC-8', '5 Mbps', [4.5, 5.5], 3.2],
  ['TJA1042T/3,118', 'nxp', 'can', 'SOIC-8', '5 Mbps', [4.5, 5.5], 3.6],
  ['SN65HVD230DR', 'texas-instruments', 'can', 'SOIC-8', '1 Mbps', [3, 3.6], 4.2, 'sn65hvd230'],
  ['SN65HVD232DR', 'texas-instruments', 'can', 'SOIC-8', '1 Mbps', [3, 3.6], 4, 'sn65hvd232'],
  ['SN65HVD1050DR', 'texas-instruments', 'can', 'SOIC-8', '1 Mbps', [4.75, 5.25], 3.5, 'sn65hvd1050'],
  ['MCP2551-I/SN', 'microchip', 'can', 'SOIC-8', '1 Mbps', [4.5, 5.5], 4.8],
  ['MCP2562-E/SN', 'microchip', 'can', 'SOIC-8', '1 Mbps', [4.5, 5.5], 5.2],
  ['MCP2515-I/SO', 'microchip', 'canController', 'SOIC-18 (wide)', '1 Mbps, SPI 10 MHz', [2.7, 5.5], 9.5],
  ['SP485EEN-L/TR', 'maxlinear', 'rs485', 'SOIC-8', '5 Mbps', [4.75, 5.25], 2.4],
  ['MAX485ESA+T', 'analog-devices', 'rs485', 'SOIC-8', '2.5 Mbps', [4.75, 5.25], 6.5],
  ['MAX485CSA+T', 'analog-devices', 'rs485', 'SOIC-8', '2.5 Mbps', [4.75, 5.25], 5.2],
  ['MAX3485ESA+T', 'analog-devices', 'rs485', 'SOIC-8', '10 Mbps', [3, 3.6], 8.5],
  ['MAX13487EESA+T', 'analog-devices', 'rs485', 'SOIC-8', '500 kbps', [4.75, 5.25], 12],
  ['SN65HVD72DR', 'texas-instruments', 'rs485', 'SOIC-8', '250 kbps', [3, 3.6], 4.5, 'sn65hvd72'],
  ['SN75176BDR', 'texas-instruments', 'rs485', 'SOIC-8', '10 Mbps', [4.75, 5.25], 2.6, 'sn75176b'],
  ['THVD1450DR', 'texas-instruments', 'rs485', 'SOIC-8', '50 Mbps', [3, 5.5], 6.8, 'thvd1450'],
  ['MAX3232CSE+T', 'analog-devices', 'rs232', 'SOIC-16', '250 kbps', [3, 5.5], 8],
  ['MAX232DR', 'texas-instruments', 'rs232', 'SOIC-16', '120 kbps', [4.5, 5.5], 1.6, 'max232'],
  ['MAX232N', 'texas-instruments', 'rs232', 'DIP-16', '120 kbps', [4.5, 5.5], 2.4, 'max232'],
  ['MAX3232IDR', 'texas-instruments', 'rs232', 'SOIC-16', '250 kbps', [3, 5.5], 2.2, 'max3232'],
  ['MAX3232EIDR', 'texas-instruments', 'rs232', 'SOIC-16', '250 kbps', [3, 5.5], 2.6, 'max3232e'],
  ['SP3232EEN-L/TR', 'maxlinear', 'rs232', 'SOIC-16', '235 kbps', [3, 5.5], 2.3],
];

function interfaceTransceivers(): PartSpec[] {
  return transceivers.map(([mpn, brand, kind, packageName, rate, supply, price, family]) => {
    const supplyRange = voltageRange(...supply);
    const protocol = { can: 'CAN', canController: 'CAN 2.0B (SPI)', rs485: 'RS-485/RS-422', rs232: 'RS-232' }[kind];
    return integratedCircuit(
      mpn,
      brand,
      'interface-transceivers',
      icKinds[kind],
      packageName,
      {
        interface: protocol,
        dataRate: rate,
        supplyVoltage: supplyRange.plain,
        temperatureRange: temperatureRange(-40, 85).plain,
      },
      [rate, supplyRange],
      price,
      family ? tiDatasheet(family) : null,
    );
  });
}

function levelShifters(): PartSpec[] {
  const entries: [string, string, string, number, string, number, string | null][] = [
    ['TXS0108EPWR', 'texas-instruments', 'TSSOP-20', 8, 'Auto-direction, open-drain capable', 2.9, 'txs0108e'],
    ['TXS0104EPWR', 'texas-instruments', 'TSSOP-14', 4, 'Auto-direction, open-drain capable', 2.8, 'txs0104e'],
    ['TXB0108PWR', 'texas-instruments', 'TSSOP-20', 8, 'Auto-direction, push-pull', 4.2, 'txb0108'],
    ['TXB0104PWR', 'texas-instruments', 'TSSOP-14', 4, 'Auto-direction, push-pull', 2.9, 'txb0104'],
    ['PCA9306DCUR', 'texas-instruments', 'VSSOP-8', 2, 'I2C/SMBus, passive', 1.6, 'pca9306'],
    ['SN74LVC1T45DBVR', 'texas-instruments', 'SOT-23-6', 1, 'Direction pin', 0.8, 'sn74lvc1t45'],
    ['SN74LVC2T45DCUR', 'texas-instruments', 'VSSOP-8', 2, 'Direction pin', 1.1, 'sn74lvc2t45'],
    ['74LVC1T45GW,125', 'nexperia', 'SOT-363', 1, 'Direction pin', 0.7, null],
    ['NTB0104GU12,115', 'nexperia', 'QFN-16 (3x3)', 4, 'Auto-direction', 1.8, null],
  ];
  return entries.map(([mpn, brand, packageName, bits, note, price, family]) =>
    integratedCircuit(
      mpn,
      brand,
      'level-shifters',
      icKinds.levelShifter,
      packageName,
      { channels: String(bits), supplyVoltage: 'A: 1.2 to 3.6 V, B: 1.65 to 5.5 V', features: note },
      [text(`${bits} 位`, `${bits}-bit`, `${bits}-разрядный`, `${bits} bits`), voltageRange(1.2, 5.5)],
      price,
      family ? tiDatasheet(family) : null,
    ),
  );
}

type MemoryEntry = [
  mpn: string,
  brand: string,
  kind: 'norFlash' | 'nandFlash' | 'eeprom' | 'fram' | 'sram',
  packageName: string,
  bits: number,
  bus: string,
  megahertz: number,
  supply: [number, number],
  price: number,
];

const memories: MemoryEntry[] = [
  ['W25Q64JVSSIQ', 'winbond', 'norFlash', 'SOIC-8 (208mil)', 64, 'SPI/Dual/Quad', 133, [2.7, 3.6], 3.2],
  ['AT24C02C-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 2 / 1024, 'I2C', 1, [1.7, 5.5], 0.55],
  ['W25Q80DVSNIG', 'winbond', 'norFlash', 'SOIC-8', 8, 'SPI/Dual/Quad', 104, [2.7, 3.6], 0.9],
  ['W25Q16JVSSIQ', 'winbond', 'norFlash', 'SOIC-8 (208mil)', 16, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.3],
  ['W25Q16JVSNIQ', 'winbond', 'norFlash', 'SOIC-8', 16, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.3],
  ['W25Q32JVSSIQ', 'winbond', 'norFlash', 'SOIC-8 (208mil)', 32, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.9],
  ['W25Q32JVZPIQ', 'winbond', 'norFlash', 'WSON-8 (6x5)', 32, 'SPI/Dual/Quad', 133, [2.7, 3.6], 2.1],
  ['W25Q64JVZPIQ', 'winbond', 'norFlash', 'WSON-8 (6x5)', 64, 'SPI/Dual/Quad', 133, [2.7, 3.6], 3.1],
  ['W25Q128JVSIQ', 'winbond', 'norFlash', 'SOIC-8 (208mil)', 128, 'SPI/Dual/Quad', 133, [2.7, 3.6], 5.2],
  ['W25Q128JVPIQ', 'winbond', 'norFlash', 'WSON-8 (6x5)', 128, 'SPI/Dual/Quad', 133, [2.7, 3.6], 5.5],
  ['W25Q256JVFIQ', 'winbond', 'norFlash', 'SOIC-16 (wide)', 256, 'SPI/Dual/Quad', 133, [2.7, 3.6], 11],
  ['W25N01GVZEIG', 'winbond', 'nandFlash', 'WSON-8 (8x6)', 1024, 'SPI/Dual/Quad', 104, [2.7, 3.6], 12],
  ['GD25Q16ESIGR', 'gigadevice', 'norFlash', 'SOIC-8 (208mil)', 16, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.1],
  ['GD25Q16ETIGR', 'gigadevice', 'norFlash', 'SOIC-8', 16, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.1],
  ['GD25Q32ESIGR', 'gigadevice', 'norFlash', 'SOIC-8 (208mil)', 32, 'SPI/Dual/Quad', 133, [2.7, 3.6], 1.6],
  ['GD25Q64CSIG', 'gigadevice', 'norFlash', 'SOIC-8 (208mil)', 64, 'SPI/Dual/Quad', 120, [2.7, 3.6], 2.6],
  ['GD25Q128ESIGR', 'gigadevice', 'norFlash', 'SOIC-8 (208mil)', 128, 'SPI/Dual/Quad', 133, [2.7, 3.6], 4.4],
  ['GD25LQ64ESIGR', 'gigadevice', 'norFlash', 'SOIC-8 (208mil)', 64, 'SPI/Dual/Quad', 133, [1.65, 2.0], 3],
  ['AT24C02C-XHM-T', 'microchip', 'eeprom', 'TSSOP-8', 2 / 1024, 'I2C', 1, [1.7, 5.5], 0.6],
  ['AT24C04C-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 4 / 1024, 'I2C', 1, [1.7, 5.5], 0.65],
  ['AT24C08C-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 8 / 1024, 'I2C', 1, [1.7, 5.5], 0.7],
  ['AT24C16C-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 16 / 1024, 'I2C', 1, [1.7, 5.5], 0.8],
  ['AT24C32E-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 32 / 1024, 'I2C', 1, [1.7, 5.5], 1.1],
  ['AT24C64D-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 64 / 1024, 'I2C', 1, [1.7, 5.5], 1.4],
  ['AT24C128C-SSHM-T', 'microchip', 'eeprom', 'SOIC-8', 128 / 1024, 'I2C', 1, [1.7, 5.5], 2.1],
  ['AT24C256C-SSHL-T', 'microchip', 'eeprom', 'SOIC-8', 256 / 1024, 'I2C', 1, [1.7, 5.5], 3.2],
  ['AT24C512C-SSHD-T', 'microchip', 'eeprom', 'SOIC-8', 512 / 1024, 'I2C', 1, [1.7, 5.5], 5.5],
  ['24LC256-I/SN', 'microchip', 'eeprom', 'SOIC-8', 256 / 1024, 'I2C', 0.4, [2.5, 5.5], 3.5],
  ['24LC256T-I/SN', 'microchip', 'eeprom', 'SOIC-8', 256 / 1024, 'I2C', 0.4, [2.5, 5.5], 3.3],
  ['24LC64-I/SN', 'microchip', 'eeprom', 'SOIC-8', 64 / 1024, 'I2C', 0.4, [2.5, 5.5], 2],
  ['24LC02BT-I/OT', 'microchip', 'eeprom', 'SOT-23-5', 2 / 1024, 'I2C', 0.4, [2.5, 5.5], 0.9],
  ['24AA02E48T-I/OT', 'microchip', 'eeprom', 'SOT-23-5', 2 / 1024, 'I2C, EUI-48 MAC address', 0.4, [1.7, 5.5], 2.4],
  ['M24C02-RMN6TP', 'stmicroelectronics', 'eeprom', 'SOIC-8', 2 / 1024, 'I2C', 0.4, [1.8, 5.5], 0.55],
  ['M24C64-RMN6TP', 'stmicroelectronics', 'eeprom', 'SOIC-8', 64 / 1024, 'I2C', 1, [1.8, 5.5], 1.2],
  ['M24256-BRMN6TP', 'stmicroelectronics', 'eeprom', 'SOIC-8', 256 / 1024, 'I2C', 1, [1.8, 5.5], 2.8],
  ['M24M01-RMN6TP', 'stmicroelectronics', 'eeprom', 'SOIC-8', 1, 'I2C', 1, [1.8, 5.5], 6],
  ['FM24CL64B-GTR', 'infineon', 'fram', 'SOIC-8', 64 / 1024, 'I2C', 1, [2.7, 3.65], 14],
  ['FM25V02A-G', 'infineon', 'fram', 'SOIC-8', 256 / 1024, 'SPI', 40, [2, 3.6], 32],
  ['23LC1024-I/SN', 'microchip', 'sram', 'SOIC-8', 1, 'SPI/SDI/SQI', 20, [2.5, 5.5], 12],
];

function memoryParts(): PartSpec[] {
  return memories.map(([mpn, brand, kind, packageName, megabits, bus, megahertz, supply, price]) => {
    const capacity = memorySize(megabits * 1024 * 1024, 'bit');
    const supplyRange = voltageRange(...supply);
    const frequency = quantity(megahertz * 1e6, 'Hz');
    return integratedCircuit(
      mpn,
      brand,
      'memory',
      icKinds[kind],
      packageName,
      { capacity: capacity.plain, interface: bus, frequency: frequency.plain, supplyVoltage: supplyRange.plain },
      [capacity, bus, frequency, supplyRange],
      price,
    );
  });
}

/** Fresh generators: list generators remember how far they got, so every catalog needs its own. */
export function icGenerators(): PartGenerator[] {
  return [
    listGenerator('microcontrollers', 3, microcontrollers),
    listGenerator('ldo-regulators', 2.5, ldoRegulators),
    listGenerator('dc-dc-converters', 1, dcDcConverters),
    listGenerator('voltage-references', 0.6, voltageReferences),
    listGenerator('op-amps', 1.2, opAmps),
    listGenerator('comparators', 0.5, comparators),
    listGenerator('timers', 0.3, timers),
    listGenerator('logic-ics', 3, logicIcs),
    listGenerator('usb-uart-bridges', 0.5, usbUartBridges),
    listGenerator('interface-transceivers', 0.8, interfaceTransceivers),
    listGenerator('level-shifters', 0.3, levelShifters),
    listGenerator('memory', 1, memoryParts),
  ];
}
