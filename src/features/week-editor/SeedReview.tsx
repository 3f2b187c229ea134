// The strain review of a harvest week: how easy it grew, how resistant it was, an overall 0-10 rating and a text.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SeedReviewFields } from '@/domain/week/week-form';
import { MAX_REVIEW_TEXT } from '@/domain/catalogue/review-limits';
import { SEED_REVIEW_LEVELS } from '@/domain/week/week-limits';
import { ChoiceButtons } from '@/ui/ChoiceButtons';
import { RatingScale } from './RatingScale';

const LEVELS = Array.from({ length: SEED_REVIEW_LEVELS.max - SEED_REVIEW_LEVELS.min + 1 }, (_, step) => SEED_REVIEW_LEVELS.min + step);

export function SeedReview({ value, onChange }: { value: SeedReviewFields; onChange: (next: SeedReviewFields) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = (patch: Partial<SeedReviewFields>) => onChange({ ...value, ...patch });
  return (
    <>
      <ChoiceButtons
        legend={t('weekEditor.harvest.growing')}
        options={LEVELS.map((level) => ({ value: level, label: t(`weekEditor.harvest.growingLevels.${level}`) }))}
        value={value.growing}
        onChange={(growing) => set({ growing })}
        onClear={() => set({ growing: null })}
      />
      <ChoiceButtons
        legend={t('weekEditor.harvest.resistance')}
        options={LEVELS.map((level) => ({ value: level, label: t(`weekEditor.harvest.resistanceLevels.${level}`) }))}
        value={value.resistance}
        onChange={(resistance) => set({ resistance })}
        onClear={() => set({ resistance: null })}
      />
      <RatingScale legend={t('weekEditor.harvest.overall')} value={value.n_general} onChange={(n_general) => set({ n_general })} />
      <div className="field">
        <label htmlFor={id}>{t('weekEditor.harvest.reviewText')}</label>
        <textarea id={id} className="text-input" rows={4} maxLength={MAX_REVIEW_TEXT} value={value.text} onChange={(event) => set({ text: event.target.value })} />
      </div>
    </>
  );
}
