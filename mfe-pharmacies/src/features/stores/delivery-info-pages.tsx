import { Link as RouterLink, useLocation } from 'react-router-dom';
import { deliveryAcross, inRegion, pharmaciesIn, type DeliveryCostRules, type RegionSummary } from '@apteka/contracts';
import { formatPrice, plural, PLURALS, Spinner } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useGetCostRulesQuery, useGetStoresQuery } from '../../api';
import { InfoPage } from '@apteka/ui';
import { useRegion } from '../region/use-region';
import { CourierAddressForm } from '../courier/courier-address-form';
import { PharmacySelect } from '../pickup/pharmacy-select';
import { linkCss } from './store-card';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function CourierFigures({ region, rules }: { region: RegionSummary; rules: DeliveryCostRules }) {
  const day = rules.windows.filter((w) => !w.isNight);
  const night = rules.windows.filter((w) => w.isNight);
  return (
    <ul>
      <li>
        {deliveryAcross(region.skloneniya)} — {formatPrice(rules.rules[0]?.cost ?? rules.cost)}, бесплатно при заказе от{' '}
        {formatPrice(rules.freeFrom)}.
      </li>
      <li>
        Интервалы: {day.map((w) => `${w.from}–${w.to}`).join(', ')}. Заказ на сегодня принимаем не позже чем за{' '}
        {rules.cutoffHours} {plural(rules.cutoffHours, ['час', 'часа', 'часов'])} до начала интервала.
      </li>
      {night.length > 0 && rules.nightCost !== null && (
        <li>
          Ночная доставка: {night.map((w) => `${w.from}–${w.to}`).join(', ')}, доплата{' '}
          {formatPrice(rules.nightCost - rules.cost)}; заказ на эту ночь — до {rules.nightCutoff}.
        </li>
      )}
      <li>Рецептурные препараты курьер не доставляет — их можно забрать в аптеке.</li>
    </ul>
  );
}

function useFigures(region: RegionSummary | null) {
  const rules = useGetCostRulesQuery({ regionId: region?.id ?? 0, amount: 0 }, { skip: !region });
  const stores = useGetStoresQuery({ regionId: region?.id ?? 0 }, { skip: !region });
  return {
    rules: rules.currentData,
    pharmacies: stores.currentData?.stores.length ?? null,
    loading: rules.isLoading || stores.isLoading,
  };
}

/** /night-delivery: night windows, surcharge and cut-off of the shopper's region. */
export function NightDeliveryPage() {
  const { region } = useRegion();
  const { rules, loading } = useFigures(region);
  const regionPath = useRegionPath();
  if (!region)
    return (
      <InfoPage title="Ночная доставка">
        <Spinner label="Определяем регион…" />
      </InfoPage>
    );
  return (
    <InfoPage title={`Ночная доставка ${inRegion(region.skloneniya)}`}>
      {loading && <Spinner label="Загружаем условия…" />}
      {rules && !region.hasNightDelivery && (
        <p>
          {capital(inRegion(region.skloneniya))} ночной доставки пока нет. Днём доставляем с {rules.windows[0]?.from} до{' '}
          {rules.windows.at(-1)?.to}, а ночью можно зайти в{' '}
          <RouterLink to={regionPath('/pharmacies')} css={linkCss}>
            круглосуточную аптеку
          </RouterLink>
          .
        </p>
      )}
      {rules && region.hasNightDelivery && (
        <>
          <p>Привезём заказ ночью — когда лекарство нужно срочно.</p>
          <CourierFigures region={region} rules={rules} />
        </>
      )}
    </InfoPage>
  );
}

/** /samovyvoz-i-dostavka (both modes, the courier address) and /samovyvoz-i-dostavka/pickup (the pharmacy choice). */
export function PickupAndDeliveryPage() {
  const { region } = useRegion();
  const regionPath = useRegionPath();
  const pickupOnly = useLocation().pathname.replace(/\/+$/, '').endsWith('/pickup');
  const { rules, pharmacies, loading } = useFigures(region);
  if (!region)
    return (
      <InfoPage title="Самовывоз и доставка">
        <Spinner label="Определяем регион…" />
      </InfoPage>
    );
  return (
    <InfoPage
      title={
        pickupOnly ? `Самовывоз ${inRegion(region.skloneniya)}` : `Самовывоз и доставка ${inRegion(region.skloneniya)}`
      }
    >
      {loading && <Spinner label="Загружаем условия…" />}
      <h2 css={{ fontSize: 22 }}>Самовывоз из аптеки</h2>
      <p>
        Бесплатно.{' '}
        {pharmacies !== null && (
          <>
            {pharmaciesIn(region.skloneniya)}: {pharmacies} {plural(pharmacies, PLURALS.pharmacy)} —{' '}
            <RouterLink to={regionPath('/pharmacies')} css={linkCss}>
              список и карта
            </RouterLink>
            .
          </>
        )}{' '}
        Заказ хранится в аптеке после сборки; о готовности сообщим по SMS.
      </p>
      {pickupOnly ? (
        <PharmacySelect regionId={region.id} />
      ) : (
        <>
          <p>
            <RouterLink to={regionPath('/samovyvoz-i-dostavka/pickup')} css={linkCss}>
              Выбрать аптеку для самовывоза
            </RouterLink>
          </p>
          <h2 css={{ fontSize: 22 }}>Доставка курьером</h2>
          {!region.hasCourierDelivery && <p>{capital(inRegion(region.skloneniya))} доставки курьером пока нет.</p>}
          {rules && region.hasCourierDelivery && <CourierFigures region={region} rules={rules} />}
          {region.hasCourierDelivery && <CourierAddressForm region={region} />}
        </>
      )}
    </InfoPage>
  );
}
