import { beforeAll, describe, expect, it, vi } from 'vitest';
import de from '../../locales/de.json';
import screensDe from '../../locales/screens/de.json';
import screensEn from '../../locales/screens/en.json';
import screensEs from '../../locales/screens/es.json';
import screensRu from '../../locales/screens/ru.json';
import screensTh from '../../locales/screens/th.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ru from '../../locales/ru.json';
import th from '../../locales/th.json';
import { changeLocale, i18next, initI18n, loadScreenStrings } from './i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`)));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Screen strings kept per area: locales/screens/{area}/{lang}.json. */
const areaFiles = import.meta.glob<Tree>('../../locales/screens/*/*.json', { eager: true, import: 'default' });

/** One language's strings of every area, which never share a top-level key. */
function areaStrings(locale: string): Tree {
  return Object.assign({}, ...Object.entries(areaFiles).filter(([file]) => file.endsWith(`/${locale}.json`)).map(([, tree]) => tree)) as Tree;
}

/** Each language's everyday strings and its screens' strings, which never share a top-level key. */
const bundles = {
  en: { ...en, ...screensEn, ...areaStrings('en') }, ru: { ...ru, ...screensRu, ...areaStrings('ru') }, de: { ...de, ...screensDe, ...areaStrings('de') },
  es: { ...es, ...screensEs, ...areaStrings('es') }, th: { ...th, ...screensTh, ...areaStrings('th') },
} as Record<string, Tree>;

describe('translations', () => {
  const baseKeys = (keys: string[]) => new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, '')));
  const enBase = baseKeys(flatten(bundles.en!));

  it.each(Object.keys(bundles))('%s has every key of en, and no other', (locale) => {
    expect([...baseKeys(flatten(bundles[locale]!))].sort()).toEqual([...enBase].sort());
  });

  it.each(Object.keys(bundles))('%s has every plural form its language needs', (locale) => {
    const keys = new Set(flatten(bundles[locale]!));
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const plurals = new Set([...keys].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    for (const key of plurals) for (const category of categories) expect(keys.has(`${key}_${category}`), `${key}_${category}`).toBe(true);
  });
});

describe('i18n', () => {
  beforeAll(async () => {
    await initI18n();
  });

  it('starts in English', () => {
    expect(i18next.language).toBe('en');
    expect(i18next.t('diary.weeks', { count: 1 })).toBe('1 week');
    expect(i18next.t('diary.weeks', { count: 5 })).toBe('5 weeks');
  });

  it('uses three forms in Russian', async () => {
    await changeLocale('ru');
    expect([1, 3, 5, 21, 22, 25, 11].map((count) => i18next.t('diary.weeks', { count }))).toEqual([
      '1 неделя', '3 недели', '5 недель', '21 неделя', '22 недели', '25 недель', '11 недель',
    ]);
  });

  it('uses three forms in German: none, one and many', async () => {
    await changeLocale('de');
    expect([0, 1, 2].map((count) => i18next.t('diary.weeks', { count }))).toEqual(['Keine Wochen', '1 Woche', '2 Wochen']);
  });

  it('uses two forms in Spanish and one in Thai', async () => {
    await changeLocale('es');
    expect([1, 2].map((count) => i18next.t('diary.weeks', { count }))).toEqual(['1 semana', '2 semanas']);
    await changeLocale('th');
    expect(i18next.t('diary.weeks', { count: 2 })).toBe('2 สัปดาห์');
  });

  it('loads the writing screens\' strings on demand, and again after a language switch', async () => {
    await changeLocale('en');
    expect(i18next.exists('weekEditor.save')).toBe(false);
    await loadScreenStrings();
    expect(i18next.t('weekEditor.save')).toBe('Save');
    await changeLocale('de');
    expect(i18next.t('weekEditor.save')).not.toBe('weekEditor.save');
    expect(i18next.t('nav.home')).toBe('Start');
  });

  it('shows the keys themselves in en-tr', async () => {
    await changeLocale('en-tr');
    expect(i18next.t('nav.signIn')).toBe('nav.signIn');
    expect(i18next.t('errors.notFound')).toBe('errors.notFound');
  });

  it('remembers a choice at once, before its strings have loaded', async () => {
    await changeLocale('en');
    const switching = changeLocale('es');
    expect(localStorage.getItem('locale')).toBe('es');
    expect(document.cookie).toContain('locale=es');
    await switching;
    expect(i18next.t('nav.signIn')).not.toBe(en.nav.signIn);
  });

  it('keeps the choice in local storage and a cookie', async () => {
    await changeLocale('de');
    expect(localStorage.getItem('locale')).toBe('de');
    expect(document.cookie).toContain('locale=de');
  });

  it('warns and falls back to English for an unsupported locale', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await changeLocale('fr')).toBe('en');
    expect(i18next.language).toBe('en');
    expect(warn).toHaveBeenCalledWith('Unsupported locale "fr", using en');
    expect(localStorage.getItem('locale')).toBe('en');
  });
});
