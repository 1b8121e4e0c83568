import type { LocalizedText } from '../platform/i18n/index.js';
import type { FaqCategory } from '../modules/content/content.entities.js';
import { text } from './format.js';

/** The contact record the site reads (the specification fixes its id at 2421). */
export const CONTACT_CHANNEL_ID = 2421;

export interface ChannelSeed {
  id: number;
  telephone: string;
  phone: string;
  email: string;
  addressZh: string;
  addressEn: string;
}

export interface AnnouncementSeed {
  title: LocalizedText;
  body: LocalizedText;
  publishedAt: Date;
}

export interface ArticleSeed {
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  publishedAt: Date;
}

export const contactChannel: ChannelSeed = {
  id: CONTACT_CHANNEL_ID,
  telephone: '+86 755 8327 2421',
  phone: '+86 138 2421 6688',
  email: 'service@circuitmart.com',
  addressZh: '广东省深圳市福田区华强北街道华强北路1019号华强广场B座12楼1206室',
  addressEn:
    'Room 1206, 12/F, Block B, Huaqiang Plaza, 1019 Huaqiang North Road, Futian District, Shenzhen, Guangdong 518031, China',
};

/** Paragraphs are separated by a blank line. */
const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const announcements: AnnouncementSeed[] = [
  {
    publishedAt: new Date(Date.UTC(2026, 0, 20, 2, 0)),
    title: text(
      '2026 年春节发货安排',
      'Shipping schedule for the 2026 Spring Festival',
      'График отгрузок на Праздник весны 2026 года',
      'Calendario de envíos para la Fiesta de la Primavera 2026',
    ),
    body: text(
      paragraphs(
        '春节期间（2 月 14 日至 2 月 22 日）仓库暂停发货。2 月 13 日 15:00 前付款的现货订单将在节前发出，之后的订单将于 2 月 23 日起按付款顺序依次发货。',
        '假期内网站正常接单，在线客服每天 10:00–16:00 值班。快递公司节后运力紧张，请预留 2–3 天的额外运输时间。',
      ),
      paragraphs(
        'Our warehouse stops shipping from 14 to 22 February for the Spring Festival. In-stock orders paid before 15:00 on 13 February leave before the holiday; later orders ship from 23 February in the order they were paid.',
        'The site keeps taking orders during the holiday and online support is staffed daily from 10:00 to 16:00. Couriers are busy after the break, so please allow two to three extra days in transit.',
      ),
      paragraphs(
        'На время Праздника весны, с 14 по 22 февраля, склад не отгружает заказы. Заказы из наличия, оплаченные до 15:00 13 февраля, будут отправлены до праздников; более поздние заказы отгружаются с 23 февраля в порядке оплаты.',
        'Сайт принимает заказы и во время праздников, онлайн-поддержка работает ежедневно с 10:00 до 16:00. После праздников курьерские службы перегружены, поэтому закладывайте на доставку два-три дополнительных дня.',
      ),
      paragraphs(
        'Nuestro almacén no realizará envíos del 14 al 22 de febrero por la Fiesta de la Primavera. Los pedidos con existencias pagados antes de las 15:00 del 13 de febrero saldrán antes de las fiestas; los posteriores se enviarán a partir del 23 de febrero por orden de pago.',
        'La web sigue aceptando pedidos durante las fiestas y el soporte en línea atiende a diario de 10:00 a 16:00. Las empresas de mensajería van saturadas tras el descanso, así que cuente con dos o tres días más de tránsito.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 2, 3, 1, 30)),
    title: text(
      '被动元件阶梯价下调',
      'Lower price breaks on passive components',
      'Снижение цен на пассивные компоненты при покупке партиями',
      'Bajamos los precios por volumen de los componentes pasivos',
    ),
    body: text(
      paragraphs(
        '即日起，贴片电阻和 MLCC 电容的 5000 只和 20000 只价格档平均下调约 12%。整盘采购可在购物车中直接看到新的单价。',
        '价格以下单时页面显示为准，已付款订单不受影响。',
      ),
      paragraphs(
        'From today the 5,000 and 20,000 piece breaks on chip resistors and MLCCs are about 12% lower on average. Buying whole reels shows the new unit price straight away in the cart.',
        'Prices are those shown when you place the order; orders already paid are not affected.',
      ),
      paragraphs(
        'С сегодняшнего дня цены на чип-резисторы и конденсаторы MLCC при заказе от 5000 и от 20 000 штук снижены в среднем примерно на 12%. При покупке целых катушек новая цена за штуку сразу видна в корзине.',
        'Действует цена, указанная на странице в момент оформления заказа; уже оплаченные заказы не пересчитываются.',
      ),
      paragraphs(
        'Desde hoy, los tramos de 5.000 y 20.000 unidades de resistencias SMD y condensadores MLCC bajan de media alrededor de un 12 %. Al comprar bobinas completas verá el nuevo precio unitario directamente en el carrito.',
        'Se aplica el precio mostrado al hacer el pedido; los pedidos ya pagados no cambian.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 4, 12, 3, 0)),
    title: text(
      '新品牌上架：Nordic、Sensirion、Phoenix Contact',
      'New brands in stock: Nordic, Sensirion and Phoenix Contact',
      'Новые бренды в наличии: Nordic, Sensirion и Phoenix Contact',
      'Nuevas marcas en stock: Nordic, Sensirion y Phoenix Contact',
    ),
    body: text(
      paragraphs(
        '我们新增了 Nordic Semiconductor 的蓝牙 SoC、Sensirion 的温湿度与气体传感器以及 Phoenix Contact 的 PCB 接线端子，全部来自原厂授权渠道。',
        '在“品牌”页面可以查看完整型号列表；如需批量报价，请提交 BOM 询价。',
      ),
      paragraphs(
        'We now stock Bluetooth SoCs from Nordic Semiconductor, humidity and gas sensors from Sensirion and PCB terminal blocks from Phoenix Contact, all sourced through authorised channels.',
        'The Brands page lists every part number; for volume pricing, send us a BOM quote request.',
      ),
      paragraphs(
        'В ассортименте появились SoC Bluetooth от Nordic Semiconductor, датчики влажности и газа Sensirion и клеммные колодки для печатных плат Phoenix Contact. Все поставки идут через официальные каналы.',
        'Полный список артикулов — на странице «Бренды»; для оптовой цены отправьте запрос по спецификации (BOM).',
      ),
      paragraphs(
        'Ya tenemos SoC Bluetooth de Nordic Semiconductor, sensores de humedad y gas de Sensirion y borneras para PCB de Phoenix Contact, todo a través de canales autorizados.',
        'En la página de marcas encontrará todas las referencias; para precios por volumen, envíenos una solicitud de presupuesto de BOM.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 6, 1, 2, 0)),
    title: text(
      '华强北门店自提服务上线',
      'Store pickup now available at Huaqiang North',
      'Самовывоз из магазина на Хуацянбэй',
      'Ya puede recoger sus pedidos en nuestra tienda de Huaqiang North',
    ),
    body: text(
      paragraphs(
        '结算时选择“门店自提”并预约日期和时段，即可到华强广场 B 座 12 楼 1206 室取货，免运费。',
        '营业时间为周一至周六 9:30–18:30。取货时请出示订单号和预留手机号。',
      ),
      paragraphs(
        'Choose store pickup at checkout and book a date and time slot, then collect your order from Room 1206, 12/F, Block B, Huaqiang Plaza, with no shipping charge.',
        'The counter is open Monday to Saturday, 9:30 to 18:30. Please bring your order number and the phone number on the order.',
      ),
      paragraphs(
        'Выберите при оформлении заказа «Самовывоз», укажите дату и время и заберите покупку в офисе 1206 на 12-м этаже корпуса B комплекса Huaqiang Plaza — без оплаты доставки.',
        'Пункт выдачи работает с понедельника по субботу с 9:30 до 18:30. При получении назовите номер заказа и телефон, указанный в заказе.',
      ),
      paragraphs(
        'Elija «Recogida en tienda» al pagar, reserve fecha y franja horaria y recoja su pedido en la oficina 1206, planta 12, bloque B de Huaqiang Plaza, sin gastos de envío.',
        'El mostrador abre de lunes a sábado de 9:30 a 18:30. Indique el número de pedido y el teléfono que figura en él.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 8, 22, 2, 0)),
    title: text(
      '国庆节发货安排',
      'National Day shipping schedule',
      'График отгрузок на День образования КНР',
      'Calendario de envíos por el Día Nacional',
    ),
    body: text(
      paragraphs(
        '10 月 1 日至 10 月 7 日仓库休息，9 月 30 日 15:00 前付款的现货订单当天发出，其余订单 10 月 8 日起陆续发货。',
        '假期内门店自提暂停，询价和 BOM 报价将在节后两个工作日内回复。',
      ),
      paragraphs(
        'The warehouse is closed from 1 to 7 October. In-stock orders paid before 15:00 on 30 September ship the same day; all other orders ship from 8 October.',
        'Store pickup pauses during the holiday, and price inquiries and BOM quotes are answered within two working days after it.',
      ),
      paragraphs(
        'С 1 по 7 октября склад не работает. Заказы из наличия, оплаченные до 15:00 30 сентября, уйдут в тот же день; остальные будут отгружены начиная с 8 октября.',
        'На время праздников самовывоз приостановлен, а на запросы цен и спецификаций (BOM) мы ответим в течение двух рабочих дней после них.',
      ),
      paragraphs(
        'El almacén cierra del 1 al 7 de octubre. Los pedidos con existencias pagados antes de las 15:00 del 30 de septiembre salen ese mismo día; el resto se envía a partir del 8 de octubre.',
        'La recogida en tienda se suspende durante las fiestas, y las consultas de precio y presupuestos de BOM se responden en los dos días laborables siguientes.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 9, 15, 6, 0)),
    title: text(
      '提醒：未在 30 分钟内付款的订单将自动取消',
      'Reminder: unpaid orders are cancelled after 30 minutes',
      'Напоминание: неоплаченные заказы отменяются через 30 минут',
      'Recordatorio: los pedidos no pagados se cancelan a los 30 minutos',
    ),
    body: text(
      paragraphs(
        '为保证库存对所有客户公平，下单后 30 分钟内未完成付款的订单将自动取消，锁定的库存随之释放。',
        '选择线下银行汇款的订单，请在付款期限内上传付款凭证，审核通过后即视为已付款。',
      ),
      paragraphs(
        'To keep stock fair for every customer, an order that is not paid within 30 minutes is cancelled automatically and the stock it held is released.',
        'If you pay by offline bank transfer, upload the payment proof within the payment window; the order counts as paid once the proof is approved.',
      ),
      paragraphs(
        'Чтобы складские остатки были доступны всем покупателям, заказ, не оплаченный в течение 30 минут, отменяется автоматически, а зарезервированный товар возвращается в продажу.',
        'При оплате банковским переводом загрузите подтверждение платежа в течение этого срока; заказ считается оплаченным после проверки подтверждения.',
      ),
      paragraphs(
        'Para que las existencias sean justas para todos, un pedido que no se paga en 30 minutos se cancela automáticamente y el stock reservado vuelve a estar disponible.',
        'Si paga por transferencia bancaria, suba el justificante dentro de ese plazo; el pedido se considera pagado cuando se aprueba el justificante.',
      ),
    ),
  },
];

export const articles: ArticleSeed[] = [
  {
    publishedAt: new Date(Date.UTC(2025, 10, 18, 3, 0)),
    title: text(
      '如何读懂阶梯价格',
      'How to read a price break table',
      'Как читать таблицу цен по количеству',
      'Cómo leer una tabla de precios por volumen',
    ),
    summary: text(
      '阶梯价告诉你买多少只时每只多少钱。看懂它，常常多买几只反而更省钱。',
      'A price break table tells you the unit price at each quantity. Read it right and buying a few more often costs less.',
      'Таблица цен показывает цену за штуку при разном количестве. Разобравшись в ней, часто можно заплатить меньше, купив чуть больше.',
      'La tabla de precios indica el precio unitario según la cantidad. Si la lee bien, comprar unas pocas unidades más a menudo sale más barato.',
    ),
    body: text(
      paragraphs(
        '商品页上的价格表每一行是一个“档位”：数量达到该行的起订数量后，整单每只都按该行单价计算，价格含税。',
        '例如 1+ 为 0.45 元、10+ 为 0.38 元时，买 9 只要 4.05 元，而买 10 只只要 3.80 元。下单前把数量凑到下一个档位，往往更划算。',
        '第一档的数量就是最小起订量；被动元件通常按 100 只递增，这是编带剪切的最小单位。',
      ),
      paragraphs(
        'Each row of the price table on a product page is a break: once your quantity reaches the row’s minimum, every piece in the line costs that row’s unit price, tax included.',
        'If 1+ costs ¥0.45 and 10+ costs ¥0.38, nine pieces cost ¥4.05 while ten cost only ¥3.80. Rounding up to the next break before you order often saves money.',
        'The first break’s quantity is the minimum order quantity. Passives usually go up in steps of 100, the smallest length of cut tape we sell.',
      ),
      paragraphs(
        'Каждая строка таблицы цен на странице товара — это ступень: как только количество достигает её минимума, все штуки в позиции считаются по цене этой ступени, с учётом налога.',
        'Если от 1 шт. цена 0,45 юаня, а от 10 шт. — 0,38 юаня, то девять штук стоят 4,05 юаня, а десять — всего 3,80. Округлив количество до следующей ступени, часто можно сэкономить.',
        'Количество первой ступени — это минимальный заказ. Пассивные компоненты обычно продаются с шагом 100 шт.: это минимальный отрезок ленты.',
      ),
      paragraphs(
        'Cada fila de la tabla de precios de la ficha es un tramo: cuando su cantidad alcanza el mínimo de la fila, todas las unidades de la línea cuestan el precio de ese tramo, impuestos incluidos.',
        'Si 1+ cuesta 0,45 ¥ y 10+ cuesta 0,38 ¥, nueve unidades cuestan 4,05 ¥ y diez solo 3,80 ¥. Redondear al siguiente tramo antes de pedir suele ahorrar dinero.',
        'La cantidad del primer tramo es el pedido mínimo. Los pasivos suelen ir de 100 en 100, el trozo de cinta más corto que vendemos.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 0, 8, 3, 0)),
    title: text(
      'MLCC 介质怎么选：C0G、X7R 还是 X5R',
      'Choosing an MLCC dielectric: C0G, X7R or X5R',
      'Как выбрать диэлектрик MLCC: C0G, X7R или X5R',
      'Cómo elegir el dieléctrico de un MLCC: C0G, X7R o X5R',
    ),
    summary: text(
      '同样标称 10µF 的电容，加上直流偏压后可能只剩一半。介质决定了稳定性、容量和价格。',
      'Two capacitors marked 10 µF can differ by half once DC bias is applied. The dielectric decides stability, capacitance and price.',
      'Два конденсатора с маркировкой 10 мкФ под постоянным смещением могут отличаться вдвое. Диэлектрик определяет стабильность, ёмкость и цену.',
      'Dos condensadores marcados como 10 µF pueden diferir a la mitad con polarización continua. El dieléctrico decide la estabilidad, la capacidad y el precio.',
    ),
    body: text(
      paragraphs(
        'C0G（NP0）几乎不随温度、电压和时间变化，适合振荡器负载电容、滤波器和定时电路，但容量一般只到几十纳法。',
        'X7R 在 -55~125°C 内容量变化不超过 ±15%，是去耦和通用场合的首选。X5R 上限温度为 85°C，同样尺寸能做到更大容量，适合电源输出端。',
        '选型时请查看直流偏压曲线：小尺寸、高容量的 X5R 电容在额定电压下可能损失 50% 以上的容量。留出电压余量或改用更大尺寸通常更可靠。',
      ),
      paragraphs(
        'C0G (NP0) barely changes with temperature, voltage or age, which suits oscillator load capacitors, filters and timing circuits, but values stop at tens of nanofarads.',
        'X7R stays within ±15% from -55 to 125 °C and is the default for decoupling and general use. X5R is rated only to 85 °C but packs more capacitance into the same case, which suits power-supply outputs.',
        'Check the DC-bias curve when you choose: a small, high-value X5R part can lose more than half its capacitance at rated voltage. Leaving voltage headroom or going up a case size is usually the safer fix.',
      ),
      paragraphs(
        'C0G (NP0) почти не меняется с температурой, напряжением и временем — это выбор для нагрузочных конденсаторов кварца, фильтров и времязадающих цепей, но номиналы ограничены десятками нанофарад.',
        'X7R держит ±15% в диапазоне от -55 до 125 °C и подходит для развязки и большинства задач. X5R рассчитан лишь до 85 °C, зато в том же корпусе даёт бо́льшую ёмкость — удобно на выходе источников питания.',
        'При выборе смотрите кривую зависимости от постоянного смещения: маленький X5R большой ёмкости при номинальном напряжении может потерять больше половины ёмкости. Запас по напряжению или корпус крупнее обычно надёжнее.',
      ),
      paragraphs(
        'El C0G (NP0) apenas varía con la temperatura, la tensión o el tiempo: ideal para condensadores de carga de osciladores, filtros y temporizadores, aunque los valores llegan solo a decenas de nanofaradios.',
        'El X7R se mantiene dentro de ±15 % entre -55 y 125 °C y es la opción por defecto para desacoplo y uso general. El X5R solo llega a 85 °C pero ofrece más capacidad en el mismo encapsulado, útil en salidas de fuentes.',
        'Revise la curva de polarización continua: un X5R pequeño y de alto valor puede perder más de la mitad de su capacidad a la tensión nominal. Dejar margen de tensión o subir de tamaño suele ser lo más seguro.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 1, 26, 3, 0)),
    title: text(
      '静电防护（ESD）入门',
      'ESD handling basics for your bench',
      'Основы защиты от статического электричества на рабочем месте',
      'Nociones básicas de protección ESD en el banco de trabajo',
    ),
    summary: text(
      '人体感觉不到的几百伏静电就足以损坏 MOSFET 和 CMOS 芯片。几件便宜的工具就能把风险降到最低。',
      'A few hundred volts of static, far below what you can feel, is enough to damage MOSFETs and CMOS chips. A few cheap tools keep the risk low.',
      'Несколько сотен вольт статики, которые человек даже не чувствует, способны повредить MOSFET и КМОП-микросхемы. Несколько недорогих средств сводят риск к минимуму.',
      'Unos cientos de voltios de estática, muy por debajo de lo que se nota, bastan para dañar MOSFET y chips CMOS. Unas pocas herramientas baratas reducen mucho el riesgo.',
    ),
    body: text(
      paragraphs(
        '在防静电垫上工作，并佩戴接地的防静电腕带；垫子和腕带都要通过 1MΩ 电阻接地。',
        '敏感器件在使用前保留在防静电袋或导电泡棉中，只在接地的工作台上拆封。不要把芯片放在塑料、泡沫或衣物上。',
        '空气干燥的冬季风险最高，保持 40%–60% 的湿度会有明显帮助。我们所有的半导体器件均以防静电包装发货。',
      ),
      paragraphs(
        'Work on a static-dissipative mat and wear a grounded wrist strap; both should connect to earth through a 1 MΩ resistor.',
        'Keep sensitive parts in their shielding bags or conductive foam until you use them, and open the bags only at the grounded bench. Never rest chips on plastic, foam or clothing.',
        'Dry winter air is the worst case; keeping humidity between 40% and 60% helps noticeably. We ship every semiconductor in ESD-safe packaging.',
      ),
      paragraphs(
        'Работайте на антистатическом коврике в заземлённом браслете; коврик и браслет подключаются к земле через резистор 1 МОм.',
        'Храните чувствительные компоненты в экранирующих пакетах или токопроводящем поролоне до момента монтажа и вскрывайте упаковку только на заземлённом столе. Не кладите микросхемы на пластик, пенопласт или одежду.',
        'Опаснее всего сухой зимний воздух: влажность 40–60% заметно снижает риск. Все полупроводники мы отправляем в антистатической упаковке.',
      ),
      paragraphs(
        'Trabaje sobre una alfombrilla disipativa y con una muñequera conectada a tierra; ambas deben ir a tierra a través de una resistencia de 1 MΩ.',
        'Guarde los componentes sensibles en sus bolsas apantalladas o en espuma conductora hasta usarlos, y ábralas solo en el banco conectado a tierra. No deje nunca los chips sobre plástico, espuma o ropa.',
        'El aire seco del invierno es el peor caso; mantener la humedad entre el 40 % y el 60 % ayuda bastante. Enviamos todos los semiconductores en embalaje antiestático.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 3, 9, 3, 0)),
    title: text(
      '最小起订量与递增量是什么意思',
      'What minimum order quantity and order increment mean',
      'Что означают минимальный заказ и шаг заказа',
      'Qué significan el pedido mínimo y el incremento de pedido',
    ),
    summary: text(
      '为什么电阻最少要买 100 只？为什么不能买 150 只？答案在包装方式里。',
      'Why do resistors start at 100 pieces, and why can’t you buy 150? The answer is in how they are packed.',
      'Почему резисторы продаются от 100 штук и почему нельзя купить 150? Ответ — в способе упаковки.',
      '¿Por qué las resistencias se venden desde 100 unidades y por qué no se pueden comprar 150? La respuesta está en el embalaje.',
    ),
    body: text(
      paragraphs(
        '贴片元件以编带形式出厂，一盘有 4000 至 10000 只。我们按 100 只为单位剪带，因此被动元件的最小起订量和递增量都是 100。',
        '分立器件和 LED 常以 10 只或 50 只为单位；芯片、模组和连接器一般 1 只起售、按 1 只递增。',
        '购物车会自动把数量调整为最小起订量的整数倍；部分热门器件还设有限购数量，以便更多客户能买到。',
      ),
      paragraphs(
        'SMD parts leave the factory on tape reels of 4,000 to 10,000 pieces. We cut tape in lengths of 100, so passives have a minimum order and an increment of 100.',
        'Discretes and LEDs usually come in tens or fifties; ICs, modules and connectors are sold from one piece in steps of one.',
        'The cart rounds your quantity to a valid step automatically. A few popular parts also have a purchase limit so that more customers can get them.',
      ),
      paragraphs(
        'SMD-компоненты поставляются на катушках по 4000–10 000 штук. Мы режем ленту отрезками по 100 штук, поэтому у пассивных компонентов минимальный заказ и шаг — 100.',
        'Дискретные приборы и светодиоды обычно продаются по 10 или 50 штук; микросхемы, модули и разъёмы — от одной штуки с шагом в одну.',
        'Корзина сама округляет количество до допустимого шага. Для некоторых популярных позиций действует ограничение на количество, чтобы товар достался большему числу покупателей.',
      ),
      paragraphs(
        'Los componentes SMD salen de fábrica en bobinas de 4.000 a 10.000 unidades. Cortamos la cinta en tramos de 100, así que los pasivos tienen un pedido mínimo y un incremento de 100.',
        'Los discretos y los LED suelen venderse de 10 en 10 o de 50 en 50; los circuitos integrados, módulos y conectores, desde una unidad y de una en una.',
        'El carrito ajusta la cantidad a un múltiplo válido automáticamente. Algunas referencias muy demandadas tienen además un límite de compra para que lleguen a más clientes.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 5, 17, 3, 0)),
    title: text(
      '批号与生产日期代码',
      'Batch numbers and date codes explained',
      'Что такое номер партии и код даты',
      'Números de lote y códigos de fecha',
    ),
    summary: text(
      '商品页上的“2437+”是什么意思？它告诉你器件大致的生产时间。',
      'What does “2437+” on a product page mean? It tells you roughly when the parts were made.',
      'Что означает «2437+» на странице товара? Это примерное время изготовления компонентов.',
      '¿Qué significa «2437+» en la ficha de un producto? Indica aproximadamente cuándo se fabricaron las piezas.',
    ),
    body: text(
      paragraphs(
        '日期代码通常由年份后两位和周数组成：2437 表示 2024 年第 37 周。后面的“+”表示我们发出的货品生产于该周或之后。',
        '对大多数元件来说，密封包装下存放两年以内不影响使用。湿敏器件（MSL 3 及以上）拆封后应在规定时间内焊接，否则需要烘烤。',
        '如果你的项目对批次有要求（例如需要同一批次或不早于某个日期），请在订单备注中说明。',
      ),
      paragraphs(
        'A date code is usually the last two digits of the year followed by the week: 2437 means week 37 of 2024. The “+” means the parts we ship were made that week or later.',
        'For most parts, up to two years in sealed packaging makes no difference. Moisture-sensitive devices (MSL 3 and above) must be soldered within their floor life after opening, or baked first.',
        'If your project needs a particular batch, such as a single lot or nothing older than a given date, say so in the order remark.',
      ),
      paragraphs(
        'Код даты обычно состоит из двух последних цифр года и номера недели: 2437 — это 37-я неделя 2024 года. Знак «+» означает, что отгружаемые компоненты изготовлены в эту неделю или позже.',
        'Для большинства компонентов хранение до двух лет в запечатанной упаковке не имеет значения. Влагочувствительные приборы (MSL 3 и выше) после вскрытия нужно запаять в отведённое время, иначе их требуется просушить.',
        'Если для проекта важна партия — например, одна партия или не старше определённой даты, — укажите это в комментарии к заказу.',
      ),
      paragraphs(
        'El código de fecha suele ser las dos últimas cifras del año seguidas de la semana: 2437 es la semana 37 de 2024. El «+» indica que las piezas que enviamos se fabricaron esa semana o después.',
        'Para la mayoría de componentes, hasta dos años en embalaje sellado no supone ninguna diferencia. Los dispositivos sensibles a la humedad (MSL 3 o superior) deben soldarse dentro de su vida útil tras abrirlos o secarse antes.',
        'Si su proyecto exige un lote concreto, por ejemplo un único lote o nada anterior a una fecha, indíquelo en las observaciones del pedido.',
      ),
    ),
  },
  {
    publishedAt: new Date(Date.UTC(2026, 7, 27, 3, 0)),
    title: text(
      'LDO 选型要点：压差、静态电流与散热',
      'Picking an LDO: dropout, quiescent current and heat',
      'Выбор LDO-стабилизатора: падение напряжения, ток покоя и нагрев',
      'Cómo elegir un LDO: caída de tensión, corriente de reposo y calor',
    ),
    summary: text(
      'AMS1117 很常见，但它并不适合每一个 3.3V 电源。三个参数决定了 LDO 是否合适。',
      'The AMS1117 is everywhere, but it is not right for every 3.3 V rail. Three numbers decide whether an LDO fits.',
      'AMS1117 встречается повсюду, но подходит не для каждой шины 3,3 В. Пригодность LDO определяют три параметра.',
      'El AMS1117 está en todas partes, pero no sirve para cualquier línea de 3,3 V. Tres cifras deciden si un LDO encaja.',
    ),
    body: text(
      paragraphs(
        '压差：输入电压至少要比输出高出压差值。AMS1117 满载压差约 1.1V，无法从单节锂电池（3.0–4.2V）稳定输出 3.3V；此时应选择 TLV755P、AP2112K 这类低压差器件。',
        '静态电流：电池供电设备待机时，LDO 自身的耗电可能比负载还大。XC6206 的静态电流只有约 1µA，而 AMS1117 约为 5mA。',
        '散热：损耗功率等于（输入电压 − 输出电压）× 电流。从 12V 降到 3.3V、输出 300mA 时，LDO 要耗散约 2.6W，SOT-223 封装已难以承受，这时应改用 DC-DC 降压转换器。',
      ),
      paragraphs(
        'Dropout: the input must stay above the output by at least the dropout voltage. The AMS1117 needs about 1.1 V at full load, so it cannot hold 3.3 V from a single lithium cell (3.0 to 4.2 V); a low-dropout part such as the TLV755P or AP2112K can.',
        'Quiescent current: in battery devices the LDO’s own draw can exceed the standby load. The XC6206 takes about 1 µA, the AMS1117 about 5 mA.',
        'Heat: the regulator burns (input − output) × current. Dropping 12 V to 3.3 V at 300 mA means about 2.6 W, too much for a SOT-223, and the point where a DC-DC buck converter is the better choice.',
      ),
      paragraphs(
        'Падение напряжения: вход должен превышать выход как минимум на величину падения. AMS1117 при полной нагрузке требует около 1,1 В, поэтому не удержит 3,3 В от одного литиевого аккумулятора (3,0–4,2 В); с этим справятся TLV755P или AP2112K.',
        'Ток покоя: в устройствах на батарейках собственное потребление LDO может превышать нагрузку в режиме ожидания. У XC6206 он около 1 мкА, у AMS1117 — около 5 мА.',
        'Нагрев: стабилизатор рассеивает (вход − выход) × ток. Понижение с 12 до 3,3 В при 300 мА — это около 2,6 Вт, многовато для SOT-223; здесь лучше подойдёт понижающий DC-DC-преобразователь.',
      ),
      paragraphs(
        'Caída de tensión: la entrada debe superar la salida al menos en la caída. El AMS1117 necesita unos 1,1 V a plena carga, así que no mantiene 3,3 V con una sola celda de litio (3,0 a 4,2 V); un LDO de baja caída como el TLV755P o el AP2112K sí.',
        'Corriente de reposo: en equipos a batería el consumo propio del LDO puede superar la carga en espera. El XC6206 consume alrededor de 1 µA; el AMS1117, unos 5 mA.',
        'Calor: el regulador disipa (entrada − salida) × corriente. Bajar de 12 V a 3,3 V con 300 mA supone unos 2,6 W, demasiado para un SOT-223; ahí conviene un convertidor CC-CC reductor.',
      ),
    ),
  },
];

export interface FaqSeed {
  category: FaqCategory;
  title: LocalizedText;
  /** Plain paragraphs; the seed stores them as HTML. */
  body: LocalizedText;
}

export const faqEntries: FaqSeed[] = [
  {
    category: 'ordering',
    title: text(
      '最小起订量和递增数量是什么意思？',
      'What do minimum order quantity and increment mean?',
      'Что означают минимальный заказ и шаг количества?',
      '¿Qué significan la cantidad mínima de pedido y el incremento?',
    ),
    body: text(
      '每个型号都有最小起订量（MOQ），购买数量必须达到它；之后只能按递增数量增加，例如编带电阻按 100 只递增。',
      'Every part has a minimum order quantity (MOQ) you must reach; above it the quantity goes up in steps of the increment, for example 100 pieces for taped resistors.',
      'У каждой детали есть минимальный заказ; сверх него количество растёт шагами, например по 100 шт. для резисторов в ленте.',
      'Cada pieza tiene una cantidad mínima de pedido; por encima de ella la cantidad sube en pasos del incremento, por ejemplo 100 unidades para resistencias en cinta.',
    ),
  },
  {
    category: 'ordering',
    title: text(
      '找不到需要的型号怎么办？',
      'What if I cannot find the part I need?',
      'Что делать, если нужной детали нет?',
      '¿Qué hago si no encuentro la pieza que necesito?',
    ),
    body: text(
      '请在询价页面提交型号、数量和目标价格，或上传 BOM 清单，销售专员会在一个工作日内回复报价。',
      'Send us an inquiry with the part number, quantity and target price, or upload your BOM; a sales specialist replies with a quote within one working day.',
      'Отправьте запрос с артикулом, количеством и целевой ценой или загрузите BOM; менеджер пришлёт предложение в течение рабочего дня.',
      'Envíenos una consulta con la referencia, la cantidad y el precio objetivo, o suba su BOM; un especialista responde con una oferta en un día laborable.',
    ),
  },
  {
    category: 'payment',
    title: text(
      '支持哪些付款方式？',
      'Which payment methods do you accept?',
      'Какие способы оплаты доступны?',
      '¿Qué métodos de pago aceptan?',
    ),
    body: text(
      '支持微信支付、支付宝、账户余额、银行转账以及好友代付。订单需在 30 分钟内付款，否则自动取消。',
      'We accept WeChat Pay, Alipay, account balance, bank transfer and a friend paying for you. An order must be paid within 30 minutes or it is cancelled automatically.',
      'Мы принимаем WeChat Pay, Alipay, баланс счёта, банковский перевод и оплату другом. Заказ нужно оплатить за 30 минут, иначе он отменяется.',
      'Aceptamos WeChat Pay, Alipay, saldo de la cuenta, transferencia bancaria y el pago por un amigo. El pedido debe pagarse en 30 minutos o se cancela automáticamente.',
    ),
  },
  {
    category: 'payment',
    title: text(
      '如何申请发票？',
      'How do I get an invoice?',
      'Как получить счёт-фактуру?',
      '¿Cómo obtengo una factura?',
    ),
    body: text(
      '下单时选择个人或企业发票并填写抬头；订单完成后也可以在订单详情中申请开票。',
      'Choose a personal or company invoice and fill in the title when you order; after the order is completed you can also request one from the order details.',
      'При оформлении выберите счёт для частного лица или компании и укажите реквизиты; после завершения заказа его можно запросить в деталях заказа.',
      'Elija factura personal o de empresa e indique los datos al hacer el pedido; cuando el pedido se complete también puede pedirla desde el detalle del pedido.',
    ),
  },
  {
    category: 'shipping',
    title: text('多久发货？', 'How soon do you ship?', 'Как быстро вы отправляете заказ?', '¿Cuándo envían el pedido?'),
    body: text(
      '工作日 15:00 前付款的现货订单当天发货，之后的订单次日发货。期货订单按商品页显示的交期发货。',
      'In-stock orders paid before 15:00 on a working day ship the same day; later orders ship the next day. Parts on lead time ship as shown on the product page.',
      'Заказы со склада, оплаченные до 15:00 рабочего дня, отправляются в тот же день, позже — на следующий. Детали под заказ отправляются в срок, указанный на странице товара.',
      'Los pedidos con stock pagados antes de las 15:00 de un día laborable salen el mismo día; los posteriores, al día siguiente. Las piezas con plazo salen según la ficha del producto.',
    ),
  },
  {
    category: 'shipping',
    title: text(
      '可以到门店自提吗？',
      'Can I pick up my order at a store?',
      'Можно ли забрать заказ самому?',
      '¿Puedo recoger el pedido en tienda?',
    ),
    body: text(
      '可以。结算时选择门店自提，再选择自提点、日期和时间段，并填写提货人信息。',
      'Yes. Choose store pickup at checkout, then a pickup point, a date and a time slot, and name the person who collects it.',
      'Да. При оформлении выберите самовывоз, пункт выдачи, дату и время и укажите получателя.',
      'Sí. Elija recogida en tienda al pagar, luego el punto, la fecha y la franja horaria, e indique quién lo recoge.',
    ),
  },
  {
    category: 'account',
    title: text(
      '忘记密码怎么办？',
      'I forgot my password. What now?',
      'Я забыл пароль. Что делать?',
      'He olvidado mi contraseña. ¿Qué hago?',
    ),
    body: text(
      '在登录页点击“忘记密码”，用绑定的手机或邮箱接收验证码后设置新密码，密码为 6–12 位字母加数字。',
      'Click “Forgot password” on the login page, receive a code on your bound phone or e-mail and set a new password of 6–12 letters and digits.',
      'Нажмите «Забыли пароль» на странице входа, получите код на привязанный телефон или e-mail и задайте новый пароль из 6–12 букв и цифр.',
      'Pulse «¿Olvidó la contraseña?» en la página de acceso, reciba un código en su teléfono o correo y elija una contraseña nueva de 6 a 12 letras y cifras.',
    ),
  },
];

export const registrationAgreement: { title: LocalizedText; body: LocalizedText } = {
  title: text(
    '用户注册协议',
    'User registration agreement',
    'Пользовательское соглашение',
    'Acuerdo de registro de usuario',
  ),
  body: text(
    paragraphs(
      '欢迎注册 CircuitMart。注册即表示您同意本协议。请妥善保管账号和密码，因您保管不善造成的损失由您自行承担。',
      '您应提供真实、准确的注册信息，不得利用本平台从事违法活动。商品价格、库存和交期以下单时页面显示为准。',
      '我们依照隐私政策处理您的个人信息，仅用于完成订单、提供客服和保障账号安全。您可随时在账号设置中申请注销账号。',
    ),
    paragraphs(
      'Welcome to CircuitMart. By registering you accept this agreement. Keep your account and password safe; losses caused by careless keeping are your own.',
      'Give true and accurate registration details and do not use the platform for unlawful purposes. Prices, stock and lead times are those shown when you place an order.',
      'We process your personal data under our privacy policy, only to fulfil orders, provide support and keep your account secure. You can ask to cancel your account at any time in the account settings.',
    ),
    paragraphs(
      'Добро пожаловать в CircuitMart. Регистрируясь, вы принимаете это соглашение. Храните логин и пароль в тайне: убытки из-за их небрежного хранения несёте вы.',
      'Указывайте достоверные данные и не используйте платформу в незаконных целях. Цены, наличие и сроки поставки действуют на момент оформления заказа.',
      'Мы обрабатываем ваши персональные данные согласно политике конфиденциальности только для выполнения заказов, поддержки и защиты учётной записи. Удалить учётную запись можно в любой момент в настройках.',
    ),
    paragraphs(
      'Bienvenido a CircuitMart. Al registrarse acepta este acuerdo. Guarde su cuenta y contraseña con cuidado; las pérdidas por descuido corren por su cuenta.',
      'Facilite datos reales y exactos y no use la plataforma con fines ilícitos. Los precios, existencias y plazos son los mostrados al hacer el pedido.',
      'Tratamos sus datos personales según la política de privacidad, solo para cumplir pedidos, prestar soporte y proteger su cuenta. Puede solicitar la baja de su cuenta en cualquier momento desde los ajustes.',
    ),
  ),
};
