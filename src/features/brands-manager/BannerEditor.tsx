// /brands-manager/banners/edit/{box|cpm|header}/{id}: a banner's editor (id 0: a new banner): title, text, picture
// (uploaded online, checked by the server), link, sections, first and last days, weight and on/off, with a preview.
// The typing is kept as a draft until saved; the save is applied on the device at once and sent when online.
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { BrandBannerRecord } from '@/db/database';
import {
  BANNER_PICTURE_SIZE, BANNER_SECTIONS, MAX_BANNER_TEXT, MAX_BANNER_TITLE, MAX_BANNER_URL, MAX_BANNER_WEIGHT, MIN_BANNER_WEIGHT, type EditableBannerKind,
} from '@/domain/brand-manager/banner-limits';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { useOnline } from '@/ui/use-online';
import { usePageTitle } from '@/ui/use-page-title';
import { usePictureUpload } from '@/ui/use-picture-upload';
import { bannerBody, bannerFieldsOf, toggleSection, type BannerFields, type BannerProblem } from './banner-form';
import { useBrandBanner, useBrandBanners } from './banner-hooks';
import { saveBanner, uploadBannerImage } from './banner-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Banners.module.css';

const LIMITS = { title: MAX_BANNER_TITLE, text: MAX_BANNER_TEXT, url: MAX_BANNER_URL } as const;
/** What each problem's words name. */
const PROBLEM_PARAMS: Partial<Record<BannerProblem, Record<string, number>>> = {
  title: { max: MAX_BANNER_TITLE }, text: { max: MAX_BANNER_TEXT }, weight: { min: MIN_BANNER_WEIGHT, max: MAX_BANNER_WEIGHT },
};

function BannerForm({ kind, banner, onReset }: { kind: EditableBannerKind; banner: BrandBannerRecord | null; onReset: () => void }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const navigate = useNavigate();
  const online = useOnline();
  const pictureId = useId();
  const hintId = useId();
  const initial = useMemo(() => bannerFieldsOf(banner), [banner]);
  const draft = useDraft<BannerFields>('brand-banner', `${brand.id}:${kind}:${banner?.id ?? 0}`, initial);
  const latest = useRef(draft.value);
  latest.current = draft.value;
  const upload = usePictureUpload(async (file) => {
    const { image_id, image } = await uploadBannerImage(brand.id, file);
    if (latest.current) draft.change({ ...latest.current, image_id, image });
  });
  const [problem, setProblem] = useState<string | null>(null);
  const kindName = t(`brandBanners.kind.${kind}`);
  const title = banner ? t('brandBanners.editor.editTitle', { title: banner.title }) : t('brandBanners.editor.newTitle', { kind: kindName });
  usePageTitle(title);
  const fields = draft.value;
  if (!fields) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  /** A change of the fields: kept in the draft, and the last problem shown goes (the next save checks again). */
  const change = (next: BannerFields) => {
    setProblem(null);
    draft.change(next);
  };
  const set = (next: Partial<BannerFields>) => change({ ...fields, ...next });
  const text = (key: 'title' | 'text' | 'url') => ({ value: fields[key], maxLength: LIMITS[key], onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = bannerBody(fields);
    if ('problem' in result) {
      setProblem(t(`brandBanners.editor.problem.${result.problem}`, PROBLEM_PARAMS[result.problem] ?? {}));
      return;
    }
    try {
      await saveBanner(brand, kind, banner?.id ?? null, result.body, result.image);
      await draft.discard();
      await navigate({ to: '/brands-manager/banners' });
    } catch (failure) {
      setProblem(describeError(failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="banner-editor">
      <h2 id="banner-editor">{title}</h2>
      {draft.restored && (
        <RestoredDraftNotice message={t('brandBanners.editor.restored')} discardLabel={t('brandBanners.editor.discard')}
          onDiscard={() => void draft.discard().then(onReset)} />
      )}
      <form className={styles.form} onSubmit={(event) => void save(event)} data-testid="banner-form" noValidate>
        <label className="field">
          {t('brandBanners.editor.title')}
          <input className="text-input" required {...text('title')} />
        </label>
        <label className="field">
          {t('brandBanners.editor.text')}
          <textarea className="text-input" {...text('text')} />
        </label>
        <div className="field">
          <span>{t('brandBanners.editor.picture')}</span>
          <div className={own.picture}>
            <label htmlFor={pictureId} className="button">
              {upload.state === 'sending' ? t('brandBanners.editor.uploading') : fields.image ? t('brandBanners.editor.replace') : t('brandBanners.editor.upload')}
            </label>
            <input id={pictureId} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="visually-hidden"
              disabled={!online || upload.state === 'sending'} onChange={(event) => upload.pick(event.target.files?.[0])} data-testid="banner-picture" />
          </div>
          <p className={styles.note}>{online ? t('brandBanners.editor.pictureHint', BANNER_PICTURE_SIZE[kind]) : t('brandBanners.editor.uploadOffline')}</p>
          {typeof upload.state === 'object' && <p className="message message-error" role="alert">{upload.state.error}</p>}
        </div>
        <label className="field">
          {t('brandBanners.editor.url')}
          <input className="text-input" type="url" inputMode="url" required aria-describedby={`${hintId}-url`} {...text('url')} />
        </label>
        <p className={styles.note} id={`${hintId}-url`}>{t('brandBanners.editor.urlHint')}</p>
        <fieldset className="field">
          <legend>{t('brandBanners.editor.sections')}</legend>
          <div className={own.sections}>
            {BANNER_SECTIONS.map((section) => (
              <label key={section}>
                <input type="checkbox" checked={fields.sections.includes(section)} onChange={() => change(toggleSection(fields, section))} />
                {t(`brandBanners.editor.section.${section}`)}
              </label>
            ))}
          </div>
          <p className={styles.note}>{t('brandBanners.editor.sectionsHint')}</p>
        </fieldset>
        <div className={own.dates}>
          <label className="field">
            {t('brandBanners.editor.startDate')}
            <input className="text-input" type="date" value={fields.start_date} onChange={(event) => set({ start_date: event.target.value })} />
          </label>
          <label className="field">
            {t('brandBanners.editor.endDate')}
            <input className="text-input" type="date" value={fields.end_date} min={fields.start_date || undefined} onChange={(event) => set({ end_date: event.target.value })} />
          </label>
        </div>
        <p className={styles.note}>{t('brandBanners.editor.datesHint')}</p>
        <label className="field">
          {t('brandBanners.editor.weight')}
          <input className="text-input" type="number" inputMode="numeric" min={MIN_BANNER_WEIGHT} max={MAX_BANNER_WEIGHT} step={1} value={fields.weight}
            onChange={(event) => set({ weight: event.target.value })} aria-describedby={`${hintId}-weight`} />
        </label>
        <p className={styles.note} id={`${hintId}-weight`}>{t('brandBanners.editor.weightHint', { min: MIN_BANNER_WEIGHT, max: MAX_BANNER_WEIGHT })}</p>
        <label className={own.check}>
          <input type="checkbox" checked={fields.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
          {t('brandBanners.editor.enabled')}
        </label>
        {fields.image && (
          <figure className={own.preview} aria-label={t('brandBanners.editor.preview')} data-testid="banner-preview">
            <img src={fields.image.size_m} width={fields.image.width} height={fields.image.height} alt={t('brandBanners.pictureOf', { title: fields.title })} />
            <figcaption>
              <span className={own.previewTitle}>{fields.title}</span>
              {fields.text && <span className={own.previewText}> {fields.text}</span>}
            </figcaption>
          </figure>
        )}
        {problem && <p className="message message-error" role="alert">{problem}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button button-primary">{t('brandsManager.save')}</button>
          <Link to="/brands-manager/banners" className="button">{t('brandsManager.cancel')}</Link>
        </div>
      </form>
    </section>
  );
}

/** The form, started again from the banner when its draft is thrown away. */
function DraftForm({ kind, banner }: { kind: EditableBannerKind; banner: BrandBannerRecord | null }) {
  const [generation, setGeneration] = useState(0);
  return <BannerForm key={generation} kind={kind} banner={banner} onReset={() => setGeneration((n) => n + 1)} />;
}

function StoredBanner({ kind, id }: { kind: EditableBannerKind; id: number }) {
  const brand = useChosenBrand();
  // Opened from a link or a reload: the brand's banners are read into the device first.
  const { refresh } = useBrandBanners(brand.id);
  const banner = useBrandBanner(id);
  if (banner === undefined || (banner === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (banner === null || banner.brand_id !== brand.id || banner.kind !== kind) return <NotFoundMessage />;
  return <DraftForm key={banner.id} kind={kind} banner={banner} />;
}

export function BannerEditor({ kind, id }: { kind: EditableBannerKind; id: number }) {
  return id === 0 ? <DraftForm kind={kind} banner={null} /> : <StoredBanner kind={kind} id={id} />;
}
