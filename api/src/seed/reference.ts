/** Builds the reference rows (categories, substances, brands, manufacturers) and the product lines from the data files. */
import { CATEGORY_TREE, type CategoryNode } from './data/categories';
import { FORMS } from './data/forms';
import { GOODS, GOODS_BRANDS } from './data/goods';
import { MANUFACTURERS } from './data/manufacturers';
import { SUBSTANCES } from './data/substances';
import { GROUPS, type RxRule, type TherapeuticGroup } from './data/therapeutic-groups';
import { slugify } from '../platform/text/translit';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  path: string[];
  position: number;
}

export interface NamedRow {
  id: number;
  name: string;
  slug: string;
}

export interface ManufacturerRow extends NamedRow {
  country: string;
}

export interface FormVariant {
  formKey: string;
  doses: (string | null)[];
  packs: number[];
}

/** One trade name of one substance: the unit products are made from. */
export interface MedicineLine {
  kind: 'medicine';
  tradeName: string;
  substance: string;
  group: TherapeuticGroup;
  rx: RxRule;
  price: [number, number];
  manufacturer: string;
  brand: string;
  /** first trade name listed for its substance: the well-known one */
  leading: boolean;
  forms: FormVariant[];
}

export interface GoodsLine {
  kind: 'goods';
  brand: string;
  manufacturer: string;
  title: string;
  medform: string;
  formType: string;
  sizes: string[];
  price: [number, number];
  categorySlug: string;
}

export type ProductLine = MedicineLine | GoodsLine;

export interface Reference {
  categories: CategoryRow[];
  categoryIdBySlug: Map<string, number>;
  substances: NamedRow[];
  substanceIdByName: Map<string, number>;
  brands: NamedRow[];
  brandIdByName: Map<string, number>;
  manufacturers: ManufacturerRow[];
  manufacturerIdByName: Map<string, number>;
  lines: ProductLine[];
}

function flattenCategories(): CategoryRow[] {
  const rows: CategoryRow[] = [];
  const walk = (nodes: CategoryNode[], parent: CategoryRow | null) => {
    nodes.forEach(([name, slug, children], position) => {
      const row: CategoryRow = {
        id: rows.length + 1,
        parent_id: parent?.id ?? null,
        name,
        slug,
        path: [...(parent?.path ?? []), slug],
        position,
      };
      rows.push(row);
      if (children) walk(children, row);
    });
  };
  walk(CATEGORY_TREE, null);
  return rows;
}

/** Parses 'form:dose,dose/pack,pack|form:...' */
function parseForms(spec: string, context: string): FormVariant[] {
  return spec.split('|').map((part) => {
    const colon = part.indexOf(':');
    const formKey = colon < 0 ? part : part.slice(0, colon);
    const form = FORMS[formKey];
    if (!form) throw new Error(`${context}: unknown form "${formKey}"`);
    const rest = colon < 0 ? '' : part.slice(colon + 1);
    // a dose may itself contain '/', e.g. '100 мг/5 мл', so packs are the part after the last '/' when all digits
    const slash = rest.lastIndexOf('/');
    const tail = slash < 0 ? '' : rest.slice(slash + 1);
    const hasPacks = /^[\d,]+$/.test(tail);
    const dosesText = hasPacks ? rest.slice(0, slash) : rest;
    const packs = hasPacks ? tail.split(',').map(Number) : form.packs;
    const doses = dosesText ? splitDoses(dosesText) : [null];
    return { formKey, doses, packs };
  });
}

/** '7,5 мг,15 мг' -> ['7,5 мг', '15 мг']: a comma between two digits is a decimal comma, any other separates. */
function splitDoses(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    const decimal = char === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    if (char === ',' && !decimal) {
      out.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Russian manufacturers that make INN-named generics; they double as brands. */
export const GENERIC_MAKERS = [
  'Озон',
  'Вертекс',
  'Обновление',
  'Канонфарма продакшн',
  'Северная звезда',
  'Синтез',
  'Фармстандарт',
  'Биотики',
];

const BRAND_SUFFIXES = [
  ' Экспресс',
  ' форте Н',
  ' Форте',
  ' форте',
  ' Лонг',
  ' детский',
  ' Кардио',
  ' Максимум',
  ' Сенситив',
  ' Интенсив',
  ' Двойное Действие',
  ' без сахара',
  ' Эмульгель',
  ' Пенцивир',
  ' Табс',
  ' композитум',
  ' Лайт',
  ' Классический',
  ' B6 форте',
  ' ретард',
  ' МВ',
  ' ОД',
  ' Пронаталь',
  ' Кальций Д3',
  ' Муко',
  ' Стери-Неб',
  ' Рино',
  ' Ксило',
  ' Дурулес',
];

function brandOf(tradeName: string, substance: string, manufacturer: string): string {
  const lower = tradeName.toLowerCase();
  const sub = substance.toLowerCase();
  if (lower === sub || lower.startsWith(`${sub}-`) || lower.startsWith(sub.split(/[ +]/)[0] ?? sub))
    return manufacturer;
  let brand = tradeName;
  for (const suffix of BRAND_SUFFIXES) if (brand.endsWith(suffix)) brand = brand.slice(0, -suffix.length);
  return brand;
}

function parseRange(text: string, context: string): [number, number] {
  const [min, max] = text.split('-').map(Number);
  if (!min || !max || min > max) throw new Error(`${context}: bad price range "${text}"`);
  return [min, max];
}

function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base || 'item';
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export function buildReference(): Reference {
  const categories = flattenCategories();
  const categoryIdBySlug = new Map<string, number>();
  for (const category of categories) {
    if (categoryIdBySlug.has(category.slug)) throw new Error(`duplicate category slug ${category.slug}`);
    categoryIdBySlug.set(category.slug, category.id);
  }

  const lines: ProductLine[] = [];
  const substanceNames: string[] = [];
  for (const spec of SUBSTANCES) {
    const group = GROUPS[spec.g];
    if (!group) throw new Error(`${spec.n}: unknown group ${spec.g}`);
    if (!categoryIdBySlug.has(group.category)) throw new Error(`${spec.g}: unknown category ${group.category}`);
    if (!substanceNames.includes(spec.n)) substanceNames.push(spec.n);
    const forms = parseForms(spec.f, spec.n);
    spec.t.split(';').forEach((tradeSpec, index) => {
      const [head, only] = tradeSpec.split('#') as [string, string | undefined];
      const [tradeName, manufacturer] = head.split('@') as [string, string | undefined];
      if (!manufacturer) throw new Error(`${spec.n}: trade name "${tradeSpec}" has no manufacturer`);
      const allowed = only ? only.split(',') : null;
      for (const key of allowed ?? []) {
        if (!forms.some((form) => form.formKey === key)) throw new Error(`${tradeName}: form ${key} not in ${spec.n}`);
      }
      lines.push({
        kind: 'medicine',
        tradeName,
        substance: spec.n,
        group,
        rx: spec.rx ?? group.rx,
        price: spec.pr ?? group.price,
        manufacturer,
        brand: brandOf(tradeName, spec.n, manufacturer),
        leading: index === 0,
        forms: allowed ? forms.filter((form) => allowed.includes(form.formKey)) : forms,
      });
    });
  }

  for (const [categorySlug, goods] of Object.entries(GOODS)) {
    if (!categoryIdBySlug.has(categorySlug)) throw new Error(`goods: unknown category ${categorySlug}`);
    for (const text of goods) {
      const [brand, title, medform, formType, sizes, price] = text.split('|');
      if (!brand || !title || !medform || !formType || !sizes || !price) throw new Error(`goods: bad line "${text}"`);
      const manufacturer = GOODS_BRANDS[brand];
      if (!manufacturer) throw new Error(`goods: brand ${brand} has no manufacturer`);
      lines.push({
        kind: 'goods',
        brand,
        manufacturer,
        title,
        medform,
        formType,
        sizes: sizes.split(','),
        price: parseRange(price, text),
        categorySlug,
      });
    }
  }

  const substanceSlugs = new Set<string>();
  const substances = substanceNames.map((name, i) => ({
    id: i + 1,
    name,
    slug: uniqueSlug(slugify(name), substanceSlugs),
  }));

  const manufacturerNames: string[] = [];
  // generic makers also sell INN-named generics under their own name (see generate-products)
  const brandNames: string[] = [...GENERIC_MAKERS];
  for (const maker of GENERIC_MAKERS) manufacturerNames.push(maker);
  for (const line of lines) {
    if (!manufacturerNames.includes(line.manufacturer)) manufacturerNames.push(line.manufacturer);
    if (!brandNames.includes(line.brand)) brandNames.push(line.brand);
  }
  const manufacturerSlugs = new Set<string>();
  const manufacturers = manufacturerNames.map((name, i) => {
    const country = MANUFACTURERS[name];
    if (!country) throw new Error(`manufacturer ${name} has no country`);
    return { id: i + 1, name, slug: uniqueSlug(slugify(name), manufacturerSlugs), country };
  });
  const brandSlugs = new Set<string>();
  const brands = brandNames.map((name, i) => ({ id: i + 1, name, slug: uniqueSlug(slugify(name), brandSlugs) }));

  return {
    categories,
    categoryIdBySlug,
    substances,
    substanceIdByName: new Map(substances.map((row) => [row.name, row.id])),
    brands,
    brandIdByName: new Map(brands.map((row) => [row.name, row.id])),
    manufacturers,
    manufacturerIdByName: new Map(manufacturers.map((row) => [row.name, row.id])),
    lines,
  };
}
