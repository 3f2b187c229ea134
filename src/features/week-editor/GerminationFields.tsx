// A germination week's own fields: when the seeds were set to germinate, and how.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { GERM_METHOD_CODES, GERM_METHODS } from '@/domain/week/germination';
import { ChoiceButtons } from '@/ui/ChoiceButtons';

interface GerminationFieldsProps {
  date: string | null | undefined;
  method: number | null;
  onDate: (date: string | null) => void;
  onMethod: (method: number | null) => void;
}

export function GerminationFields({ date, method, onDate, onMethod }: GerminationFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>{t('props.germ_date')}</label>
        <input id={id} className="text-input" type="date" value={date ?? ''} onChange={(event) => onDate(event.target.value || null)} />
      </div>
      <ChoiceButtons
        legend={t('weekEditor.germMethod')}
        options={GERM_METHOD_CODES.map((code) => ({ value: code, label: t(`weekEditor.germMethods.${GERM_METHODS[code].name}`) }))}
        value={method}
        onChange={onMethod}
        onClear={() => onMethod(null)}
      />
    </>
  );
}
