import type { LocalizedText } from '../platform/i18n/index.js';
import type { CategorySeed } from './catalog-types.js';
import { text } from './format.js';

interface CategoryGroup {
  slug: string;
  name: LocalizedText;
  leaves: { slug: string; name: LocalizedText }[];
}

/** The category tree: top-level groups, each with its leaf categories, in display order. */
const categoryTree: CategoryGroup[] = [
  {
    slug: 'passives',
    name: text('被动元件', 'Passive Components', 'Пассивные компоненты', 'Componentes pasivos'),
    leaves: [
      { slug: 'chip-resistors', name: text('贴片电阻', 'Chip Resistors', 'Чип-резисторы', 'Resistencias SMD') },
      {
        slug: 'mlcc',
        name: text(
          '贴片电容 (MLCC)',
          'Multilayer Ceramic Capacitors (MLCC)',
          'Керамические многослойные конденсаторы (MLCC)',
          'Condensadores cerámicos multicapa (MLCC)',
        ),
      },
      {
        slug: 'aluminum-electrolytic-capacitors',
        name: text(
          '铝电解电容',
          'Aluminum Electrolytic Capacitors',
          'Алюминиевые электролитические конденсаторы',
          'Condensadores electrolíticos de aluminio',
        ),
      },
      {
        slug: 'tantalum-capacitors',
        name: text('钽电容', 'Tantalum Capacitors', 'Танталовые конденсаторы', 'Condensadores de tántalo'),
      },
      {
        slug: 'power-inductors',
        name: text('功率电感', 'Power Inductors', 'Силовые дроссели', 'Inductores de potencia'),
      },
      { slug: 'ferrite-beads', name: text('磁珠', 'Ferrite Beads', 'Ферритовые фильтры', 'Perlas de ferrita') },
    ],
  },
  {
    slug: 'discrete-semiconductors',
    name: text('分立半导体', 'Discrete Semiconductors', 'Дискретные полупроводники', 'Semiconductores discretos'),
    leaves: [
      {
        slug: 'switching-diodes',
        name: text('开关二极管', 'Switching Diodes', 'Импульсные диоды', 'Diodos de conmutación'),
      },
      { slug: 'schottky-diodes', name: text('肖特基二极管', 'Schottky Diodes', 'Диоды Шоттки', 'Diodos Schottky') },
      { slug: 'zener-diodes', name: text('稳压二极管', 'Zener Diodes', 'Стабилитроны', 'Diodos Zener') },
      {
        slug: 'bipolar-transistors',
        name: text(
          '三极管 (BJT)',
          'Bipolar Transistors (BJT)',
          'Биполярные транзисторы',
          'Transistores bipolares (BJT)',
        ),
      },
      { slug: 'mosfets', name: text('场效应管 (MOSFET)', 'MOSFETs', 'MOSFET-транзисторы', 'Transistores MOSFET') },
    ],
  },
  {
    slug: 'integrated-circuits',
    name: text('集成电路', 'Integrated Circuits', 'Интегральные микросхемы', 'Circuitos integrados'),
    leaves: [
      {
        slug: 'microcontrollers',
        name: text('单片机 (MCU)', 'Microcontrollers (MCU)', 'Микроконтроллеры', 'Microcontroladores'),
      },
      {
        slug: 'ldo-regulators',
        name: text('线性稳压器 (LDO)', 'LDO Regulators', 'Линейные стабилизаторы (LDO)', 'Reguladores LDO'),
      },
      {
        slug: 'dc-dc-converters',
        name: text('DC-DC 转换器', 'DC-DC Converters', 'DC-DC-преобразователи', 'Convertidores CC-CC'),
      },
      {
        slug: 'voltage-references',
        name: text('电压基准', 'Voltage References', 'Источники опорного напряжения', 'Referencias de tensión'),
      },
      {
        slug: 'op-amps',
        name: text('运算放大器', 'Operational Amplifiers', 'Операционные усилители', 'Amplificadores operacionales'),
      },
      { slug: 'comparators', name: text('比较器', 'Comparators', 'Компараторы', 'Comparadores') },
      { slug: 'timers', name: text('定时器', 'Timers', 'Таймеры', 'Temporizadores') },
      { slug: 'logic-ics', name: text('逻辑芯片', 'Logic ICs', 'Логические микросхемы', 'Circuitos lógicos') },
      {
        slug: 'usb-uart-bridges',
        name: text('USB 转串口芯片', 'USB-UART Bridges', 'Преобразователи USB-UART', 'Puentes USB-UART'),
      },
      {
        slug: 'interface-transceivers',
        name: text(
          '接口收发器 (CAN/RS-485/RS-232)',
          'Interface Transceivers (CAN, RS-485, RS-232)',
          'Интерфейсные приёмопередатчики (CAN, RS-485, RS-232)',
          'Transceptores de interfaz (CAN, RS-485, RS-232)',
        ),
      },
      {
        slug: 'level-shifters',
        name: text('电平转换器', 'Level Shifters', 'Преобразователи уровней', 'Traductores de nivel'),
      },
      { slug: 'memory', name: text('存储器', 'Memory ICs', 'Микросхемы памяти', 'Memorias') },
    ],
  },
  {
    slug: 'sensors',
    name: text('传感器', 'Sensors', 'Датчики', 'Sensores'),
    leaves: [
      {
        slug: 'environmental-sensors',
        name: text(
          '温湿度与气压传感器',
          'Temperature, Humidity & Pressure Sensors',
          'Датчики температуры, влажности и давления',
          'Sensores de temperatura, humedad y presión',
        ),
      },
      {
        slug: 'motion-sensors',
        name: text(
          '姿态传感器 (IMU)',
          'Motion Sensors (IMU)',
          'Датчики движения (IMU)',
          'Sensores de movimiento (IMU)',
        ),
      },
    ],
  },
  {
    slug: 'electromechanical',
    name: text('机电元件', 'Electromechanical', 'Электромеханические компоненты', 'Componentes electromecánicos'),
    leaves: [
      {
        slug: 'wire-to-board-connectors',
        name: text('线对板连接器', 'Wire-to-Board Connectors', 'Разъёмы «провод — плата»', 'Conectores cable a placa'),
      },
      { slug: 'usb-connectors', name: text('USB 连接器', 'USB Connectors', 'USB-разъёмы', 'Conectores USB') },
      {
        slug: 'pin-headers',
        name: text('排针排母', 'Pin Headers & Sockets', 'Штыревые разъёмы и гнёзда', 'Tiras de pines y zócalos'),
      },
      { slug: 'terminal-blocks', name: text('接线端子', 'Terminal Blocks', 'Клеммные колодки', 'Borneras') },
      {
        slug: 'tactile-switches',
        name: text('轻触开关', 'Tactile Switches', 'Тактовые кнопки', 'Pulsadores táctiles'),
      },
      { slug: 'relays', name: text('继电器', 'Relays', 'Реле', 'Relés') },
    ],
  },
  {
    slug: 'frequency-control',
    name: text(
      '晶振与振荡器',
      'Crystals & Oscillators',
      'Кварцевые резонаторы и генераторы',
      'Cristales y osciladores',
    ),
    leaves: [
      { slug: 'crystals', name: text('无源晶振', 'Crystals', 'Кварцевые резонаторы', 'Cristales de cuarzo') },
      { slug: 'oscillators', name: text('有源晶振', 'Oscillators', 'Кварцевые генераторы', 'Osciladores') },
    ],
  },
  {
    slug: 'optoelectronics',
    name: text('光电器件', 'Optoelectronics', 'Оптоэлектроника', 'Optoelectrónica'),
    leaves: [
      { slug: 'leds', name: text('发光二极管 (LED)', 'LEDs', 'Светодиоды', 'LED') },
      { slug: 'optocouplers', name: text('光耦', 'Optocouplers', 'Оптопары', 'Optoacopladores') },
    ],
  },
  {
    slug: 'circuit-protection',
    name: text('电路保护', 'Circuit Protection', 'Защита цепей', 'Protección de circuitos'),
    leaves: [
      { slug: 'fuses', name: text('保险丝', 'Fuses', 'Плавкие предохранители', 'Fusibles') },
      {
        slug: 'resettable-fuses',
        name: text(
          '自恢复保险丝 (PPTC)',
          'Resettable Fuses (PPTC)',
          'Самовосстанавливающиеся предохранители',
          'Fusibles rearmables (PPTC)',
        ),
      },
      {
        slug: 'tvs-esd-protection',
        name: text(
          'TVS/ESD 保护器件',
          'TVS & ESD Protection',
          'Защита от перенапряжений и ESD',
          'Protección TVS y ESD',
        ),
      },
    ],
  },
  {
    slug: 'rf-wireless',
    name: text('射频与无线', 'RF & Wireless', 'ВЧ и беспроводная связь', 'RF e inalámbricos'),
    leaves: [
      {
        slug: 'wireless-modules',
        name: text('无线模块', 'Wireless Modules', 'Беспроводные модули', 'Módulos inalámbricos'),
      },
      { slug: 'wireless-socs', name: text('无线 SoC', 'Wireless SoCs', 'Беспроводные SoC', 'SoC inalámbricos') },
    ],
  },
];

/** Groups first, each followed by its leaves: the order that gives category ids 1..n. */
export function buildCategories(): CategorySeed[] {
  const categories: CategorySeed[] = [];
  categoryTree.forEach((group, groupIndex) => {
    categories.push({ slug: group.slug, name: group.name, parentSlug: null, position: groupIndex });
    group.leaves.forEach((leaf, leafIndex) => {
      categories.push({ slug: leaf.slug, name: leaf.name, parentSlug: group.slug, position: leafIndex });
    });
  });
  return categories;
}
