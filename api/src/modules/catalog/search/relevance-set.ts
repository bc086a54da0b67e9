/**
 * What shoppers type and what must be in the first five results. `name`: a product whose name starts with the
 * value; `substance`, `brand`, `manufacturer`: a product with that active substance, brand or maker.
 * Checked against the default seed (4000 products) by relevance.test.ts and `npm run bench:search-recall`.
 */
export interface RelevanceCase {
  kind:
    'exact' | 'word-form' | 'typo' | 'layout' | 'translit' | 'yo' | 'substance' | 'brand' | 'manufacturer' | 'prefix';
  query: string;
  expect: { name: string } | { substance: string } | { brand: string } | { manufacturer: string };
}

export const RELEVANCE_SET: RelevanceCase[] = [
  // exact names
  { kind: 'exact', query: 'нурофен', expect: { name: 'Нурофен' } },
  { kind: 'exact', query: 'парацетамол', expect: { name: 'Парацетамол' } },
  { kind: 'exact', query: 'Лазолван', expect: { name: 'Лазолван' } },
  { kind: 'exact', query: 'Арбидол', expect: { name: 'Арбидол' } },
  { kind: 'exact', query: 'кагоцел', expect: { name: 'Кагоцел' } },
  { kind: 'exact', query: 'Сумамед', expect: { name: 'Сумамед' } },
  { kind: 'exact', query: 'називин', expect: { name: 'Називин' } },
  { kind: 'exact', query: 'мовалис', expect: { name: 'Мовалис' } },
  { kind: 'exact', query: 'амоксиклав', expect: { name: 'Амоксиклав' } },
  { kind: 'exact', query: 'но-шпа', expect: { name: 'Но-шпа' } },
  { kind: 'exact', query: 'ингавирин', expect: { name: 'Ингавирин' } },
  { kind: 'exact', query: 'аспирин', expect: { name: 'Аспирин' } },
  // word forms
  { kind: 'word-form', query: 'парацетамола', expect: { name: 'Парацетамол' } },
  { kind: 'word-form', query: 'нурофена', expect: { name: 'Нурофен' } },
  { kind: 'word-form', query: 'таблетки парацетамола', expect: { name: 'Парацетамол' } },
  { kind: 'word-form', query: 'аспирином', expect: { name: 'Аспирин' } },
  { kind: 'word-form', query: 'ибупрофена', expect: { substance: 'ибупрофен' } },
  { kind: 'word-form', query: 'кагоцела', expect: { name: 'Кагоцел' } },
  { kind: 'word-form', query: 'лазолвана сироп', expect: { name: 'Лазолван' } },
  { kind: 'word-form', query: 'диклофенака гель', expect: { substance: 'диклофенак' } },
  // typos
  { kind: 'typo', query: 'парацитамол', expect: { name: 'Парацетамол' } },
  { kind: 'typo', query: 'нурафен', expect: { name: 'Нурофен' } },
  { kind: 'typo', query: 'ибупрафен', expect: { substance: 'ибупрофен' } },
  { kind: 'typo', query: 'лазалван', expect: { name: 'Лазолван' } },
  { kind: 'typo', query: 'арбидал', expect: { name: 'Арбидол' } },
  { kind: 'typo', query: 'кагацел', expect: { name: 'Кагоцел' } },
  { kind: 'typo', query: 'сумамэд', expect: { name: 'Сумамед' } },
  { kind: 'typo', query: 'амоксиклаф', expect: { name: 'Амоксиклав' } },
  { kind: 'typo', query: 'диклафенак', expect: { substance: 'диклофенак' } },
  { kind: 'typo', query: 'ингаверин', expect: { name: 'Ингавирин' } },
  // wrong keyboard layout
  { kind: 'layout', query: 'gfhfwtnfvjk', expect: { name: 'Парацетамол' } },
  { kind: 'layout', query: 'yehjaty', expect: { name: 'Нурофен' } },
  { kind: 'layout', query: 'fcgbhby', expect: { name: 'Аспирин' } },
  { kind: 'layout', query: 'kfpjkdfy', expect: { name: 'Лазолван' } },
  { kind: 'layout', query: 'fh,bljk', expect: { name: 'Арбидол' } },
  { kind: 'layout', query: 'rfujwtk', expect: { name: 'Кагоцел' } },
  { kind: 'layout', query: 'cevfvtl', expect: { name: 'Сумамед' } },
  { kind: 'layout', query: 'yfpbdby', expect: { name: 'Називин' } },
  { kind: 'layout', query: 'vjdfkbc', expect: { name: 'Мовалис' } },
  { kind: 'layout', query: 'fvjrcbrkfd', expect: { name: 'Амоксиклав' } },
  // Latin transliteration
  { kind: 'translit', query: 'nurofen', expect: { name: 'Нурофен' } },
  { kind: 'translit', query: 'paracetamol', expect: { name: 'Парацетамол' } },
  { kind: 'translit', query: 'arbidol', expect: { name: 'Арбидол' } },
  { kind: 'translit', query: 'kagocel', expect: { name: 'Кагоцел' } },
  { kind: 'translit', query: 'lazolvan', expect: { name: 'Лазолван' } },
  { kind: 'translit', query: 'sumamed', expect: { name: 'Сумамед' } },
  { kind: 'translit', query: 'aspirin', expect: { name: 'Аспирин' } },
  { kind: 'translit', query: 'ibuprofen', expect: { substance: 'ибупрофен' } },
  // ё / е
  { kind: 'yo', query: 'нурофён', expect: { name: 'Нурофен' } },
  { kind: 'yo', query: 'аспирин экспрёсс', expect: { name: 'Аспирин Экспресс' } },
  // active substance finds trade names
  { kind: 'substance', query: 'ибупрофен', expect: { name: 'Нурофен' } },
  { kind: 'substance', query: 'амброксол', expect: { name: 'Лазолван' } },
  { kind: 'substance', query: 'умифеновир', expect: { name: 'Арбидол' } },
  { kind: 'substance', query: 'азитромицин', expect: { name: 'Сумамед' } },
  { kind: 'substance', query: 'дротаверин', expect: { name: 'Но-шпа' } },
  { kind: 'substance', query: 'мелоксикам', expect: { name: 'Мовалис' } },
  // brand and manufacturer
  { kind: 'brand', query: 'Solgar', expect: { brand: 'Solgar' } },
  { kind: 'brand', query: 'эвалар', expect: { brand: 'Эвалар' } },
  { kind: 'brand', query: 'doppelherz', expect: { brand: 'Doppelherz' } },
  { kind: 'manufacturer', query: 'Sanofi', expect: { manufacturer: 'Sanofi' } },
  { kind: 'manufacturer', query: 'байер', expect: { manufacturer: 'Bayer' } },
  { kind: 'manufacturer', query: 'фармстандарт', expect: { manufacturer: 'Фармстандарт' } },
  // what is still being typed
  { kind: 'prefix', query: 'нуро', expect: { name: 'Нурофен' } },
  { kind: 'prefix', query: 'парацет', expect: { name: 'Парацетамол' } },
  { kind: 'prefix', query: 'лазол', expect: { name: 'Лазолван' } },
];
