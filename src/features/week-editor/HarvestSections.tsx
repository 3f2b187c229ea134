// The parts of a harvest week: the harvest in the grower's units, the strain review, and a review of each nutrient.
import { useTranslation } from '@/i18n/use-translation';
import type { Measures } from '@/domain/week/units';
import { DEFAULT_SEED_REVIEW, type WeekFields } from '@/domain/week/week-form';
import { HARVEST_PROPS } from '@/domain/week/week-props';
import { EditorSection } from './EditorSection';
import { NutrientReviews } from './NutrientReviews';
import { PropFields } from './PropFields';
import { SeedReview } from './SeedReview';

interface HarvestSectionsProps {
  fields: WeekFields;
  measures: Measures;
  set: (patch: Partial<WeekFields>) => void;
}

export function HarvestSections({ fields, measures, set }: HarvestSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <EditorSection title={t('weekEditor.harvest.result')}>
        <PropFields names={HARVEST_PROPS} props={fields.props} measures={measures} onChange={(props) => set({ props })} />
      </EditorSection>
      <EditorSection title={t('weekEditor.harvest.review')}>
        <SeedReview value={fields.review_seed ?? DEFAULT_SEED_REVIEW} onChange={(review_seed) => set({ review_seed })} />
      </EditorSection>
      <EditorSection title={t('weekEditor.harvest.nutrientReviews')}>
        <NutrientReviews value={fields.nutrient_reviews} onChange={(nutrient_reviews) => set({ nutrient_reviews })} />
      </EditorSection>
    </>
  );
}
