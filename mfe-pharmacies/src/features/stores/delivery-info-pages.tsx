import { Link as RouterLink } from 'react-router-dom';
import { InfoPage } from '../pages/info-page';
import { useRegion } from '../region/use-region';
import { useRegionPath } from '@apteka/ui/routing';
import { linkCss } from './store-card';

/** /night-delivery: what the region's data says about night delivery, nothing more. */
export function NightDeliveryPage() {
  const { region } = useRegion();
  return (
    <InfoPage title="Ночная доставка">
      {region ? (
        <p>
          {region.hasNightDelivery
            ? `В ${region.skloneniya.name_gde} работает ночная доставка.`
            : `В ${region.skloneniya.name_gde} ночной доставки пока нет.`}
        </p>
      ) : (
        <p>Ночная доставка есть не во всех регионах. Выберите свой город, чтобы узнать, доступна ли она.</p>
      )}
      <p>Подробная страница о ночной доставке пока в разработке.</p>
    </InfoPage>
  );
}

/** /samovyvoz-i-dostavka and /samovyvoz-i-dostavka/pickup. */
export function PickupAndDeliveryPage() {
  const { region } = useRegion();
  const regionPath = useRegionPath();
  return (
    <InfoPage title="Самовывоз и доставка">
      <p>
        Заказ можно забрать в аптеке:{' '}
        <RouterLink to={regionPath('/pharmacies')} css={linkCss}>
          список аптек
        </RouterLink>
        .
      </p>
      {region && (
        <p>
          {region.hasCourierDelivery
            ? `В ${region.skloneniya.name_gde} доступна курьерская доставка.`
            : `В ${region.skloneniya.name_gde} курьерской доставки пока нет.`}
        </p>
      )}
      <p>Подробные условия самовывоза и доставки пока в разработке.</p>
    </InfoPage>
  );
}
