// Names weeks the way growers count them: "Week N" over the growing weeks, and "Harvest".
import { FAZA } from '@/domain/faza';

/** Week numbers by week id: growing weeks count 1, 2, 3...; harvest weeks get no number. */
export function numberWeeks(weeks: readonly { id: number; faza: number }[]): Map<number, number | null> {
  const numbers = new Map<number, number | null>();
  let next = 1;
  for (const week of weeks) numbers.set(week.id, week.faza === FAZA.harvest ? null : next++);
  return numbers;
}
