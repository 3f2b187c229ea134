// Names weeks the way growers count them: "Week N" over the growing weeks, "Harvest", and their days.
import { FAZA } from '@/domain/week/faza';

export interface WeekLabel {
  /** 1, 2, 3... over growing weeks; null for a harvest week. */
  number: number | null;
  /** First and last day of the grow this week covers; null when the week has no days. */
  days: { from: number; to: number } | null;
}

/** Labels by week id, for weeks in diary order (each week's `days` is how many days it lasted). */
export function labelWeeks(weeks: readonly { id: number; faza: number; days: number }[]): Map<number, WeekLabel> {
  const labels = new Map<number, WeekLabel>();
  let next = 1;
  let dayCount = 0;
  for (const week of weeks) {
    const days = week.days > 0 ? { from: dayCount + 1, to: dayCount + week.days } : null;
    dayCount += Math.max(0, week.days);
    labels.set(week.id, { number: week.faza === FAZA.harvest ? null : next++, days });
  }
  return labels;
}
