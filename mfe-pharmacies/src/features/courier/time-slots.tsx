import type { TimeSlot } from '@apteka/contracts';
import { timeSlotLabel } from '@apteka/ui';

export function TimeSlots({
  slots,
  value,
  onChange,
}: {
  slots: TimeSlot[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  if (slots.length === 0) return <p>На сегодня и завтра свободных интервалов нет. Выберите самовывоз из аптеки.</p>;
  return (
    <fieldset css={{ border: 'none', margin: 0, padding: 0 }}>
      <legend css={{ fontSize: 18, fontWeight: 600, marginBottom: 8 }}>Время доставки</legend>
      <div css={{ display: 'grid', gap: 6 }}>
        {slots.map((slot) => (
          <label key={slot.id} css={{ display: 'flex', gap: 8, alignItems: 'center', minHeight: 44 }}>
            <input
              type="radio"
              name="timeslot"
              value={slot.id}
              checked={value === slot.id}
              onChange={() => onChange(slot.id)}
              css={{ width: 20, height: 20 }}
            />
            <span>{timeSlotLabel(slot)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
