/**
 * The complaint dictionary: the everyday words shoppers use for what ails them, each ring of synonyms naming one
 * condition (изжога ↔ рефлюкс, температура ↔ жар ↔ лихорадка, насморк ↔ ринит ↔ заложенность носа, простуда ↔
 * ОРВИ ↔ грипп), and the words of a query that narrow it (release forms, children) or only lead in («средство от»).
 *
 * Reviewed like code. Words are written as shoppers type them; the seed stems each with PostgreSQL's russian
 * configuration into `search_vocabulary` and `search_complaints`, so word forms need no listing here. Where the
 * stemmer gives two stems for one word (кашель → «кашел», кашля → «кашл»; сустав → «суста», суставы → «сустав»),
 * both forms are listed. A complaint's words are also the words of products' indications («Показания») and
 * therapeutic groups (their category) that name it: the ring works both ways.
 */

export interface Complaint {
  id: string;
  /** the search page's heading when nothing narrows the query */
  heading: string;
  /** the heading's tail after a form («Капли» + « от насморка») */
  of: string;
  /** what shoppers say, and what indications say, for this condition */
  words: string[];
  /** indication-only words shoppers rarely type («трахеит» as a reason to cough is not in everyday speech) */
  alsoIndicated?: string[];
  /** a general word («боль») that gives way when the query names something more precise («болит горло») */
  weak?: boolean;
}

export const COMPLAINTS: Complaint[] = [
  {
    id: 'cough',
    heading: 'Средства от кашля',
    of: 'от кашля',
    words: ['кашель', 'кашля', 'кашлять', 'откашливание', 'мокрота'],
  },
  {
    id: 'heartburn',
    heading: 'Средства от изжоги',
    of: 'от изжоги',
    words: ['изжога', 'рефлюкс', 'рефлюксная', 'гэрб', 'кислотность'],
  },
  {
    id: 'fever',
    heading: 'Жаропонижающие средства',
    of: 'от температуры',
    words: ['температура', 'жар', 'лихорадка', 'жаропонижающее', 'жаропонижающий'],
  },
  {
    id: 'runny-nose',
    heading: 'Средства от насморка',
    of: 'от насморка',
    words: ['насморк', 'ринит', 'заложенность', 'заложен', 'нос', 'сопли', 'синусит', 'гайморит'],
    alsoIndicated: ['носового'],
  },
  {
    id: 'sore-throat',
    heading: 'Средства от боли в горле',
    of: 'от боли в горле',
    words: ['горло', 'ангина', 'фарингит', 'тонзиллит', 'ларингит', 'першит', 'першение', 'глотка'],
  },
  {
    id: 'cold',
    heading: 'Средства от простуды и гриппа',
    of: 'от простуды и гриппа',
    words: ['простуда', 'простудился', 'орви', 'орз', 'грипп', 'респираторная'],
  },
  {
    id: 'allergy',
    heading: 'Средства от аллергии',
    of: 'от аллергии',
    words: ['аллергия', 'аллергический', 'противоаллергическое', 'крапивница', 'поллиноз'],
  },
  {
    id: 'headache',
    heading: 'Средства от головной боли',
    of: 'от головной боли',
    words: ['голова', 'головная', 'мигрень'],
  },
  {
    id: 'toothache',
    heading: 'Средства от зубной боли',
    of: 'от зубной боли',
    words: ['зуб', 'зубная'],
  },
  {
    id: 'pain',
    heading: 'Обезболивающие средства',
    of: 'от боли',
    words: ['боль', 'болит', 'болевой', 'обезболивающее'],
    weak: true,
  },
  {
    id: 'diarrhea',
    heading: 'Средства от диареи',
    of: 'от диареи',
    words: ['диарея', 'понос', 'отравление'],
  },
  {
    id: 'constipation',
    heading: 'Средства от запора',
    of: 'от запора',
    words: ['запор', 'слабительное'],
  },
  {
    id: 'bloating',
    heading: 'Средства от вздутия',
    of: 'от вздутия',
    words: ['вздутие', 'метеоризм', 'газы'],
  },
  {
    id: 'insomnia',
    heading: 'Средства от бессонницы',
    of: 'от бессонницы',
    words: ['бессонница', 'сон', 'сна', 'засыпание', 'уснуть', 'снотворное'],
  },
  {
    id: 'anxiety',
    heading: 'Успокоительные средства',
    of: 'от тревоги',
    words: ['тревога', 'тревожность', 'стресс', 'нервы', 'нервная', 'раздражительность', 'успокоительное'],
  },
  {
    id: 'herpes',
    heading: 'Средства от герпеса',
    of: 'от герпеса',
    words: ['герпес', 'герпетический'],
  },
  {
    id: 'fungus',
    heading: 'Средства от грибка',
    of: 'от грибка',
    words: ['грибок', 'грибковые', 'микоз', 'молочница', 'кандидоз'],
    alsoIndicated: ['онихомикоз', 'дерматомикозы'],
  },
  {
    id: 'cystitis',
    heading: 'Средства от цистита',
    of: 'от цистита',
    words: ['цистит', 'уретрит', 'пиелонефрит'],
  },
  {
    id: 'blood-pressure',
    heading: 'Средства от давления',
    of: 'от давления',
    words: ['давление', 'гипертония', 'гипертензия'],
  },
  {
    id: 'joints',
    heading: 'Средства для суставов',
    of: 'для суставов',
    words: ['сустав', 'суставы', 'артроз', 'артрит', 'остеохондроз', 'остеоартроз', 'спина', 'позвоночник'],
  },
  {
    id: 'wounds',
    heading: 'Ранозаживляющие средства',
    of: 'для ран и ожогов',
    words: ['рана', 'ранка', 'ожог', 'порез', 'ссадина', 'трещины'],
  },
  {
    id: 'eyes',
    heading: 'Средства для глаз',
    of: 'для глаз',
    words: ['глаз', 'глаза', 'конъюнктивит'],
  },
  {
    id: 'hemorrhoids',
    heading: 'Средства от геморроя',
    of: 'от геморроя',
    words: ['геморрой', 'геморроя'],
  },
  {
    id: 'veins',
    heading: 'Средства от варикоза',
    of: 'от варикоза',
    words: ['варикоз', 'варикозное', 'вены', 'вен', 'венозная'],
  },
  {
    id: 'spasm',
    heading: 'Спазмолитики',
    of: 'от спазмов',
    words: ['спазм', 'спазмы', 'колики'],
  },
  {
    id: 'itch',
    heading: 'Средства от зуда и дерматита',
    of: 'от зуда и дерматита',
    words: ['зуд', 'чешется', 'дерматит', 'экзема', 'псориаз'],
  },
];

/** Words that name a release form: they narrow a complaint to those form types («капли от насморка»). */
export interface FormWord {
  id: string;
  /** the heading's first word: «Капли» от насморка */
  heading: string;
  words: string[];
  formTypes: string[];
  /** forms put on the same way, ranked first when nothing indicated for the complaint has the asked form */
  alike?: string[];
}

export const FORM_WORDS: FormWord[] = [
  { id: 'tablets', heading: 'Таблетки', words: ['таблетки', 'таблетка', 'таблеток'], formTypes: ['Таблетки'] },
  { id: 'capsules', heading: 'Капсулы', words: ['капсулы', 'капсула'], formTypes: ['Капсулы'] },
  { id: 'drops', heading: 'Капли', words: ['капли', 'капель'], formTypes: ['Капли'] },
  { id: 'syrup', heading: 'Сиропы', words: ['сироп', 'сиропы'], formTypes: ['Сироп'] },
  { id: 'suspension', heading: 'Суспензии', words: ['суспензия'], formTypes: ['Суспензия'] },
  {
    id: 'spray',
    heading: 'Спреи',
    words: ['спрей', 'спреи', 'аэрозоль', 'брызгалка'],
    formTypes: ['Спрей', 'Аэрозоль'],
  },
  { id: 'ointment', heading: 'Мази', words: ['мазь', 'мази'], formTypes: ['Мазь'], alike: ['Крем', 'Гель'] },
  { id: 'gel', heading: 'Гели', words: ['гель', 'гели'], formTypes: ['Гель'], alike: ['Мазь', 'Крем'] },
  { id: 'cream', heading: 'Кремы', words: ['крем', 'кремы'], formTypes: ['Крем'], alike: ['Мазь', 'Гель'] },
  { id: 'suppositories', heading: 'Свечи', words: ['свечи', 'свечки', 'суппозитории'], formTypes: ['Суппозитории'] },
  { id: 'lozenges', heading: 'Пастилки', words: ['пастилки', 'леденцы', 'рассасывания'], formTypes: ['Пастилки'] },
  { id: 'powder', heading: 'Порошки', words: ['порошок', 'порошки', 'пакетики', 'саше'], formTypes: ['Порошок'] },
  { id: 'solution', heading: 'Растворы', words: ['раствор', 'уколы', 'ампулы'], formTypes: ['Раствор'] },
];

/** Words that narrow a complaint to products whose own texts say they are for children. */
export const CHILD_WORDS = [
  'детский',
  'детская',
  'детское',
  'детские',
  'детей',
  'дети',
  'ребенок',
  'ребенка',
  'ребенку',
  'малыш',
  'малыша',
  'грудничок',
  'младенец',
];

/** Lead-ins and qualifiers that mean nothing alone: «средство от кашля», «сбить температуру», «сухой кашель». */
export const FILLER_WORDS = [
  'средство',
  'средства',
  'лекарство',
  'лекарства',
  'препарат',
  'препараты',
  'что',
  'чем',
  'как',
  'помогает',
  'принять',
  'выпить',
  'пить',
  'сбить',
  'сбивает',
  'снять',
  'снизить',
  'убрать',
  'лечение',
  'лечить',
  'против',
  'быстро',
  'хорошее',
  'недорогое',
  'купить',
  'сильный',
  'сильная',
  'высокая',
  'повышенная',
  'сухой',
  'влажный',
  'острый',
  'хронический',
  'взрослых',
  'взрослым',
];

/** What the seed compares to decide whether the database holds this version of the dictionary. */
export function dictionaryVersion(): string {
  const text = JSON.stringify([COMPLAINTS, FORM_WORDS, CHILD_WORDS, FILLER_WORDS]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${COMPLAINTS.length}-${hash.toString(16)}`;
}
