/** Russian texts of product descriptions and info sections, built from templates. */
import { FORMS } from './data/forms';
import type { TherapeuticGroup } from './data/therapeutic-groups';
import type { Random } from './random';

export interface InfoSection {
  title: string;
  text: string;
}

const STORAGE_MED = [
  'В сухом, защищенном от света месте при температуре не выше 25 °C.',
  'При температуре от 15 до 25 °C в оригинальной упаковке.',
  'В защищенном от света месте при температуре не выше 30 °C.',
];

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface MedicineTextInput {
  tradeName: string;
  substance: string;
  formKey: string;
  dosage: string | null;
  group: TherapeuticGroup;
  prescription: boolean;
  validMonths: number;
  times: string;
}

export function medicineDescription(input: MedicineTextInput): string {
  const form = FORMS[input.formKey];
  const dose = input.dosage ? ` в дозировке ${input.dosage}` : '';
  return `${input.tradeName} — ${input.group.description}. Действующее вещество: ${input.substance}. Форма выпуска: ${form?.medform ?? ''}${dose}.`;
}

/** The MED_DRUG set: usage instructions. */
export function medicineSections(input: MedicineTextInput, random: Random): InfoSection[] {
  const form = FORMS[input.formKey];
  if (!form) throw new Error(`unknown form ${input.formKey}`);
  // Kept short on purpose: a row over ~2 kB gets TOAST-compressed, which makes a 100000-product seed 3x slower.
  const shelfLife =
    input.validMonths % 12 === 0
      ? `${input.validMonths / 12} ${years(input.validMonths / 12)}`
      : `${input.validMonths} мес.`;
  return [
    {
      title: 'Состав',
      text: `Действующее вещество: ${capitalize(input.substance)}${input.dosage ? ` — ${input.dosage}` : ''}.`,
    },
    { title: 'Показания', text: input.group.indications },
    { title: 'Способ применения и дозы', text: form.usage.replace('{times}', input.times) },
    { title: 'Противопоказания', text: input.group.contraindications },
    { title: 'Побочные действия', text: input.group.sideEffects },
    { title: 'Условия хранения', text: `${random.pick(STORAGE_MED)} Срок годности — ${shelfLife}.` },
    { title: 'Условия отпуска', text: input.prescription ? 'По рецепту.' : 'Без рецепта.' },
  ];
}

function years(n: number): string {
  if (n === 1) return 'год';
  if (n >= 2 && n <= 4) return 'года';
  return 'лет';
}

const GOODS_PURPOSE: Record<string, string> = {
  'vitaminy-i-bady': 'Биологически активная добавка к пище. Не является лекарственным средством.',
  'meditsinskie-izdeliya': 'Медицинское изделие для применения в домашних условиях и в лечебных учреждениях.',
  'meditsinskaya-tekhnika': 'Медицинское изделие для контроля показателей здоровья в домашних условиях.',
  gigiena: 'Средство гигиены для ежедневного использования.',
  dermakosmetika: 'Дерматологическое косметическое средство, подходит для чувствительной кожи.',
  'mama-i-malysh': 'Товар для мам и малышей.',
  optika: 'Изделие для коррекции и защиты зрения.',
  ortopediya: 'Ортопедическое изделие для профилактики и реабилитации.',
  'zdorovoe-pitanie': 'Продукт здорового питания.',
  sport: 'Спортивное питание для людей, ведущих активный образ жизни.',
  intim: 'Средство для интимного здоровья.',
  'lekarstvennye-sredstva': 'Медицинское изделие.',
};

export interface GoodsTextInput {
  brand: string;
  title: string;
  size: string;
  rootSlug: string;
  country: string;
  manufacturer: string;
}

export function goodsDescription(input: GoodsTextInput): string {
  return `${input.brand} ${input.title}, ${input.size}. ${GOODS_PURPOSE[input.rootSlug] ?? ''}`.trim();
}

/** The DEFAULT set: product information. */
export function goodsSections(input: GoodsTextInput, random: Random): InfoSection[] {
  const purpose = GOODS_PURPOSE[input.rootSlug] ?? '';
  const usage: Record<string, string> = {
    'vitaminy-i-bady': 'Взрослым по 1 таблетке (капсуле) в день во время еды. Продолжительность приема — 1 месяц.',
    dermakosmetika: 'Нанести на очищенную кожу легкими массирующими движениями утром и/или вечером.',
    'mama-i-malysh': 'Использовать в соответствии с инструкцией на упаковке.',
    'zdorovoe-pitanie': 'Употреблять в соответствии с рекомендациями на упаковке.',
    sport: 'Принимать 1–2 порции в день, лучше после тренировки.',
  };
  return [
    { title: 'Описание', text: `${input.brand} ${input.title}. ${purpose}` },
    {
      title: 'Способ применения',
      text: usage[input.rootSlug] ?? 'Перед использованием ознакомьтесь с инструкцией производителя.',
    },
    {
      title: 'Меры предосторожности',
      text: random.pick([
        'Индивидуальная непереносимость компонентов.',
        'Перед применением рекомендуется проконсультироваться со специалистом.',
        'Хранить в недоступном для детей месте.',
      ]),
    },
    {
      title: 'Условия хранения',
      text: random.pick([
        'Хранить при температуре от +5 до +25 °C.',
        'Хранить в сухом месте, защищенном от прямых солнечных лучей.',
      ]),
    },
    { title: 'Производитель', text: `${input.manufacturer}, ${input.country}.` },
  ];
}
