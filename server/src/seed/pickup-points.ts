import type { LocalizedText } from '../platform/i18n/index.js';

interface PickupPointSeed {
  name: LocalizedText;
  address: LocalizedText;
  openingHours: LocalizedText;
  phone: string;
}

const weekdaysNineToSix: LocalizedText = {
  'zh-CN': '周一至周六 09:00-18:00',
  'en-US': 'Mon-Sat 09:00-18:00',
  ru: 'Пн-Сб 09:00-18:00',
  'es-ES': 'Lun-Sáb 09:00-18:00',
};

/** Demo stores for store pickup, in the electronics markets where component buyers actually go. */
export const pickupPoints: PickupPointSeed[] = [
  {
    name: {
      'zh-CN': '深圳华强北门店',
      'en-US': 'Shenzhen Huaqiangbei store',
      ru: 'Магазин Шэньчжэнь Хуацяншэй',
      'es-ES': 'Tienda Shenzhen Huaqiangbei',
    },
    address: {
      'zh-CN': '广东省深圳市福田区华强北路1019号华强广场B座3楼',
      'en-US': '3F, Block B, Huaqiang Plaza, 1019 Huaqiang North Rd, Futian, Shenzhen, Guangdong',
      ru: 'Гуандун, Шэньчжэнь, Футянь, ул. Хуацян Бэй 1019, Huaqiang Plaza, корп. B, 3 эт.',
      'es-ES': 'Planta 3, Bloque B, Huaqiang Plaza, Huaqiang North Rd 1019, Futian, Shenzhen, Guangdong',
    },
    openingHours: weekdaysNineToSix,
    phone: '+86 755 8321 6600',
  },
  {
    name: {
      'zh-CN': '上海赛格门店',
      'en-US': 'Shanghai SEG store',
      ru: 'Магазин Шанхай SEG',
      'es-ES': 'Tienda Shanghai SEG',
    },
    address: {
      'zh-CN': '上海市黄浦区福州路580号赛格电子市场2楼',
      'en-US': '2F, SEG Electronics Market, 580 Fuzhou Rd, Huangpu, Shanghai',
      ru: 'Шанхай, Хуанпу, ул. Фучжоу 580, рынок электроники SEG, 2 эт.',
      'es-ES': 'Planta 2, Mercado de Electrónica SEG, Fuzhou Rd 580, Huangpu, Shanghái',
    },
    openingHours: weekdaysNineToSix,
    phone: '+86 21 6322 8810',
  },
  {
    name: {
      'zh-CN': '北京中关村门店',
      'en-US': 'Beijing Zhongguancun store',
      ru: 'Магазин Пекин Чжунгуаньцунь',
      'es-ES': 'Tienda Pekín Zhongguancun',
    },
    address: {
      'zh-CN': '北京市海淀区中关村大街1号海龙大厦5楼',
      'en-US': '5F, Hailong Building, 1 Zhongguancun St, Haidian, Beijing',
      ru: 'Пекин, Хайдянь, ул. Чжунгуаньцунь 1, здание Хайлун, 5 эт.',
      'es-ES': 'Planta 5, Edificio Hailong, Zhongguancun St 1, Haidian, Pekín',
    },
    openingHours: {
      'zh-CN': '每天 10:00-20:00',
      'en-US': 'Daily 10:00-20:00',
      ru: 'Ежедневно 10:00-20:00',
      'es-ES': 'Todos los días 10:00-20:00',
    },
    phone: '+86 10 6256 3300',
  },
];
