/** The catalogue tree. Each node: [name, slug, children?]. Products attach to leaves by slug path. */
export type CategoryNode = [name: string, slug: string, children?: CategoryNode[]];

export const CATEGORY_TREE: CategoryNode[] = [
  [
    'Лекарственные средства',
    'lekarstvennye-sredstva',
    [
      ['Обезболивающие и жаропонижающие', 'obezbolivayushchie'],
      [
        'Простуда и грипп',
        'prostuda-i-gripp',
        [
          ['От насморка', 'ot-nasmorka'],
          ['От кашля', 'ot-kashlya'],
          ['От боли в горле', 'ot-boli-v-gorle'],
          ['Противовирусные', 'protivovirusnye'],
        ],
      ],
      ['Антибиотики и противомикробные', 'antibiotiki'],
      ['Противоаллергические', 'allergiya'],
      [
        'Желудочно-кишечный тракт',
        'zheludochno-kishechnyy-trakt',
        [
          ['От изжоги и язвы', 'ot-izzhogi'],
          ['Ферменты', 'fermenty'],
          ['Пробиотики', 'probiotiki'],
          ['От диареи', 'ot-diarei'],
          ['Слабительные', 'slabitelnye'],
          ['Печень и желчный пузырь', 'pechen'],
          ['Спазмы и вздутие', 'spazmy-i-vzdutie'],
        ],
      ],
      [
        'Сердце и сосуды',
        'serdtse-i-sosudy',
        [
          ['От давления', 'ot-davleniya'],
          ['Для снижения холестерина', 'holesterin'],
          ['Разжижение крови', 'razzhizhenie-krovi'],
          ['Сердечный ритм и питание миокарда', 'serdechnyy-ritm'],
          ['Вены и варикоз', 'venotoniki'],
        ],
      ],
      [
        'Нервная система',
        'nervnaya-sistema',
        [
          ['Успокоительные', 'uspokoitelnye'],
          ['Снотворные', 'snotvornye'],
          ['Антидепрессанты', 'antidepressanty'],
          ['Ноотропы и кровообращение мозга', 'nootropy'],
          ['Противосудорожные', 'protivosudorozhnye'],
        ],
      ],
      ['Сахарный диабет', 'diabet'],
      [
        'Кожные заболевания',
        'kozhnye-zabolevaniya',
        [
          ['Противогрибковые', 'protivogribkovye'],
          ['Ранозаживляющие', 'ranozazhivlyayushchie'],
          ['Гормональные мази и кремы', 'gormonalnye-mazi'],
          ['Противовирусные для кожи', 'gerpes'],
        ],
      ],
      ['Глазные средства', 'glaznye'],
      ['Гормоны и щитовидная железа', 'gormony'],
      ['Урология и мужское здоровье', 'urologiya'],
      ['Женское здоровье', 'zhenskoe-zdorove'],
      ['Суставы и мышцы', 'sustavy-i-myshtsy'],
      ['Витамины и минералы', 'vitaminy-lekarstvennye'],
    ],
  ],
  [
    'Витамины и БАДы',
    'vitaminy-i-bady',
    [
      ['Мультивитамины', 'multivitaminy'],
      ['Витамин D', 'vitamin-d'],
      ['Магний и калий', 'magniy'],
      ['Омега-3', 'omega-3'],
      ['Витамины для детей', 'dlya-detey'],
      ['Для беременных и кормящих', 'dlya-beremennyh'],
      ['Для печени', 'dlya-pecheni'],
      ['Красота: коллаген и гиалуроновая кислота', 'kollagen'],
      ['Пробиотики и пребиотики', 'probiotiki-bady'],
      ['Для суставов', 'dlya-sustavov'],
    ],
  ],
  [
    'Медицинские изделия',
    'meditsinskie-izdeliya',
    [
      [
        'Перевязочные материалы',
        'perevyazochnye',
        [
          ['Бинты', 'binty'],
          ['Пластыри', 'plastyri'],
          ['Вата и ватные диски', 'vata'],
          ['Повязки', 'povyazki'],
        ],
      ],
      ['Шприцы и иглы', 'shpritsy'],
      ['Термометры', 'termometry'],
      ['Тесты', 'testy'],
      ['Перчатки и маски', 'perchatki-i-maski'],
      ['Промывание носа', 'promyvanie-nosa'],
      ['Грелки и пузыри для льда', 'grelki'],
    ],
  ],
  [
    'Медицинская техника',
    'meditsinskaya-tekhnika',
    [
      ['Тонометры', 'tonometry'],
      ['Глюкометры и тест-полоски', 'glyukometry'],
      ['Ингаляторы и небулайзеры', 'ingalyatory'],
      ['Пульсоксиметры', 'pulsoksimetry'],
      ['Массажёры', 'massazhery'],
    ],
  ],
  [
    'Гигиена',
    'gigiena',
    [
      [
        'Уход за полостью рта',
        'polost-rta',
        [
          ['Зубные пасты', 'zubnye-pasty'],
          ['Зубные щётки', 'zubnye-shchetki'],
          ['Ополаскиватели', 'opolaskivateli'],
          ['Зубные нити и ирригаторы', 'zubnye-niti'],
        ],
      ],
      ['Интимная гигиена', 'intimnaya-gigiena'],
      ['Дезодоранты', 'dezodoranty'],
      ['Защита от насекомых', 'ot-nasekomyh'],
      ['Антисептики для рук', 'antiseptiki-dlya-ruk'],
    ],
  ],
  [
    'Дерматокосметика',
    'dermakosmetika',
    [
      [
        'Уход за лицом',
        'litso',
        [
          ['Очищение', 'ochishchenie'],
          ['Увлажнение', 'uvlazhnenie'],
          ['Проблемная кожа', 'problemnaya-kozha'],
          ['Сыворотки', 'syvorotki'],
        ],
      ],
      ['Уход за телом', 'telo'],
      ['Уход за волосами', 'volosy'],
      ['Солнцезащитные средства', 'solntsezashchitnye'],
      ['Уход за губами', 'guby'],
      ['Термальная вода', 'termalnaya-voda'],
    ],
  ],
  [
    'Мама и малыш',
    'mama-i-malysh',
    [
      [
        'Детское питание',
        'detskoe-pitanie',
        [
          ['Молочные смеси', 'smesi'],
          ['Пюре', 'pyure'],
          ['Каши', 'kashi'],
        ],
      ],
      ['Подгузники', 'podguzniki'],
      ['Уход за малышом', 'uhod-za-malyshom'],
      ['Для мам', 'dlya-mam'],
      ['Бутылочки и соски', 'butylochki'],
    ],
  ],
  [
    'Оптика',
    'optika',
    [
      ['Контактные линзы', 'kontaktnye-linzy'],
      ['Растворы для линз', 'rastvory-dlya-linz'],
      ['Очки для чтения', 'ochki'],
      ['Увлажняющие капли', 'uvlazhnyayushchie-kapli'],
    ],
  ],
  [
    'Ортопедия',
    'ortopediya',
    [
      ['Бандажи', 'bandazhi'],
      ['Стельки', 'stelki'],
      ['Компрессионный трикотаж', 'kompressionnyy-trikotazh'],
      ['Корсеты', 'korsety'],
      ['Ортопедические подушки', 'podushki'],
    ],
  ],
  [
    'Здоровое питание',
    'zdorovoe-pitanie',
    [
      ['Батончики', 'batonchiki'],
      ['Фиточаи и сборы', 'fitochai'],
      ['Продукты без сахара', 'bez-sahara'],
      ['Минеральная вода', 'mineralnaya-voda'],
      ['Клетчатка', 'kletchatka'],
    ],
  ],
  [
    'Спортивное питание',
    'sport',
    [
      ['Протеин', 'protein'],
      ['Аминокислоты', 'aminokisloty'],
      ['Изотоники', 'izotoniki'],
      ['L-карнитин', 'l-karnitin'],
    ],
  ],
  [
    'Интим и контрацепция',
    'intim',
    [
      ['Презервативы', 'prezervativy'],
      ['Лубриканты', 'lubrikanty'],
    ],
  ],
];
