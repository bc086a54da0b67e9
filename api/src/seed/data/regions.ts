/** The delivery regions (cities) of the spec, with real names, cases, time zones and coordinates. */
export interface RegionData {
  id: number;
  name: string;
  /** long name */
  name2: string;
  additionlyName: string | null;
  slug: string;
  /** where: 'в Москве' */
  nameGde: string;
  /** accusative: 'в Москву' */
  nameVin: string;
  /** dative: 'по Москве' */
  nameDat: string;
  /** genitive: 'из Москвы' */
  nameRod: string;
  disabled: boolean;
  hasCourierDelivery: boolean;
  hasNightDelivery: boolean;
  hasPrescription: boolean;
  phone: string;
  /** telephone area code, used for store phones */
  areaCode: string;
  timeZone: string;
  /** UTC offset, hours */
  timeByZone: number;
  /** vehicle-plate style region codes */
  regionCodes: string[];
  /** KLADR codes of the federal subjects served */
  regionKladr: string[];
  lat: number;
  lon: number;
  /** south, west, north, east */
  bounds: [number, number, number, number];
  courierCost: number;
  courierFreeFrom: number;
  /** how many pharmacies to generate */
  stores: number;
  /** administrative-region names (full and abbreviated) that map to this region */
  aliases: string[];
}

/** A city-sized bounding box around a centre: half-height in degrees of latitude, half-width of longitude. */
function box(lat: number, lon: number, dLat: number, dLon: number): [number, number, number, number] {
  const r = (value: number) => Math.round(value * 10000) / 10000;
  return [r(lat - dLat), r(lon - dLon), r(lat + dLat), r(lon + dLon)];
}

const kladr = (subject: string) => `${subject}00000000000`;

export const REGIONS: RegionData[] = [
  {
    id: 14, name: 'Москва', name2: 'Москва и Московская область', additionlyName: 'и область', slug: 'moskva',
    nameGde: 'Москве', nameVin: 'Москву', nameDat: 'Москве', nameRod: 'Москвы',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: true, hasPrescription: true,
    phone: '+7 (495) 150-03-03', areaCode: '495', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['77', '97', '99', '177', '197', '199', '777', '797', '799', '977', '50', '90', '150', '190', '750', '790'],
    regionKladr: [kladr('77'), kladr('50')],
    lat: 55.755864, lon: 37.617698, bounds: [55.1422, 36.803, 56.0215, 37.9674],
    courierCost: 29900, courierFreeFrom: 300000, stores: 60,
    aliases: ['Москва', 'г Москва', 'г. Москва', 'Московская область', 'Московская обл', 'Московская обл.', 'МО'],
  },
  {
    id: 27, name: 'Санкт-Петербург', name2: 'Санкт-Петербург и Ленинградская область', additionlyName: 'и область', slug: 'sankt-peterburg',
    nameGde: 'Санкт-Петербурге', nameVin: 'Санкт-Петербург', nameDat: 'Санкт-Петербургу', nameRod: 'Санкт-Петербурга',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: true, hasPrescription: true,
    phone: '+7 (812) 409-03-03', areaCode: '812', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['78', '98', '178', '198', '47', '147'],
    regionKladr: [kladr('78'), kladr('47')],
    lat: 59.938784, lon: 30.314997, bounds: [59.6339, 29.4247, 60.2454, 30.7594],
    courierCost: 29900, courierFreeFrom: 300000, stores: 40,
    aliases: ['Санкт-Петербург', 'г Санкт-Петербург', 'г. Санкт-Петербург', 'СПб', 'Питер', 'Ленинградская область', 'Ленинградская обл', 'Ленинградская обл.', 'ЛО'],
  },
  {
    id: 16, name: 'Казань', name2: 'Казань и Республика Татарстан', additionlyName: null, slug: 'kazan',
    nameGde: 'Казани', nameVin: 'Казань', nameDat: 'Казани', nameRod: 'Казани',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: true, hasPrescription: true,
    phone: '+7 (843) 202-03-03', areaCode: '843', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['16', '116', '716'], regionKladr: [kladr('16')],
    lat: 55.796127, lon: 49.106414, bounds: box(55.796127, 49.106414, 0.16, 0.3),
    courierCost: 24900, courierFreeFrom: 250000, stores: 20,
    aliases: ['Казань', 'г Казань', 'Республика Татарстан', 'Респ Татарстан', 'Татарстан', 'РТ'],
  },
  {
    id: 29, name: 'Нижний Новгород', name2: 'Нижний Новгород и Нижегородская область', additionlyName: null, slug: 'nizhniy-novgorod',
    nameGde: 'Нижнем Новгороде', nameVin: 'Нижний Новгород', nameDat: 'Нижнему Новгороду', nameRod: 'Нижнего Новгорода',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (831) 235-03-03', areaCode: '831', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['52', '152'], regionKladr: [kladr('52')],
    lat: 56.326797, lon: 44.006516, bounds: box(56.326797, 44.006516, 0.14, 0.28),
    courierCost: 24900, courierFreeFrom: 250000, stores: 16,
    aliases: ['Нижний Новгород', 'г Нижний Новгород', 'Нижегородская область', 'Нижегородская обл'],
  },
  {
    id: 10, name: 'Екатеринбург', name2: 'Екатеринбург и Свердловская область', additionlyName: null, slug: 'ekaterinburg',
    nameGde: 'Екатеринбурге', nameVin: 'Екатеринбург', nameDat: 'Екатеринбургу', nameRod: 'Екатеринбурга',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (343) 288-03-03', areaCode: '343', timeZone: 'Asia/Yekaterinburg', timeByZone: 5,
    regionCodes: ['66', '96', '196'], regionKladr: [kladr('66')],
    lat: 56.838011, lon: 60.597474, bounds: box(56.838011, 60.597474, 0.15, 0.3),
    courierCost: 24900, courierFreeFrom: 250000, stores: 18,
    aliases: ['Екатеринбург', 'г Екатеринбург', 'Свердловская область', 'Свердловская обл'],
  },
  {
    id: 5, name: 'Воронеж', name2: 'Воронеж и Воронежская область', additionlyName: null, slug: 'voronezh',
    nameGde: 'Воронеже', nameVin: 'Воронеж', nameDat: 'Воронежу', nameRod: 'Воронежа',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (473) 212-03-03', areaCode: '473', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['36', '136'], regionKladr: [kladr('36')],
    lat: 51.660781, lon: 39.200269, bounds: box(51.660781, 39.200269, 0.12, 0.22),
    courierCost: 19900, courierFreeFrom: 200000, stores: 12,
    aliases: ['Воронеж', 'г Воронеж', 'Воронежская область', 'Воронежская обл'],
  },
  {
    id: 7, name: 'Ярославль', name2: 'Ярославль и Ярославская область', additionlyName: null, slug: 'yaroslavl',
    nameGde: 'Ярославле', nameVin: 'Ярославль', nameDat: 'Ярославлю', nameRod: 'Ярославля',
    disabled: true, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4852) 67-03-03', areaCode: '4852', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['76', '176'], regionKladr: [kladr('76')],
    lat: 57.626559, lon: 39.893813, bounds: box(57.626559, 39.893813, 0.1, 0.2),
    courierCost: 19900, courierFreeFrom: 200000, stores: 0,
    aliases: ['Ярославль', 'г Ярославль', 'Ярославская область', 'Ярославская обл'],
  },
  {
    id: 8, name: 'Тверь', name2: 'Тверь и Тверская область', additionlyName: null, slug: 'tver',
    nameGde: 'Твери', nameVin: 'Тверь', nameDat: 'Твери', nameRod: 'Твери',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4822) 63-03-03', areaCode: '4822', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['69', '169'], regionKladr: [kladr('69')],
    lat: 56.859611, lon: 35.911896, bounds: box(56.859611, 35.911896, 0.08, 0.16),
    courierCost: 19900, courierFreeFrom: 200000, stores: 8,
    aliases: ['Тверь', 'г Тверь', 'Тверская область', 'Тверская обл'],
  },
  {
    id: 11, name: 'Краснодар', name2: 'Краснодар и Краснодарский край', additionlyName: null, slug: 'krasnodar',
    nameGde: 'Краснодаре', nameVin: 'Краснодар', nameDat: 'Краснодару', nameRod: 'Краснодара',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (861) 203-03-03', areaCode: '861', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['23', '93', '123', '193'], regionKladr: [kladr('23')],
    lat: 45.035470, lon: 38.975313, bounds: box(45.03547, 38.975313, 0.12, 0.2),
    courierCost: 19900, courierFreeFrom: 200000, stores: 14,
    aliases: ['Краснодар', 'г Краснодар', 'Краснодарский край', 'Краснодарский кр'],
  },
  {
    id: 19, name: 'Ростов-на-Дону', name2: 'Ростов-на-Дону и Ростовская область', additionlyName: null, slug: 'rostov-na-donu',
    nameGde: 'Ростове-на-Дону', nameVin: 'Ростов-на-Дону', nameDat: 'Ростову-на-Дону', nameRod: 'Ростова-на-Дону',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (863) 303-03-03', areaCode: '863', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['61', '161', '761'], regionKladr: [kladr('61')],
    lat: 47.222078, lon: 39.720349, bounds: box(47.222078, 39.720349, 0.1, 0.22),
    courierCost: 19900, courierFreeFrom: 200000, stores: 14,
    aliases: ['Ростов-на-Дону', 'г Ростов-на-Дону', 'Ростовская область', 'Ростовская обл'],
  },
  {
    id: 20, name: 'Самара', name2: 'Самара и Самарская область', additionlyName: null, slug: 'samara',
    nameGde: 'Самаре', nameVin: 'Самару', nameDat: 'Самаре', nameRod: 'Самары',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (846) 215-03-03', areaCode: '846', timeZone: 'Europe/Samara', timeByZone: 4,
    regionCodes: ['63', '163', '763'], regionKladr: [kladr('63')],
    lat: 53.195873, lon: 50.100193, bounds: box(53.195873, 50.100193, 0.16, 0.25),
    courierCost: 19900, courierFreeFrom: 200000, stores: 14,
    aliases: ['Самара', 'г Самара', 'Самарская область', 'Самарская обл'],
  },
  {
    id: 21, name: 'Новосибирск', name2: 'Новосибирск и Новосибирская область', additionlyName: null, slug: 'novosibirsk',
    nameGde: 'Новосибирске', nameVin: 'Новосибирск', nameDat: 'Новосибирску', nameRod: 'Новосибирска',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (383) 230-03-03', areaCode: '383', timeZone: 'Asia/Novosibirsk', timeByZone: 7,
    regionCodes: ['54', '154'], regionKladr: [kladr('54')],
    lat: 55.030204, lon: 82.920430, bounds: box(55.030204, 82.92043, 0.17, 0.3),
    courierCost: 24900, courierFreeFrom: 250000, stores: 16,
    aliases: ['Новосибирск', 'г Новосибирск', 'Новосибирская область', 'Новосибирская обл'],
  },
  {
    id: 22, name: 'Омск', name2: 'Омск и Омская область', additionlyName: null, slug: 'omsk',
    nameGde: 'Омске', nameVin: 'Омск', nameDat: 'Омску', nameRod: 'Омска',
    disabled: true, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (3812) 49-03-03', areaCode: '3812', timeZone: 'Asia/Omsk', timeByZone: 6,
    regionCodes: ['55', '155'], regionKladr: [kladr('55')],
    lat: 54.989342, lon: 73.368212, bounds: box(54.989342, 73.368212, 0.14, 0.25),
    courierCost: 19900, courierFreeFrom: 200000, stores: 0,
    aliases: ['Омск', 'г Омск', 'Омская область', 'Омская обл'],
  },
  {
    id: 24, name: 'Челябинск', name2: 'Челябинск и Челябинская область', additionlyName: null, slug: 'chelyabinsk',
    nameGde: 'Челябинске', nameVin: 'Челябинск', nameDat: 'Челябинску', nameRod: 'Челябинска',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (351) 225-03-03', areaCode: '351', timeZone: 'Asia/Yekaterinburg', timeByZone: 5,
    regionCodes: ['74', '174', '774'], regionKladr: [kladr('74')],
    lat: 55.160026, lon: 61.402590, bounds: box(55.160026, 61.40259, 0.12, 0.22),
    courierCost: 19900, courierFreeFrom: 200000, stores: 12,
    aliases: ['Челябинск', 'г Челябинск', 'Челябинская область', 'Челябинская обл'],
  },
  {
    id: 26, name: 'Уфа', name2: 'Уфа и Республика Башкортостан', additionlyName: null, slug: 'ufa',
    nameGde: 'Уфе', nameVin: 'Уфу', nameDat: 'Уфе', nameRod: 'Уфы',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (347) 216-03-03', areaCode: '347', timeZone: 'Asia/Yekaterinburg', timeByZone: 5,
    regionCodes: ['02', '102', '702'], regionKladr: [kladr('02')],
    lat: 54.735147, lon: 55.958727, bounds: box(54.735147, 55.958727, 0.15, 0.22),
    courierCost: 19900, courierFreeFrom: 200000, stores: 12,
    aliases: ['Уфа', 'г Уфа', 'Республика Башкортостан', 'Респ Башкортостан', 'Башкортостан', 'Башкирия', 'РБ'],
  },
  {
    id: 28, name: 'Пермь', name2: 'Пермь и Пермский край', additionlyName: null, slug: 'perm',
    nameGde: 'Перми', nameVin: 'Пермь', nameDat: 'Перми', nameRod: 'Перми',
    disabled: false, hasCourierDelivery: false, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (342) 207-03-03', areaCode: '342', timeZone: 'Asia/Yekaterinburg', timeByZone: 5,
    regionCodes: ['59', '81', '159'], regionKladr: [kladr('59')],
    lat: 58.010455, lon: 56.229443, bounds: box(58.010455, 56.229443, 0.12, 0.25),
    courierCost: 19900, courierFreeFrom: 200000, stores: 10,
    aliases: ['Пермь', 'г Пермь', 'Пермский край', 'Пермский кр'],
  },
  {
    id: 32, name: 'Тула', name2: 'Тула и Тульская область', additionlyName: null, slug: 'tula',
    nameGde: 'Туле', nameVin: 'Тулу', nameDat: 'Туле', nameRod: 'Тулы',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4872) 70-03-03', areaCode: '4872', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['71', '171'], regionKladr: [kladr('71')],
    lat: 54.193122, lon: 37.617348, bounds: box(54.193122, 37.617348, 0.08, 0.14),
    courierCost: 19900, courierFreeFrom: 200000, stores: 8,
    aliases: ['Тула', 'г Тула', 'Тульская область', 'Тульская обл'],
  },
  {
    id: 34, name: 'Рязань', name2: 'Рязань и Рязанская область', additionlyName: null, slug: 'ryazan',
    nameGde: 'Рязани', nameVin: 'Рязань', nameDat: 'Рязани', nameRod: 'Рязани',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4912) 77-03-03', areaCode: '4912', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['62', '162'], regionKladr: [kladr('62')],
    lat: 54.629565, lon: 39.741917, bounds: box(54.629565, 39.741917, 0.07, 0.14),
    courierCost: 19900, courierFreeFrom: 200000, stores: 8,
    aliases: ['Рязань', 'г Рязань', 'Рязанская область', 'Рязанская обл'],
  },
  {
    id: 39, name: 'Калининград', name2: 'Калининград и Калининградская область', additionlyName: null, slug: 'kaliningrad',
    nameGde: 'Калининграде', nameVin: 'Калининград', nameDat: 'Калининграду', nameRod: 'Калининграда',
    disabled: false, hasCourierDelivery: false, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4012) 52-03-03', areaCode: '4012', timeZone: 'Europe/Kaliningrad', timeByZone: 2,
    regionCodes: ['39', '91'], regionKladr: [kladr('39')],
    lat: 54.710426, lon: 20.452214, bounds: box(54.710426, 20.452214, 0.07, 0.14),
    courierCost: 19900, courierFreeFrom: 200000, stores: 8,
    aliases: ['Калининград', 'г Калининград', 'Калининградская область', 'Калининградская обл'],
  },
  {
    id: 40, name: 'Калуга', name2: 'Калуга и Калужская область', additionlyName: null, slug: 'kaluga',
    nameGde: 'Калуге', nameVin: 'Калугу', nameDat: 'Калуге', nameRod: 'Калуги',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: true,
    phone: '+7 (4842) 92-03-03', areaCode: '4842', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['40', '140'], regionKladr: [kladr('40')],
    lat: 54.513845, lon: 36.261215, bounds: box(54.513845, 36.261215, 0.07, 0.12),
    courierCost: 19900, courierFreeFrom: 200000, stores: 6,
    aliases: ['Калуга', 'г Калуга', 'Калужская область', 'Калужская обл'],
  },
  {
    id: 41, name: 'Владимир', name2: 'Владимир и Владимирская область', additionlyName: null, slug: 'vladimir',
    nameGde: 'Владимире', nameVin: 'Владимир', nameDat: 'Владимиру', nameRod: 'Владимира',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: false,
    phone: '+7 (4922) 60-03-03', areaCode: '4922', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['33', '133'], regionKladr: [kladr('33')],
    lat: 56.129057, lon: 40.406635, bounds: box(56.129057, 40.406635, 0.06, 0.14),
    courierCost: 19900, courierFreeFrom: 200000, stores: 6,
    aliases: ['Владимир', 'г Владимир', 'Владимирская область', 'Владимирская обл'],
  },
  {
    id: 63, name: 'Сочи', name2: 'Сочи, Адлер и Красная Поляна', additionlyName: null, slug: 'sochi',
    nameGde: 'Сочи', nameVin: 'Сочи', nameDat: 'Сочи', nameRod: 'Сочи',
    disabled: false, hasCourierDelivery: true, hasNightDelivery: false, hasPrescription: false,
    phone: '+7 (862) 225-03-03', areaCode: '862', timeZone: 'Europe/Moscow', timeByZone: 3,
    regionCodes: ['23', '93', '123'], regionKladr: ['2300000700000'],
    lat: 43.585472, lon: 39.723098, bounds: [43.3833, 39.4167, 43.7667, 40.0167],
    courierCost: 24900, courierFreeFrom: 250000, stores: 10,
    // the Krasnodar krai itself maps to Krasnodar (11); only the city names map to Sochi
    aliases: ['Сочи', 'г Сочи', 'Адлер'],
  },
];

export const DISABLED_REGION_IDS = REGIONS.filter((region) => region.disabled).map((region) => region.id);
