/** Products from the reference lines: names, forms, dosages, prices and texts, deterministic for a seed. */
import { createHash } from 'node:crypto';
import { GOODS_SECTION_TITLES, MEDICINE_SECTION_TITLES } from './insert';
import { FORMS, TIMES } from './data/forms';
import { GENERIC_MAKERS, type GoodsLine, type MedicineLine, type ProductLine, type Reference } from './reference';
import type { Random } from './random';
import { goodsDescription, goodsSections, medicineDescription, medicineSections, type InfoSection } from './texts';
import { slugify } from '../platform/text/translit';

export interface ProductRow {
  id: number;
  guid: string;
  slug: string;
  name: string;
  trade_name: string;
  substance_id: number | null;
  brand_id: number;
  manufacturer_id: number;
  category_id: number;
  country: string;
  medform: string;
  form_type: string;
  dosage: string | null;
  units_in_package: number | null;
  valid_months: number;
  is_prescription: boolean;
  is_medicine: boolean;
  is_dark_store_only: boolean;
  popularity: number;
  image: string;
  video_url: string | null;
  description: string;
  /**
   * info_sections as ids into the shared text dictionary (the texts, titles are fixed per set): the SQL insert rebuilds the
   * jsonb array from them, which is several times faster than sending and parsing the JSON of every product.
   */
  section_texts: number[];
}

/** What the SQL steps need besides the product row: the reference price and how widely it is stocked. */
export interface ProductExtra {
  product_id: number;
  /** kopecks, before the regional multiplier */
  base_price: number;
  /** share of a region's stores that hold it, per mille */
  coverage: number;
}

export interface GeneratedProducts {
  products: ProductRow[];
  extras: ProductExtra[];
  /** the text dictionary: id n is texts[n - 1] */
  texts: string[];
}

/** Distinct strings numbered from 1. */
export class TextDictionary {
  readonly texts: string[] = [];
  private readonly ids = new Map<string, number>();

  id(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      this.texts.push(text);
      id = this.texts.length;
      this.ids.set(text, id);
    }
    return id;
  }

  /** Text ids of the sections, checked against the fixed titles of their set. */
  encode(sections: InfoSection[], titles: readonly string[]): Pick<ProductRow, 'section_texts'> {
    sections.forEach((section, i) => {
      if (section.title !== titles[i]) throw new Error(`section ${i} is "${section.title}", expected "${titles[i]}"`);
    });
    if (sections.length !== titles.length)
      throw new Error(`expected ${titles.length} sections, got ${sections.length}`);
    return { section_texts: sections.map((s) => this.id(s.text)) };
  }
}

interface Candidate {
  line: ProductLine;
  /** position of the line in the reference, for variety across rounds */
  lineIndex: number;
  formKey: string | null;
  dose: string | null;
  /** pack count (medicines) or size text (goods) */
  pack: number | string;
  /** nth candidate of its line in shuffled order: lower ranks come first so small catalogues stay varied */
  rank: number;
}

/** RFC 4122 version-5-style UUID from a name: the same name always gives the same guid. */
export function deterministicUuid(name: string): string {
  const bytes = createHash('sha1').update(`apteka-seed:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function candidatesOf(line: ProductLine, lineIndex: number): Candidate[] {
  const out: Candidate[] = [];
  if (line.kind === 'goods') {
    for (const size of line.sizes) out.push({ line, lineIndex, formKey: null, dose: null, pack: size, rank: 0 });
    return out;
  }
  for (const form of line.forms) {
    for (const dose of form.doses)
      for (const pack of form.packs) out.push({ line, lineIndex, formKey: form.formKey, dose, pack, rank: 0 });
  }
  return out;
}

function ordered(random: Random, candidates: Candidate[]): Candidate[] {
  const shuffled = random.shuffle(candidates);
  const seen = new Map<number, number>();
  for (const candidate of shuffled) {
    const rank = seen.get(candidate.lineIndex) ?? 0;
    candidate.rank = rank;
    seen.set(candidate.lineIndex, rank + 1);
  }
  // stable: equal ranks keep their shuffled order
  return shuffled.sort((a, b) => a.rank - b.rank);
}

/** Log-uniform price in [min, max] rubles. */
function priceIn(random: Random, [min, max]: [number, number]): number {
  return Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
}

/** Rounds kopecks to whole rubles, clamped to the plausible range. */
function kopecks(rubles: number): number {
  return Math.min(350000, Math.max(8900, Math.round(rubles) * 100));
}

function lineKey(line: ProductLine): string {
  return line.kind === 'medicine'
    ? `${line.substance}:${line.tradeName}:${line.manufacturer}`
    : `${line.brand}:${line.title}`;
}

export function generateProducts(reference: Reference, count: number, random: Random): GeneratedProducts {
  const pool = reference.lines.flatMap((line, index) => candidatesOf(line, index));
  // a price level per line, so all packs of one trade name are priced consistently
  const levelRandom = random.fork('price-levels');
  const lineLevel = new Map<string, number>();
  for (const line of reference.lines) {
    // INN-named generics (brand = maker) sit in the cheaper third of their band
    const generic = line.kind === 'medicine' && line.brand === line.manufacturer;
    const [min, max] = line.price;
    lineLevel.set(lineKey(line), priceIn(levelRandom, generic ? [min, min + (max - min) / 3] : line.price));
  }

  const products: ProductRow[] = [];
  const extras: ProductExtra[] = [];
  const order = random.fork('order');
  const details = random.fork('details');
  const dictionary = new TextDictionary();
  let round = 0;
  while (products.length < count) {
    for (const candidate of ordered(order, pool)) {
      if (products.length >= count) break;
      const id = products.length + 1;
      const made =
        candidate.line.kind === 'medicine'
          ? medicineProduct(
              reference,
              candidate as Candidate & { line: MedicineLine },
              round,
              id,
              details,
              lineLevel,
              dictionary,
            )
          : goodsProduct(reference, candidate as Candidate & { line: GoodsLine }, id, details, lineLevel, dictionary);
      products.push(made.product);
      extras.push(made.extra);
    }
    round++;
  }
  return { products, extras, texts: dictionary.texts };
}

interface Made {
  product: ProductRow;
  extra: ProductExtra;
}

function commonFields(id: number, name: string, random: Random) {
  return {
    id,
    guid: deterministicUuid(`product:${id}:${name}`),
    slug: `${slugify(name).slice(0, 90).replace(/-+$/, '')}-${id}`,
    image: `/images/products/${id}.svg`,
    video_url: random.chance(0.02)
      ? `https://rutube.ru/video/${createHash('md5').update(`video:${id}`).digest('hex')}/`
      : null,
  };
}

/** Popularity 0..10000 with a long tail; well-known lines and first variants rank higher. */
function popularity(random: Random, boost: number, rank: number): number {
  const base = (Math.pow(random.next(), 2.5) * 6000 * boost) / (1 + rank * 0.3);
  return Math.min(10000, Math.round(base));
}

/** 200..600 per mille of a region's stores, more for popular products. */
function coverage(pop: number): number {
  return Math.round(200 + 400 * Math.sqrt(pop / 10000));
}

function medicineProduct(
  reference: Reference,
  candidate: Candidate & { line: MedicineLine },
  round: number,
  id: number,
  random: Random,
  lineLevel: Map<string, number>,
  dictionary: TextDictionary,
): Made {
  const { line } = candidate;
  const form = FORMS[candidate.formKey ?? ''];
  if (!form) throw new Error(`unknown form ${candidate.formKey}`);
  const pack = Number(candidate.pack);
  // later rounds: the same INN generic by another Russian maker
  let manufacturer = line.manufacturer;
  let brand = line.brand;
  if (round > 0 && line.brand === line.manufacturer) {
    manufacturer = GENERIC_MAKERS[(candidate.lineIndex + round) % GENERIC_MAKERS.length] as string;
    brand = manufacturer;
  }
  const name = [line.tradeName, form.medform, candidate.dose, `${pack} ${form.unit}`].filter(Boolean).join(' ');
  const prescription = line.rx === 'all' || (line.rx === 'systemic' && !form.local);
  const validMonths = form.unit === 'мл' ? random.pick([18, 24, 36]) : random.pick([24, 36, 36, 48, 60]);
  const textInput = {
    tradeName: line.tradeName,
    substance: line.substance,
    formKey: candidate.formKey ?? '',
    dosage: candidate.dose,
    group: line.group,
    prescription,
    validMonths,
    times: random.pick(TIMES),
  };
  const pop = popularity(random, (line.leading ? 1.6 : 1) * (prescription ? 0.6 : 1.2), candidate.rank + round * 3);
  // price: the line level, scaled by pack size (sub-linear) and dose position
  const packs = line.forms.find((f) => f.formKey === candidate.formKey)?.packs ?? [pack];
  const packFactor = Math.pow(pack / Math.min(...packs), 0.6);
  const doses = line.forms.find((f) => f.formKey === candidate.formKey)?.doses ?? [];
  const doseFactor = 1 + 0.25 * Math.max(0, doses.indexOf(candidate.dose));
  const price =
    (lineLevel.get(lineKey(line)) ?? 100) * packFactor * doseFactor * (round > 0 ? 0.8 + random.next() * 0.3 : 1);
  const common = commonFields(id, name, random);
  const product: ProductRow = {
    ...common,
    name,
    trade_name: line.tradeName,
    substance_id: reference.substanceIdByName.get(line.substance) ?? null,
    brand_id: idOf(reference.brandIdByName, brand, reference, 'brand'),
    manufacturer_id: idOf(reference.manufacturerIdByName, manufacturer, reference, 'manufacturer'),
    category_id: reference.categoryIdBySlug.get(line.group.category) as number,
    country: reference.manufacturers.find((m) => m.name === manufacturer)?.country ?? 'Россия',
    medform: form.medform,
    form_type: form.formType,
    dosage: candidate.dose,
    units_in_package: form.unit === 'шт' || form.unit === 'доз' ? pack : 1,
    valid_months: validMonths,
    is_prescription: prescription,
    is_medicine: true,
    is_dark_store_only: random.chance(0.02),
    popularity: pop,
    description: medicineDescription(textInput),
    ...dictionary.encode(medicineSections(textInput, random), MEDICINE_SECTION_TITLES),
  };
  return { product, extra: { product_id: id, base_price: kopecks(price), coverage: coverage(pop) } };
}

const BULKY = new Set(['podguzniki', 'mineralnaya-voda', 'protein', 'smesi', 'podushki', 'izotoniki']);

function goodsProduct(
  reference: Reference,
  candidate: Candidate & { line: GoodsLine },
  id: number,
  random: Random,
  lineLevel: Map<string, number>,
  dictionary: TextDictionary,
): Made {
  const { line } = candidate;
  const size = String(candidate.pack);
  const name = `${line.brand} ${line.title} ${size}`;
  const category = reference.categories.find((c) => c.slug === line.categorySlug);
  if (!category) throw new Error(`unknown category ${line.categorySlug}`);
  const manufacturer = reference.manufacturers.find((m) => m.name === line.manufacturer);
  if (!manufacturer) throw new Error(`unknown manufacturer ${line.manufacturer}`);
  const rootSlug = category.path[0] as string;
  const textInput = {
    brand: line.brand,
    title: line.title,
    size,
    rootSlug,
    country: manufacturer.country,
    manufacturer: manufacturer.name,
  };
  const sizeIndex = line.sizes.indexOf(size);
  const price = (lineLevel.get(lineKey(line)) ?? 300) * (1 + 0.6 * sizeIndex);
  const count = /^(\d+) (шт|пар)/.exec(size);
  const pop = popularity(random, 0.9, candidate.rank);
  const common = commonFields(id, name, random);
  const product: ProductRow = {
    ...common,
    name,
    trade_name: line.title,
    substance_id: null,
    brand_id: idOf(reference.brandIdByName, line.brand, reference, 'brand'),
    manufacturer_id: manufacturer.id,
    category_id: category.id,
    country: manufacturer.country,
    medform: line.medform,
    form_type: line.formType,
    dosage: null,
    units_in_package: count ? Number(count[1]) : 1,
    valid_months:
      rootSlug === 'meditsinskaya-tekhnika' || rootSlug === 'ortopediya' || rootSlug === 'optika'
        ? 60
        : random.pick([12, 18, 24, 36]),
    is_prescription: false,
    is_medicine: false,
    is_dark_store_only: random.chance(BULKY.has(line.categorySlug) ? 0.25 : 0.03),
    popularity: pop,
    description: goodsDescription(textInput),
    ...dictionary.encode(goodsSections(textInput, random), GOODS_SECTION_TITLES),
  };
  return { product, extra: { product_id: id, base_price: kopecks(price), coverage: coverage(pop) } };
}

function idOf(map: Map<string, number>, name: string, reference: Reference, what: 'brand' | 'manufacturer'): number {
  const found = map.get(name);
  if (found !== undefined) return found;
  // a generic maker that had no line of its own yet
  const rows = what === 'brand' ? reference.brands : reference.manufacturers;
  throw new Error(`${what} "${name}" is not in the reference (${rows.length} known)`);
}
