import { mlccSpec } from './generators/mlcc.js';
import { chipResistorSpec } from './generators/resistors.js';
import type { PartSpec } from './product-builder.js';

/**
 * The best-known parts of the shop, always on the shelf. Most of their data lives in the generators' part
 * lists (so a part is described once); this list names them and adds the shop's price, purchase limit and
 * the maker's datasheet link.
 */
export interface FeaturedPart {
  brand: string;
  mpn: string;
  /** Unit price in yuan at the first break. */
  price: number;
  purchaseLimit?: number;
  datasheetUrl?: string;
}

const st = (name: string) => `https://www.st.com/resource/en/datasheet/${name}.pdf`;
const ti = (name: string) => `https://www.ti.com/lit/ds/symlink/${name}.pdf`;
const microchip = (name: string) => `https://www.microchip.com/en-us/product/${name}`;

export const featuredParts: FeaturedPart[] = [
  {
    brand: 'stmicroelectronics',
    mpn: 'STM32F103C8T6',
    price: 9.8,
    purchaseLimit: 200,
    datasheetUrl: st('stm32f103c8'),
  },
  { brand: 'stmicroelectronics', mpn: 'STM32F030F4P6', price: 2.6, datasheetUrl: st('stm32f030f4') },
  {
    brand: 'gigadevice',
    mpn: 'GD32F103C8T6',
    price: 6.5,
    datasheetUrl: 'https://www.gigadevice.com/product/mcu/arm-cortex-m3/gd32f103c8t6',
  },
  { brand: 'microchip', mpn: 'ATMEGA328P-AU', price: 12.5, purchaseLimit: 100, datasheetUrl: microchip('ATMEGA328P') },
  { brand: 'microchip', mpn: 'ATTINY85-20SU', price: 7.2, datasheetUrl: microchip('ATTINY85') },
  { brand: 'microchip', mpn: 'PIC16F877A-I/P', price: 32, datasheetUrl: microchip('PIC16F877A') },
  {
    brand: 'raspberry-pi',
    mpn: 'RP2040',
    price: 5.8,
    purchaseLimit: 500,
    datasheetUrl: 'https://datasheets.raspberrypi.com/rp2040/rp2040-datasheet.pdf',
  },
  { brand: 'wch', mpn: 'CH32V003F4P6', price: 0.75, datasheetUrl: 'https://www.wch-ic.com/products/CH32V003.html' },
  {
    brand: 'espressif',
    mpn: 'ESP8266EX',
    price: 4.2,
    datasheetUrl: 'https://www.espressif.com/sites/default/files/documentation/0a-esp8266ex_datasheet_en.pdf',
  },
  {
    brand: 'espressif',
    mpn: 'ESP32-WROOM-32E',
    price: 19.5,
    purchaseLimit: 50,
    datasheetUrl:
      'https://www.espressif.com/sites/default/files/documentation/esp32-wroom-32e_esp32-wroom-32ue_datasheet_en.pdf',
  },
  {
    brand: 'espressif',
    mpn: 'ESP32-C3-MINI-1',
    price: 12.5,
    datasheetUrl: 'https://www.espressif.com/sites/default/files/documentation/esp32-c3-mini-1_datasheet_en.pdf',
  },
  {
    brand: 'advanced-monolithic-systems',
    mpn: 'AMS1117-3.3',
    price: 0.35,
    datasheetUrl: 'http://www.advanced-monolithic.com/pdf/ds1117.pdf',
  },
  { brand: 'texas-instruments', mpn: 'LM1117MPX-3.3/NOPB', price: 1.6, datasheetUrl: ti('lm1117') },
  {
    brand: 'torex',
    mpn: 'XC6206P332MR',
    price: 0.22,
    datasheetUrl: 'https://product.torexsemi.com/system/files/series/xc6206.pdf',
  },
  { brand: 'texas-instruments', mpn: 'TPS5430DDAR', price: 5.8, datasheetUrl: ti('tps5430') },
  {
    brand: 'monolithic-power-systems',
    mpn: 'MP1584EN-LF-Z',
    price: 2.9,
    datasheetUrl: 'https://www.monolithicpower.com/en/mp1584.html',
  },
  { brand: 'texas-instruments', mpn: 'LM2596S-5.0/NOPB', price: 9.5, datasheetUrl: ti('lm2596') },
  { brand: 'texas-instruments', mpn: 'NE555DR', price: 0.45, datasheetUrl: ti('ne555') },
  { brand: 'texas-instruments', mpn: 'LM358DR', price: 0.38, datasheetUrl: ti('lm358') },
  { brand: 'texas-instruments', mpn: 'SN74HC595N', price: 1.6, datasheetUrl: ti('sn74hc595') },
  {
    brand: 'nexperia',
    mpn: '74HC04D,653',
    price: 0.45,
    datasheetUrl: 'https://assets.nexperia.com/documents/data-sheet/74HC_HCT04.pdf',
  },
  { brand: 'texas-instruments', mpn: 'TXS0108EPWR', price: 2.9, datasheetUrl: ti('txs0108e') },
  {
    brand: 'wch',
    mpn: 'CH340G',
    price: 2.6,
    purchaseLimit: 500,
    datasheetUrl: 'https://www.wch-ic.com/products/CH340.html',
  },
  {
    brand: 'silicon-labs',
    mpn: 'CP2102-GMR',
    price: 9.5,
    datasheetUrl: 'https://www.silabs.com/documents/public/data-sheets/CP2102-9.pdf',
  },
  {
    brand: 'ftdi',
    mpn: 'FT232RL',
    price: 22,
    datasheetUrl: 'https://ftdichip.com/wp-content/uploads/2020/08/DS_FT232R.pdf',
  },
  {
    brand: 'analog-devices',
    mpn: 'MAX3232ESE+T',
    price: 9.5,
    datasheetUrl: 'https://www.analog.com/en/products/max3232e.html',
  },
  { brand: 'maxlinear', mpn: 'SP3485EN-L/TR', price: 2.3 },
  { brand: 'nxp', mpn: 'TJA1050T', price: 3.2, datasheetUrl: 'https://www.nxp.com/docs/en/data-sheet/TJA1050.pdf' },
  { brand: 'winbond', mpn: 'W25Q64JVSSIQ', price: 3.2 },
  { brand: 'microchip', mpn: 'AT24C02C-SSHM-T', price: 0.55, datasheetUrl: microchip('AT24C02C') },
  {
    brand: 'bosch-sensortec',
    mpn: 'BME280',
    price: 18,
    purchaseLimit: 100,
    datasheetUrl: 'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme280-ds002.pdf',
  },
  { brand: 'sensirion', mpn: 'SHT30-DIS-B', price: 9.8 },
  {
    brand: 'tdk',
    mpn: 'MPU-6050',
    price: 14,
    purchaseLimit: 100,
    datasheetUrl: 'https://invensense.tdk.com/products/motion-tracking/6-axis/mpu-6050/',
  },
  {
    brand: 'analog-devices',
    mpn: 'DS18B20',
    price: 6.5,
    datasheetUrl: 'https://www.analog.com/en/products/ds18b20.html',
  },
  { brand: 'nxp', mpn: 'LM75BD', price: 1.9, datasheetUrl: 'https://www.nxp.com/docs/en/data-sheet/LM75B.pdf' },
  { brand: 'abracon', mpn: 'ABL-8.000MHZ-B2', price: 0.9 },
  { brand: 'abracon', mpn: 'ABM8-16.000MHZ-B2-T', price: 1.6 },
  { brand: 'everlight', mpn: '19-217/GHC-YR1S2/3T', price: 0.045 },
  { brand: 'kingbright', mpn: 'APT2012SGC', price: 0.07 },
  { brand: 'kingbright', mpn: 'APT2012EC', price: 0.07 },
  { brand: 'changjiang', mpn: 'B5819W', price: 0.03 },
  { brand: 'changjiang', mpn: '1N5819WS', price: 0.03 },
  { brand: 'mdd', mpn: 'SS34', price: 0.08 },
  { brand: 'changjiang', mpn: '1N4148W', price: 0.02 },
  { brand: 'changjiang', mpn: 'MMBT3904', price: 0.025 },
  { brand: 'changjiang', mpn: 'S8050', price: 0.03 },
  { brand: 'changjiang', mpn: '2N7002', price: 0.03 },
  { brand: 'alpha-omega', mpn: 'AO3400A', price: 0.12 },
  { brand: 'infineon', mpn: 'IRLML2502TRPBF', price: 0.45 },
  { brand: 'onsemi', mpn: 'BSS138', price: 0.12 },
  { brand: 'texas-instruments', mpn: 'TL431AIDBZR', price: 0.3, datasheetUrl: ti('tl431') },
  { brand: 'texas-instruments', mpn: 'LM393DR', price: 0.4, datasheetUrl: ti('lm393') },
  { brand: 'stmicroelectronics', mpn: 'USBLC6-2SC6', price: 0.55, datasheetUrl: st('usblc6-2') },
  { brand: 'littelfuse', mpn: 'SMBJ5.0A', price: 0.25 },
  { brand: 'littelfuse', mpn: '0451001.MRL', price: 1.6 },
  { brand: 'hroparts', mpn: 'TYPE-C-31-M-12', price: 0.75, purchaseLimit: 1000 },
  { brand: 'jst', mpn: 'B2B-PH-K-S(LF)(SN)', price: 0.2 },
  { brand: 'jst', mpn: 'B2B-XH-A(LF)(SN)', price: 0.18 },
  { brand: 'jst', mpn: 'B4B-XH-A(LF)(SN)', price: 0.25 },
  { brand: 'songle', mpn: 'SRD-05VDC-SL-C', price: 2.2 },
  { brand: 'sunlord', mpn: 'SWPA4030S100MT', price: 0.42 },
];

/** Chip resistors and MLCCs come from random generators, so the famous ones are spelled out here. */
export const featuredPassives: PartSpec[] = [
  chipResistorSpec('0603WAF1002T5E', 'uni-royal', { size: '0603', ohms: 10_000, tolerancePercent: 1 }, 0.012),
  chipResistorSpec('0402WGF1001TCE', 'uni-royal', { size: '0402', ohms: 1000, tolerancePercent: 1 }, 0.01),
  chipResistorSpec('RC0603FR-0710KL', 'yageo', { size: '0603', ohms: 10_000, tolerancePercent: 1 }, 0.016),
  chipResistorSpec('RC0805FR-074K7L', 'yageo', { size: '0805', ohms: 4700, tolerancePercent: 1 }, 0.02),
  chipResistorSpec('RC0402FR-07100RL', 'yageo', { size: '0402', ohms: 100, tolerancePercent: 1 }, 0.014),
  chipResistorSpec('RC1206FR-071KL', 'yageo', { size: '1206', ohms: 1000, tolerancePercent: 1 }, 0.03),
  chipResistorSpec('ERJ-3EKF1002V', 'panasonic', { size: '0603', ohms: 10_000, tolerancePercent: 1 }, 0.028),
  chipResistorSpec('CRCW060310K0FKEA', 'vishay', { size: '0603', ohms: 10_000, tolerancePercent: 1 }, 0.04),
  mlccSpec(
    'CL10B104KB8NNNC',
    'samsung-electro-mechanics',
    { size: '0603', dielectric: 'X7R', picofarads: 100_000, volts: 50, toleranceCode: 'K' },
    0.012,
  ),
  mlccSpec(
    'CL21A106KAYNNNC',
    'samsung-electro-mechanics',
    { size: '0805', dielectric: 'X5R', picofarads: 10_000_000, volts: 25, toleranceCode: 'K' },
    0.06,
  ),
  mlccSpec(
    'CL05B104KO5NNNC',
    'samsung-electro-mechanics',
    { size: '0402', dielectric: 'X7R', picofarads: 100_000, volts: 16, toleranceCode: 'K' },
    0.01,
  ),
  mlccSpec(
    'GRM188R71H104KA93D',
    'murata',
    { size: '0603', dielectric: 'X7R', picofarads: 100_000, volts: 50, toleranceCode: 'K' },
    0.03,
  ),
  mlccSpec(
    'GRM155R71C104KA88D',
    'murata',
    { size: '0402', dielectric: 'X7R', picofarads: 100_000, volts: 16, toleranceCode: 'K' },
    0.02,
  ),
  mlccSpec(
    'CC0603KRX7R9BB104',
    'yageo',
    { size: '0603', dielectric: 'X7R', picofarads: 100_000, volts: 50, toleranceCode: 'K' },
    0.012,
  ),
  mlccSpec(
    'CL10A106KP8NNNC',
    'samsung-electro-mechanics',
    { size: '0603', dielectric: 'X5R', picofarads: 10_000_000, volts: 10, toleranceCode: 'K' },
    0.04,
  ),
  mlccSpec(
    'CL10C220JB8NNNC',
    'samsung-electro-mechanics',
    { size: '0603', dielectric: 'C0G', picofarads: 22, volts: 50, toleranceCode: 'J' },
    0.012,
  ),
];
