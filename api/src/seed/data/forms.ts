/** Release forms: the full medform text, its coarse form_type group, the pack unit and usual pack sizes. */
export interface FormData {
  medform: string;
  formType: string;
  /** what the pack count counts: 'шт' (tablets, sachets, ampoules), 'мл', 'г', 'доз' */
  unit: string;
  packs: number[];
  /** applied to the skin, nose, eyes or throat: for "rx only when systemic" substances */
  local: boolean;
  /** how to take it: the "Способ применения" template */
  usage: string;
}

export const FORMS: Record<string, FormData> = {
  таб: { medform: 'таблетки', formType: 'Таблетки', unit: 'шт', packs: [10, 20, 30, 50], local: false, usage: 'Внутрь, запивая водой, по 1 таблетке {times} в сутки.' },
  тпо: { medform: 'таблетки покрытые пленочной оболочкой', formType: 'Таблетки', unit: 'шт', packs: [14, 28, 30, 60], local: false, usage: 'Внутрь, не разжевывая, по 1 таблетке {times} в сутки.' },
  тпоб: { medform: 'таблетки покрытые оболочкой', formType: 'Таблетки', unit: 'шт', packs: [10, 20, 24], local: false, usage: 'Внутрь, после еды, по 1 таблетке {times} в сутки.' },
  тшип: { medform: 'таблетки шипучие', formType: 'Таблетки', unit: 'шт', packs: [10, 16, 20], local: false, usage: 'Внутрь, предварительно растворив таблетку в стакане воды, {times} в сутки.' },
  трасс: { medform: 'таблетки для рассасывания', formType: 'Таблетки', unit: 'шт', packs: [16, 20, 24], local: false, usage: 'Таблетку медленно рассасывают во рту {times} в сутки.' },
  тжев: { medform: 'таблетки жевательные', formType: 'Таблетки', unit: 'шт', packs: [12, 24, 48], local: false, usage: 'Таблетку разжевывают или рассасывают {times} в сутки.' },
  тдисп: { medform: 'таблетки диспергируемые', formType: 'Таблетки', unit: 'шт', packs: [14, 20], local: false, usage: 'Внутрь, проглатывая целиком или растворив в воде, {times} в сутки.' },
  ткиш: { medform: 'таблетки покрытые кишечнорастворимой оболочкой', formType: 'Таблетки', unit: 'шт', packs: [28, 30, 56, 100], local: false, usage: 'Внутрь, перед едой, запивая водой, {times} в сутки.' },
  тмв: { medform: 'таблетки с модифицированным высвобождением', formType: 'Таблетки', unit: 'шт', packs: [30, 60], local: false, usage: 'Внутрь, не разжевывая, {times} в сутки, желательно в одно и то же время.' },
  тподъяз: { medform: 'таблетки подъязычные', formType: 'Таблетки', unit: 'шт', packs: [40, 50, 100], local: false, usage: 'Под язык до полного рассасывания {times} в сутки.' },
  капс: { medform: 'капсулы', formType: 'Капсулы', unit: 'шт', packs: [10, 14, 20, 30], local: false, usage: 'Внутрь, запивая водой, по 1 капсуле {times} в сутки.' },
  капскиш: { medform: 'капсулы кишечнорастворимые', formType: 'Капсулы', unit: 'шт', packs: [14, 28], local: false, usage: 'Внутрь, утром перед едой, не разжевывая, {times} в сутки.' },
  сироп: { medform: 'сироп', formType: 'Сироп', unit: 'мл', packs: [100, 150, 200], local: false, usage: 'Внутрь, с помощью мерной ложки, {times} в сутки; дозу для детей рассчитывают по возрасту.' },
  сусп: { medform: 'суспензия для приема внутрь', formType: 'Суспензия', unit: 'мл', packs: [100, 200], local: false, usage: 'Внутрь, перед применением взболтать, {times} в сутки.' },
  порсусп: { medform: 'порошок для приготовления суспензии для приема внутрь', formType: 'Порошок', unit: 'г', packs: [20, 40], local: false, usage: 'Внутрь в виде приготовленной суспензии, {times} в сутки.' },
  пор: { medform: 'порошок для приготовления раствора для приема внутрь', formType: 'Порошок', unit: 'шт', packs: [10, 12, 20], local: false, usage: 'Содержимое пакетика растворяют в воде и принимают внутрь {times} в сутки.' },
  порин: { medform: 'порошок для приготовления раствора для внутривенного и внутримышечного введения', formType: 'Порошок', unit: 'шт', packs: [1, 5], local: false, usage: 'Внутримышечно или внутривенно; дозу и длительность лечения определяет врач.' },
  ргл: { medform: 'раствор для приема внутрь', formType: 'Раствор', unit: 'мл', packs: [100, 200], local: false, usage: 'Внутрь, отмерив дозу мерным колпачком, {times} в сутки.' },
  рин: { medform: 'раствор для инъекций', formType: 'Раствор', unit: 'шт', packs: [5, 10], local: false, usage: 'Внутримышечно или внутривенно по назначению врача.' },
  рнар: { medform: 'раствор для наружного применения', formType: 'Раствор', unit: 'мл', packs: [25, 100], local: true, usage: 'Наружно: наносят на пораженный участок {times} в сутки.' },
  спрназ: { medform: 'спрей назальный', formType: 'Спрей', unit: 'мл', packs: [10, 15, 20], local: true, usage: 'По 1 впрыскиванию в каждый носовой ход {times} в сутки, не более 7 дней.' },
  спрназдоз: { medform: 'спрей назальный дозированный', formType: 'Спрей', unit: 'доз', packs: [60, 120], local: true, usage: 'По 2 впрыскивания в каждый носовой ход {times} в сутки; после улучшения дозу снижают.' },
  капназ: { medform: 'капли назальные', formType: 'Капли', unit: 'мл', packs: [10, 15], local: true, usage: 'По 1–2 капли в каждый носовой ход {times} в сутки.' },
  капглаз: { medform: 'капли глазные', formType: 'Капли', unit: 'мл', packs: [5, 10], local: true, usage: 'По 1 капле в конъюнктивальный мешок {times} в сутки.' },
  капвн: { medform: 'капли для приема внутрь', formType: 'Капли', unit: 'мл', packs: [20, 30, 50], local: false, usage: 'Внутрь, предварительно растворив в небольшом количестве воды, {times} в сутки.' },
  спрмест: { medform: 'спрей для местного применения', formType: 'Спрей', unit: 'мл', packs: [20, 30], local: true, usage: 'Орошают полость рта и горла {times} в сутки.' },
  спрподъяз: { medform: 'спрей подъязычный дозированный', formType: 'Спрей', unit: 'доз', packs: [200], local: false, usage: 'По 1–2 дозы под язык при приступе.' },
  ингал: { medform: 'аэрозоль для ингаляций дозированный', formType: 'Аэрозоль', unit: 'доз', packs: [200], local: false, usage: 'По 1–2 ингаляции при необходимости; схему подбирает врач.' },
  сусинг: { medform: 'суспензия для ингаляций дозированная', formType: 'Суспензия', unit: 'шт', packs: [20], local: false, usage: 'Ингаляционно через небулайзер {times} в сутки.' },
  мазь: { medform: 'мазь для наружного применения', formType: 'Мазь', unit: 'г', packs: [15, 25, 50], local: true, usage: 'Наружно: тонким слоем на пораженный участок {times} в сутки.' },
  гель: { medform: 'гель для наружного применения', formType: 'Гель', unit: 'г', packs: [30, 50, 100], local: true, usage: 'Наружно: небольшое количество геля втирают легкими движениями {times} в сутки.' },
  крем: { medform: 'крем для наружного применения', formType: 'Крем', unit: 'г', packs: [15, 30], local: true, usage: 'Наружно: тонким слоем на пораженный участок {times} в сутки.' },
  эмульс: { medform: 'эмульсия для приема внутрь', formType: 'Эмульсия', unit: 'мл', packs: [30, 100], local: false, usage: 'Внутрь, перед применением взболтать, {times} в сутки.' },
  свеч: { medform: 'суппозитории ректальные', formType: 'Суппозитории', unit: 'шт', packs: [10], local: false, usage: 'Ректально, по 1 суппозиторию {times} в сутки.' },
  свагин: { medform: 'суппозитории вагинальные', formType: 'Суппозитории', unit: 'шт', packs: [6, 10], local: true, usage: 'Интравагинально, по 1 суппозиторию {times} в сутки.' },
  тваг: { medform: 'таблетки вагинальные', formType: 'Таблетки', unit: 'шт', packs: [6], local: true, usage: 'Интравагинально, по 1 таблетке на ночь.' },
  пастил: { medform: 'пастилки', formType: 'Пастилки', unit: 'шт', packs: [16, 24], local: false, usage: 'Пастилку медленно рассасывают во рту {times} в сутки.' },
  шамп: { medform: 'шампунь лечебный', formType: 'Шампунь', unit: 'мл', packs: [60, 120], local: true, usage: 'Наносят на влажные волосы, через 3–5 минут смывают, 2 раза в неделю.' },
  драже: { medform: 'драже', formType: 'Драже', unit: 'шт', packs: [50, 60, 200], local: false, usage: 'Внутрь, после еды, {times} в сутки.' },
};

export const TIMES = ['1 раз', '2 раза', '3 раза', '1–2 раза', '2–3 раза'];
