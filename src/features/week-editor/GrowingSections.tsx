// The parts of a growing week (germination, vegetation, flowering): phase, days, germination, conditions, nutrients.
import { useTranslation } from '@/i18n/use-translation';
import { FAZA, fazaName } from '@/domain/week/faza';
import type { Measures } from '@/domain/week/units';
import type { WeekFields } from '@/domain/week/week-form';
import { CONDITION_PROPS } from '@/domain/week/week-props';
import { ChoiceButtons } from '@/ui/ChoiceButtons';
import { DaysStepper } from './DaysStepper';
import type { GrowingFaza } from './editor-params';
import { EditorSection } from './EditorSection';
import { GerminationFields } from './GerminationFields';
import { NutrientDoses } from './NutrientDoses';
import { PropFields } from './PropFields';

const PHASES: readonly GrowingFaza[] = [FAZA.germination, FAZA.vegetation, FAZA.flowering];

interface GrowingSectionsProps {
  fields: WeekFields;
  measures: Measures;
  set: (patch: Partial<WeekFields>) => void;
}

export function GrowingSections({ fields, measures, set }: GrowingSectionsProps) {
  const { t } = useTranslation();
  const germination = fields.faza === FAZA.germination;
  return (
    <>
      <EditorSection title={t('weekEditor.week')}>
        <ChoiceButtons
          legend={t('weekEditor.phase')}
          options={PHASES.map((faza) => ({ value: faza, label: t(`faza.${fazaName(faza)}`) }))}
          value={fields.faza}
          onChange={(faza) => set({ faza })}
        />
        <DaysStepper value={fields.days} onChange={(days) => set({ days })} />
        {germination && (
          <GerminationFields
            date={fields.props.germ_date}
            method={fields.germ_method}
            onDate={(germ_date) => set({ props: { ...fields.props, germ_date } })}
            onMethod={(germ_method) => set({ germ_method })}
          />
        )}
      </EditorSection>
      <EditorSection title={t('weekEditor.conditions')}>
        <PropFields names={CONDITION_PROPS} props={fields.props} measures={measures} onChange={(props) => set({ props })} />
      </EditorSection>
      {/* Growers feed in vegetation too; in germination the list shows only if it already holds something. */}
      {(!germination || fields.items_nutrient.length > 0) && (
        <EditorSection title={t('weekEditor.nutrients')}>
          <NutrientDoses value={fields.items_nutrient} measures={measures} onChange={(items_nutrient) => set({ items_nutrient })} />
        </EditorSection>
      )}
    </>
  );
}
