import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { useLocationKey, type LocationKey } from '@apteka/bus';
import { errorText } from '@apteka/api-client';
import { plural, PLURALS, type Charity } from '@apteka/contracts';
import { Button, TextField } from '@apteka/ui';
import { accountApi } from '../../api';
import { Panel } from '../../common/panel';
import { QueryView } from '../../common/query-view';
import { formatDate } from '@apteka/ui';
import { FormMessage } from '../../common/form-message';

const charityApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getCharity: build.query<Charity, LocationKey>({ query: () => '/customer/charity', providesTags: ['Charity'] }),
    moveToCharity: build.mutation<Charity, { programmeId: number; bonuses: number }>({
      query: (body) => ({ url: '/customer/charity-move', method: 'POST', body }),
      invalidatesTags: ['Charity', 'Bonus', 'Customer'],
    }),
  }),
});

function MoveForm({ charity }: { charity: Charity }) {
  const [move, { isLoading }] = charityApi.useMoveToCharityMutation();
  const [programmeId, setProgrammeId] = useState<number | null>(null);
  const [bonuses, setBonuses] = useState('');
  const [problems, setProblems] = useState<{ programme?: string; bonuses?: string }>({});
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'info'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(bonuses);
    const found = {
      programme: programmeId === null ? 'Выберите программу.' : undefined,
      bonuses:
        !/^\d+$/.test(bonuses.trim()) || amount < 1
          ? 'Укажите, сколько бонусов передать: целое число от 1.'
          : amount > charity.balance
            ? `На счёте только ${charity.balance} ${plural(charity.balance, PLURALS.bonus)}.`
            : undefined,
    };
    setProblems(found);
    setOutcome(null);
    if (found.programme || found.bonuses || programmeId === null) return;
    try {
      await move({ programmeId, bonuses: amount }).unwrap();
      const name = charity.programmes.find((programme) => programme.id === programmeId)?.name ?? '';
      setOutcome({ kind: 'info', text: `Спасибо! ${amount} ${plural(amount, PLURALS.bonus)} переданы: ${name}.` });
      setBonuses('');
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Передать бонусы">
      <fieldset
        css={{ border: 0, padding: 0, margin: '0 0 16px' }}
        aria-describedby={problems.programme ? 'programme-error' : undefined}
      >
        <legend css={{ fontWeight: 600, marginBottom: 8 }}>Программа</legend>
        {charity.programmes.map((programme) => (
          <label
            key={programme.id}
            css={{ display: 'flex', gap: 10, alignItems: 'flex-start', minHeight: 44, cursor: 'pointer' }}
          >
            <input
              type="radio"
              name="programme"
              checked={programmeId === programme.id}
              onChange={() => setProgrammeId(programme.id)}
              css={{ width: 22, height: 22, margin: '2px 0 0', flex: 'none' }}
            />
            <span>
              <strong>{programme.name}</strong>
              <br />
              {programme.description}
            </span>
          </label>
        ))}
        {problems.programme && (
          <p id="programme-error" css={(theme: Theme) => ({ color: theme.colors.danger, margin: '4px 0 0' })}>
            {problems.programme}
          </p>
        )}
      </fieldset>
      <TextField
        label="Сколько бонусов передать"
        name="bonuses"
        inputMode="numeric"
        value={bonuses}
        onChange={(event) => setBonuses(event.target.value)}
        error={problems.bonuses}
        hint={`На счёте ${charity.balance} ${plural(charity.balance, PLURALS.bonus)}`}
      />
      <FormMessage outcome={outcome} />
      <Button type="submit" disabled={isLoading || charity.balance === 0}>
        Передать бонусы
      </Button>
    </form>
  );
}

/** /lk/charity: bonuses passed on to a charity programme, and what was passed before. */
export function CharityPage() {
  const query = charityApi.useGetCharityQuery(useLocationKey());
  return (
    <QueryView query={query} loading="Загружаем благотворительные программы…">
      {(charity) => (
        <>
          <p>
            Бонусы можно передать благотворительной программе: аптечная сеть перечислит их рублями, 1 бонус = 1 рубль.
          </p>
          <Panel title="Передать бонусы">
            <MoveForm charity={charity} />
          </Panel>
          <Panel title="Вы уже передали">
            {charity.moves.length === 0 ? (
              <p css={{ margin: 0 }}>Пока ничего.</p>
            ) : (
              <ul css={{ margin: 0, paddingLeft: 20, lineHeight: 1.6 }}>
                {charity.moves.map((move) => (
                  <li key={move.id}>
                    {formatDate(move.at)}: {move.bonuses} {plural(move.bonuses, PLURALS.bonus)} — {move.programmeName}
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </>
      )}
    </QueryView>
  );
}
