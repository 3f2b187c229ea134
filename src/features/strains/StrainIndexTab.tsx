// A strain's index tab: its properties as readable facts and chips, the genes bar, its description and parents.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { StrainAttributes, StrainNode } from '@/domain/strain/strain';
import type { StrainCategory } from '@/domain/strain/strain-vocabulary';
import { GenesBar } from './GenesBar';
import { useStrain } from './strain-context';
import { ValueChip } from './ValueChip';
import styles from './strains.module.css';

/** The multi-valued categories, each with the attribute holding its values. */
const TAG_LISTS: [StrainCategory, keyof Pick<StrainAttributes, 'positive_effects' | 'negative_effects' | 'medical' | 'tastes'>][] = [
  ['positive-effects', 'positive_effects'], ['negative-effects', 'negative_effects'], ['medical', 'medical'], ['tastes', 'tastes'],
];

function Facts({ a }: { a: StrainAttributes }) {
  const { t } = useTranslation();
  const facts: [string, string, StrainCategory, string][] = [
    [t('strains.categoryHeading.thc'), `${t('strains.attributes.thc', { thc: a.thc })}, ${t('strains.attributes.cbd', { cbd: a.cbd })}`, 'thc', a.thc_level],
    [t('strains.categoryHeading.yield'), t('strains.attributes.yield', { grams: a.yield_gm2 }), 'yield', a.yield_level],
    [t('strains.categoryHeading.height'), t('strains.attributes.height', { cm: a.height_cm }), 'height', a.height_level],
    [t('strains.categoryHeading.growing'), '', 'growing', a.growing],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, measured, category, level]) => (
        <div key={category}>
          <dt>{label}</dt>
          <dd>{measured && <span>{measured}</span>}<ValueChip category={category} value={level} /></dd>
        </div>
      ))}
      <div>
        <dt>{t('strains.attributes.flowering')}</dt>
        <dd><span>{t('strains.attributes.floweringWeeks', { count: a.flowering_weeks })}</span><ValueChip category="genes" value={a.flowering_type} /></dd>
      </div>
    </dl>
  );
}

function ParentLink({ parent }: { parent: StrainNode }) {
  const { t } = useTranslation();
  if (parent.id === null) return <span className={`${styles.chip} ${styles.chipMuted}`} title={t('strains.tree.outside')}>{parent.name}</span>;
  return (
    <Link to="/strains/$id" params={{ id: parent.id }} className={styles.chip}>
      {parent.brand_name ? t('strains.strainTitle', { name: parent.name, breeder: parent.brand_name }) : parent.name}
    </Link>
  );
}

export function StrainIndexTab() {
  const { t } = useTranslation();
  const strain = useStrain();
  const a = strain.attributes;
  const { id } = strain;
  return (
    <div data-testid="strain-index">
      {a ? (
        <section className={styles.section} aria-label={t('strains.attributes.label')}>
          <h2>{t('strains.attributes.genes')}: {t(`strains.value.${a.genes}`)}</h2>
          <GenesBar indica={a.indica} sativa={a.sativa} />
          <Facts a={a} />
          {TAG_LISTS.map(([category, field]) => a[field].length > 0 && (
            <div key={category} className={styles.section}>
              <h2>{t(`strains.categoryHeading.${category}`)}</h2>
              <ul className={styles.chips}>{a[field].map((value) => <li key={value}><ValueChip category={category} value={value} /></li>)}</ul>
            </div>
          ))}
        </section>
      ) : <p className={styles.explain}>{t('strains.attributes.none')}</p>}
      {strain.description && (
        <section className={styles.section}>
          <h2>{t('strains.about')}</h2>
          <p>{strain.description}</p>
        </section>
      )}
      <section className={styles.section} data-testid="strain-parents">
        <h2>{t('strains.parents')}</h2>
        {strain.items_parent.length > 0
          ? <ul className={styles.chips}>{strain.items_parent.map((parent) => <li key={`${parent.id}:${parent.name}`}><ParentLink parent={parent} /></li>)}</ul>
          : <p className={styles.muted}>{t('strains.noParents')}</p>}
        <p className={styles.links}>
          <Link to="/strains/$id/$tab" params={{ id, tab: 'sys-tree' }} className="button">{t('strains.familyTree')}</Link>
          <Link to="/grow-journals/$id" params={{ id }} className="button">{t('strains.growJournals')}</Link>
        </p>
      </section>
    </div>
  );
}
