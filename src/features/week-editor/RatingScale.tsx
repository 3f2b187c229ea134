// A 0-10 rating as eleven big buttons in two rows (a slider is hard to set with wet or gloved hands).
import { RATING_SCALE } from '@/domain/catalogue/review-limits';
import { ChoiceButtons } from '@/ui/ChoiceButtons';

const SCALE = Array.from({ length: RATING_SCALE.max - RATING_SCALE.min + 1 }, (_, step) => {
  const value = RATING_SCALE.min + step;
  return { value, label: String(value) };
});

export function RatingScale({ legend, value, onChange, legendHidden }: { legend: string; value: number; onChange: (value: number) => void; legendHidden?: boolean }) {
  return <ChoiceButtons legend={legend} options={SCALE} value={value} onChange={onChange} columns={6} legendHidden={legendHidden} />;
}
