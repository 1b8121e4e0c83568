import type { Locale } from '../../platform/i18n/index.js';

/** A curated collection of parts, e.g. one MCU family or everything for a USB-C power input. */
export interface TopicDefinition {
  slug: string;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  /** The parts, in the order the topic shows them; MPNs the catalog does not hold are left out. */
  mpns: string[];
}

/**
 * The special topics of `/home/ztzb`. Kept with the code for now (staff cannot edit them yet); the MPNs are
 * real parts the demo catalog always holds.
 */
export const topics: TopicDefinition[] = [
  {
    slug: 'stm32-family',
    title: {
      'zh-CN': 'STM32 及兼容 MCU',
      'en-US': 'STM32 family and compatibles',
      ru: 'Семейство STM32 и совместимые',
      'es-ES': 'Familia STM32 y compatibles',
    },
    description: {
      'zh-CN': 'Cortex-M 微控制器与引脚兼容的国产替代，附常用的 USB 转串口芯片。',
      'en-US': 'Cortex-M microcontrollers, their pin-compatible alternatives and the usual USB-to-serial bridges.',
      ru: 'Микроконтроллеры Cortex-M, их совместимые по выводам аналоги и типовые мосты USB-UART.',
      'es-ES':
        'Microcontroladores Cortex-M, sus alternativas compatibles pin a pin y los puentes USB-serie habituales.',
    },
    mpns: ['STM32F103C8T6', 'STM32F030F4P6', 'GD32F103C8T6', 'CH32V003F4P6', 'RP2040', 'CH340G', 'CP2102-GMR'],
  },
  {
    slug: 'usb-c-power',
    title: { 'zh-CN': 'USB-C 供电', 'en-US': 'USB-C power', ru: 'Питание от USB-C', 'es-ES': 'Alimentación USB-C' },
    description: {
      'zh-CN': 'Type-C 插座、ESD 与浪涌保护、保险丝和把 5 V 降到 3.3 V 的稳压器。',
      'en-US': 'A Type-C receptacle, ESD and surge protection, a fuse and regulators from 5 V down to 3.3 V.',
      ru: 'Разъём Type-C, защита от ЭСР и перенапряжений, предохранитель и стабилизаторы с 5 В на 3,3 В.',
      'es-ES': 'Un conector Type-C, protección ESD y contra sobretensiones, un fusible y reguladores de 5 V a 3,3 V.',
    },
    mpns: [
      'TYPE-C-31-M-12',
      'USBLC6-2SC6',
      'SMBJ5.0A',
      '0451001.MRL',
      'SS34',
      'AMS1117-3.3',
      'XC6206P332MR',
      'TPS5430DDAR',
    ],
  },
  {
    slug: 'sensors',
    title: {
      'zh-CN': '环境与运动传感器',
      'en-US': 'Environment and motion sensors',
      ru: 'Датчики среды и движения',
      'es-ES': 'Sensores ambientales y de movimiento',
    },
    description: {
      'zh-CN': '温度、湿度、气压和六轴运动传感器，I²C 或单总线接口。',
      'en-US': 'Temperature, humidity, pressure and six-axis motion sensors on I²C or 1-Wire.',
      ru: 'Датчики температуры, влажности, давления и шестиосевые датчики движения на I²C или 1-Wire.',
      'es-ES': 'Sensores de temperatura, humedad, presión y movimiento de seis ejes por I²C o 1-Wire.',
    },
    mpns: ['BME280', 'SHT30-DIS-B', 'MPU-6050', 'DS18B20', 'LM75BD'],
  },
];
