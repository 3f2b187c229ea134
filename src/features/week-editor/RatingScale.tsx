// A 0-10 rating as eleven big buttons in two rows (a slider is hard to set with wet or gloved hands).
import { ChoiceButtons } from '@/ui/ChoiceButtons';

const SCALE = Array.from({ length: 11 }, (_, value) => ({ value, label: String(value) }));

export function RatingScale({ legend, value, onChange, legendHidden }: { legend: string; value: number; onChange: (value: number) => void; legendHidden?: boolean }) {
  return <ChoiceButtons legend={legend} options={SCALE} value={value} onChange={onChange} columns={6} legendHidden={legendHidden} />;
}
