// The reader's choice of the unit nutrient doses are shown in on a public page (kept in their settings).
import type { Measures } from '@/domain/week/units';
import { NUTRIENT_UNITS } from '@/domain/week/units';
import { useTranslation } from '@/i18n/use-translation';
import { ChoiceButtons } from '@/ui/ChoiceButtons';

export function NutrientUnitChoice({ measures, onChange }: { measures: Measures; onChange: (next: Measures) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceButtons legend={t('catalogue.scheme.unit')} options={NUTRIENT_UNITS.map((unit) => ({ value: unit, label: unit }))} columns={3}
      value={measures.nutrient} onChange={(nutrient) => onChange({ ...measures, nutrient })} />
  );
}
